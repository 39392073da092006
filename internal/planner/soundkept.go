package planner

import (
	"slices"
	"strings"
)

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

// saysMainTrack: "the whole main track", "la pista principal": the track
// of the clips, whose sound is theirs all, as "the clips" is ("mute the
// whole main track, I only want the music and the voice": the wish was
// refused, "no verb or edit").
func saysMainTrack(toks []token) bool {
	words := func(i int) []string {
		if i < 0 || i >= len(toks) || toks[i].kind != tWord {
			return nil
		}
		return strings.Fields(toks[i].text)
	}
	track := func(i int) bool {
		return slices.ContainsFunc(words(i), func(w string) bool { return w == "track" || w == "pista" }) ||
			i >= 0 && i < len(toks) && toks[i].kind == tWord && toks[i].has(cKind, "track")
	}
	for i := range toks {
		if slices.ContainsFunc(words(i), func(w string) bool { return w == "main" || w == "principal" }) && (track(i) || track(i-1) || track(i+1)) {
			return true
		}
	}
	return false
}
