package planner

import "slices"

// A complaint of when or how long a thing plays, then a cut that says its
// own edge or span: "the stay clip starts too early, chop off its first
// second", "the interview drags at the end, lose everything from 20 to
// 24", "el saludo arranca muy pronto, sacale el primer segundo". The cut
// is the remedy and the complaint only why: the complaint was planned
// alone and asked how much earlier, later or shorter, though the cut
// said it. The complaint's own when ("at the end") is no reason to keep
// it: the cut says where it cuts, unlike a level ("too loud at the
// start, set it to 30%"), which has no time of its own.

// faultCutRemedy: c complains of when or how long one thing plays, and
// next cuts an edge or a span of it, naming no other thing.
func faultCutRemedy(c, next clause, names func(token) bool) bool {
	if tooSoon(c.toks) < 0 && lengthState(c.toks) != "shorter" {
		return false
	}
	if !edgeCut(next.toks) || namesPart(next.toks, names) || thingsNamed(c.toks, names) != 1 {
		return false
	}
	// the cut must say whose edge it is ("its", "-le", "it"): a bare "cut
	// the first second" is the video's, and was cut from the video
	return hasPronoun(next.toks) || dativeLed(next.toks) || possessiveOfThing(next.toks)
}

// possessiveOfThing: "its first second", "sus últimos 2 segundos": the
// edge of the thing named before.
func possessiveOfThing(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool { return t.word("its", "their", "su", "sus") })
}
