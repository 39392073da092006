package planner

import "slices"

// Words that open a request only to hold the conversation: "ok so cut
// from 10 to 12", "just silence the music", "I'd like you to cut …",
// "dale, borrá el logo", and words that agree ("vale, quita el logo"). Each has a reading as a filler, but also
// another one ("ok" and "like" are stickers, "just" is "only", "dale" is
// "apply"), so the verb after them was not read as the clause's first
// word: "cut" and "silence" became nouns (a question about which clip is
// "cut", "say what to do with the silences") and "dale" a clause of its
// own. Before a verb, at the start of the request or of a part of it
// (after a comma or a connective), such words are only fillers; a comma
// after them only ends the opener.

// openingFillers reads the words with a filler reading that open a part
// of the request, up to a verb, as fillers alone.
func openingFillers(toks []token) []token {
	for start := 0; start < len(toks); start++ {
		if start > 0 && toks[start-1].kind != tPunct && !toks[start-1].has(cConn) {
			continue
		}
		end := start
		for end < len(toks) && toks[end].kind == tWord && (toks[end].has(cFiller) && !isFiller(toks[end]) || isFiller(toks[end]) && !toks[end].has(cConn) ||
			toks[end].word(agreementWords...)) {
			end++
		}
		if end == start || !openerBeforeVerb(toks, start, end) {
			continue
		}
		toks = slices.Clone(toks)
		for i := start; i < end; i++ {
			toks[i].lex = []lexeme{{cat: cFiller}}
		}
		if end < len(toks) && toks[end].kind == tPunct && toks[end].text == "," {
			toks = slices.Delete(toks, end, end+1) // "dale, borrá el logo": one clause
		}
	}
	return toks
}

// openerBeforeVerb: the words start..end have a reading other than a
// filler, and a verb or a comma follows them.
func openerBeforeVerb(toks []token, start, end int) bool {
	if !slices.ContainsFunc(toks[start:end], func(t token) bool { return !isFiller(t) }) {
		return false // fillers alone: read as they are
	}
	if end < len(toks) && toks[end].kind == tPunct && toks[end].text == "," && end+1 < len(toks) {
		// "dale, hacé el clip blanco y negro": a comma ends the opener; a
		// word that only agrees ("vale", "right") needs a verb after it:
		// "right, the logo is too big" may be a place; "órale, la
		// exclamación ponla…" has no other reading (it was an unknown word)
		agrees := slices.ContainsFunc(toks[start:end], func(t token) bool { return t.word(agreementWords...) && !t.has(cFiller) && len(t.lex) > 0 })
		return !agrees || startsWithVerb(toks[end+1:])
	}
	return end < len(toks) && toks[end].kind == tWord && toks[end].has(cVerb)
}
