package planner

import (
	"slices"
	"strings"
)

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

// simileOf: "sepia, like an old science book", "make it warmer, like
// morning light in the shop", "más cálida, como la luz de la mañana",
// "sepia pls, old bakery vibe": what the look wanted is likened to, said
// after a look, is a remark, never a part to edit nor a second look (they
// were refused for their words, "book" a part). The tail says "like" or
// "como" and then a thing (not "like warmer", a hedge), or ends in
// "vibe"; it holds no verb, place, number, quote or text, and any look in
// it is the head's own or a light named ("la luz de la mañana"); it names
// a thing basic mode has no word for, and no part first ("like the face"
// may say which part is meant). "parece un …", "looks like a …" likens
// the photo as it is, beside a look, the same way.
func simileOf(head, tail []token) bool {
	var looks []string
	for _, t := range head {
		if l, ok := t.get(cEffect); ok {
			looks = append(looks, l.val)
		}
	}
	if len(looks) == 0 {
		return false
	}
	var c []token
	for _, t := range tail {
		if t.kind == tPunct || t.kind == tWord && t.has(cConn) && !t.word("like", "como") || t.word("pls", "please", "porfa", "por favor", "plis") {
			continue
		}
		c = append(c, t)
	}
	if len(c) < 2 {
		return false
	}
	var body []token
	likened := false // the photo likened to a thing: one no edit makes ("un dibujo") counts as unknown
	switch {
	case c[0].word("like", "como", "tipo"):
		body = c[1:]
		k := 0
		for k < len(body) && body[k].has(cDet) {
			k++
		}
		if k == len(body) || body[k].has(cEffect) || body[k].has(cMod) && !body[k].word("light") || body[k].has(cVerb) || body[k].has(cProp) || body[k].has(cRegion) {
			return false // "like warmer", "like a lot", "como más": a hedge before the look; "like the face": the part meant
		}
	case len(c) > 2 && c[0].word("parece", "parecen", "looks like", "look like") && c[1].word("un", "una", "a", "an"):
		// "esta re saturada, parece un dibujito, bajale el color": what
		// the photo is like now, said beside the look that mends it (it
		// was refused: "no edit I know")
		body, likened = c[1:], true
	case c[len(c)-1].word("vibe", "vibes", "feel", "feeling", "mood", "aesthetic", "onda"):
		body = c[:len(c)-1]
	default:
		return false
	}
	unknown := 0
	for _, t := range body {
		switch {
		case t.kind != tWord, t.has(cVerb), t.has(cPos), t.has(cTextIntro), t.has(cProp), t.has(cKind) && !t.has(cRegion) && !t.has(cKind, "image"), t.has(cSide):
			return false
		case t.has(cEffect):
			l, _ := t.get(cEffect)
			if !contains(looks, l.val) && !t.word("light", "luz", "sunlight", "sol", "sun") {
				return false
			}
		case !slices.ContainsFunc(t.lex, func(l lexeme) bool { return l.cat != cNo }), likened && t.has(cNo):
			unknown++ // a thing basic mode has no word for ("bakery", "mañana")
		}
	}
	return unknown > 0
}

// undoReason: "deshacé eso, la prefiero a color", "rehacelo, estaba
// mejor", "undo that, I liked it better before": after an undo or a redo,
// that the user prefers how it was is why, not an edit (they were refused,
// the preference left out). A look, a part, a place or another verb in it
// keeps it ("deshacelo, la prefiero más cálida" may ask for more).
func undoReason(head, tail []token) bool {
	if !slices.ContainsFunc(head, func(t token) bool { return t.has(cVerb, "undo", "redo") }) {
		return false
	}
	prefers := false
	for _, t := range tail {
		if t.kind == tPunct {
			continue
		}
		if t.kind != tWord {
			return false
		}
		if t.word("prefiero", "prefer", "mejor", "better", "liked", "gustaba", "estaba", "was", "before", "antes") {
			prefers = prefers || !t.word("estaba", "was", "before", "antes")
			continue
		}
		if t.has(cVerb) || t.has(cEffect) || t.has(cRegion) || t.has(cPos) || t.has(cKind) || t.has(cTextIntro) || t.has(cSide) {
			return false
		}
	}
	return prefers
}
