package planner

import "slices"

// placeStayVerbs say where a thing ends up, not how long it lasts:
// "que 'Link in bio' quede abajo", "make 'Casa Azul' sit in the center".
// The lexicon reads "quede" as "last" (it is, in "que quede 5 segundos"),
// so a place after it was left out ("would leave out bottom"), and "sit"
// was an unknown word.
var placeStayVerbs = []string{"quede", "queden", "quedar", "sit", "sits"}

// placeVerbs reads a place-stay verb as a move when a place follows it
// ("quede en el centro", "sit at the bottom", "quede arriba a la
// derecha"); elsewhere it keeps its reading ("que quede 5 segundos", "que
// quede oscuro"). After "no" the place is the one not wanted ("que no
// quede abajo"): that is a negation, not a place to move to.
func placeVerbs(toks []token) []token {
	for i := 0; i+1 < len(toks); i++ {
		if !toks[i].word(placeStayVerbs...) || i > 0 && toks[i-1].word("no", "not", "never", "nunca") || !placeAfter(toks, i+1) {
			continue
		}
		toks = slices.Clone(toks)
		toks[i].lex = lookup("move")
	}
	return toks
}
