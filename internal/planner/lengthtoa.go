package planner

import (
	"slices"
	"strings"
)

// lengthToA: the one time of a trim follows a bare Spanish "a" that the
// thing's name took in ("acortá el soundcheck a 6 segundos", "recortá el
// amasado a 8 segundos"): the length it is left at, as "to 6 seconds".
// It was read as a length to take off ("made it last 4s"), a silent wrong
// edit. "A los 6 segundos", "a 6" with no unit and "de a 6" stay as they
// are.
func lengthToA(f *frame) bool {
	if len(f.times) != 1 || f.times[0].kind != "point" || f.times[0].first == 0 || !secondsSaid(f) {
		return false
	}
	toks := f.c.toks
	at := f.times[0].first
	if !toks[at-1].word("a") || at >= 2 && toks[at-2].word("de", "del") {
		return false
	}
	w := strings.Fields(fold(f.times[0].said))
	return len(w) >= 2 && !slices.Contains([]string{"a", "the", "el", "la", "los", "second", "segundo", "sec", "seg", "minute", "minuto", "min"}, w[0])
}

// aBeforeTime: the word at i is a bare "a" with a time right after it
// ("el amasado a 8 segundos"): the preposition, never an ending of the
// name before it (it was joined to it as "amasadoa", a spoken form of the
// name, and the time lost its "a").
//
// An article between them too: "repetí la foto de la muñeca a los 45"
// (joined as "munecaa", the 45 was left as an amount and the copy went
// right after the original).
func aBeforeTime(toks []token, i int) bool {
	if i+2 < len(toks) && toks[i].word("a") && toks[i+1].word("los", "las", "el") && toks[i+2].timeLike() {
		return true
	}
	return i+1 < len(toks) && toks[i].word("a") && toks[i+1].timeLike()
}
