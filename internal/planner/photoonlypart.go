package planner

import "slices"

// onlyWords restrict an edit to a part: "only", "just", "solo".
var onlyWords = []string{"only", "just", "solo", "sólo", "solamente", "unicamente", "únicamente", "nomas", "nomás"}

// onlyPartJoined: "blanco y negro pero solo el fondo", "black and white,
// only the background": a clause that is only "only" and a part says
// where the look before it goes; it is joined to that clause, as "just
// the background in black and white" reads (it was refused: "say what to
// do to the background").
func onlyPartJoined(clauses []clause, prompt string) []clause {
	for k := len(clauses) - 1; k >= 1; k-- {
		cur, prev := clauses[k], clauses[k-1]
		if !onlyPart(cur.toks) || len(prev.toks) == 0 ||
			!slices.ContainsFunc(prev.toks, func(t token) bool { return t.has(cEffect) }) ||
			slices.ContainsFunc(prev.toks, func(t token) bool { return t.has(cRegion) }) {
			continue
		}
		joined := prev
		joined.toks = slices.Concat(prev.toks, cur.toks)
		joined.raw = prompt[prev.toks[0].pos:cur.toks[len(cur.toks)-1].end]
		clauses = slices.Replace(clauses, k-1, k+1, joined)
	}
	return clauses
}

// onlyPart: the words are "only" and a part of the photo, with at most an
// article or a "but" ("pero solo el fondo").
func onlyPart(toks []token) bool {
	c := contentTokens(toks)
	if len(c) < 2 {
		return false
	}
	k := 0
	if c[k].word("but", "pero") {
		k++
	}
	if k >= len(c) || !c[k].word(onlyWords...) {
		return false
	}
	region := false
	for _, t := range c[k+1:] {
		switch {
		case t.has(cRegion):
			region = true
		case t.word("the", "el", "la", "los", "las", "a", "al", "en", "on", "to", "in", "de", "del", "though", "eh", "nomas"):
		default:
			return false
		}
	}
	return region
}
