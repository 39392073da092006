package planner

import "slices"

// readingAsNoun reads "reading" said right after a determiner or a
// possessive ("the reading corner photo", "my reading nook clip") as a
// word of the thing's name, never as the "reading" that brings in a
// text's words ("a title reading Hello"). Taken as the text intro it
// swallowed the rest of the phrase: "repeat the star sticker on the
// reading corner photo too" put the copy right after the original
// (silent, the photo was never looked for), and "add the heart on the
// reading corner photo" added a text "corner photo".
//
// A place noun between such a word and a kind of thing ("the reading
// corner photo", "the kids corner clip") is a word of the thing's name
// too, not where: it split the phrase in two things.
func readingAsNoun(toks []token) []token {
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tWord || !t.word("reading") || !t.has(cTextIntro) {
			continue
		}
		p := toks[i-1]
		if p.kind != tWord || !p.has(cDet) && !p.word("my", "our", "your", "his", "her", "their") {
			continue
		}
		toks = slices.Clone(toks)
		toks[i].lex = nil
	}
	for i := 2; i+1 < len(toks); i++ {
		if !cornerNoun(toks[i]) || !toks[i+1].has(cKind) || toks[i-1].kind != tWord || len(toks[i-1].lex) > 0 || !toks[i-2].has(cDet) {
			continue
		}
		toks = slices.Clone(toks)
		toks[i].lex = nil
	}
	return toks
}

// cornerNoun: "corner", a place that is also a thing's name word.
func cornerNoun(t token) bool {
	return t.kind == tWord && t.word("corner") && t.has(cPos)
}
