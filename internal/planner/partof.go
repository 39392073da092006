package planner

// partOfNamed reads "la parte del living", "the part of the kitchen",
// "la parte de luna" said as a time ("durante la parte del living",
// "hasta que termina la parte del frente"): the thing named after "of",
// whose time "part" says, as "the kitchen part" is (it was "there is no
// parte on the timeline"). Only after a word of time, and only when
// nothing after it picks a piece of the thing ("the part of the interview
// where she laughs" is a piece of it, which stays as it was read).
func partOfNamed(n *np, toks []token, i, j int, names nameIndex, used []bool) int {
	if n.ord != 0 || len(n.names) > 0 || n.det != "the" || j >= len(toks) || !toks[j].word("of", "de", "del") {
		return j
	}
	timed := prepBefore(toks, i) == "during" || i > 0 && toks[i-1].kind == tWord && (toks[i-1].has(cVerb, "end") || toks[i-1].has(cVerb, "start"))
	if !timed {
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
