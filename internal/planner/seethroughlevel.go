package planner

import "slices"

// A level said after a comma, hedged, for how see-through a thing is:
// "make the lyrics a bit see-through, like 70%", "la cita medio
// transparente, tipo 60%", "the logo more transparent, about 40%". The
// piece was a clause of its own ("like 70%": "say what to change") and
// sank the request. It is the opacity of the clause before; only a
// clause of opacity takes it (a hedged level after a change of volume is
// read by the sound readers, "to" or "by" being unsaid there).

// seeThroughLevel: prev says how see-through and no level of its own, and
// toks are only a hedged percent; the percent token, or false.
func seeThroughLevel(prev, toks []token) (token, bool) {
	if !slices.ContainsFunc(prev, func(t token) bool { return t.has(cProp, "transparent") || t.has(cProp, "opacity") }) ||
		slices.ContainsFunc(prev, func(t token) bool { return t.kind == tPercent || t.has(cProp, "volume") }) {
		return token{}, false
	}
	c := contentTokens(toks)
	if len(c) != 2 || c[1].kind != tPercent || !c[0].word("like", "about", "around", "say", "maybe", "roughly", "tipo", "como", "onda",
		"unos", "mas o menos", "algo asi como", "digamos", "aprox", "aproximadamente", "al", "a", "at", "to") {
		return token{}, false
	}
	return c[1], true
}
