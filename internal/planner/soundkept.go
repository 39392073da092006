package planner

import "slices"

// soundsKeptAfterMute: after a clause that mutes the clips' own sound or
// the main track ("mute the whole main track", "mute all the original
// sound from the clips"), a clause that only says which sounds stay ("I'll
// just use the music", "keep the music and her voice", "I only want the
// music and the voice", "dejá la música y la voz") is why: those sounds
// were never muted. "keep the music" was read as keeping only the part of
// the video the music covers, and asked; "I'll just use the music" asked
// for a size or a place. A removal that says everything or the audio
// itself ("mute all the audio, keep the music") would take the kept sound
// too, and is left to be read as before; a number, a place, a look or an
// edit's verb keeps the clause.
func soundsKeptAfterMute(c, removal []token, names func(token) bool) bool {
	if !slices.ContainsFunc(removal, func(t token) bool { return t.kind == tWord && t.has(cVerb, "mute") }) ||
		!slices.ContainsFunc(removal, func(t token) bool {
			return t.kind == tWord && (t.has(cKind, "clip", "video", "track") || t.word("original", "originales", "own", "propio", "propios"))
		}) ||
		slices.ContainsFunc(removal, func(t token) bool {
			return t.kind == tWord && (t.has(cKind, "music", "voice", "everything") || t.word("everything", "todo"))
		}) {
		return false
	}
	kept, wish := false, false
	for _, t := range c {
		switch {
		case t.kind == tPunct:
		case t.kind != tWord:
			return false
		case t.has(cKind, "music", "voice"):
			kept = true
		case t.word(keptSoundWishes...):
			wish = true
		case t.word("i", "ill", "i'll", "ll", "will", "just", "only", "me", "con", "solo", "solamente", "nomas", "the", "el", "la", "los",
			"las", "her", "his", "their", "su", "sus", "and", "y", "a", "de", "del", "of"):
		default:
			return false
		}
	}
	return kept && wish
}

// keptSoundWishes say a sound is kept or used: "keep", "use", "want",
// "dejá", "me quedo con".
var keptSoundWishes = []string{"keep", "use", "want", "need", "leave", "quiero", "quedo", "dejo", "deja", "dejame", "mantene",
	"mantener", "mantengo", "uso", "usar", "usa", "conserva", "conservar", "conservo"}
