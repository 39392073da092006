package planner

import (
	"slices"
	"strings"
	"unicode"
)

// A new text's words said after a colon often hold marks and joining
// words of their own: "add a caption at the bottom from 2 to 6: hi! im
// sofia and i volunteer at patitas", "add a caption in the middle: Never
// yell at your puppy. from 30 to 34", "caption on the queue shot at the
// bottom: every night, same line". The frame reads such words
// (textcolon.go), but the clauses were cut before it at the "!", the
// "and", the full stop or the comma inside them, so the text lost its tail
// and the pieces were refused ("im sofia": which file?; "from 30 to 34":
// say what to add). colonTextQuoted quotes the words before the clauses
// are cut, as photo does (phototextcolon.go): from the colon to the tail
// of place and time, a full stop before an edit, a ";" or a line's end,
// or a joining word before a verb ("…: Hi, and mute the music"). A time
// left after the text's full stop ("…puppy. from 30 to 34") is the new
// text's: the stop goes.
//
// Only where a text noun ("caption", "title", "texto") opens what is
// added: after a verb of adding or as the request's first word, with
// nothing before the colon but place, time, kind, the project's names and
// small words ("add a title Paso 2: hornear" says its words before the
// colon and stays as it was). Words that start with a verb ("the title:
// make it bigger") or in quotes already stay as they are.
func colonTextQuoted(toks []token, prompt string, names func(token) bool) []token {
	c := -1
	for i, t := range toks {
		if t.kind == tPunct && strings.HasPrefix(prompt[t.pos:], ":") {
			c = i
			break
		}
	}
	if c < 1 || c+1 >= len(toks) || !colonTextOpens(toks[:c], prompt, names) {
		return toks
	}
	first := toks[c+1]
	if first.kind == tQuote || first.kind == tWord && (first.has(cVerb) || first.has(cTextIntro)) {
		return toks
	}
	stop := len(toks)
	for j := c + 1; j < len(toks); j++ {
		t := toks[j]
		if t.kind == tQuote || t.kind == tWord && t.has(cTextIntro) {
			return toks
		}
		if t.kind == tPunct && strings.ContainsAny(t.text, ";\n") ||
			t.kind == tWord && t.has(cConn) && j+1 < len(toks) && toks[j+1].has(cVerb) && j > c+1 ||
			t.kind == tPunct && strings.ContainsAny(t.text, ".,") && j+1 < len(toks) && startsWithVerb(toks[j+1:]) {
			stop = j
			break
		}
	}
	end := textEnd(toks[:stop], c+1, prompt)
	for end > c+1 && toks[end-1].kind == tPunct && !strings.ContainsAny(toks[end-1].text, "!?") {
		end--
	}
	if end <= c+1 {
		return toks
	}
	from, to := textMarks(prompt, first.pos, toks[end-1].end)
	words := strings.TrimSpace(strings.Trim(prompt[from:to], ":\"' "))
	if words == "" || !strings.ContainsFunc(words, unicode.IsLower) {
		return toks // "caption in the middle: LIFTOFF": the frame reads capitals as they stand
	}
	rest := end
	for rest < len(toks) && toks[rest].pos < to {
		rest++
	}
	// only words the clauses would cut are quoted: the frame reads the
	// others as they stand ("subtitle at 2s: today we go from long to bob")
	cut := slices.ContainsFunc(toks[c+1:rest], func(t token) bool { return t.kind == tPunct || t.kind == tWord && t.has(cConn) })
	if rest < stop && toks[rest].kind == tPunct && strings.HasPrefix(toks[rest].text, ".") && rest+1 < stop {
		rest++ // "…puppy. from 30 to 34": the time is the text's
		cut = true
	}
	if !cut {
		return toks
	}
	out := append([]token{}, toks[:c+1]...)
	out = append(out, token{kind: tQuote, text: words, pos: from, end: to})
	return append(out, toks[rest:]...)
}

// colonTextOpens: the words before the colon open a new text, a text noun
// after a verb of adding or first, with only place, time, kind, names and
// small words between it and the colon.
func colonTextOpens(before []token, prompt string, names func(token) bool) bool {
	from := 0
	for k := len(before) - 1; k >= 0; k-- {
		if before[k].kind == tPunct && !strings.ContainsAny(before[k].text, "-") || before[k].kind == tQuote {
			from = k + 1
			break
		}
	}
	seg := before[from:]
	noun := -1
	for k, t := range seg {
		if t.kind == tWord && t.has(cKind, "text") {
			noun = k
			break
		}
	}
	if noun < 0 {
		return false
	}
	opened := false
	for k := 0; k < noun; k++ {
		t := seg[k]
		switch {
		case t.kind == tWord && addingVerb(t):
			opened = true
		case t.kind == tWord && (t.has(cDet) || isFiller(t) || t.has(cMod)):
		default:
			return false
		}
	}
	if !opened && noun > 0 && !seg[0].has(cDet) {
		return false
	}
	for _, t := range seg[noun+1:] {
		if t.kind != tWord {
			continue
		}
		if t.has(cVerb) && !t.has(cKind) || len(t.lex) == 0 && !names(t) || len(t.lex) == 0 && capitalised(prompt[t.pos:t.end]) {
			return false
		}
	}
	return true
}
