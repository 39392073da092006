package planner

import "slices"

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
	case last.kind == tNumber && last.num >= 0 && last.num <= 100 && levelPrepBefore(toks):
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

// levelPrepBefore: the number that ends toks is said after "at/to/al/a/en"
// as typed. "to" is also a filler word, which contentTokens drops, so "music
// to 30 and the voice over to 90" was read as one level of both (both at 30).
func levelPrepBefore(toks []token) bool {
	for i := len(toks) - 1; i > 0; i-- {
		if toks[i].kind == tPunct {
			continue
		}
		return toks[i].kind == tNumber && toks[i-1].word("at", "to", "al", "a", "en")
	}
	return false
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

// normalSoundWords say the level a sound has before anyone changes it.
var normalSoundWords = []string{"back to normal", "normal", "original"}

// normalLevel: a sound said to go back to its normal level ("music back
// to normal", "volvé la música al volumen normal", "la canción a su
// volumen original") is at 100%, the level a sound has before it is
// changed (refused: no verb, or "normal" left out). Only sounds named by
// their kind: "the logo back to normal" is its look, not read here.
func (f *frame) normalLevel() {
	if len(f.amounts) > 0 || len(f.times) > 0 || len(f.targets) == 0 || len(f.effects) > 0 || len(f.pos) > 0 ||
		f.verb != "" && f.verb != "make" && f.verb != "set" && f.verb != "put" {
		return
	}
	for _, n := range f.targets {
		if n.pron || !n.namesSound() {
			return
		}
	}
	for _, p := range f.props {
		if p != "volume" && p != "plain" {
			return
		}
	}
	at := slices.IndexFunc(f.c.toks, func(t token) bool { return t.has(cMod, "back") && t.word(normalSoundWords...) })
	if at < 0 {
		return
	}
	w := f.c.toks[at].text
	if at < len(f.used) {
		f.used[at] = true
	}
	f.amounts = append(f.amounts, amount{kind: "percent", v: 100, prep: "to"})
	f.mods = slices.DeleteFunc(slices.Clone(f.mods), func(m string) bool { return m == "back" })
	f.props = slices.DeleteFunc(slices.Clone(f.props), func(p string) bool { return p == "plain" })
	f.unknown = slices.DeleteFunc(f.unknown, func(u string) bool { return u == w })
}

// secondBareLevel: toks[i] opens a second "thing N" after a first "thing N"
// with no comma typed: "music 30 interview 100", "música 20 entrevista
// 100", "music 20 logo 90". Each thing takes its own number (one clause,
// both took the first level; the logo's was dropped). Only bare levels up
// to 100 right after the thing, the second closing the request or its
// clause; a number with a unit ("music 30 seconds") is no level.
func secondBareLevel(toks []token, i int, names func(token) bool) bool {
	if i < 2 || !bareLevelAt(toks, i-1) && toks[i-1].kind != tPercent || !thingWord(toks[i-2], names) {
		return false
	}
	j := i
	if toks[j].kind == tWord && toks[j].has(cDet) {
		j++
	}
	if j+1 >= len(toks) || !thingWord(toks[j], names) || !bareLevelAt(toks, j+1) && toks[j+1].kind != tPercent {
		return false
	}
	return j+2 == len(toks) || toks[j+2].kind == tPunct || toks[j+2].has(cConn)
}

// bareLevelAt: toks[k] is a plain number from 0 to 100 with no unit after it.
func bareLevelAt(toks []token, k int) bool {
	t := toks[k]
	if t.kind != tNumber || t.num < 0 || t.num > 100 {
		return false
	}
	return k+1 == len(toks) || toks[k+1].kind != tWord || !toks[k+1].has(cUnit)
}

// soundDegreeNotMute: a clause with no verb of its own that says how much
// a sound goes down or up ("… and half the music", "y la música más
// baja") is not muted by the "mute" before it (the music track was muted
// whole); it is a level of its own.
func soundDegreeNotMute(inherit string, f *frame) bool {
	if len(f.targets) == 0 || !levelOnlyVerb(inherit) {
		return false
	}
	return f.has("quieter", "louder") || (inherit == "mute" || inherit == "unmute") && f.has("half") || upOrDownToALevel(inherit, f)
}

// upOrDownToALevel: "mute the stay clip and the recall clip, and music up
// to 0.6": a way and a level said after a mute are a level of their own;
// "mute" taken with them muted the music (silent).
func upOrDownToALevel(inherit string, f *frame) bool {
	return inherit == "mute" && f.has("up", "down") && (len(f.amounts) > 0 || len(f.times) > 0)
}

// soundDegreeWord: "quieter", "louder", "más baja": which way a sound goes.
func soundDegreeWord(t token) bool {
	return t.kind == tWord && t.has(cMod, "quieter", "louder")
}
