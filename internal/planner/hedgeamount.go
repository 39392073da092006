package planner

import (
	"slices"
	"strings"
)

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

// bareSeeThroughAmount: a see-through look with no degree and a bare
// percent other than half ("make the photo see-through, like 30%") may
// be the opacity or the transparency: it stays apart, to be asked. A
// degree says which ("a bit transparent, like 70%" is mostly opaque), as
// does the property said with it ("like 30% opacity").
func bareSeeThroughAmount(look, amount []token) bool {
	if !slices.ContainsFunc(look, func(t token) bool { return t.kind == tWord && t.has(cProp, "transparent") }) {
		return false
	}
	if slices.ContainsFunc(look, func(t token) bool {
		return t.kind == tWord && t.word("a bit", "bit", "un poco", "poco", "poquito", "little", "a little", "slightly", "medio", "algo", "casi", "almost", "more", "mas", "less", "menos")
	}) {
		return false
	}
	rest := afterHedge(amount)
	if slices.ContainsFunc(rest, func(t token) bool { return t.kind == tWord && t.has(cProp) }) {
		return false
	}
	return !slices.ContainsFunc(rest, func(t token) bool { return t.kind == tPercent && strings.HasPrefix(t.text, "50") })
}
