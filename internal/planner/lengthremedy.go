package planner

import "slices"

// lengthRemedySaid: a complaint about how long a thing lasts, whose
// words of when only say which thing it is ("the storefront clip at the
// start is way too long, make it 4 secs", "el título del principio dura
// re poco, ponele 6 segundos"), before a command that gives the length
// and names nothing of its own. The complaint is why and names the "it"
// (it was asked how much shorter: the "at the start" was read as when the
// clip is too long, as "the music is too loud at the start" says when).
// A when said after the state ("the intro drags at the start") stays
// when, and is left to remedySaid.
func lengthRemedySaid(c, next clause, names func(token) bool) bool {
	if n := thingsNamed(c.toks, names); lengthState(c.toks) == "" || n == 0 || namesPart(next.toks, names) {
		return false
	} else if n > 1 && slices.ContainsFunc(c.toks, func(t token) bool { return t.word("and", "y", "with", "con", "over", "sobre", "and the") }) {
		return false // "the title and the logo flash by": which "it" is left to be asked
	}
	if !slices.ContainsFunc(next.toks, func(t token) bool { return t.is(tNumber, tTime) }) {
		return false
	}
	for i, t := range next.toks {
		if t.has(cVerb, "keep") {
			// "…, keep it up 2 more seconds" with the thing said in its
			// place read as "keep only" and removed the rest of the video
			return false
		}
		if t.has(cEffect) || t.is(tPercent, tFactor) || t.has(cPos) && !keptUp(next.toks, i) {
			return false
		}
	}
	for i, t := range c.toks {
		if saysWhen(t) && !isVerbAt(c.toks, i) && lengthState(c.toks[:i]) != "" {
			return false // the state is complete before this when
		}
	}
	return true
}

// flashesBy: "flashes by", "zips by", "flies by" say by themselves that a
// thing goes by too fast ("the Day 2 title flashes by, keep it up 2 more
// seconds": the title was taken for a new text "flashes").
func flashesBy(toks []token, i int) bool {
	if toks[i].word("flashes by", "flash by", "zips by", "zip by", "flies by", "fly by", "whizzes by") {
		return true
	}
	return toks[i].word("flashes", "flash", "zips", "flies", "whizzes") && i+1 < len(toks) && toks[i+1].word("by")
}

// keptUp: "up" or "on" at i goes with the verb before it ("keep it up 2
// more seconds", "leave it on until 20"): how long it stays, not a place.
func keptUp(toks []token, i int) bool {
	if !toks[i].word("up", "on") || i == 0 {
		return false
	}
	return toks[i-1].has(cPron) || isVerbAt(toks, i-1)
}

// lengthUntilThing: a complaint about how long one thing lasts, then a
// command for "it" whose length another thing of the project says ("step
// 3 text is too short, keep it up for the whole patch clip", "the price
// text goes by too fast, keep it up until the tasting clip ends", "el
// cartel dura re poco, que dure todo el clip del taller"): the "until"
// is the amount and the complaint is why. The complaint was planned
// alone and asked how much longer, as no number was said.
func lengthUntilThing(c, next clause, names func(token) bool) bool {
	if lengthState(c.toks) == "" || oneThingOf(c, names) == nil {
		return false // "it" must be the one thing the complaint names, said in its place
	}
	open := slices.IndexFunc(next.toks, func(t token) bool {
		return t.word("whole", "entire", "all of", "todo", "toda", "until", "up until", "till", "untill", "hasta", "hasta que")
	})
	if open < 1 || namesPart(next.toks[:open], names) {
		return false // "keep the logo up until …" names a thing of its own
	}
	for i, t := range next.toks {
		if t.kind == tQuote || t.is(tNumber, tTime, tPercent, tFactor) || t.has(cEffect) || t.has(cPos) && !keptUp(next.toks, i) {
			return false // a number, a place or a look is left to the readers before
		}
	}
	if !slices.ContainsFunc(next.toks[:open], func(t token) bool {
		return t.has(cVerb, "keep", "last", "stay", "leave", "end") || t.word("dure", "duren", "quede", "queden", "dejalo", "dejala", "dejá", "deja")
	}) {
		return false
	}
	// the thing that says how long: named, or a kind said ("the tasting
	// clip"), which the command's own reading resolves or asks about
	return slices.ContainsFunc(next.toks[open+1:], func(t token) bool { return names(t) || t.has(cKind) })
}

// thingForIt: the command of lengthUntilThing with the complaint's thing
// said in the place of its "it" ("keep the price text up for the whole
// tasting clip"): said first, before "keep it up …", "it" was read as
// nothing to refer to, "keep" as keeping only a part. With no "it" (a
// Spanish verb with "lo" glued on) the thing is said first.
func thingForIt(ctx, next clause, prompt string, names func(token) bool) clause {
	thing := oneThingOf(ctx, names)
	at := slices.IndexFunc(next.toks, func(t token) bool { return t.word("it", "them") })
	if thing == nil || at < 0 {
		return thingFirst(ctx, next, prompt, names)
	}
	next.toks = slices.Concat(next.toks[:at], thing, next.toks[at+1:])
	next.raw = rawOf(prompt, next.toks)
	return next
}
