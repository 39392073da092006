package planner

import "slices"

// A hedged amount said as a clause of its own after a look that had none
// ("the hands closeup should be a bit transparent, like 70%", "el logo que
// se vea medio transparente, tipo 50%", "make the window bigger, like 45%
// of the screen") is that look's amount, as a hedged time is a length's
// (hedgetime.go): it was refused as a clause with no thing ("like 70%: say
// which element") or the amount was left out.

// hedgedAmountOnly: after a hedge, toks say one percent (or a bare number
// up to 100), with at most the words of what it measures.
func hedgedAmountOnly(toks []token) bool {
	words := slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.kind == tPunct })
	rest := afterHedge(toks)
	if len(rest) == len(words) || len(rest) == 0 {
		return false
	}
	amounts := 0
	for _, t := range rest {
		switch {
		case t.kind == tPercent:
			amounts++
		case t.kind == tWord && (t.has(cProp, "opacity", "transparent", "opaque", "size") ||
			t.word("of", "the", "de", "la", "el", "del", "screen", "pantalla", "the screen", "la pantalla", "of the screen", "de la pantalla", "frame", "cuadro", "more or less", "mas o menos", "or so")):
		default:
			return false
		}
	}
	return amounts == 1
}

// askedLookAmount: the clause asks a thing's opacity or size changed and
// says no amount of its own.
func askedLookAmount(toks []token) bool {
	if slices.ContainsFunc(toks, func(t token) bool { return t.kind == tPercent || t.kind == tNumber || t.kind == tTime }) {
		return false
	}
	return slices.ContainsFunc(toks, func(t token) bool {
		return t.kind == tWord && (t.has(cProp, "opacity", "transparent", "opaque") || t.has(cMod, "bigger", "smaller"))
	})
}
