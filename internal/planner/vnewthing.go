package planner

// wishLead: how many tokens open the clause with the user's wish and no
// edit of its own ("quiero", "I want", "we need", "me gustaría"): what
// follows is the thing wished for ("quiero un texto que diga 'Hola'" is
// a new text, as "un texto que diga 'Hola'" is). 0: none.
func wishLead(toks []token) int {
	k := 0
	if k < len(toks) && toks[k].word("i", "we", "yo", "nosotros") {
		k++
	}
	if k < len(toks) && toks[k].word(wishWords...) {
		return k + 1
	}
	return 0
}
