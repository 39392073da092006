package planner

import "slices"

// personPronouns stand for the person in the photo when a state is said
// of them.
var personPronouns = []string{"she", "he", "ella", "el", "él"}

// personStateSaid: "she looks too orange", "he looks pale", "ella se ve
// muy roja": a person's pronoun before a copula is the person, so the
// complaint goes on the subject (they were refused: "she" left out).
// Spanish "el" is the article too: it stands for him only first in the
// clause and before a copula ("él está muy rojo").
func personStateSaid(toks []token) []token {
	for i := 0; i+1 < len(toks); i++ {
		if !toks[i].word(personPronouns...) || !toks[i+1].word(photoCopulas...) || i > 0 && toks[i-1].kind == tWord && !toks[i-1].has(cConn) {
			continue
		}
		toks = slices.Replace(slices.Clone(toks), i, i+1, wordToken("person", toks[i].pos, toks[i].end))
	}
	return toks
}
