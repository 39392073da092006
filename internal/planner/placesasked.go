package planner

// placeJoined: the place ending before k is joined by "and"/"y" to another
// place ("put the fire sticker at the top and at the bottom", "mové el
// logo arriba y a la derecha"), so both are where it goes, to be asked
// (or read together) as the clause's places. Read as which sticker (the
// one at the top), the first place was dropped and the sticker moved to
// the bottom alone: silent.
func placeJoined(toks []token, k int) bool {
	if k >= len(toks) || !toks[k].word("and", "y", "e") {
		return false
	}
	k++
	if k < len(toks) && toks[k].word("at", "in", "on", "to", "en", "a", "al") {
		k++
	}
	k = skipDets(toks, k)
	return k < len(toks) && toks[k].has(cPos)
}

// onlyPlaceSet: a text's change so far is only its place on the frame, so a
// moment said with it is when it goes, as for a sticker ("put 'GG' at the
// top at 50").
func onlyPlaceSet(in map[string]any) bool {
	_, placed := in["position"]
	return placed && len(in) == 1
}
