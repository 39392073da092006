package planner

import (
	"slices"
	"strings"
)

// How people say that one sound covers another, or is too loud, beyond
// the phrases the lexicon had: the sound that covers is made quieter, who
// is covered stays as it is.

// tooLoudPhrases say a sound hurts to hear: "the whistle is so shrill it
// hurts my ears", "el silbato me revienta los oídos", "se escucha
// demasiado la lluvia". Each was refused ("shrill", "oidos", "escucha"
// unknown); each asks for the sound quieter, as "is too loud" does.
var tooLoudPhrases = []string{
	"is so shrill", "is too shrill", "so shrill", "too shrill", "shrill", "is deafening", "deafening",
	"hurts my ears", "it hurts my ears", "killing my ears", "is killing my ears", "kills my ears",
	"estridente", "muy estridente", "demasiado estridente", "es muy chillon", "chillon", "muy chillon",
	"ensordecedor", "ensordecedora", "me aturde", "aturde",
	"me revienta los oidos", "revienta los oidos", "me lastima los oidos", "lastima los oidos", "me rompe los oidos",
	"se escucha demasiado", "se oye demasiado", "suena demasiado", "se escucha muchisimo", "se escucha muy fuerte",
	"se escucha re fuerte", "se oye muy fuerte", "se escucha mucho", "se oye mucho",
}

// blockedHearingPhrases say one sound keeps another from being heard:
// "la música no deja escuchar a Inés", "the music doesn't let me hear
// her". They name the covering sound before them and the covered after,
// as "drowns out" does (maskWords).
var blockedHearingPhrases = []string{
	"no deja escuchar", "no deja oir", "no deja entender", "no me deja escuchar", "no me deja oir", "no me deja entender",
	"no dejan escuchar", "no deja escucharla", "no deja escucharlo", "no me deja escucharla", "no me deja escucharlo",
	"doesnt let me hear", "doesn't let me hear", "wont let me hear", "won't let me hear",
	// (not "makes it hard to hear", nor "hurt my ears": "hard" and "hurt"
	// in the lexicon made "a hart sticker" a tie between heart and them)
}

func init() {
	maskWords = append(maskWords, blockedHearingPhrases...)
	maskingWords = append(maskingWords, "no deja", "no me deja", "no dejan", "doesnt let", "doesn't let", "wont let",
		"won't let")
}

// addSoundPhrases puts the phrases above in the lexicon.
func addSoundPhrases(lx *lexicon) {
	lx.add(cMod, "quieter", tooLoudPhrases...)
	lx.add(cMod, "quieter", blockedHearingPhrases...)
}

// soundThingWords name what is heard, as a noun of its own: "the noise",
// "el ruido del agua".
var soundThingWords = []string{"audio", "noise", "noises", "ruido", "ruidos", "sound", "sounds", "sonido", "sonidos"}

// soundNamed: the noun phrase says a sound, by its kind ("the music") or
// as what is heard ("the noise", "el audio del clip", "el silbato").
func soundNamed(n np) bool {
	if n.namesSound() {
		return true
	}
	return slices.ContainsFunc(strings.Fields(fold(n.said)), func(w string) bool {
		return contains(soundCueWords, w) || contains(soundThingWords, w)
	})
}

// placeSoundSaid: the noun phrase says a sound of a place or of nature
// ("the rain", "la lluvia"), which may also name a picture (a clip of the
// rain): a sound only beside another sound.
func placeSoundSaid(n np) bool {
	return slices.ContainsFunc(strings.Fields(fold(n.said)), func(w string) bool { return contains(placeSoundWords, w) })
}

// coversToTheEar: the subject of a cover word covers the thing covered to
// the ear: it is said as a sound, or as a sound of a place covering a
// sound ("la lluvia me tapa el audio del gato" was read as one picture
// over another and asked to fill the frame; "la reacción del público tapa
// a nico" stays a picture over him).
func coversToTheEar(subject, covered np) bool {
	return soundNamed(subject) || placeSoundSaid(subject) && covered.namesSound()
}

// maskOutParticle: "the music drowns Inés out": the "out" of "drowns
// out" said after who is covered is no word left out (it was refused:
// "would leave out 'out'").
func (f *frame) maskOutParticle() {
	at := slices.IndexFunc(f.c.toks, saysMasking)
	if at < 0 {
		return
	}
	for _, t := range f.c.toks[at+1:] {
		if t.kind == tWord && t.text == "out" {
			f.unknown = slices.DeleteFunc(slices.Clone(f.unknown), func(w string) bool { return w == "out" })
			return
		}
	}
}

// frontedCoverWords open the covering sound said before the complaint:
// "con la música encima no se entiende a Inés", "with the music on top I
// can't hear her", "over the music you can't hear a thing".
var frontedCoverWords = []string{"con", "with", "over", "under", "por"}

// unheardUnderFronted: a complaint that someone is not heard, with the
// sound that covers them said first ("con la música encima no se entiende
// nada de lo que dice Inés"): the covering sound is made quieter, who is
// not heard stays (the music, the only sound named, was raised to 100%:
// silent). Only a sound said as a sound, with no verb of its own; a thing
// after the complaint said with "in", "during" is when.
func (f *frame) unheardUnderFronted() {
	toks := f.c.toks
	if f.verbAt >= 0 || !slices.Contains(f.mods, "louder") || len(f.amounts) > 0 {
		return
	}
	at := slices.IndexFunc(toks, func(t token) bool { return t.has(cMod, "louder") && slices.Contains(unheard, t.text) })
	if at < 0 {
		return
	}
	covering := slices.IndexFunc(f.targets, func(n np) bool {
		return !n.pron && n.end <= at && n.first > 0 && toks[n.first-1].word(frontedCoverWords...) && soundNamed(n)
	})
	if covering < 0 {
		return
	}
	cover := f.targets[covering]
	if slices.ContainsFunc(f.targets, func(n np) bool { return n.end <= at && n.first != cover.first }) {
		return // two things before the complaint: which covers is not plain
	}
	when := slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool {
		return n.first <= cover.first || !slices.Contains([]string{"in", "at", "during"}, n.prep) || n.namesSound()
	})
	f.targets = append([]np{cover}, when...)
	for _, t := range toks[cover.end:] {
		if t.kind == tWord {
			f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return slices.Contains(strings.Fields(t.text), w) })
		}
	}
	f.mods = slices.DeleteFunc(slices.Clone(f.mods), func(m string) bool { return m == "louder" })
	f.mods = append(f.mods, "quieter")
}

// coverClitics: the one covered said as a pronoun before the cover word
// ("la música lo tapa", "la lluvia me tapa el audio"): the subject is
// still the word before them.
var coverClitics = []string{"lo", "la", "los", "las", "le", "les", "me", "nos", "te"}

func init() {
	for _, w := range coverClitics {
		if !contains(coverLeads, w) {
			coverLeads = append(coverLeads, w)
		}
	}
}
