package planner

// A part of the video is said by what happens in it: "la parte donde saca
// la rueda", "the part where he takes the wheel off", "el tramo en que
// amasa". partOfNamed reads "la parte de la rueda" and leaves "where" to
// the readers of a piece of a thing ("the part of the interview where she
// laughs"); here, a part with no names of its own, then "where"/"donde",
// who does it (a pronoun or nothing), a doing and the names of the thing
// it is done to, is the thing those names say, as "the wheel part" is (it
// was "there is no parte on the timeline"). The doing must be one the
// project's clips are named or described by: its root is a root of a word
// of an asset's name or description (indexDoingRoots), or it is a name
// itself ("amasa", amasado.mp4); else the phrase is left as it was read.

// partWhereWords open the clause of what happens in the part.
var partWhereWords = []string{"where", "donde", "en donde", "en que", "en la que", "en el que", "in which"}

// partWhereDoers are who does it, said before the doing.
var partWhereDoers = []string{"he", "she", "they", "we", "i", "el", "ella", "ellos", "ellas", "se", "le", "lo", "la"}

// partWhereParticles close an English doing ("takes the wheel off").
var partWhereParticles = []string{"off", "out", "up", "down", "on", "in"}

// partWhereNamed reads the clause of what happens in a part n said with
// no names; j is the index after the part's noun. It returns the index
// after the clause, j when it is not one.
func partWhereNamed(n *np, toks []token, j int, names nameIndex, used []bool) int {
	if n.kind != "part" || n.ord != 0 || len(n.names) > 0 || n.det != "the" || j >= len(toks) || !toks[j].word(partWhereWords...) {
		return j
	}
	free := func(k int) bool { return used == nil || k >= len(used) || !used[k] }
	k := j + 1
	if k < len(toks) && toks[k].word(partWhereDoers...) && !names.has(toks[k]) {
		k++
	}
	if k >= len(toks) || toks[k].kind != tWord || !free(k) {
		return j
	}
	doing := toks[k]
	var said []string
	if names.has(doing) {
		said = append(said, nameKey(doing.text))
	} else if w := fold(doing.text); !rootable(w) || !names[rootMark+wordRoot(w)] {
		return j
	}
	k = skipDets(toks, k+1)
	for k < len(toks) && names.has(toks[k]) && free(k) {
		said = append(said, nameKey(toks[k].text))
		k++
	}
	if len(said) == 0 {
		return j
	}
	if k < len(toks) && toks[k].word(partWhereParticles...) && free(k) {
		k++
	}
	n.names = said
	return k
}
