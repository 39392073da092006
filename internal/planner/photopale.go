package planner

import "slices"

// paleWords say a colour is faint: as a state of the photo or a part
// ("the sky is too pale", "la cara se ve pálida") they are a fault whose
// remedy is more colour; beside a colour ("azul pálido", "pale blue")
// they are that colour's shade, no look.
var paleWords = []string{"pale", "palido", "palida", "palidos", "palidas"}

// paleShadeKept takes the look away from a pale word beside a colour, so
// "poné el cielo azul pálido" stays a shade of blue (it was read as a
// paler look as well and the sky was warmed).
func paleShadeKept(toks []token) []token {
	out := toks
	for i, t := range toks {
		if !t.word(paleWords...) {
			continue
		}
		if i > 0 && toks[i-1].has(cColor) || i+1 < len(toks) && toks[i+1].has(cColor) {
			if &out[0] == &toks[0] {
				out = slices.Clone(toks)
			}
			out[i].lex = slices.DeleteFunc(slices.Clone(t.lex), func(l lexeme) bool { return l.cat == cEffect })
		}
	}
	return out
}
