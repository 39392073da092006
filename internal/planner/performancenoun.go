package planner

import "slices"

// performanceNoun reads "solo", "performance" and "actuación" said right
// after a possessive or a determiner ("lucia's solo", "el solo de lucía",
// "her performance") as a piece of footage, a kind of clip as "shot" is:
// what a person sings or plays is the clip that shows it. "Solo" was the
// "only" of "solo el logo", which left the person alone as the thing, and
// her name matched the label that spells it: "split lucia's solo in half"
// split the label under her clip. A file named with the word
// ("solo-guitarra.mp4") keeps it a word of its name; before a kind of
// thing ("the solo clip") it stays as it was.
func performanceNoun(toks []token, ix nameIndex) []token {
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tWord || !t.word("solo", "performance", "actuacion", "interpretacion") {
			continue
		}
		if i+1 < len(toks) && toks[i+1].has(cKind) {
			continue
		}
		p := toks[i-1]
		if p.kind != tWord || !p.poss && !p.has(cDet) && !p.word("her", "his", "their", "my", "our", "your", "su", "sus", "mi", "tu", "del", "al") {
			continue
		}
		if p.has(cDet) && !p.word("the", "el", "la", "this", "that", "ese", "esa") {
			continue // "a solo", "all solo": no one piece said; "este solo" is mostly "esté solo", be only
		}
		toks = slices.Clone(toks)
		if ix[t.text] {
			toks[i].lex = nil
			continue
		}
		toks[i].lex = []lexeme{{cat: cKind, val: "clip"}}
	}
	return toks
}
