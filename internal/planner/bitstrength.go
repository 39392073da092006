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
	toks := f.c.toks
	found := false
	for i, t := range toks {
		if t.kind != tWord || !t.has(cMod, "bit") {
			continue
		}
		j := i + 1
		if j < len(toks) && toks[j].word("more", "less", "mas", "menos") {
			j++
		}
		if j >= len(toks) || !toks[j].has(cProp, "transparent", "opaque") {
			return false
		}
		found = true
	}
	return found
}
