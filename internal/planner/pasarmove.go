package planner

import "slices"

// Rioplatense and Spanish "pasar" said as a command ("pasá el encore al
// principio", "pasalo al final", "pasa la foto antes del video") is a
// move; it was not a verb at all ("say what to change"). The word is
// also "to happen" and "to go by" ("el título pasa muy rápido", "no pasa
// nada"), so it is read as a move only at the head of a clause, with a
// thing or a clitic right after it and a place in time later in the
// clause.

var pasarForms = map[string]string{"pasa": "", "pasen": "", "pase": "", "pasar": "", "pasalo": "lo", "pasala": "la",
	"pasalos": "los", "pasalas": "las", "pasenlo": "lo", "pasenla": "la"}

func pasarAsMove(toks []token) {
	for i, t := range toks {
		clitic, ok := pasarForms[t.text]
		if !ok || t.kind != tWord || i+1 >= len(toks) {
			continue
		}
		if !clauseHead(toks, i) {
			if clitic != "" && frontedThing(toks, i) && toMoment(toks[i+1:]) {
				// "el cartel del gato pasalo al 52": the thing said first, the
				// clitic takes it up (fronted.go)
				toks[i].lex = []lexeme{{cat: cVerb, val: "move"}, {cat: cPron, val: "it", plural: clitic == "los" || clitic == "las"}}
			}
			continue
		}
		next := toks[i+1]
		if clitic == "" && !next.has(cDet) && !next.word("el", "la", "los", "las", "the", "este", "esta", "ese", "esa", "todo", "toda", "todos", "todas") {
			continue
		}
		if !destinationAfter(toks[i+1:]) {
			continue
		}
		ls := []lexeme{{cat: cVerb, val: "move"}}
		if clitic != "" {
			ls = append(ls, lexeme{cat: cPron, val: "it", plural: clitic == "los" || clitic == "las"})
		}
		toks[i].lex = ls
	}
}

// clauseHead: the word opens its clause: first, or after a mark or a
// word that joins clauses ("y", "después", "che", "porfa").
func clauseHead(toks []token, i int) bool {
	for j := i - 1; j >= 0; j-- {
		if toks[j].kind == tPunct {
			return true
		}
		if !toks[j].word("y", "e", "despues", "luego", "ahora", "tambien", "che", "porfa", "por favor", "and", "then", "bueno", "dale", "ah") {
			return false
		}
	}
	return true
}

// destinationAfter: the words say where in time it goes ("al principio",
// "al final", "antes del video", "después del título").
func destinationAfter(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool {
		// a number is left out: "pasala a 16:9", "pasala a 384 por 256"
		// are a photo's new shape, not a time
		return t.has(cSpan, "start", "end") || t.has(cPrep, "before", "after") ||
			t.word("al principio", "al final", "al inicio", "al comienzo", "antes", "despues", "adelante", "atras")
	})
}
