package planner

import (
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// namesJoinedInText keeps "y"/"and" between two names typed capitalised
// inside one clause when a text on the timeline holds both: "el cartel con
// los nombres de Rosa y Beto dura demasiado" is the "Rosa, dueña · Beto,
// cocinero" label, not a clause about Rosa's sign and a second one that
// says "Beto dura demasiado" (the request was refused: "el cartel con los
// nombres de Rosa: no verb or edit I know"). The "y" joins the two names
// of the one thing, as in "swap the interview and the city clip". Names
// no single text holds together ("Ana y Luis", one label each) still
// split: two things, each with its clause.
func namesJoinedInText(toks []token, prompt string, p *timeline.Project) []token {
	if p == nil {
		return toks
	}
	var texts [][]string
	for _, t := range p.Tracks {
		for i := range t.Elements {
			if el := &t.Elements[i]; el.Text != nil {
				texts = append(texts, nameWords(el.Text.Content))
			}
		}
	}
	if len(texts) == 0 {
		return toks
	}
	name := func(t token) bool {
		return t.kind == tWord && len(t.text) >= 2 && t.pos < t.end && t.end <= len(prompt) && capitalised(prompt[t.pos:t.end])
	}
	for i := 1; i+1 < len(toks); i++ {
		if !toks[i].word("y", "and", "e") || !toks[i].has(cConn) || !name(toks[i-1]) || !name(toks[i+1]) {
			continue
		}
		a, b := toks[i-1].text, toks[i+1].text
		if !slices.ContainsFunc(texts, func(ws []string) bool { return slices.Contains(ws, a) && slices.Contains(ws, b) }) {
			continue
		}
		toks = slices.Delete(slices.Clone(toks), i, i+1)
	}
	return toks
}
