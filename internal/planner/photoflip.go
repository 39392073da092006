package planner

import "slices"

// flipOutcome takes out of a photo request what the user says of where
// a part ends up after a flip or a mirror ("flip it so the barn ends up
// on the left", "mirror it so she faces the other way", "dala vuelta de
// arriba a abajo, el cielo abajo"): how the flipped photo should look,
// not an edit of that part (each was refused, the part and its place
// left out). The flip itself is planned as said: one with no way still
// asks which. A tail that says anything an edit could use (a look, a
// value, a quote, another verb) stays, to be planned or refused, and so
// does one whose place the flip cannot give ("flip it horizontally so the
// sky is at the bottom"; a flip with no axis is a mirror, so "flip it so
// the sky is at the bottom" stays too).
func flipOutcome(clauses []clause, prompt string) ([]clause, []string) {
	var out []clause
	var asides []string
	flipBefore := "" // the axis of the clause before, when it flips
	for _, c := range clauses {
		v := slices.IndexFunc(c.toks, func(t token) bool { return t.has(cVerb, "flip") })
		if v < 0 && flipBefore != "" && flipEndsUp(c.toks) == flipBefore {
			asides = append(asides, c.raw)
			continue
		}
		if v >= 0 {
			for i := v + 1; i+1 < len(c.toks); i++ {
				if c.toks[i].word("so", "so that", "para que", "asi", "asi que", "de modo que", "de manera que") && flipEndsUp(c.toks[i+1:]) == flipAxis(c.toks[:i]) {
					asides = append(asides, rawOf(prompt, c.toks[i:]))
					c.toks = c.toks[:i:i]
					c.raw = rawOf(prompt, c.toks)
					break
				}
			}
		}
		flipBefore = ""
		if v >= 0 {
			flipBefore = flipAxis(c.toks)
		}
		out = append(out, c)
	}
	return out, asides
}

// outcomeWords say where a part is or which way it looks, and nothing
// else ("ends up", "faces", "quede", "mire").
var outcomeWords = []string{"que", "it", "she", "he", "they", "ella", "el", "ellos", "ellas", "is", "are", "ends", "end", "up",
	"ends up", "end up", "winds up", "faces", "face", "looks", "look", "points", "sits", "stays", "will", "be", "queda", "quede",
	"quedan", "queden", "termina", "termine", "mira", "mire", "miren", "apunta", "apunte", "este", "esta", "then", "now",
	"other", "the other", "way", "opposite", "direction", "otro", "otra", "lado", "direccion", "al reves",
	// "mirror it so the barn is on the left": the lexicon has "is on" as
	// one word, shown (it was refused: "would leave out the barn, left")
	"is on", "are on"}

// flipEndsUp is the axis a flip needs for what the words say: only a
// part (a region, a person, a thing of the photo it does not know) and
// where it ends up or which way it faces. "horizontal" for a side or the
// other way, "vertical" for the top or the bottom, "" when the words say
// anything else or both.
func flipEndsUp(toks []token) string {
	axis, part := "", false
	set := func(a string) bool {
		if axis != "" && axis != a {
			return false
		}
		axis = a
		return true
	}
	for _, t := range toks {
		switch {
		case t.kind == tPunct:
		case t.kind != tWord:
			return ""
		case t.has(cPos, "left", "right") || t.word("other way", "otro lado", "the other way", "opposite", "way", "lado", "direction", "direccion"):
			if !set("horizontal") {
				return ""
			}
		case t.has(cPos, "top", "bottom", "up", "down"):
			if !set("vertical") {
				return ""
			}
		case t.has(cPos):
			return "" // a corner or the centre: no flip's own
		case t.has(cRegion) || t.word("she", "he", "ella", "el") || len(t.lex) == 0 && !isFiller(t):
			part = true
		case t.has(cDet) || t.has(cPrep) || t.word(outcomeWords...):
		default:
			return ""
		}
	}
	if !part {
		return ""
	}
	return axis
}

// flipAxis is the axis a flip clause says, "horizontal" when it says
// none (a mirror), "" when it says both or a turn.
func flipAxis(toks []token) string {
	switch {
	case slices.ContainsFunc(toks, func(t token) bool { return t.has(cProp, "bothaxes", "sideways") || t.has(cVerb, "rotate") }):
		return ""
	case slices.ContainsFunc(toks, func(t token) bool { return t.has(cProp, "vertical", "upsidedown") }):
		return "vertical"
	}
	return "horizontal"
}
