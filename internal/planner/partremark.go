package planner

// partRemarkWords say how a stretch of the video is, never which thing
// it shows: "get rid of the boring bit from 12 to 15", "sacá la parte
// aburrida del 12 al 15" name a part by what the user thinks of it (it
// was looked for as a thing called "boring", or "aburrida" was left out).
var partRemarkWords = []string{"boring", "dull", "awkward", "slow", "useless", "pointless", "unnecessary", "annoying", "weird",
	"dead", "empty", "bad", "ugly", "cringe", "cringy", "extra",
	"aburrido", "aburrida", "lento", "lenta", "inutil", "innecesario", "innecesaria", "molesto", "molesta", "raro", "rara",
	"muerto", "muerta", "vacio", "vacia", "malo", "mala", "feo", "fea", "sobrante", "de mas"}

// partRemarkSaid drops the remark words of a part's noun phrase (said
// before the noun) and reads past one said after it; j is the index
// after the phrase.
func partRemarkSaid(n *np, toks []token, j int) int {
	if len(n.names) > 0 && allRemark(n.names) {
		n.names = nil
	}
	if len(n.names) == 0 && j < len(toks) && toks[j].kind == tWord && len(toks[j].lex) == 0 && toks[j].word(partRemarkWords...) {
		j++
	}
	return j
}

func allRemark(words []string) bool {
	for _, w := range words {
		if !contains(partRemarkWords, w) {
			return false
		}
	}
	return true
}
