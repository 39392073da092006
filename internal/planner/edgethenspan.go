package planner

import "slices"

// edgeThenSpan: "subile la música al final, en el outro", "turn the music
// up at the end, during the outro", "bajala al principio, mientras está
// el título": the edge of the video said first, then after a comma the
// stretch it is. The stretch says which part of the end; it is no clause
// of its own. Split at the comma, the edit was asked "For how long at the
// end?" and the stretch was left over, where "al final en el outro" (no
// comma) was read. The comma is dropped, so the two are read together as
// they are without it; a stretch that cannot be found is still asked.
// Only a comma right after the edge words, followed by a word that opens
// a stretch and no verb of its own, is dropped.

// spanOpeners are the prepositions that open the stretch after the edge.
var spanOpeners = []string{"during", "in", "at", "from"}

// edgeThenSpan drops the comma between an edge ("at the end") and the
// stretch after it ("in the outro").
func edgeThenSpan(toks []token) []token {
	for c := 1; c+1 < len(toks); c++ {
		if toks[c].kind != tPunct || toks[c].text != "," || !toks[c-1].has(cSpan, "end", "start") || toks[c-1].kind != tWord {
			continue
		}
		if !toks[c+1].has(cPrep, spanOpeners...) || toks[c+1].has(cVerb) {
			continue
		}
		rest := toks[c+1:]
		if k := slices.IndexFunc(rest, func(t token) bool { return t.kind == tPunct || t.has(cConn, "and", "then", "but") }); k >= 0 {
			rest = rest[:k]
		}
		if slices.ContainsFunc(rest, func(t token) bool { return t.has(cVerb) }) {
			continue // "al final, en el outro poné un sticker": a clause of its own
		}
		return append(slices.Clone(toks[:c]), toks[c+1:]...)
	}
	return toks
}
