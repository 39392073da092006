package planner

import (
	"slices"
	"strings"
)

// describedLookSplit: a look's phrase said after an article or a
// demonstrative, whose adjective only a description of the project holds
// as a name, is that thing and not the look: "make the old photo part
// black and white", "the old photo: make it bigger" on a project with an
// image described as "an old photo of Héctor's father" (both were read as
// the vintage look over the whole video: sepia from 0 s to the end,
// silent). The phrase is put back as its two words, the adjective to be
// found among the descriptions, the noun a kind. Without the article
// ("make it look like an old photo") or without such a description it
// stays the look. A size said in the request splits it too, described or
// not: a look is not made bigger, the photo is ("make the old photo
// bigger", "agrandá la foto vieja" applied sepia to the whole video).
func describedLookSplit(toks []token, voc *vocabulary) []token {
	if voc == nil {
		return toks
	}
	sized := slices.ContainsFunc(toks, func(t token) bool {
		if t.kind == tWord && t.lex == nil {
			t.lex = lookup(t.text) // single words are looked up after this
		}
		return sizeWord(t) || sizeVerbSaid(t)
	})
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tWord || !t.has(cEffect) || t.fixed != "" || !toks[i-1].word("the", "that", "this", "la", "esa", "esta") {
			continue
		}
		first, second, ok := strings.Cut(t.text, " ")
		if !ok || strings.Contains(second, " ") {
			continue
		}
		adj, noun := first, second
		if describedGeneric[first] { // "la foto vieja": the noun first
			adj, noun = second, first
		}
		if !describedGeneric[noun] || !(voc.described[adj] || sized) {
			continue
		}
		w1 := token{kind: tWord, text: first, pos: t.pos, end: t.pos + len(first)}
		w2 := token{kind: tWord, text: second, pos: t.end - len(second), end: t.end}
		split := []token{w1, w2}
		if !voc.described[adj] {
			// no description says it: the noun alone says which, and a
			// question asks when it fits several
			split = []token{{kind: tWord, text: noun, pos: t.pos, end: t.end}}
		}
		toks = append(toks[:i], append(split, toks[i+1:]...)...)
	}
	return toks
}
