package planner

import (
	"slices"
	"strings"
)

// heardPurpose: "kill the music during the intro so people hear me say
// hi", "mute the music so it's just her talking", "bajá la música así se
// escucha bien el sonido", "para que se escuche solo la voz de Carmen":
// after a change of sound, why it is asked: that someone's voice or a
// sound is heard, or heard alone. perceptionReason reads "so we hear
// them"; these were refused for the words of the voice ("would leave out
// hear"). Read as a remark only when every word is of that closed kind:
// an opener, who hears, a verb of hearing or of talking, the sound or
// voice heard, "just"/"solo", and after a verb of talking what is said.
// A number, a time, a quote, a place, a look or a verb of an edit keeps
// it a clause to plan.

// heardWords say that something is heard, in the forms a purpose says it.
var heardWords = []string{"hear", "hears", "heard", "escucha", "escuchan", "escuche", "escuchen", "escuchemos", "se escucha",
	"se escuchan", "se escuche", "se escuchen", "oye", "oyen", "oiga", "oigan", "se oye", "se oiga", "se oigan"}

// purposeTalkWords say that someone talks; what follows them is what is said.
var purposeTalkWords = []string{"say", "says", "saying", "talk", "talks", "talking", "speak", "speaks", "speaking", "hablar",
	"habla", "hablan", "hable", "hablen", "hablando", "decir", "dice", "diga", "digan", "diciendo"}

// heardFree may sit in such a purpose around its verb.
var heardFree = []string{"its", "it's", "is", "are", "just", "only", "solo", "nothing", "but", "else", "nada", "mas", "que",
	"well", "bien", "clearly", "better", "mejor", "claro", "people", "we", "you", "they", "everyone", "everybody", "la gente",
	"todos", "se", "me", "him", "her", "them", "us", "le", "les", "lo", "la", "los", "las", "nos", "a", "al", "of", "de",
	"del", "can", "could", "will", "puedan", "pueda", "podamos", "really", "actually"}

// heardSounds are the kinds of thing heard.
var heardSounds = []string{"voice", "audio", "original", "music"}

// heardPurpose reads toks, from an opener to the end of the sentence, as
// a purpose of hearing. After the verb of hearing, a sound of the footage
// that no thing of the project is called ("so you can hear us yelling",
// "así se escuchan los aplausos y el zapateo") is what is heard too, and
// "and"/"y" joins two of them: a word basic mode does not know that names
// nothing the edit could change (it was refused, "would leave out hear,
// yelling"). A sound of the project heard plainly is why too ("así se
// escuchan los aplausos" beside the applause track: the music is what
// changes); heard "better" or "more" it may be a second change asked
// ("…así se escucha mejor la entrevista" stays refused).
func heardPurpose(toks []token, names func(token) bool) bool {
	if len(toks) < 3 || !toks[0].word("so", "so that", "para que", "asi", "asi que", "de modo que", "de manera que") {
		return false
	}
	heard, talk, alone := false, false, false
	plain := !slices.ContainsFunc(toks[1:], func(t token) bool { return t.word(heardBetter...) || t.has(cMod) })
	for k, t := range toks[1:] {
		switch {
		case heard && footageSound(toks[1:], k, plain, names):
			// "…hear us yelling", "…los aplausos y el zapateo"
		case t.kind == tPunct && t.text != ",":
			return heard || talk && alone
		case t.kind != tWord:
			return false // a number, a time, a quote: maybe the edit itself
		case talk:
			if t.has(cVerb) || t.has(cPos) || t.has(cEffect) {
				return false
			}
			// what is said: "so people hear me say hi"
		case t.word(heardWords...) || t.word("hear"):
			heard = true
		case t.word(purposeTalkWords...) || t.has(cKind, "voice") && slices.Contains(purposeTalkWords, t.text):
			talk = true
		case t.word("just", "only", "solo"):
			alone = true
		case t.word(heardFree...) || t.has(cPron) || t.has(cDet) || isFiller(t) || t.has(cKind, heardSounds...):
		case t.has(cVerb) || t.has(cPos) || t.has(cEffect) || t.has(cSpan) || t.has(cProp) || t.has(cMod) || sizeWord(t) || t.has(cKind):
			return false // a place, a look, a time, a size: maybe an edit
		default:
			// a name: the thing heard better may be the edit asked
			// ("bajale a la música así se escucha mejor la entrevista"
			// stays refused)
			return false
		}
	}
	return heard || talk && alone
}

// heardBetter say that a sound should be heard more, not only heard.
var heardBetter = []string{"better", "more", "louder", "clearly", "well", "mejor", "mas", "bien", "claro", "fuerte"}

// footageSound: w[k], after a verb of hearing, is a sound of the footage
// no thing of the project is called (a word basic mode does not know, not
// a name; a name too where the sound is heard plainly), or the "and"/"y"
// between two of them.
func footageSound(w []token, k int, plain bool, names func(token) bool) bool {
	unknown := func(t token) bool {
		return t.kind == tWord && len(t.lex) == 0 && !strings.Contains(t.text, " ") && (names == nil || plain || !names(t))
	}
	t := w[k]
	if t.kind == tWord && t.has(cConn, "and") && !t.has(cConn, "then") {
		n := k + 1
		for n < len(w) && w[n].kind == tWord && w[n].has(cDet) {
			n++
		}
		return k > 0 && unknown(w[k-1]) && n < len(w) && unknown(w[n])
	}
	return unknown(t)
}
