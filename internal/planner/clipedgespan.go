package planner

// cutBeforeEdge: a noun that is also a verb ("cut") right after a comma,
// before "the first"/"the last" ("the sunset clip drags, cut the last 3
// secs of it"), opens the command: a first or last stretch is what is
// cut ("cut" was taken for a clip, and it asked which).
func cutBeforeEdge(toks []token, i int) bool {
	if i == 0 || toks[i-1].kind != tPunct || i+2 >= len(toks) || !toks[i+1].has(cDet) {
		return false
	}
	return toks[i+2].word("first", "last", "primer", "primeros", "primeras", "ultimo", "ultimos", "ultimas", "final")
}
