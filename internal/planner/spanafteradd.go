package planner

import "slices"

// The stretch a new text or sticker shows, said after a comma together
// with its place, or with a put verb of its own ("agregale unos brillitos
// cuando el cachorro se sienta, del 17 al 20 abajo a la derecha",
// "agregale 'Te amamos abu' abajo mientras habla la abuela, ponele de 40
// a 46", "add a star when they clink, put it from 12 to 16 top left"):
// the numbers are the new thing's time, and an event said before them
// only describes it (eventrestated.go). Without this the piece after the
// comma was a clause of its own, refused: "say what to add".

// spanOfTheAdd joins the piece after the comma to the add before it: the
// put verb and its "it" are dropped, the range and the place kept. Only
// a range in numbers (two times) with nothing but place words beside it.
func spanOfTheAdd(prev clause, conn, toks []token) ([]token, bool) {
	if !commaOnly(conn) || !addsNewThing(prev) {
		return nil, false
	}
	rest := unhedged(toks)
	verb := len(rest) > 0 && rest[0].kind == tWord && rest[0].has(cVerb, "put", "add")
	if verb {
		rest = rest[1:]
		if len(rest) > 0 && rest[0].kind == tWord && rest[0].word("it", "lo", "la", "them", "los", "las") {
			rest = rest[1:]
		}
		rest = unhedged(rest)
	}
	placed := slices.ContainsFunc(rest, func(t token) bool { return t.kind == tWord && t.has(cPos) })
	if !verb && !placed {
		return nil, false // a range alone: clauses.go joins it already
	}
	span := slices.DeleteFunc(slices.Clone(rest), func(t token) bool {
		return t.kind == tWord && (t.has(cPos) || t.word("en", "in", "at", "on", "the", "el", "la"))
	})
	if len(span) == 0 || !rangeOnly(span) {
		return nil, false
	}
	return append(append(slices.Clone(prev.toks), conn...), rest...), true
}

// spanAfterAddJoins joins the piece to prev when spanOfTheAdd reads it.
func spanAfterAddJoins(prev *clause, conn, toks []token) bool {
	joined, ok := spanOfTheAdd(*prev, conn, toks)
	if ok {
		prev.toks = joined
	}
	return ok
}
