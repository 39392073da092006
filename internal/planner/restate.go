package planner

import "strings"

// A clause after a bare comma that does the edit of the clause before
// again, to the same thing, restates it: "make the logo bigger, double it"
// says how much bigger (it grew by half, then doubled from there: 0.45 for
// 0.30), "invertí los colores, tipo negativo" and "make the sky pop, more
// saturated" say the same edit twice in other words (the colours were
// inverted twice, back to the photo; the sky was saturated twice and no
// longer found). "then", "and", "again" or "too" between or in the clause
// still make two edits ("make it bigger, then double it").

// commaJoined: nothing but a comma between the clause before and this one.
func commaJoined(prompt string, prev, f *frame) bool {
	if prev == nil || len(prev.c.toks) == 0 || len(f.c.toks) == 0 {
		return false
	}
	from, to := prev.c.toks[len(prev.c.toks)-1].end, f.c.toks[0].pos
	if from > to || to > len(prompt) {
		return false
	}
	return strings.TrimSpace(prompt[from:to]) == "," && !againSaid(f)
}

// measured: the clause says how much (a number, a factor, "double",
// "half", "three times").
func measured(f *frame) bool {
	return len(f.amounts) > 0 || f.has("double", "half") || f.count > 1
}

// measureAfter: the clause is a measure of the edit before it, which said
// none ("make the logo bigger, double it"): the edit is done once, by it.
func measureAfter(prompt string, prev, f *frame) bool {
	return commaJoined(prompt, prev, f) && measured(f) && !measured(prev) && (saysIt(f) || len(f.targets) == 0)
}

// sameSaidAgain: a clause with no verb of its own after a comma ("tipo
// negativo", "more saturated"): when it does the edit before again, it is
// that edit said in other words, done once.
func sameSaidAgain(prompt string, prev, f *frame) bool {
	return commaJoined(prompt, prev, f) && f.verbAt < 0 && !measured(f)
}
