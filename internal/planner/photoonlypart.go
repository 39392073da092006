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
	return partThenLook(clauses, prompt)
}

// partThenLook: "only the sky, a bit more contrast and darker", "solo el
// cielo, más oscuro": a part said alone ("only" and the part, or the part
// alone first in the request) then a look with no part of its own says
// where the look goes; the two are joined, as "only the sky: more
// contrast" reads, and a look joined to it by "and" after takes the part
// too. It was refused ("say what to do to the sky"). A look before the
// part takes it first (onlyPartJoined); a part said alone after another
// clause ("warm it up, the sky") stays as it was read.
func partThenLook(clauses []clause, prompt string) []clause {
	for k := 0; k+1 < len(clauses); k++ {
		cur, next := clauses[k], clauses[k+1]
		if !(onlyPart(cur.toks) || k == 0 && partAlone(cur.toks)) || len(next.toks) == 0 ||
			!slices.ContainsFunc(next.toks, func(t token) bool { return t.has(cEffect) }) ||
			slices.ContainsFunc(next.toks, func(t token) bool { return t.has(cRegion) }) {
			continue
		}
		joined := next
		joined.toks = slices.Concat(cur.toks, next.toks)
		joined.raw = prompt[cur.toks[0].pos:next.toks[len(next.toks)-1].end]
		clauses = slices.Replace(clauses, k, k+2, joined)
	}
	return clauses
}

// partAlone: the words are a part of the photo and at most an article
// ("the sky", "el cielo").
func partAlone(toks []token) bool {
	c := contentTokens(toks)
	return len(c) > 0 && !slices.ContainsFunc(c, func(t token) bool {
		return !t.has(cRegion) && !t.word("the", "el", "la", "los", "las")
	}) && slices.ContainsFunc(c, func(t token) bool { return t.has(cRegion) })
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
