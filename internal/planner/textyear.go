package planner

import "strings"

// pastYear: the tail of a text that opens at j with a preposition or a span
// word ("in", "en", "hasta", "until", "since", "desde"), maybe "el"/"the",
// and then a year written in four digits ("See you in 2025", "Hasta 2025",
// "Temporada desde 1998 at the top") starts after that year: the year
// belongs to the words of the text. j when there is none.
func pastYear(toks []token, j, end int, prompt string) int {
	k := j
	for k < end && k < j+3 && toks[k].kind == tWord && (toks[k].has(cPrep) || toks[k].has(cSpan) || toks[k].has(cDet)) && !toks[k].has(cKind) {
		k++
	}
	if k == j || k >= end || !yearWord(toks[k], prompt) {
		return j
	}
	if k+1 < end && toks[k+1].kind == tWord && toks[k+1].has(cUnit) {
		return j // "until 2025 seconds" is a time
	}
	// a range of years ("desde 2010 hasta 2020", "from 1950 to 1960") is
	// the text's too: the second year was read as the text's start (2020 s
	// in a 92 s video)
	if k+2 < end && toks[k+1].word("to", "hasta", "a", "until", "till", "through", "al", "-") && yearWord(toks[k+2], prompt) &&
		!(k+3 < end && toks[k+3].kind == tWord && toks[k+3].has(cUnit)) {
		return k + 3
	}
	return k + 1
}

// yearWord: a number written as four digits between 1900 and 2099, with no
// unit mark of its own ("2025", not "2025s").
func yearWord(t token, prompt string) bool {
	if t.kind != tNumber || t.num < 1900 || t.num > 2099 || t.num != float64(int(t.num)) {
		return false
	}
	if t.pos < 0 || t.end > len(prompt) || t.end-t.pos != 4 {
		return false
	}
	return strings.Trim(prompt[t.pos:t.end], "0123456789") == ""
}
