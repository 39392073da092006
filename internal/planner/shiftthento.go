package planner

import "slices"

// "slide the clicker close-up a second earlier so it starts at 13", "movelo
// 2 segundos antes para que arranque en el 13": a shift by an amount, then
// the moment it starts. The moment is what the person wants, the amount
// how they worked it out: read as two moments, it asked which one. The
// amount is dropped when a "so"/"para que" clause after it says when the
// thing starts; the moment wins where the two disagree too, as
// the result said is what is checked on the screen.

// shiftThenMomentDropped drops "<time> earlier|later" before "so … <time>".
func shiftThenMomentDropped(toks []token) []token {
	w := slices.IndexFunc(toks, func(t token) bool { return t.has(cMod, "earlier") || t.has(cMod, "later") })
	if w < 1 || !toks[w-1].timeLike() {
		return toks
	}
	so := slices.IndexFunc(toks[w+1:], func(t token) bool { return t.word("so", "para", "so that", "para que") })
	if so < 0 {
		return toks
	}
	so += w + 1
	rest := toks[so+1:]
	// only a start: "move X 2 seconds later so it ends at 16" read so
	// moved its start to 16 (silent)
	edge := slices.IndexFunc(rest, func(t token) bool { return t.has(cVerb, "start") })
	if edge < 0 || !slices.ContainsFunc(rest[edge:], token.timeLike) ||
		slices.ContainsFunc(rest, func(t token) bool { return t.has(cMod, "earlier") || t.has(cMod, "later") }) {
		return toks
	}
	from := w - 1
	if from > 0 && toks[from-1].word("a", "un", "una", "one") && toks[from].kind == tWord {
		from-- // "a second" lexed as words
	}
	return slices.Concat(toks[:from], toks[w+1:])
}
