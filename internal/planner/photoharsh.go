package planner

import "slices"

// harshDegrees say a look is too much ("too harsh", "muy duro").
var harshDegrees = []string{"too", "very", "so", "way too", "muy", "demasiado", "tan", "re"}

// harshSaid reads a photo said to look harsh ("Reduce el contraste, se ve
// muy duro", "it looks too harsh") as a complaint of too much contrast:
// the flat look, which the clause before, when it lowers the contrast,
// already is (it was refused: "say the look"). Photo requests only: a cut
// said harsh in a video is another thing.
func harshSaid(toks []token) []token {
	for k := 1; k < len(toks); k++ {
		if !toks[k].word("harsh", "duro", "dura", "duros", "duras") || !toks[k-1].word(harshDegrees...) {
			continue
		}
		flat := token{kind: tWord, text: "too harsh", pos: toks[k-1].pos, end: toks[k].end, lex: []lexeme{{cat: cEffect, val: "flat"}}}
		toks = slices.Replace(slices.Clone(toks), k-1, k+1, flat)
	}
	return toks
}
