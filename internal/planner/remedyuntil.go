package planner

import "slices"

// untilTimed: after a complaint of how long a thing lasts ("el título
// dura poco", "the logo goes by too fast"), the command says until when,
// by another thing of the project: "que dure hasta que termine la
// llegada", "keep it until the interview ends", "make it stay till the
// music stops". That thing is when, not a second thing edited; the
// complaint is only why (it was asked "how much longer?" and the remedy
// dropped). Nothing else may be said: no place, look, quote or percent,
// and no thing of its own before "until".
func untilTimed(toks []token, names func(token) bool) bool {
	open := slices.IndexFunc(toks, func(t token) bool { return t.has(cPrep, "until") })
	if open < 1 || slices.ContainsFunc(toks, func(t token) bool { return t.kind == tQuote || t.has(cPos) || t.has(cEffect) || t.kind == tPercent }) {
		return false
	}
	if !slices.ContainsFunc(toks[:open], func(t token) bool { return t.has(cVerb, "last", "end", "keep", "extend", "start", "show") }) ||
		namesPart(toks[:open], names) {
		return false
	}
	return slices.ContainsFunc(toks[open+1:], func(t token) bool { return thingWord(t, names) || t.has(cSpan, "end") })
}
