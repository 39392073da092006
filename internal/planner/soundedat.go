package planner

import "slices"

// A sound said to play or ring at a number with no unit ("have the bell
// play at 62", "que el timbre suene en el 62", "have it ring at 62
// instead"): the number is when it is heard, not how loud. A sound with a
// bare number was read as its level (the bell was set to 62%: silent).
// A level keeps its own forms: "al 62", "to 62", a percent, or words of
// loudness ("que la música suene al 50", "play the music louder").

// soundedWords: the words of a sound being heard, as a verb.
var soundedWords = []string{"play", "plays", "suene", "suena", "suenen", "suenan", "ring", "rings", "ringing",
	"se escuche", "se escuchen", "se oiga", "se oigan", "be heard", "is heard"}

// heardAtTime: the clause says its sound is heard at one bare number,
// said as a moment ("at 62", "en el 62", "a los 62"), never as a level.
func heardAtTime(f *frame) bool {
	if len(f.times) != 1 || len(f.amounts) > 0 || f.hasProp("volume") || f.has("louder", "quieter", "half", "full", "min") {
		return false
	}
	te := f.times[0]
	if te.kind != "point" || !te.bare || !te.a.set || te.a.anchor != nil || levelPrepAt(f.c.toks, te.first) {
		return false
	}
	if te.prep != "at" && te.prep != "en" && te.prep != "in" {
		return false
	}
	toks := f.c.toks
	if i := te.first; i > 0 && i < len(toks) && toks[i].kind == tWord && toks[i].word("en", "a") && i+1 < len(toks) && toks[i+1].word("el", "los") {
		// "en el 62", "a los 62": Spanish says a moment so ("al 62" is a level)
		return soundedSaid(toks, 0)
	}
	return soundedSaid(toks, 1)
}

// soundedSaid: a word of a sound being heard, at or after token from
// among the clause's words. "play the music at 30" opens with the verb
// and is a level; "have the bell play at 62", "so it rings at 61" say the
// sound first.
func soundedSaid(toks []token, from int) bool {
	c := 0
	for _, t := range toks {
		if t.kind != tWord || t.has(cConn) || isFiller(t) {
			continue
		}
		if c >= from && t.word(soundedWords...) || t.word("ring", "rings", "ringing") {
			return true
		}
		c++
	}
	return false
}

// heardAtSaid: a clause's words say its sound is heard at a time, after
// the sound ("have it ring at 62", "y que el timbre suene en el 62"):
// a word of sounding, then a number.
func heardAtSaid(toks []token) bool {
	for i, t := range toks {
		if t.kind == tWord && (t.word(soundedWords...) && i > 0 || t.word("ring", "rings", "ringing")) {
			return slices.ContainsFunc(toks[i+1:], token.timeLike)
		}
	}
	return false
}
