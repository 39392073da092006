package planner

// "the logo should be in the bottom left and a bit see-through", "el logo
// abajo a la izquierda y un poco transparente": the "a bit" is how
// see-through, said right before it, not how far the logo moves. It was
// read as a small step toward the corner (the logo at the top right moved
// a tenth of the frame left and down and stayed near the top right).
// "move it to the bottom left a bit" is still a small step.

// bitOnlyOfStrength: every "a bit" of the clause is said right before (or
// before "more"/"less" and) a word of how see-through the thing is.
func bitOnlyOfStrength(f *frame) bool {
	return bitOnlyOf(f, func(toks []token, i int) bool {
		j := i + 1
		if j < len(toks) && toks[j].word("more", "less", "mas", "menos") {
			j++
		}
		return j < len(toks) && toks[j].has(cProp, "transparent", "opaque")
	})
}

// bitOnlyOf: the clause says "a bit" and every one of them is said of
// what of reports (of is given the clause's tokens and the "a bit"'s
// index), the walk bitOnlyOfSize and bitOnlyOfStrength share.
func bitOnlyOf(f *frame, of func(toks []token, i int) bool) bool {
	toks := f.c.toks
	found := false
	for i, t := range toks {
		if t.kind != tWord || !t.has(cMod, "bit") {
			continue
		}
		if !of(toks, i) {
			return false
		}
		found = true
	}
	return found
}
