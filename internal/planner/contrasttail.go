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
	if timeTail(toks[n+1:end]) && contrastTimeBefore(toks[:n]) {
		return slices.Clone(toks[:tailCut(toks, n)])
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
	return slices.Clone(toks[:tailCut(toks, n)])
}

// tailCut: where the clause ends before the "not" at n and its joiner.
func tailCut(toks []token, n int) int {
	cut := n - 1
	if toks[cut].kind != tPunct && cut > 0 && toks[cut-1].kind == tPunct && toks[cut-1].text == "," {
		cut-- // ", and not before"
	}
	return cut
}

// "gus's name tag should be there from the very first second, not pop in
// at 4", "que el texto arranque en el segundo 1, no en el cero", "the
// follow text should be on for the whole outro, not just the last 6
// secs": a "not" tail that says another time (a number, a first or last
// stretch), maybe with the verb of showing up, is the time the thing had
// or would have had, against the one the clause before says. It was
// refused for its "not". It is dropped only where the clause before says
// a time of its own; a tail that names a thing stays ("not the intro").

// contrastTimeWords may stand in a "not" tail that says a time.
var contrastTimeWords = []string{
	"just", "only", "solo", "solamente", "nomas", "last", "first", "ultimos", "ultimas", "primeros", "primeras", "ultimo", "primer",
	"second", "seconds", "sec", "secs", "segundo", "segundos", "seg", "segs", "cero", "zero", "minute", "minuto",
	"pop", "in", "pops", "popping", "appear", "appearing", "show", "up", "come", "coming", "start", "starting", "begin",
	"aparecer", "aparezca", "aparece", "salga", "sale", "salir", "arranque", "arranca", "arrancar", "empiece", "empieza", "empezar",
	"entre", "entra", "entrar", "que",
}

// timeTail: every token of the tail is a time or a word of a time or of
// showing up, and one of them is the time.
func timeTail(tail []token) bool {
	time := false
	for _, t := range tail {
		switch {
		case t.timeLike():
			time = true
		case t.kind == tWord:
			for _, w := range strings.Fields(t.text) {
				if !slices.Contains(contrastWhenWords, w) && !slices.Contains(contrastTimeWords, w) {
					return false
				}
				if w == "cero" || w == "zero" {
					time = true
				}
			}
		default:
			return false
		}
	}
	return time
}

// contrastTimeBefore: the clause before the tail says a time (a number, a first or
// last stretch, a start or an end, the whole of something).
func contrastTimeBefore(before []token) bool {
	return slices.ContainsFunc(before, func(t token) bool {
		return t.timeLike() || t.has(cSpan) || t.has(cOrd) || t.kind == tOrdinal || t.has(cDet, "all") // "for the whole outro"
	})
}
