package planner

// "gus's name tag should be there from the very first second", "que el
// texto esté desde el primer segundo", "from the first minute": "from" the
// first second (or minute) of the video is from its start. It was read as
// that one second (the tag ran 0s–1s: silent) because the first second is
// also a stretch ("cut the first second"). After "from" or "desde", with
// no "to" after it and no "of" (the first second of a clip is that clip's
// start, read as before), it is the video's start.

// fromFirstUnitAt: toks[j:] is "(very) first second/minute" said alone;
// it returns how many tokens it takes.
func fromFirstUnitAt(toks []token, j int) int {
	k := j
	for k < len(toks) && toks[k].word("very", "mismisimo", "mismo", "mero") {
		k++
	}
	if k+1 >= len(toks) {
		return 0
	}
	first := toks[k].word("first", "primer", "primero", "primerisimo") || toks[k].kind == tOrdinal && toks[k].num == 1
	if !first || !toks[k+1].word("second", "segundo", "sec", "seg", "minute", "minuto", "min") {
		return 0
	}
	if e := k + 2; e < len(toks) && (isToWord(toks[e]) || toks[e].word("of", "de", "del") || toks[e].has(cKind)) {
		return 0
	}
	return k + 2 - j
}
