package planner

import "strings"

// A clip is said by someone doing something to something: "el nene
// cruzando la meta", "the kid crossing the line", "la chica abriendo el
// horno". The noun phrase ended at the article after the doing, so the
// thing it is done to was read as a second thing ("la meta" beside "el
// nene cruzando": a reorder found two clips and asked where the clip goes).
// After a name word said as a gerund, an article and a name word go on
// the same name; resolving says whether one thing holds them all.

// gerundEndings are the endings of a doing said as it goes on.
var gerundEndings = []string{"ando", "iendo", "ing"}

// gerundObjectAt: the token at j is an article after a name word said as
// a gerund (j-1), and a name word not read by another slot follows it.
func gerundObjectAt(toks []token, j int, names nameIndex, used []bool) bool {
	if j < 1 || j+1 >= len(toks) || !toks[j].word("el", "la", "los", "las", "the") || !names.has(toks[j-1]) || !names.has(toks[j+1]) {
		return false
	}
	if used != nil && j+1 < len(used) && used[j+1] {
		return false
	}
	w := fold(toks[j-1].text)
	for _, e := range gerundEndings {
		if stem, ok := strings.CutSuffix(w, e); ok && len(stem) >= 3 {
			return true
		}
	}
	return false
}
