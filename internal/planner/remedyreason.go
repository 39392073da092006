package planner

import "slices"

// complaintOfRemedy: after "que", the tail of a clause that turns a level
// down or up only says how the thing is, in a word basic mode does not
// know ("bajale la saturación un toque que está muy chillona", "bajale el
// contraste que quedó re feo"): why, as the same words after
// a comma are (setAsides), and as complaintOfRemoved reads them after a
// removal. The clause was refused for the word ("would leave out
// chillona"). The tail must hold such a word: a tail of known words may
// say which thing ("la música que está muy fuerte") and is read as before.
func complaintOfRemedy(edit, tail []token, names func(token) bool) bool {
	remedy := slices.ContainsFunc(edit, func(t token) bool { return t.kind == tWord && t.has(cVerb, "lower", "raise") })
	unknown := slices.ContainsFunc(tail, func(t token) bool { return t.kind == tWord && len(t.lex) == 0 && !names(t) })
	return remedy && unknown && complaintOfIt(tail)
}
