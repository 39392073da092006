package planner

// minuteAndSeconds reads "minuto 1 y 2 segundos", "minute 1 and 5
// seconds", "minuto 1 con 10" at i (the word "minute"): the seconds said
// after the minute are part of the moment (the minute alone was read, and
// "2 segundos" became a length or was refused). It returns the seconds and
// how many tokens they take, or 0.
func minuteAndSeconds(toks []token, i int) (float64, int) {
	if !toks[i].word("minute", "minuto") || i+1 >= len(toks) || toks[i+1].kind != tNumber {
		return 0, 0
	}
	k := i + 2
	if k < len(toks) && toks[k].word("and", "y", "con") {
		k++
	}
	if k+1 >= len(toks) || toks[k].kind != tNumber || toks[k].num >= 60 || !isUnit(toks[k+1]) || unitSeconds[toks[k+1].text] != 1 {
		return 0, 0
	}
	return toks[i+1].num*60 + toks[k].num, k + 2 - i
}
