package planner

import "slices"

// "Don't A, just B": the edit asked is B, and A only says what must not
// happen ("don't delete the logo, just hide it", "no borres el logo,
// solo ocultalo", "don't touch the music, just lower the sizzle to 30%").
// The clause A was refused for its "not", so nothing was done. B said
// with "just"/"only"/"solo" after a comma is planned alone; when B points
// back with "it"/"lo" ("just hide it"), A's thing is kept before it as
// the thing B is about ("the logo, just hide it"). A is never planned.

// justWords open the clause that says the only edit wanted.
var justWords = []string{"just", "only", "simply", "instead", "solo", "solamente", "simplemente", "nomas", "mejor"}

// touchWords say "leave it as it is" when negated ("don't touch the
// music", "no toques la música"); basic mode knows them as no edit.
var touchWords = []string{"touch", "toques", "toquen", "toque", "tocar", "toquemos", "change", "cambies", "cambien"}

// negatedThenJust rewrites "don't A, just B" to B (or "A's thing, B").
func negatedThenJust(toks []token, names func(token) bool) []token {
	i := 0
	for i < len(toks) && (toks[i].kind == tPunct || toks[i].has(cFiller) && !toks[i].has(cVerb) && !toks[i].has(cNeg)) {
		i++ // "please don't …", "che, no borres …"
	}
	if i >= len(toks) || !toks[i].has(cNeg) || !negates(toks, i) {
		return toks
	}
	v := i + 1
	for v < len(toks) && v <= i+3 && toks[v].kind == tWord && !toks[v].has(cVerb) && (toks[v].has(cPron) || toks[v].has(cFiller)) {
		v++ // "no lo borres", "no me borres"
	}
	if v >= len(toks) || !toks[v].has(cVerb) && !toks[v].word(touchWords...) {
		return toks
	}
	c := slices.IndexFunc(toks[v+1:], func(t token) bool { return t.kind == tPunct && (t.text == "," || t.text == ";") || t.has(cConn) })
	if c < 0 {
		return toks
	}
	c += v + 1
	if c+2 >= len(toks) || !toks[c+1].word(justWords...) {
		return toks
	}
	b := c + 2
	if !slices.ContainsFunc(toks[b:min(b+3, len(toks))], func(t token) bool { return t.has(cVerb) }) {
		return toks // "don't delete it, just the logo": B is not an edit
	}
	thing := toks[v+1 : c]
	rest := toks[b:]
	ownThing := slices.ContainsFunc(rest, func(t token) bool { return t.has(cDet) || t.has(cKind) || names(t) })
	pointsBack := slices.ContainsFunc(rest, func(t token) bool { return t.has(cPron) && !t.has(cDet) || t.has(cVerb) && t.has(cPron) })
	if ownThing || !pointsBack || len(thing) == 0 {
		return slices.Clone(rest)
	}
	return slices.Concat(thing, toks[c:c+1], rest)
}
