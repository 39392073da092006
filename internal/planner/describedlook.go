package planner

import "strings"

// describedLookSplit: a look's phrase said after an article or a
// demonstrative, whose adjective only a description of the project holds
// as a name, is that thing and not the look: "make the old photo part
// black and white", "the old photo: make it bigger" on a project with an
// image described as "an old photo of Héctor's father" (both were read as
// the vintage look over the whole video: sepia from 0 s to the end,
// silent). The phrase is put back as its two words, the adjective to be
// found among the descriptions, the noun a kind. Without the article
// ("make it look like an old photo") or without such a description it
// stays the look.
func describedLookSplit(toks []token, voc *vocabulary) []token {
	if voc == nil || len(voc.described) == 0 {
		return toks
	}
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tWord || !t.has(cEffect) || t.fixed != "" || !toks[i-1].word("the", "that", "this") {
			continue
		}
		adj, noun, ok := strings.Cut(t.text, " ")
		if !ok || strings.Contains(noun, " ") || !voc.described[adj] || !describedGeneric[noun] {
			continue
		}
		a := token{kind: tWord, text: adj, pos: t.pos, end: t.pos + len(adj)}
		n := token{kind: tWord, text: noun, pos: t.end - len(noun), end: t.end}
		toks = append(toks[:i], append([]token{a, n}, toks[i+1:]...)...)
	}
	return toks
}
