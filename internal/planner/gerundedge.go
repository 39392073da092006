package planner

import "slices"

// "la fachada está muy larga, dejala en 5 segundos cortando del final",
// "make it 5 seconds by trimming the end", "que dure 4 segundos
// recortando el final": a new length, and the edge it is taken from said
// with a gerund. A length that shortens a thing takes its end off, so the
// gerund says what the length does: read alone, "cortando del final" moved
// the clip to the end of the video (silent). The gerund phrase is dropped
// when it names the end and the clause says a time; one that names the
// start ("cortando del principio") is kept, to be read or refused as it
// was, since the length alone would take the end.

// edgeGerunds say how a length is reached.
var edgeGerunds = []string{"cortando", "recortando", "sacando", "quitando", "cutting", "trimming", "chopping", "taking"}

// endGerundDropped drops "(by) cutting (from|off) the end" after a length.
func endGerundDropped(toks []token) []token {
	g := slices.IndexFunc(toks, func(t token) bool { return t.word(edgeGerunds...) })
	if g < 1 || !slices.ContainsFunc(toks[:g], token.timeLike) {
		return toks
	}
	end := g + 1
	sawEnd := false
	for end < len(toks) && toks[end].kind == tWord {
		t := toks[end]
		switch {
		case t.word("final", "end", "fin", "the end", "al final", "el final"):
			sawEnd = true
		case t.word("del", "de", "el", "from", "off", "the", "al", "at", "a", "out"):
		default:
			return toks // another word: "cutting the intro"
		}
		end++
	}
	if !sawEnd || end < len(toks) && !(toks[end].kind == tPunct) {
		return toks
	}
	start := g
	if toks[g-1].word("by") || toks[g-1].kind == tPunct && toks[g-1].text == "," {
		start = g - 1 // "by cutting", ", trimming"
	}
	return slices.Concat(toks[:start], toks[end:])
}
