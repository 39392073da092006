package planner

import "slices"

// A reason that the footage has no sound of its own there, beside a change
// that raises or adds sound: "turn up the music during the drone since
// there's no sound there", "subí la música en el dron porque ahí no hay
// sonido". It is why the music goes up, not a second edit: the clause was
// refused for its opener ("would leave out since"). Read only after such a
// change, and only when every word is of a closed kind: the opener, where
// ("there", "ahí"), a copula, a "no" and a word of sound, or a word of
// silence. A number, a time, a thing named or a verb of an edit keeps it a
// clause to plan.

// silenceOpeners open such a reason. Not a bare "que", which may open a
// relative clause of the thing before ("la música que no tiene sonido"),
// nor "como".
var silenceOpeners = []string{"since", "because", "cause", "cuz", "bc", "as", "porque", "ya que", "pues"}

// silenceFree may sit in it around the absence.
var silenceFree = []string{"there", "theres", "ahi", "alli", "alla", "is", "its", "it", "was", "hay", "no hay", "tiene", "has", "nothing", "nada",
	"at all", "all", "really", "basically", "just", "literally", "en esa parte", "in that part", "in it", "de", "of", "any", "ningun"}

// silenceReason: toks, from an opener, say only that there is no sound.
func silenceReason(toks []token) bool {
	if len(toks) < 2 || !toks[0].word(silenceOpeners...) {
		return false
	}
	silent, negated, sound := false, false, false
	for _, t := range toks[1:] {
		switch {
		case t.kind == tPunct && t.text != ",", t.kind == tWord && t.has(cConn):
			return silent || negated && sound // the sentence, or the clause, ends
		case t.kind == tPunct:
		case t.kind != tWord:
			return false // a number, a time, a quote
		case t.has(cProp, "silent") || t.word("silent", "quiet", "silence", "silencio", "silencioso", "silenciosa", "mudo", "muda"):
			silent = true
		case t.has(cNeg) || t.word("no", "not", "isnt", "doesnt", "theres no", "there's no"):
			negated = true
		case t.has(cKind, "audio") || t.word("sound", "sonido", "audio", "ruido", "noise"):
			sound = true
		case t.word(silenceFree...):
		default:
			return false
		}
	}
	return silent || negated && sound
}

// soundRaised: the clause raises or adds sound ("turn up the music",
// "louder music", "subí la música", "add music").
func soundRaised(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool {
		return t.kind == tWord && (t.has(cVerb, "raise", "unmute") || t.has(cMod, "louder"))
	}) || slices.ContainsFunc(toks, func(t token) bool { return t.has(cVerb, "add") }) &&
		slices.ContainsFunc(toks, func(t token) bool { return t.has(cKind, "music", "audio") })
}
