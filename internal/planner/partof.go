package planner

// partOfNamed reads "la parte del living", "the part of the kitchen", "la
// parte de luna", "la parte de las medallas": a part said by what it shows
// after "of", whose time "part" says, as "the kitchen part" is (it was
// "there is no parte on the timeline"). Only names of the project are
// read; the index after them is returned. "a part of X" is a piece of it,
// and so is a part whose piece is said after the name ("the part of the
// interview where she laughs"): both stay as they were read. ("the part
// with the logo" is read by partWith: the time it shows.)
func partOfNamed(n *np, toks []token, j int, names nameIndex, used []bool) int {
	if n.ord != 0 || len(n.names) > 0 || n.det != "the" || j >= len(toks) || !toks[j].word("of", "de", "del") {
		return j
	}
	k := skipDets(toks, j+1)
	e := k
	for e < len(toks) && names.has(toks[e]) && (used == nil || e >= len(used) || !used[e]) {
		e++
	}
	if e == k || e < len(toks) && toks[e].word("where", "donde", "en donde", "que", "that", "when", "cuando", "with", "con", "in which", "en la que", "en el que") {
		return j
	}
	for _, t := range toks[k:e] {
		n.names = append(n.names, nameKey(t.text))
	}
	return e
}
