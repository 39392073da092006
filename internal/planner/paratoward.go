package planner

// paraToward reads Spanish "para" before the video's end or start, or
// before a second of it, after a verb that puts, moves or copies a thing,
// as where it goes: "duplicá el título para el final", "mové la foto para
// el principio", "copiá el logo para el segundo 30" ("para" was left out
// and the request refused). "Dejá el logo para el final" (kept until the
// end, or moved there?) stays refused. "Para que" (a
// purpose), "para" before a length ("para 5 segundos") or before anything
// else ("para la intro", "para instagram") keep their meaning.
func paraToward(toks []token) []token {
	edgeAt := func(k int) bool {
		return k < len(toks) && toks[k].kind == tWord && (toks[k].has(cSpan, "end") || toks[k].has(cSpan, "start")) && !toks[k].has(cVerb) &&
			(k+1 == len(toks) || toks[k+1].kind == tPunct || toks[k+1].has(cConn))
	}
	// the nearest verb before "para" puts, moves or copies a thing: a verb
	// of the next clause ("mové el logo al 5 y el título dejalo para el
	// final", "guardá el título para el final": kept, not moved) takes
	// its place; a clause with no verb of its own ("mové el logo y el
	// título para el final") goes on with the one before
	placing, put := false, false
	for i, t := range toks {
		if t.kind == tWord && t.has(cVerb) && !t.has(cSpan) {
			placing = t.has(cVerb, "duplicate") || t.has(cVerb, "move") || t.has(cVerb, "put")
			put = t.has(cVerb, "put") && !t.has(cVerb, "duplicate", "move")
		}
		if !placing || !t.word("para") || len(t.lex) > 0 && !t.has(cFiller) || i+1 >= len(toks) {
			continue
		}
		// "para el final" (one phrase), "para el principio", "para el
		// segundo 30", "para el 30"; "para 5 segundos" is how long
		k := i + 1
		det := toks[k].word("el", "la")
		if det {
			k++
		}
		if !edgeAt(k) && !(det && k < len(toks) && toks[k].timeLike()) {
			continue
		}
		// after "poner", read as "at": where it goes, not how far ("poné
		// el logo para el final" made it last until the end; the copy of
		// "duplicá el logo y ponelo para el final" ran from the original's
		// end on); after a move or a copy, "to" (a group moved "to the
		// end" ends there together)
		toks[i].lex = []lexeme{{cat: cPrep, val: "to"}}
		if put {
			toks[i].lex = []lexeme{{cat: cPrep, val: "at"}}
		}
	}
	return toks
}
