package planner

import "slices"

// keptInColour: after black and white on a part ("fondo en blanco y negro",
// "black and white background"), the clause that says what stays in colour
// ("la taza en color", "keep the cup in colour", "the cup in color") says
// what the part left out already keeps: why, not an edit (it was refused:
// "say what to do to la taza"). Only after a grey look on a part: "the cup
// in colour" alone, or after a look on the whole photo, stays asked.
func keptInColour(head, tail []token) bool {
	grey := slices.ContainsFunc(head, func(t token) bool { return t.has(cEffect, "bw") || t.has(cEffect, "desaturate") })
	part := slices.ContainsFunc(head, func(t token) bool { return t.has(cRegion) })
	if !grey || !part {
		return false
	}
	c := contentTokens(tail)
	if len(c) > 0 && c[0].word("keep", "leave", "deja", "dejame", "dejala", "dejalo", "que", "but", "pero", "with", "con") {
		c = c[1:]
	}
	if len(c) > 0 && c[0].word("que", "quede") {
		c = c[1:]
	}
	n := len(c)
	if n < 3 || !c[n-1].has(cProp, "color") || !c[n-2].word("en", "in", "a", "con") {
		return false
	}
	thing := 0
	for _, t := range c[:n-2] {
		switch {
		case t.has(cDet) || t.word("the", "el", "la", "los", "las", "his", "her", "su", "sus", "only", "solo", "just"):
		case t.has(cEffect) || t.has(cVerb) || t.has(cPos) || t.kind != tWord:
			return false
		default:
			thing++
		}
	}
	return thing > 0 && thing <= 3
}
