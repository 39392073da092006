package planner

import "slices"

// A length asked with no amount, then the amount after a hedge, as a
// clause of its own: "can the price stay up longer? like until 16s",
// "que el título dure más, tipo 6 segundos", "make the map longer, say 8
// secs". The time is the first clause's: it asked how long, and the
// hedge was a clause with no verb.

var timeHedges = []string{"like", "say", "maybe", "perhaps", "around", "about", "roughly", "approx", "approximately",
	"tipo", "como", "onda", "unos", "unas", "mas o menos", "more or less", "quizas", "quiza", "capaz", "digamos", "not sure",
	"i guess", "i think", "creo", "no se"}

// hedgedTimeOnly: the clause is a hedge, then a time and at most the
// words that join it ("until", "hasta", "to", "a"), and nothing else.
func hedgedTimeOnly(toks []token) bool {
	words := slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.kind == tPunct })
	rest := afterHedge(toks)
	if len(rest) == len(words) || len(rest) == 0 {
		return false // no hedge, or nothing after it
	}
	times := 0
	for _, t := range rest {
		switch {
		case t.kind == tTime:
			times++
		case t.kind == tWord && t.word("until", "till", "til", "hasta", "to", "a", "los", "las", "el", "la", "de", "more", "mas", "extra", "longer"):
		default:
			return false
		}
	}
	return times == 1
}

// afterHedge: the tokens after the hedge words that open toks, without
// punctuation.
func afterHedge(toks []token) []token {
	words := slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.kind == tPunct })
	i := 0
	for i < len(words) && words[i].kind == tWord && words[i].word(timeHedges...) {
		i++
	}
	return words[i:]
}

// askedHowLong: the clause asks a thing longer or shorter, or to stay, with
// no time of its own.
func askedHowLong(toks []token) bool {
	if slices.ContainsFunc(toks, func(t token) bool { return t.kind == tTime }) {
		return false // ("the Day 75 text": a number of its name is no time)
	}
	return lengthState(toks) != "" || slices.ContainsFunc(toks, func(t token) bool {
		return t.has(cVerb, "last", "extend", "shorten") || t.has(cMod, "longer", "shorter")
	})
}
