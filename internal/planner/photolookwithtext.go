package planner

import (
	"slices"
	"strings"
)

// A look said first and a text after "with" or "con": "black and white
// with 'MISSION' at the bottom", "sepia con el texto 'Verano' arriba".
// Both are edits of the photo: the look of the image, then the text added.
// Read as one clause, the text's add took the look as its own and left it
// out (only the text was added: silent).

// lookWithText puts an "and" before that "with", so the look and the text
// are two clauses. The words before must be only a look (no verb, no
// thing) and a quote must follow within the text's own words.
func lookWithText(toks []token) []token {
	w := slices.IndexFunc(toks, func(t token) bool {
		return t.kind == tWord && (t.word("with", "con") || t.has(cTextIntro) && (strings.HasPrefix(t.text, "with ") || strings.HasPrefix(t.text, "con ")))
	})
	if w < 1 || !looksOnly(toks[:w]) {
		return toks
	}
	for j := w; j < len(toks); j++ {
		t := toks[j]
		if t.kind == tQuote {
			and := token{kind: tWord, text: "and", pos: toks[w].pos, end: toks[w].pos, lex: []lexeme{{cat: cConn, val: "and"}}}
			if toks[w].word("with", "con") {
				out := slices.Clone(toks)
				out[w] = and
				out[w].end = toks[w].end
				return out
			}
			return slices.Insert(slices.Clone(toks), w, and) // "with the text": the text's own words stay
		}
		if j > w && (t.kind != tWord || !(t.has(cDet) || t.has(cTextIntro) || t.word("text", "texto", "title", "titulo", "caption", "words"))) {
			return toks // "sepia with a soft vignette": a look of its own, kept
		}
	}
	return toks
}
