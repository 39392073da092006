package planner

import "slices"

// placedThing reads a relative clause that says where a thing is now as
// what picks it: "los textos que están abajo" is "los textos de abajo",
// "the texts that are at the bottom" is "the texts at the bottom". The
// place was read as a second place to move to ("Where: the bottom or the
// top?"). Only a place may follow the verb: "the text that says hello" is
// not this.
func placedThing(toks []token) []token {
	for i := 0; i+3 < len(toks); i++ {
		if !toks[i].has(cKind) || !toks[i+1].word("que", "that", "which") || !toks[i+2].word(placedVerbs...) {
			continue
		}
		k := i + 2
		for k < len(toks) && toks[k].word(placedVerbs...) {
			k++
		}
		if !placeAfter(toks, k) {
			continue
		}
		out := slices.Clone(toks[:i+1])
		if toks[i+1].word("que") {
			de := toks[i+1]
			de.text, de.kind, de.lex, de.fixed = "de", tWord, lookup("de"), ""
			out = append(out, de)
			if toks[k].word("en", "a") {
				k++ // "que están en la parte de abajo": "de la parte de abajo"
			}
		}
		return placedThing(append(out, toks[k:]...))
	}
	return toks
}
