package planner

import "slices"

// "Turn the song down to 20% during the bow... no wait, mute it there
// completely", "bajá la música al 20% en el puente... no, mejor silenciala
// ahí": the command that replaces a broken-off clause says "there" of the
// part of the video the clause named. "There" was left out with the
// clause, and the whole track was muted; it stands for that part, so the
// part's words take its place ("mute it during the bow completely").

// partBackWords point back at a part of the video already said.
var partBackWords = []string{"there", "ahi", "alli", "in that part", "en esa parte", "in there"}

// thereSpan is kept with its "there" replaced by the part of the video
// the dropped clause named; kept as it is when it says no "there", or the
// clause named no part. The part's tokens are placed where "there" was
// said: words are quoted back from the request by their positions, which
// must run in order.
func thereSpan(dropped, kept []token) []token {
	at := slices.IndexFunc(kept, func(t token) bool { return t.kind == tWord && t.word(partBackWords...) })
	if at < 0 {
		return kept
	}
	part := slices.Clone(brokenOffPart(dropped))
	if len(part) == 0 {
		return kept
	}
	for i := range part {
		part[i].pos, part[i].end = kept[at].pos, kept[at].end
	}
	return slices.Concat(kept[:at], part, kept[at+1:])
}

// brokenOffPart: the words that end a clause and say a part of the video:
// a preposition of time ("during", "from", "between", "in", "durante",
// "entre", "en") and what follows, with no level, place or verb in it
// ("during the bow", "from 3 to 5", "en el puente"); nil when none.
func brokenOffPart(toks []token) []token {
	for i, t := range toks {
		if t.kind != tWord || !partPrep(t) || i+1 >= len(toks) {
			continue
		}
		rest := toks[i+1:]
		if slices.ContainsFunc(rest, func(u token) bool {
			return u.is(tPercent, tQuote) || u.kind == tPunct || u.kind == tWord && (u.has(cPos) || u.has(cVerb) && !u.has(cKind) && !u.has(cSpan))
		}) {
			continue
		}
		if (t.has(cPrep, "at") && !t.has(cPrep, "in") || t.word("de", "del")) && !rest[0].is(tNumber, tTime) {
			continue // "at the top": a place; "at 0:30", "del 5 al 8" are times
		}
		return toks[i:]
	}
	return nil
}

// partPrep: a preposition a part of the video is said with.
func partPrep(t token) bool {
	return t.has(cPrep, "during", "between", "from", "in", "at") || t.word("durante", "entre", "desde", "mientras", "de", "del")
}
