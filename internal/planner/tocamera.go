package planner

import (
	"errors"
	"slices"
)

// toCameraDoing: "remove the part where hector talks to the camera", "el
// clip donde habla a cámara": "to the camera" says how the talk was
// filmed, not a second thing ("there is no the camera on the timeline").
// Only a phrase that names nothing but the camera, right after a word of
// talking and its "to"/"a", and never the clause's first thing.
func (f *frame) toCameraDoing() {
	toks := f.c.toks
	for k := 1; k < len(f.targets); k++ {
		n := f.targets[k]
		if n.pron || n.kind != "" || len(n.names) != 1 || !contains([]string{"camera", "cam", "camara"}, n.names[0]) {
			continue
		}
		i := wordBefore(toks, n, 0)
		if i < 1 || !toks[i].word("to", "into", "at", "a", "hacia") || !saysTalking(toks[i-1]) {
			continue
		}
		f.dropTarget(k, i)
		return
	}
}

// ofWhichQualifier: "take out the walkthrough of the shop entirely": the
// thing after "of" says more of the one before it, which is one of the
// things it may mean; it is not a second thing (it asked which of three
// "the shop" is). Only when the first names one element and the second
// is asked among several, that one among them.
func (f *frame) ofWhichQualifier(r *resolver) {
	toks := f.c.toks
	for k := 0; k+1 < len(f.targets); k++ {
		a, b := f.targets[k], f.targets[k+1]
		i := wordBefore(toks, b, a.end)
		if a.pron || b.pron || i != a.end || !toks[i].word("of", "de", "del") {
			continue
		}
		one, err := r.elements(a)
		if err != nil || len(group(one)) != 1 {
			continue
		}
		var q *question
		if _, err := r.elements(b); !errors.As(err, &q) {
			continue
		}

		several := r.ofKind(b)
		if len(b.names) > 0 {
			several = filter(all(r.p), func(t target) bool { return r.namedBy(t, b.names) || len(r.describedNamed(b, []target{t})) > 0 })
		}
		if !slices.ContainsFunc(several, func(t target) bool { return t.id == one[0].id }) {
			continue
		}
		f.dropTarget(k+1, a.end)
		return
	}
}

// wordBefore is the index of the word before the thing n, its articles
// skipped, going no lower than floor.
func wordBefore(toks []token, n np, floor int) int {
	i := n.first - 1
	for i > floor && toks[i].kind == tWord && toks[i].has(cDet) {
		i--
	}
	return i
}

// dropTarget: the k-th thing said is no thing of its own but words about
// another; its words from index from on are read, and it leaves the list.
func (f *frame) dropTarget(k, from int) {
	for j := from; j < f.targets[k].end && j < len(f.used); j++ {
		f.used[j] = true
	}
	f.targets = slices.Delete(f.targets, k, k+1)
}
