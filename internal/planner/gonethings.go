package planner

// More removals said as what is not wanted (gonesaid.go reads the
// others): "no heart pls", "no thumbs up please", "no stickers" (refused:
// "does not act on not"), and a predicate said before a command that only
// removes it again, "la flecha no va, sacala", "the heart can go, delete
// it" (refused: "say what to change about la flecha").

// noThingOpener: the part from i is "no" and then only a thing shown
// over the video (a sticker, a text, a title, a logo), said by its kind
// or its sticker word with no article, with at most a politeness after
// it: "no heart pls", "no stickers", "no thumbs up please". Anything else
// after it (a time, a verb, a place: "no music during the intro", "no
// text at the start"), an article ("no the logo" takes a thing back) or a
// comma before it is not read so.
func noThingOpener(toks []token, i int) bool {
	if !toks[i].word("no") || i > 0 && toks[i-1].kind == tPunct && toks[i-1].text == "," {
		return false // "delete the heart, no the logo": a take-back, asked
	}
	thing := false
	for k := i + 1; k < len(toks) && toks[k].kind != tPunct && !toks[k].has(cConn); k++ {
		t := toks[k]
		switch {
		case t.kind != tWord:
			return false
		case t.word("please", "pls", "plz", "plis", "porfa", "por favor", "thanks", "gracias", "more", "mas"):
		case t.has(cDet) && !t.has(cSticker):
			return false // "no the logo", "no el corazón": a correction said after "no", not a removal
		case t.has(cSticker) && strongSticker(t), t.has(cKind, "sticker"), t.has(cKind, "text"), t.has(cKind, "logo"):
			if t.has(cVerb) || t.has(cSpan) {
				return false
			}
			thing = true
		default:
			return false
		}
	}
	return thing
}

// removalSaidAgain: the part after the predicate that ends at j is a
// removal verb on "it" and nothing else ("sacala", "delete it", "borralo
// porfa"); e is where that part ends.
func removalSaidAgain(toks []token, j int) (e int, ok bool) {
	k := j
	for k < len(toks) && toks[k].kind == tPunct {
		k++
	}
	verb := false
	for e = k; e < len(toks) && toks[e].kind != tPunct && !toks[e].has(cConn); e++ {
		t := toks[e]
		switch {
		case t.has(cVerb, "delete"):
			verb = true
		case t.has(cPron), t.has(cFiller), t.word("please", "pls", "porfa", "nomas", "directamente", "just"):
		default:
			return 0, false
		}
	}
	return e, verb
}
