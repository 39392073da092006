package planner

import "slices"

// saidInstead: "instead" right after the new words a text is to say ("the
// CTA at the end should say 'Follow @dosremos' instead", "make the closing
// text say 'Chau' instead") is instead of what the text says now, which the
// edit replaces anyway. It was kept as "instead" of an earlier change, and
// the request was asked back ("What does instead refer to?"). Only in a
// first clause with no new thing ("add 'Chau' instead", "a star instead"
// keep their question) and with "instead" ending the clause.
func saidInstead(toks []token, i int) bool {
	q := i - 1
	if q >= 0 && toks[q].kind == tPunct && toks[q].text == "," {
		q--
	}
	if q < 1 || toks[q].kind != tQuote || !toks[q-1].has(cTextIntro) {
		return false
	}
	for _, t := range toks[i+1:] {
		if t.kind != tPunct && !isFiller(t) {
			return false
		}
	}
	before := toks[:q]
	if clauseBefore(before) || slices.ContainsFunc(before, func(t token) bool {
		return t.has(cDet, "a") || t.kind == tQuote || t.has(cVerb, "add") || t.has(cVerb, "put") || t.has(cVerb, "write")
	}) {
		return false
	}
	// the text is named: a kind ("the CTA", "the closing text") or "it"
	return slices.ContainsFunc(before, func(t token) bool { return t.has(cKind) || t.has(cPron) })
}
