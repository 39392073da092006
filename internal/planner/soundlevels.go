package planner

// twoSoundLevels: two parts with no verb, each a thing and the level it
// goes to ("música al 50 y la entrevista al 100", "the music at 30, the
// interview at 90"), one of them a sound by its kind: two assignments,
// each read as it is read alone (one clause, both took the first level;
// the interview went down to 50%). A bare number is a level only up to
// 100; a part with anything else stays with the clause before.
func twoSoundLevels(prev, next []token, names func(token) bool) bool {
	if hasVerb(prev) || hasVerb(next) || !levelOfThingOnly(prev, names) || !levelOfThingOnly(next, names) {
		return false
	}
	return soundKindSaid(prev) || soundKindSaid(next)
}

// levelOfThingOnly: the part is a thing and "at/to/al N" or "N%", and
// nothing else.
func levelOfThingOnly(toks []token, names func(token) bool) bool {
	c := contentTokens(toks)
	n := len(c)
	if n < 2 {
		return false
	}
	last := c[n-1]
	switch {
	case last.kind == tPercent:
	case last.kind == tNumber && last.num >= 0 && last.num <= 100 && n >= 3 && c[n-2].word("at", "to", "al", "a", "en"):
	default:
		return false
	}
	things := 0
	for _, t := range c[:n-1] {
		switch {
		case thingWord(t, names):
			things++
		case t.kind == tWord && (t.has(cDet) || t.word("at", "to", "al", "a", "en", "de", "del", "of")):
		default:
			return false
		}
	}
	return things > 0
}

// soundKindSaid: the part names a sound by its kind ("the music", "la
// voz", "el audio").
func soundKindSaid(toks []token) bool {
	for _, t := range toks {
		if t.kind == tWord && t.has(cKind, "music", "audio", "voice", "original") {
			return true
		}
	}
	return false
}
