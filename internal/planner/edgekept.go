package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// "Start it at 21 instead of 20, keep the end", "que empiece en el 22, el
// final dejalo igual": the edge kept is a constraint of the timing edit
// said before it, not an edit of its own ("keep the end" was read as a
// cut that keeps a range, and refused for no range). A start said alone
// already keeps the end, and an end alone keeps the start, so the clause
// is dropped when the edit before moves the other edge; said of a move
// ("move it to 20, keep the end"), it would change how long the thing
// lasts, and it stays (to be asked).

// keptEdgeWord: the token says the start (-1) or the end (1) of a thing, or 0.
func keptEdgeWord(t token) int {
	switch {
	case t.kind != tWord:
		return 0
	case t.has(cSpan, "end") || t.word("end", "ending", "final", "fin", "the end", "el final"):
		return 1
	case t.has(cSpan, "start") || t.word("start", "beginning", "inicio", "comienzo", "principio", "el principio", "el inicio"):
		return -1
	}
	return 0
}

// keptWords say that what they follow stays as it is.
var keptWords = []string{"igual", "same", "as is", "as it is", "where it is", "como esta", "donde esta", "tal cual", "the same", "lo mismo", "alone"}

// edgeKeptAt reads a clause from i to end that only keeps an edge ("keep
// the end", "mantené el final", "el final igual", "same end", "leave the
// end alone"): which edge, or 0.
func edgeKeptAt(toks []token) int {
	edge, keep := 0, false
	for _, t := range toks {
		switch {
		case keptEdgeWord(t) != 0 && edge == 0:
			edge = keptEdgeWord(t)
		case t.has(cVerb, "keep") || t.word("keep", "leave", "deja", "dejalo", "dejala", "mantene", "manten", "mantener", "mantenga", "conserva"),
			t.word(keptWords...):
			keep = true
		case t.has(cDet), t.word("que", "termine", "empiece", "ends", "starts", "the"), isFiller(t) && !t.has(cVerb):
		default:
			return 0
		}
	}
	if !keep {
		return 0
	}
	return edge
}

// edgeKeptDropped drops a clause that keeps the start, after a clause that
// sets the end with a time ("end it at 19, keep the start"): a new end
// alone keeps the start. A kept end is endKeptPlan's: a new start alone
// moves the whole thing.
func edgeKeptDropped(toks []token) []token {
	from := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && !(toks[i].kind == tPunct && toks[i].text != "'" || toks[i].has(cConn)) {
			continue
		}
		if edge := edgeKeptAt(toks[from:i]); edge == -1 && from > 0 && otherEdgeTimed(toks[:from], edge) {
			cut := from - 1 // the comma or "and" before it goes too
			return edgeKeptDropped(slices.Concat(toks[:cut], toks[i:]))
		}
		from = i + 1
	}
	return toks
}

// otherEdgeTimed: the words before set the edge other than kept with a
// time, and do not move the thing.
func otherEdgeTimed(toks []token, kept int) bool {
	timed := slices.ContainsFunc(toks, func(t token) bool { return t.is(tNumber, tTime) })
	other := slices.ContainsFunc(toks, func(t token) bool {
		return kept == 1 && (t.has(cVerb, "start") || keptEdgeWord(t) == -1) || kept == -1 && (t.has(cVerb, "end") || keptEdgeWord(t) == 1 || t.word("until", "hasta"))
	})
	moved := slices.ContainsFunc(toks, func(t token) bool { return t.has(cVerb, "move") })
	return timed && other && !moved
}

// keptEndSpan: where in the prompt the clause that keeps the end is
// said, after a clause that sets the start ("…, keep the end"), or ok
// false.
func keptEndSpan(toks []token) (pos, end int, ok bool) {
	from := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && !(toks[i].kind == tPunct && toks[i].text != "'" || toks[i].has(cConn)) {
			continue
		}
		if i > from && edgeKeptAt(toks[from:i]) == 1 && from > 0 && otherEdgeTimed(toks[:from], 1) {
			return toks[from].pos, toks[i-1].end, true
		}
		from = i + 1
	}
	return 0, 0, false
}

