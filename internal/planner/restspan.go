package planner

import "slices"

// "The rest" is the complement of a stretch said before it: in the same
// clause ("after the chopping, make the rest black and white", "después
// del video de las velas, bajale la música al resto"), or in the clause
// before ("add 'day one' at the top for 3 secs then black and white the
// rest", "keep only the interview part, toss the rest"). Each was asked
// "The rest of what?" though the stretch had just been said. A "rest"
// with nothing said before it is still asked.

// restOfTheAfter: an "after X" and "the rest" in one clause say one
// stretch, from X's end on; the rest is dropped for the after. Only where
// the rest has no thing of its own ("the rest of the interview" is
// that thing's) and the after is the clause's only other time but bare numbers.
func restOfTheAfter(f *frame) {
	others := 0
	for _, te := range f.times {
		if !(te.kind == "point" && te.bare) {
			others++ // a bare number ("a 0.3") is a level read later
		}
	}
	if others != 2 {
		return
	}
	rest := slices.IndexFunc(f.times, func(te timeExpr) bool {
		return te.kind == "span" && te.a.span == "rest" && te.a.anchor == nil
	})
	after := slices.IndexFunc(f.times, func(te timeExpr) bool {
		return te.kind == "from" && te.prep == "after" && te.a.anchor != nil
	})
	if rest < 0 || after < 0 {
		return
	}
	f.times = slices.Delete(slices.Clone(f.times), rest, rest+1)
}

// restAfterAdded: a new text or sticker given a length and no stretch
// ("add 'day one' at the top for 3 secs") ends where the rest begins for
// the clause after; its end is where textTimes puts it.
func restAfterAdded(f *frame, sp span, total float64, intent string) (float64, bool) {
	if intent != "add text" && intent != "add sticker" || len(sp.ranges) > 0 || sp.duration <= 0 || len(sp.points) > 1 {
		return 0, false
	}
	_, end := textTimes(f, sp, total, DefaultTextSeconds)
	return end, end < total
}
