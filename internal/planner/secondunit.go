package planner

import "slices"

// secondAsUnit: toks[i] is "second"/"segundo" said as a unit of time, not
// as an ordinal: after "first", "last", "primer", "último" or a number
// ("the first second of the glazing clip", "the last second of it", "el
// primer segundo del saludo"). Read as "the second one of" it asked for a
// second glazing clip ("there is no the glazing clip: there is 1").
func secondAsUnit(toks []token, i int) bool {
	if i < 1 || !toks[i].word("second", "segundo") {
		return false
	}
	p := toks[i-1]
	return p.kind == tNumber || p.kind == tWord && (p.has(cOrd) || p.word("first", "last", "final", "primer", "primero", "ultimo", "one", "un", "1"))
}

// halfOfAUnit reads "medio"/"media" after "segundo y", "minuto y" as the
// half of that unit only: "el primer segundo y medio" is 1.5 s, and
// "medio" was also a kind of thing (media), so the cut seemed to name a
// thing of its own and the remark before it was planned alone ("el saludo
// tiene un silencio al principio, saca el primer segundo y medio").
func halfOfAUnit(toks []token) []token {
	for i := 2; i < len(toks); i++ {
		if !toks[i].word("medio", "media") || !toks[i-1].word("y") || !toks[i-2].has(cUnit) || !toks[i].has(cKind) {
			continue
		}
		toks = slices.Clone(toks)
		toks[i].lex = slices.DeleteFunc(slices.Clone(toks[i].lex), func(l lexeme) bool { return l.cat == cKind })
	}
	return toks
}
