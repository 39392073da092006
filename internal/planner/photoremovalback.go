package planner

import (
	"slices"
	"strings"
)

// removalRestated: "sacale el sepia, volvé a como estaba", "take the
// sepia off, back to how it was": a bare undo said as going back to how
// the photo was, right after a clause that only removed something, says
// that removal again. Both were planned: the layer was deleted, then the
// undo brought it back. A "then" between them ("quitá el texto y después
// volvé a como estaba") keeps both; so does a plain "undo", which names
// no earlier state.
func removalRestated(prev *frame, prevOps []Step, f *frame, prompt string) bool {
	if prev == nil || len(prevOps) == 0 || !bareUndo(f) || len(prev.c.toks) == 0 || len(f.c.toks) == 0 {
		return false
	}
	if !slices.ContainsFunc(prevOps, func(s Step) bool { return s.Op == "layers.delete" }) ||
		slices.ContainsFunc(prevOps, func(s Step) bool { return s.Op != "layers.delete" && s.Op != "layers.select" }) {
		return false
	}
	if !asItWasSaid(f.c.toks) && !backToStartSaid(f.c.raw) {
		return false
	}
	from, to := prev.c.toks[len(prev.c.toks)-1].end, f.c.toks[0].pos
	if from > to {
		return false
	}
	return !slices.ContainsFunc(lex(prompt[from:to], nil), func(t token) bool {
		return t.has(cConn, "then") && !alsoWord(t)
	})
}

// backToStartSaid: going back said as to how it first was or to normal,
// which asItWasSaid (asitwas.go) does not read: "back to normal", "al
// original", "to the original", "como al principio".
func backToStartSaid(raw string) bool {
	raw = " " + fold(raw) + " "
	return slices.ContainsFunc([]string{" to normal", " al original", " the original", " como al principio"},
		func(w string) bool { return strings.Contains(raw, w) })
}
