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
