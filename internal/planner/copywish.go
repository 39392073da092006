package planner

import "slices"

// copyWishRestated: a wish that a thing also shows at a time, then the
// copy said as a command of "it": "el pin de ubicación quiero que salga
// también al principio, duplicalo en el 0", "I want the badge to show up
// at the start too, duplicate it at 0". The command says the same copy
// again (two copies were made, one of them of the copy); the wish is why
// and names the thing "lo" is. The wish names one thing, says "also" and
// a verb of showing, and no other verb; the command opens with the copy
// and says "it".
func copyWishRestated(c, next clause, names func(token) bool) bool {
	also, show := false, false
	for _, t := range c.toks {
		switch {
		case t.kind != tWord:
		case alsoWord(t) || t.word("too"):
			also = true
		case copyShowWord(t) || t.word("salga", "salgan", "aparezca", "aparezcan", "appear", "appears"):
			show = true
		case t.has(cVerb) && !names(t) && !t.has(cKind) && !t.has(cSticker) && !t.word("want", "quiero", "queremos", "quisiera", "would like", "need", "necesito"):
			return false
		}
	}
	if !also || !show || oneThingOf(c, names) == nil {
		return false
	}
	i := slices.IndexFunc(next.toks, func(t token) bool { return t.kind == tWord && !t.has(cConn) })
	return i >= 0 && next.toks[i].has(cVerb, "duplicate") && hasPronoun(next.toks)
}
