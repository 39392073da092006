package planner

import (
	"slices"
	"strings"
)

// "la música que termine a los 60, no al final del video", "que el logo
// aparezca recién después de la intro, no antes", "start the whistle at
// 40, not before": a last clause of only "not" and a when (before,
// after, at the end) says what the clause before it already said, as
// opposed to another time. It is no edit of its own: read as one, "no
// antes" hid the ANTES photo and "no al final del video" made the music
// last the whole video again (both silent). The tail is dropped when
// every word of it is a when word; a tail that names a thing ("not the
// outro") is kept, and still refused for its "not".

// contrastWhenWords are the words a "not …" tail may hold to be dropped.
var contrastWhenWords = []string{
	"antes", "before", "earlier", "despues", "after", "later", "luego",
	"al", "a", "at", "the", "el", "la", "del", "de", "of", "in", "en",
	"final", "end", "fin", "principio", "start", "beginning", "comienzo", "inicio",
	"video", "clip", "todo", "whole",
}

// contrastTailDropped drops a trailing "(,|and|y) no/not <when words>".
func contrastTailDropped(toks []token) []token {
	end := len(toks)
	for end > 0 && toks[end-1].kind == tPunct && toks[end-1].text != "," {
		end-- // a final "." or "!"
	}
	n := slices.IndexFunc(toks[:end], func(t token) bool { return t.has(cNeg) })
	for n >= 0 {
		next := slices.IndexFunc(toks[n+1:end], func(t token) bool { return t.has(cNeg) })
		if next < 0 {
			break
		}
		n += 1 + next
	}
	if n < 2 || n+1 >= end {
		return toks
	}
	if p := toks[n-1]; !(p.kind == tPunct && (p.text == "," || p.text == ";") || p.word("and", "y", "but", "pero")) {
		return toks
	}
	when := false
	for _, t := range toks[n+1 : end] {
		if t.kind != tWord {
			return toks
		}
		for _, w := range strings.Fields(t.text) {
			if !slices.Contains(contrastWhenWords, w) {
				return toks
			}
			if !slices.Contains([]string{"al", "a", "at", "the", "el", "la", "del", "de", "of", "in", "en", "video", "clip", "todo", "whole"}, w) {
				when = true
			}
		}
	}
	if !when {
		return toks
	}
	cut := n - 1
	if toks[cut].kind != tPunct && cut > 0 && toks[cut-1].kind == tPunct && toks[cut-1].text == "," {
		cut-- // ", and not before"
	}
	return slices.Clone(toks[:cut])
}
