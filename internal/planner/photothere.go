package planner

import (
	"slices"
	"strings"
)

// thereWords say "there" of the place a complaint is about ("too dark
// down there", "muy oscuro ahí abajo"): the part the clause before named.
var thereWords = [][2]string{{"down", "there"}, {"up", "there"}, {"over", "there"}, {"in", "there"}, {"ahi", "abajo"},
	{"ahi", "arriba"}, {"alla", "abajo"}, {"alla", "arriba"}}

// thereSaid drops "down there", "ahí abajo" after a complaint ("lighten
// the ground a bit, too dark down there"): the place is the part edited
// before, and the complaint the reason for it. "down" was read as the
// way the look goes (the whole photo was darkened after the ground was
// brightened: silent).
func thereSaid(toks []token) []token {
	for k := 1; k+1 < len(toks); k++ {
		if !slices.ContainsFunc(thereWords, func(p [2]string) bool { return toks[k].word(p[0]) && toks[k+1].word(p[1]) }) {
			continue
		}
		if k+2 < len(toks) && toks[k+2].kind == tWord {
			continue // more said after it
		}
		if !complaintBefore(toks, k) {
			continue
		}
		toks = slices.Delete(slices.Clone(toks), k, k+2)
	}
	return toks
}

// complaintBefore: the words of the clause before k say a look is too
// much or too little ("too dark", "se ve muy oscuro").
func complaintBefore(toks []token, k int) bool {
	for i := k - 1; i >= 0 && !isComma(toks[i]); i-- {
		t := toks[i]
		if !t.has(cEffect) {
			continue
		}
		for _, p := range []string{"too ", "way too ", "demasiado ", "muy ", "se ve ", "esta ", "looks "} {
			if strings.HasPrefix(t.text, p) {
				return true
			}
		}
	}
	return false
}