// endKeptPlan: a start set with the end kept ("start it at 28 instead of
// 30, keep the end", "que empiece en el 14, el final dejalo igual"). A new
// start alone moves the whole thing (its length kept, its end moved), so
// the request is planned without the kept clause to find the thing, then
// again with the end it has now said. Anything but one timed thing stays
// refused as it was.
func endKeptPlan(ctx context.Context, prompt string, plan Plan, ed *videotools.Editor, opt Options) (Plan, bool) {
	// a plan that read the whole request already kept the end (or never
	// saw the clause): the kept clause is only looked for in a refusal,
	// which saves a second lexing and name index on every request
	if ed == nil || ed.Project == nil || plan.OK() {
		return plan, false
	}
	pos, end, ok := keptEndSpan(lex(prompt, newVocabulary(videoNames(ed.Project).words())))
	if !ok || pos < 0 || end > len(prompt) || pos >= end {
		return plan, false
	}
	head := strings.TrimRight(prompt[:pos], " ,;")
	head = strings.TrimSuffix(strings.TrimSuffix(head, " and"), " y")
	tail := prompt[end:]
	moved := planVideo(ctx, head+tail, ed, opt)
	if endKeptAlready(moved, ed) {
		return moved, true // "start it at 14" of a thing that ends with the video keeps its end
	}
	id, ok := startMovedOnly(moved)
	if !ok {
		return plan, false
	}
	if ref, found := ed.Project.FindElement(id); found {
		e := ed.Project.Element(ref)
		endAt := (e.Start + e.Duration).Seconds()
		again := planVideo(ctx, fmt.Sprintf("%s and end at %g%s", head, endAt, tail), ed, opt)
		if again.OK() && endsAt(again, endAt) {
			again.Reply = strings.Replace(again.Reply, "and end at", "keep the end at", 1)
			return again, true
		}
	}
	// the start alone would move the end it was asked to keep: asked
	clause := prompt[pos:end]
	return Plan{Reply: fmt.Sprintf("Not understood (basic mode): %q: a new start moves the whole thing, and keeping its end as well did not plan; say both times, e.g. \"from 14 to 20\". Nothing was changed.", clause),
		Planner: Basic, Steps: []Step{}, Status: StatusNotUnderstood}, true
}

// endKeptAlready: the plan is one timing step that sets a start and the
// end its element has now.
func endKeptAlready(plan Plan, ed *videotools.Editor) bool {
	if !plan.OK() || len(plan.Steps) != 1 || plan.Steps[0].Tool != "update_timeline_element_timing" {
		return false
	}
	var p struct {
		ElementID  string `json:"elementId"`
		Start, End *float64
	}
	if json.Unmarshal(plan.Steps[0].Params, &p) != nil || p.Start == nil || p.End == nil {
		return false
	}
	ref, ok := ed.Project.FindElement(p.ElementID)
	if !ok {
		return false
	}
	e := ed.Project.Element(ref)
	return *p.End == (e.Start + e.Duration).Seconds()
}

// endsAt: the plan's last step gives an element the end t.
func endsAt(plan Plan, t float64) bool {
	if len(plan.Steps) == 0 || plan.Steps[len(plan.Steps)-1].Tool != "update_timeline_element_timing" {
		return false
	}
	var p struct{ End *float64 }
	return json.Unmarshal(plan.Steps[len(plan.Steps)-1].Params, &p) == nil && p.End != nil && *p.End == t
}

// startMovedOnly: the plan gives one element a new start and nothing
// else (a timing step with a start alone, or a copy at the new start
// with the original deleted), and which.
func startMovedOnly(plan Plan) (string, bool) {
	if !plan.OK() {
		return "", false
	}
	params := make([]map[string]any, len(plan.Steps))
	for i, st := range plan.Steps {
		if json.Unmarshal(st.Params, &params[i]) != nil {
			return "", false
		}
	}
	switch {
	case len(plan.Steps) == 1 && plan.Steps[0].Tool == "update_timeline_element_timing":
		p := params[0]
		if p["start"] == nil || p["end"] != nil || p["duration"] != nil {
			return "", false
		}
		id, _ := p["elementId"].(string)
		return id, id != ""
	case len(plan.Steps) == 2 && plan.Steps[0].Tool == "duplicate_elements" && plan.Steps[1].Tool == "delete_timeline_elements":
		copied, _ := params[0]["elementIds"].([]any)
		gone, _ := params[1]["elementIds"].([]any)
		if len(copied) != 1 || len(gone) != 1 || copied[0] != gone[0] || params[0]["start"] == nil {
			return "", false
		}
		id, _ := copied[0].(string)
		return id, id != ""
	}
	return "", false
}
