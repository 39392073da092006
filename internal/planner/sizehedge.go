package planner

// A size said twice, the way first, then how much in a phrase of its own:
// "the closeup should be bigger, like double", "achicalo, tipo a la
// mitad", "más grande, como el doble". The phrase was a clause with no
// thing ("say which element"); it is the factor of the size before it.

// hedgedFactor is the factor a fragment says after a hedge word ("like
// double", "tipo el doble", "como la mitad", "like half"), 0 when it is
// not one.
func hedgedFactor(toks []token) float64 {
	toks = hedgeValueToks(toks)
	if len(toks) < 2 || !toks[0].word(hedgeWords...) {
		return 0
	}
	rest := toks[1:]
	if len(rest) > 1 && rest[0].has(cDet) {
		rest = rest[1:] // "el doble", "the double"
	}
	if len(rest) != 1 {
		return 0
	}
	switch {
	case rest[0].word("double", "doble", "twice", "twice as big", "2x", "x2"):
		return 2
	case rest[0].word("triple", "three times"):
		return 3
	case halfWord(rest[0]):
		return 0.5
	}
	return 0
}

// sizeWayBefore: the clause before says a size changes one way ("bigger",
// "más chico", "achicalo") and gives no amount of its own.
func sizeWayBefore(prev []token) bool {
	way := false
	for _, t := range prev {
		if t.is(tNumber, tPercent, tFactor) {
			return false
		}
		if t.has(cMod, "bigger", "smaller") || sizeVerbSaid(t) {
			way = true
		}
	}
	return way
}

// sizeVerbSaid: a verb that makes a thing bigger or smaller by itself
// ("achicá", "agrandalo", "shrink").
func sizeVerbSaid(t token) bool {
	return t.has(cVerb, "scale") || t.has(cVerb, "shrink", "enlarge")
}

// sizeFactorJoined is the clause before with the factor joined as a
// factor token ("bigger 2x"), which the size reader reads as it reads
// "make the logo 2x bigger". Half the size of a thing made bigger is no
// size: the two are kept apart.
func sizeFactorJoined(prev, frag []token) ([]token, bool) {
	k := hedgedFactor(frag)
	if k == 0 || !sizeWayBefore(prev) {
		return nil, false
	}
	bigger, smaller := false, false
	for _, t := range prev {
		bigger = bigger || t.has(cMod, "bigger")
		smaller = smaller || t.has(cMod, "smaller")
	}
	if k > 1 && smaller || k < 1 && bigger {
		return nil, false
	}
	last := frag[len(frag)-1]
	f := token{kind: tFactor, num: k, pos: last.pos, end: last.end}
	return append(append([]token{}, prev...), f), true
}

// sizeFactorFits: the fragment is a factor that joins the clause before.
func sizeFactorFits(prev, frag []token) bool {
	_, ok := sizeFactorJoined(prev, frag)
	return ok
}
