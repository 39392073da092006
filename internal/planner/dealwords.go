package planner

// A deal said the way shops write it, "2x1", "3x2", is one word: the
// lexer read "2x" as a speed factor and "1" as a number, so "el texto del
// 2x1" was refused ("basic mode would leave out 2x") and "make the 2x1
// text yellow" too. Only where a name of the project holds the word
// ("2x1 en medialunas toda la semana"), so "800x600" stays a size and
// "2x" a speed everywhere else.

// dealsAsWords joins a factor glued to a number ("2x" "1") into the word
// a name of the project holds.
func dealsAsWords(toks []token, prompt string, voc *vocabulary) []token {
	if voc == nil {
		return toks
	}
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].kind != tFactor || toks[i+1].kind != tNumber || toks[i+1].pos != toks[i].end {
			continue
		}
		w := fold(prompt[toks[i].pos:toks[i+1].end])
		if !voc.project[w] {
			continue
		}
		toks = merge(toks, i, 2, token{kind: tWord, text: w, pos: toks[i].pos, end: toks[i+1].end})
	}
	return toks
}
