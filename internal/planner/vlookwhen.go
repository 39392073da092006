package planner

import "slices"

// A look on the timeline said with the time it lies over ("la viñeta
// del final está muy fuerte, bajala", "the black and white at the start
// is too much", "the blur in the intro, remove it") is that look: the time
// says which one, as a time said right after a clip picks one of several
// ("the clip at 0:15"). It was refused ("would leave out «del final»")
// when one look of that kind is on the timeline, since the time picked
// nothing among one.

// lookPickedByTime: te is said right after a look named as a thing, and
// every moment or stretch it says lies over that look (or one of those
// looks) on the timeline. A time that misses it is left out as before.
func lookPickedByTime(f *frame, r *resolver, te timeExpr) bool {
	var looks []target
	for _, n := range f.targets {
		if n.pron || !saidRightAfter(f.c.toks, n.end, te.first) {
			continue
		}
		ts, err := r.elements(n)
		if err != nil || slices.ContainsFunc(ts, func(t target) bool { return t.el.Effect == nil }) {
			return false // "the logo at the end": a clip's time is its own reading
		}
		looks = ts
	}
	if len(looks) == 0 && len(f.effects) == 1 {
		// "the vignette at the end is too strong": the look is a word of
		// the clause, not a thing
		for i, t := range f.c.toks {
			if t.has(cEffect, f.effects[0]) && saidRightAfter(f.c.toks, i+1, te.first) {
				looks = filter(all(r.p), func(e target) bool { return e.el.Effect != nil && effectMatches(f.effects[0], e.el.Effect.Type) })
			}
		}
	}
	if len(looks) == 0 {
		return false
	}
	if te.kind == "point" && te.a.anchor == nil && te.a.span == "" && te.a.edge == "" {
		// "lower the tint at 12s": a moment in numbers may be the level
		// said wrongly (it set the tint's strength to 12); only a part
		// said in words picks the look
		return false
	}
	g := *f
	g.times = []timeExpr{te}
	sp, err := r.times(&g)
	if err != nil || len(sp.ranges)+len(sp.points) == 0 {
		return false
	}
	over := func(a, b float64) bool {
		for _, t := range looks {
			if t.el.Effect != nil && t.el.Start.Seconds() <= b+1e-6 && a <= t.el.End().Seconds()+1e-6 {
				return true
			}
		}
		return false
	}
	for _, x := range sp.ranges {
		if !over(x.a, x.b) {
			return false
		}
	}
	for _, p := range sp.points {
		if !over(p, p) {
			return false
		}
	}
	return true
}

// putWords are those of a relative clause that says who laid a look
// ("el brillo que le puse al principio", "the blur I added at the end",
// "the vignette you put on the sunset").
var putWords = []string{"que", "le", "les", "puse", "pusiste", "puso", "pusimos", "pusieron", "agregue", "agregaste", "agrego",
	"agregamos", "meti", "metiste", "aplique", "aplicaste", "i", "you", "we", "they", "that", "which", "added", "put", "applied", "placed",
	"at", "in", "on", "en", "de", "del", "a", "al", "during", "durante"}

// saidRightAfter: the time at j follows the thing that ends at end, with
// nothing but such a relative clause between.
func saidRightAfter(toks []token, end, j int) bool {
	if end < 0 || end > j || j > len(toks) {
		return false
	}
	for _, t := range toks[end:j] {
		if !t.word(putWords...) {
			return false
		}
	}
	return true
}
