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

// edgeKeptDropped drops a clause that keeps one edge, after a clause that
// sets the other one with a time ("start … at 21", "que empiece en el 22").
func edgeKeptDropped(toks []token) []token {
	from := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && !(toks[i].kind == tPunct && toks[i].text != "'" || toks[i].has(cConn)) {
			continue
		}
		if edge := edgeKeptAt(toks[from:i]); edge != 0 && from > 0 && otherEdgeTimed(toks[:from], edge) {
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
// 30, keep the end") of a thing that a new start moves whole (an effect,
// a clip: its length kept, so its end moved): planned again with the end
// it has now said.
func endKeptPlan(ctx context.Context, prompt string, plan Plan, ed *videotools.Editor, opt Options) (Plan, bool) {
	if !plan.OK() || ed == nil || ed.Project == nil || len(plan.Steps) != 1 || plan.Steps[0].Tool != "update_timeline_element_timing" {
		return plan, false
	}
	var p map[string]any
	if json.Unmarshal(plan.Steps[0].Params, &p) != nil || p["start"] == nil || p["end"] != nil || p["duration"] != nil {
		return plan, false
	}
	id, _ := p["elementId"].(string)
	ref, ok := ed.Project.FindElement(id)
	if !ok {
		return plan, false
	}
	pos, end, ok := keptEndSpan(lex(prompt, newVocabulary(videoNames(ed.Project).words())))
	if !ok || pos < 0 || end > len(prompt) || pos >= end {
		return plan, false
	}
	e := ed.Project.Element(ref)
	again := planVideo(ctx, fmt.Sprintf("%s and end at %g%s", prompt[:pos], (e.Start+e.Duration).Seconds(), prompt[end:]), ed, opt)
	if !again.OK() {
		return plan, false
	}
	again.Reply = strings.Replace(again.Reply, "and end at", "keep the end at", 1)
	return again, true
}
