package planner

// A text said without quotes, then the thing of the project it goes on
// ("pone un texto que diga riego diario en el clip del riego", "write
// fresh bread on the oven clip", "que diga ¡listo! en la parte del
// horno"): the words end before the thing, which is the text's time. The
// text held the whole phrase ("riego diario en el clip del riego") and
// went at 0 s: silent. anchorTail reads a thing said with "when" or
// "during"; this reads one said with "in", "on" or "en", and only when it
// is said as footage (a clip, a part, a shot) with a name of the project,
// and nothing else follows: "que diga Bienvenidos a la huerta" keeps its
// words, and so does "que diga nos vemos en el próximo video".

// footageTail is where unquoted text (toks[from:end]) stops before "in the
// <name> clip" or "en la parte del <name>"; end when no such tail closes it.
func footageTail(toks []token, from, end int, names nameIndex) int {
	for k := from + 1; k < end; k++ {
		if toks[k].kind != tWord || !toks[k].has(cPrep, "in") && !toks[k].has(cPrep, "at") {
			continue
		}
		if footageShaped(toks[k+1:end], names) {
			return trimPreps(toks, from, k)
		}
	}
	return overTail(toks, from, end, names)
}

// overTail: "add a text saying Welcome on top of the logo", "que diga
// OFERTA encima del logo": the words end before the thing they go over,
// said as a thing of the project and nothing more (the text read "Welcome
// on top of the logo", at the bottom: silent). "que diga Over the Moon" is
// no thing of the project and keeps its words.
func overTail(toks []token, from, end int, names nameIndex) int {
	for k := from + 1; k < end; k++ {
		if !overThingAt(toks[:end], k, names) {
			continue
		}
		// overThingAt found the thing; the rest of the tail must be only it
		for _, t := range toks[k+1 : end] {
			if t.kind != tWord || !(t.has(cKind) || names.has(t) || t.has(cDet) || t.word("of", "de", "del")) {
				return end
			}
		}
		return k
	}
	return end
}

// footageShaped: the words name footage of the project and nothing more:
// a clip or part word, a name, and the articles and "of" between them.
func footageShaped(tail []token, names nameIndex) bool {
	footage, named := false, false
	for _, t := range tail {
		switch {
		case t.kind == tPunct:
		case t.kind != tWord:
			return false
		case names.has(t):
			named = true
		case t.has(cKind, "clip") || t.has(cKind, "part"):
			footage = true
		case t.has(cDet) || t.has(cPrep, "of"):
		default:
			return false
		}
	}
	return footage && named
}

func overWord(t token) bool {
	return t.kind == tWord && t.word("over", "on top of", "encima de", "encima del", "sobre", "arriba de", "arriba del")
}

// overThingAt: at k, "on top of" or "encima del" and then a thing of the
// project ("the logo", "el logo de la marca"): where a new text goes, never
// its words.
func overThingAt(toks []token, k int, names nameIndex) bool {
	if k >= len(toks) {
		return false
	}
	next := k + 1
	if k+1 < len(toks) && toks[k].word("encima", "arriba", "on top") && toks[k+1].word("de", "del", "of") {
		next = k + 2 // "encima" "del" as two words
	} else if !overWord(toks[k]) {
		return false
	}
	for _, t := range toks[next:] {
		switch {
		case t.kind != tWord:
			return false
		case t.has(cKind) || names.has(t) && !t.has(cDet):
			return true
		case !t.has(cDet):
			return false
		}
	}
	return false
}
