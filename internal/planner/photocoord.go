package planner

import "strings"

// moreAfterAnd: "el pasto más verde y vivo", "la foto más cálida y viva":
// a bare adjective after "y" takes the "más" of the look before it, and
// so the part that look is said of, when only its "más" form is a look
// of the lexicon ("vivo" alone is not one: it was left out and the whole
// request refused). Nothing else may follow the adjective in its clause.
func moreAfterAnd(toks []token) []token {
	for i := 2; i < len(toks); i++ {
		if !toks[i-1].word("y", "e", "and") || toks[i].kind != tWord || toks[i].has(cEffect) || len(toks[i].lex) > 0 {
			continue
		}
		if i+1 < len(toks) && toks[i+1].kind == tWord && !toks[i+1].word("y", "e", "and", "pero", "but", "porfa", "por favor", "please", "pls", "plis") {
			continue
		}
		prev := toks[i-2]
		if !prev.has(cEffect) {
			continue
		}
		more := ""
		switch {
		case strings.HasPrefix(prev.text, "mas "), i >= 3 && toks[i-3].word("mas"):
			more = "mas "
		case strings.HasPrefix(prev.text, "more "), i >= 3 && toks[i-3].word("more"):
			more = "more "
		default:
			continue
		}
		if ls := theLexicon().phrases[more+toks[i].text]; len(ls) > 0 {
			joined := token{kind: tWord, text: more + toks[i].text, pos: toks[i].pos, end: toks[i].end, lex: ls}
			if joined.has(cEffect) {
				toks[i] = joined
			}
		}
	}
	return toks
}
