package planner

import (
	"fmt"
	"strings"
)

// ClauseParse is how one clause was read: what --explain prints.
type ClauseParse struct {
	Text   string `json:"text"`
	Intent string `json:"intent,omitempty"`
	Verb   string `json:"verb,omitempty"`
	Slots  []Slot `json:"slots,omitempty"`
	Status string `json:"status"`
	Reason string `json:"reason,omitempty"`
	Steps  int    `json:"steps"`
}

// Slot is one filled slot of a frame: what was said and what it resolved to.
type Slot struct {
	Name     string `json:"name"`
	Said     string `json:"said"`
	Resolved string `json:"resolved,omitempty"`
}

func (cp *ClauseParse) slot(name, said, resolved string) {
	cp.Slots = append(cp.Slots, Slot{name, said, resolved})
}

// Explain is the parse in words: the clauses, each one's intent and slots
// with what they resolved to, and the typos read as other words.
func (p Plan) Explain() string {
	var b strings.Builder
	if len(p.Fixed) > 0 {
		fmt.Fprintf(&b, "Read as: %s\n", strings.Join(p.Fixed, ", "))
	}
	for i, c := range p.Parse {
		fmt.Fprintf(&b, "Clause %d: %q\n", i+1, c.Text)
		if c.Intent != "" {
			verb := ""
			if c.Verb != "" {
				verb = fmt.Sprintf(" (verb %q)", c.Verb)
			}
			fmt.Fprintf(&b, "  intent: %s%s\n", c.Intent, verb)
		}
		for _, s := range c.Slots {
			if s.Resolved != "" {
				fmt.Fprintf(&b, "  %s: %q -> %s\n", s.Name, s.Said, s.Resolved)
			} else {
				fmt.Fprintf(&b, "  %s: %q\n", s.Name, s.Said)
			}
		}
		line := "  " + c.Status
		if c.Status == StatusPlanned {
			line += fmt.Sprintf(": %d step(s)", c.Steps)
		}
		if c.Reason != "" {
			line += ": " + c.Reason
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}

// fixedWords lists the typos a request held, as "typed -> read".
func fixedWords(toks []token) []string {
	var out []string
	for _, t := range toks {
		if t.fixed != "" {
			out = append(out, t.fixed+" -> "+t.text)
		}
	}
	return out
}

// planRun gathers a request's clauses into one plan.
type planRun struct {
	prompt  string
	said    []string
	steps   []Step
	parse   []ClauseParse
	skipped []string
	fixed   []string
	refusal *ClauseParse      // the clause that stopped the plan
	files   map[string]string // a file on the server -> the asset it is, for replies (fileError)
	asides  []string          // parts said around the edit, not edits (setAsides)
}

// refuse records a clause that could not be planned. With partial it is
// skipped and planning goes on (true); otherwise the plan stops (false).
func (r *planRun) refuse(cp *ClauseParse, err error, opt Options) bool {
	cp.Status, cp.Reason = classify(fileError(err, r.files))
	r.parse = append(r.parse, *cp)
	if opt.Partial {
		r.skipped = append(r.skipped, fmt.Sprintf("%q (%s: %s)", cp.Text, cp.Status, cp.Reason))
		return true
	}
	r.refusal = cp
	return false
}

// asReason takes back a planned clause that only said what was wrong
// (its reply and its count of steps), because the clause after it does
// the edit: it stays in the parse, as the reason.
func (r *planRun) asReason(parse, said int) {
	r.said = r.said[:said]
	r.parse[parse].Steps = 0
	r.parse[parse].Reason = "why the next clause is asked: it is done once, as the next clause says"
}

// plan is the answer: the steps, or the refusal that names its clause.
func (r *planRun) plan(help func() string) Plan {
	p := Plan{Planner: Basic, Steps: []Step{}, Parse: r.parse, Fixed: r.fixed}
	if c := r.refusal; c != nil {
		p.Status = c.Status
		switch c.Status {
		case StatusQuestion:
			p.Reply = fmt.Sprintf("%s (in %q; nothing was changed)", c.Reason, c.Text)
		case StatusNotUnderstood:
			p.Reply = fmt.Sprintf("Not understood (basic mode): %q: %s. Nothing was changed. %s", c.Text, c.Reason, help())
		default:
			p.Understood = true
			p.Reply = fmt.Sprintf("I understood %q but cannot do it: %s. Nothing was changed.", c.Text, c.Reason)
		}
		return p
	}
	if len(r.said) == 0 {
		p.Status = StatusNotUnderstood
		p.Reply = "Nothing understood (basic mode). Skipped: " + strings.Join(r.skipped, "; ") + ". " + help()
		p.Skipped = r.skipped
		return p
	}
	p.Understood = true
	p.Status = StatusPlanned
	p.Reply = strings.Join(r.said, " ")
	if len(r.asides) > 0 {
		p.Reply += " " + asideNote(r.asides)
	}
	if len(r.skipped) > 0 {
		p.Status = StatusPartial
		p.Skipped = r.skipped
		p.Reply += " Skipped: " + strings.Join(r.skipped, "; ") + "."
	}
	if r.steps != nil {
		p.Steps = r.steps
	}
	return p
}
