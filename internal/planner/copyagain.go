package planner

import "slices"

// copyPutAgain: "duplicá el texto de precios y ponelo otra vez en el 58",
// "duplicate the heart and put it again at 20": after a bare duplicate,
// "again" on the put is the copy itself showing a second time, which the
// duplicate already made. Read on the put, it asked for a new file ("which
// file do you mean by ponelo"). The words are dropped from the put, which
// then moves the copy as "ponelo en el 58" does. Only right after a
// duplicate with no place or time of its own, and a put of "it".
func copyPutAgain(c, next clause) clause {
	dup := false
	for _, t := range c.toks {
		switch {
		case t.has(cVerb, "duplicate"):
			dup = true
		case t.has(cVerb), t.is(tNumber, tTime, tPercent), t.has(cPos), t.has(cSpan):
			return next
		}
	}
	if !dup {
		return next
	}
	i := 0
	for i < len(next.toks) && (next.toks[i].kind == tPunct || next.toks[i].has(cConn)) {
		i++
	}
	if i >= len(next.toks) || !next.toks[i].has(cVerb, "put", "move") {
		return next
	}
	pron := next.toks[i].has(cPron) || i+1 < len(next.toks) && next.toks[i+1].has(cPron, "it")
	if !pron {
		return next
	}
	kept := slices.DeleteFunc(slices.Clone(next.toks), func(t token) bool {
		return t.kind == tWord && t.word("again", "otra vez", "de nuevo", "nuevamente", "once more")
	})
	if len(kept) == len(next.toks) {
		return next
	}
	next.toks = kept
	return next
}
