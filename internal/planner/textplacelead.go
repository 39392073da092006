package planner

// placeLeadEnd: the place said between the verb and the unquoted words of
// a new text ("escribí arriba Tip: …", "escribí en el medio Ojo: nunca
// tirar de la correa", "write in the middle Don't overwater!"): the index
// after it, so the place is read as the text's place and not written as
// its first words (the text was "en el medio Ojo: …", at the bottom).
// With no place there it returns from.
func placeLeadEnd(toks []token, from int) int {
	k := from
	for k < len(toks) && k-from < 2 && toks[k].kind == tWord && (toks[k].has(cPrep) || toks[k].has(cDet)) && !toks[k].has(cPos) {
		k++ // "in the", "en el", "a la"
	}
	j := k
	for j < len(toks) && toks[j].kind == tWord && toks[j].has(cPos) {
		j++
	}
	if j == k {
		return from
	}
	// "at the top of the screen", "arriba de la pantalla"
	if j+1 < len(toks) && toks[j].word("of", "de", "del") {
		e := j + 1
		if e < len(toks) && toks[e].has(cDet) {
			e++
		}
		if e < len(toks) && toks[e].word("screen", "frame", "pantalla", "cuadro", "imagen", "image") {
			j = e + 1
		}
	}
	if j >= len(toks) || toks[j].kind == tTime || toks[j].kind == tPunct && j+1 >= len(toks) {
		return from // "write at the top" with nothing after: no words to skip to
	}
	return j
}
