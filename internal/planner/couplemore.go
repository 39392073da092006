package planner

// coupleMore: "a couple more secs", "un par de segundos más", "a couple
// of seconds earlier", "un par de segundos antes": "a couple" is two,
// said as how much more or how much earlier or later. Without "for" (the
// case readTimes reads) it was left as a new thing ("there is no a
// couple"). A couple said with no such word stays as it was.
func coupleMore(toks []token, i int) (end int, ok bool) {
	if !(toks[i].text == "couple" || toks[i].text == "par") || i == 0 || !toks[i-1].word("a", "un") {
		return 0, false
	}
	j := i + 1
	if j < len(toks) && toks[j].word("of", "de") {
		j++
	}
	by := []string{"more", "mas", "extra", "longer", "shorter", "less", "menos", "earlier", "later", "antes", "despues", "before", "after"}
	switch {
	case j+1 < len(toks) && toks[j].word(by...) && isUnit(toks[j+1]):
		return j, true // "a couple more secs"
	case j+1 < len(toks) && isUnit(toks[j]) && toks[j+1].word(by...):
		return j, true // "un par de segundos más"
	}
	return 0, false
}
