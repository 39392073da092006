package planner

import "slices"

// A length said with "only", "just", "solo" before it: "make the logo
// only 5 secs", "make the first clip just 5 seconds", "el título que dure
// solo 3 segundos", "keep the sticker up for only 4 seconds", "que la
// foto dure solamente 6 segundos". The word says the length is short; it
// does not make the number a moment. Both forms were read as one: "make
// X only 5 secs" moved X to 5 s (or reordered the main track, a silent
// wrong edit), and "que dure solo 3 segundos", after the thing, moved the
// title to 3 s, while the same words without "solo" set its length.

// onlyWords say that a length is short.
var lengthOnlyWords = []string{"only", "just", "solo", "sólo", "solamente", "unicamente", "únicamente", "nomas", "nomás", "nada mas"}

// skipLengthDegree: the index after hedge words ("about", "unos") and
// only-words ("solo", "just") from j, when a time with its unit follows
// them; j otherwise. "que dure solo 3 segundos", "for just 4 seconds".
func skipLengthDegree(toks []token, j int) int {
	k := j
	for k < len(toks) && toks[k].kind == tWord && (toks[k].word(hedgeWords...) || toks[k].word(lengthOnlyWords...)) {
		k++
	}
	if k < len(toks) && toks[k].kind == tTime {
		return k
	}
	return j
}

// onlyLength: the clause's one time is a number with its unit of seconds
// or minutes said right after an only-word, with no preposition ("make
// the logo only 5 secs"), and the verb is none, "make", "keep", "leave",
// "show" or "last", of one thing: it is how long the thing lasts. A
// preposition says a moment ("only at 5s", "solo desde el 5"), and a
// verb of shortening reads "only N" as what is left (lengthLeft), so
// both stay as they were read.
func (f *frame) onlyLength() {
	if len(f.times) != 1 || len(f.targets) != 1 || f.neg || len(f.amounts) > 0 {
		return
	}
	t := f.times[0]
	if t.kind != "point" || t.bare || t.prep != "" || t.first < 1 || t.first >= len(f.c.toks) || !secondsSaid(f) {
		return
	}
	if !contains([]string{"", "make", "keep", "leave", "show", "last"}, f.verb) || contains(f.verbs, "start") || contains(f.verbs, "end") || contains(f.verbs, "move") {
		return
	}
	before := f.c.toks[t.first-1]
	if before.kind != tWord || !before.word(lengthOnlyWords...) {
		return
	}
	if t.first >= 2 && f.c.toks[t.first-2].has(cPrep) {
		return // "at only 5 seconds"
	}
	f.times[0] = timeExpr{kind: "duration", dur: t.a.sec, prep: "for", said: t.said, first: t.first}
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "only" })
	if !contains(f.verbs, "last") {
		f.verbs = append(f.verbs, "last")
	}
	if f.verb == "" || f.verb == "make" {
		f.verb = "last"
	}
}
