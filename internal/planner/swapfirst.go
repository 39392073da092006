package planner

import (
	"fmt"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// "swap the stencil clip and the needle close up, the needle should come
// first", "intercambiá la intro y el cierre, el cierre va primero": after a
// swap of two things, a clause that only says one of them comes first says
// which of the two goes before the other, which is what the swap did. It
// was read as a move of that one to the start of the video (the needle
// clip went before every clip). When the swap left it first of the two,
// nothing more is done; when it did not, the two disagree and it is asked.

// firstOfTwoWords may be said around the thing in such a clause; one of
// firstWords must be.
var (
	firstOfTwoWords = []string{"should", "must", "has to", "have to", "needs to", "need to", "come", "comes", "go", "goes", "be", "is",
		"tiene que", "tiene", "debe", "deberia", "que", "ir", "va", "vaya", "venir", "viene", "vaya", "quede", "queda", "then", "so", "asi", "entonces", "de", "en"}
	firstWords = []string{"first", "primero", "primera", "adelante"}
)

// swapOrderSaid: f, after a bare comma, says that one of the two things the
// swap before it named comes first. done: the swap, on p, left it before
// the other; q: it did not.
func swapOrderSaid(prompt string, prev, f *frame, p0, p *timeline.Project) (done bool, q error) {
	if prev == nil || p0 == nil || prev.verb != "swap" || len(prev.targets) != 2 || len(f.targets) != 1 || !commaJoined(prompt, prev, f) {
		return false, nil
	}
	n := f.targets[0]
	if n.pron || len(f.times) > 0 || len(f.quotes) > 0 || f.text != "" || len(f.pos) > 0 {
		return false, nil
	}
	first := false
	for i, t := range f.c.toks {
		if i >= n.first && i < n.end {
			continue
		}
		switch {
		case t.kind == tWord && t.word(firstWords...):
			first = true
		case t.kind == tWord && t.word(firstOfTwoWords...):
		default:
			return false, nil // more is said than the order of the two
		}
	}
	if !first {
		return false, nil
	}
	r := newResolver(p0, &refContext{})
	r.toks = prev.c.toks
	var pair [2]string
	for k, was := range prev.targets {
		ts, err := r.elements(was)
		if err != nil || len(ts) != 1 {
			return false, nil
		}
		pair[k] = ts[0].id
	}
	r.toks = f.c.toks
	said, err := r.elements(n)
	if err != nil || len(said) != 1 || said[0].id != pair[0] && said[0].id != pair[1] {
		return false, nil
	}
	other := pair[0]
	if said[0].id == pair[0] {
		other = pair[1]
	}
	var a, b *timeline.Element
	for _, t := range all(p) {
		switch t.id {
		case said[0].id:
			a = t.el
		case other:
			b = t.el
		}
	}
	if a == nil || b == nil {
		return false, nil
	}
	if a.Start < b.Start {
		return true, nil
	}
	return false, &question{fmt.Sprintf("The swap puts %s after %s, but %q says it comes first: should the two swap places, or stay as they are?", a.Name, b.Name, f.c.raw)}
}
