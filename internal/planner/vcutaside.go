package planner

import "slices"

// happensThere: after a clause that removes a time, a clause said as what
// someone or something filmed does in that part, pointed at with "there"
// or "ahí" ("cut out 20 to 24, rosa drops a loaf there lol", "the volcano
// makes a mess there", "el perro se cae ahí"): why the part goes. The
// subject is a name of the project or a word after "the"/"el"/"la" that
// is not a kind of thing ("the logo moves there" may ask a move, and
// stays); then a verb the lexicon knows ("drops", "makes": it was planned,
// and "there" asked which time). No number, time, quote, place, look,
// property, text or sticker, and no verb of timing or place ("goes",
// "appears", "starts") that an element could be asked to do there.
func happensThere(toks []token, names func(token) bool) bool {
	c := slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.kind == tPunct || laughWord(t) })
	if len(c) < 3 || !c[len(c)-1].word("there", "ahi", "alli", "alla") {
		return false
	}
	n := 0
	if c[0].word("the", "el", "la", "los", "las", "my", "mi") {
		n = 1
	}
	if n >= len(c)-1 || c[n].kind != tWord || c[n].has(cKind) || c[n].has(cSticker) || c[n].has(cEffect) ||
		c[n].has(cVerb) || c[n].has(cPron) || (n == 0 && !names(c[n])) {
		return false
	}
	verb := false
	for _, t := range c[n+1 : len(c)-1] {
		switch {
		case t.kind != tWord:
			return false
		case t.has(cPos) || t.has(cEffect) || t.has(cColor) || t.has(cProp) || t.has(cTextIntro) || t.has(cConn) || sizeWord(t) || stickerNamed(t) || t.has(cKind):
			return false
		case t.has(cSpan) || t.has(cVerb, "start", "end", "move", "show", "hide"):
			return false
		case t.word("goes", "go", "comes", "come", "appears", "appear", "shows", "stays", "sale", "aparece", "va", "entra", "queda", "too", "also", "tambien"):
			return false
		case t.has(cVerb) || t.word("se") || len(t.lex) == 0:
			verb = true
		}
	}
	return verb
}

// soundLeftAlone: after a clause that removes or mutes a sound ("quitá la
// voz de rosa", "delete the narration"), a clause that only wishes what is
// left to be heard ("que quede solo el tango", "mejor que quede solo la
// música", "so only the music is left", "just the music left"): why the
// sound goes, as "…, que se escuche solo el tango" already was (it was
// refused: "say how long"). So is "just music there", "solo música ahí"
// after a mute of a clip: what is heard where its sound was taken (the
// mute carried over to the music). What is left must be a sound, or a
// name that the removal did not say; a number, a place, a look or a verb
// of an edit keeps the clause.
func soundLeftAlone(c, removal []token, names func(token) bool) bool {
	there := slices.ContainsFunc(c, func(t token) bool { return t.kind == tWord && t.word("there", "ahi", "alli") })
	clipMuted := there && slices.ContainsFunc(removal, func(t token) bool { return t.kind == tWord && t.has(cVerb, "mute") }) &&
		slices.ContainsFunc(removal, func(t token) bool {
			return t.kind == tWord && (t.has(cKind, "clip", "video", "original") || t.word("original", "originales", "own", "propio", "propios"))
		})
	if !slices.ContainsFunc(removal, func(t token) bool { return t.kind == tWord && t.has(cVerb, "delete", "mute") }) ||
		!clipMuted && !slices.ContainsFunc(removal, func(t token) bool { return t.kind == tWord && t.has(cKind, "voice", "audio", "music") }) {
		return false
	}
	if !slices.ContainsFunc(removal, func(t token) bool { return t.kind == tWord && t.has(cVerb, "mute") }) && bareVoice(removal) {
		// "delete the voice, just the music left": a voice said of no one
		// may be a clip's own sound, and the delete took the interview
		// clip and everything over it (silent); a narration, the music or
		// someone's voice ("la voz de rosa", "sacale la voz a marcos") is a
		// sound on its own
		return false
	}
	only, left, kept := false, false, false
	for _, t := range c {
		switch {
		case t.kind == tPunct:
		case t.kind != tWord:
			return false
		case t.word("only", "just", "solo", "solamente", "unicamente", "nomas"):
			only = true
		case t.word("quede", "queden", "queda", "quedan", "left", "remains", "remain", "stays", "stay", "sigue", "siga"):
			left = true
		case t.word("there", "ahi", "alli"):
			left = true // "just music there": what is heard where the sound was taken
		case t.has(cKind, "music", "voice", "audio"):
			kept = true
		case t.word("que", "mejor", "better", "so", "asi", "the", "el", "la", "los", "las", "y", "and", "is", "are", "be", "de", "del", "of", "con", "with"):
		case names(t) && !t.has(cVerb) && !t.has(cPos) && !t.has(cEffect) && !t.has(cProp) && !t.has(cKind) &&
			!slices.ContainsFunc(removal, func(r token) bool { return r.text == t.text }):
			kept = true
		default:
			return false
		}
	}
	return only && left && kept
}

// bareVoice: the removal says "the voice", "el audio", "the sound" of no
// one (no "de"/"of"/"a" after it).
func bareVoice(toks []token) bool {
	for i, t := range toks {
		if t.kind == tWord && t.word("voice", "voz", "audio", "sound", "sonido", "voces", "voices") &&
			!(i+1 < len(toks) && toks[i+1].word("de", "del", "of", "a", "al")) {
			return true
		}
	}
	return false
}
