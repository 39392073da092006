package planner

import "slices"

// A verb whose particle "in" comes after the thing: "drop the drone shot
// in after the garden", "throw the map in at 20", "pop the logo in for
// the intro". The joined phrase "drop in" adds, but apart the verb was
// read alone: "drop" as a removal ("there is no the drone shot on the
// timeline"). "in" is the particle only when a time, a comma, a
// connective or the end follows it: "drop the logo in the corner" says
// where, and stays as it is read.

// particleVerbs take "in" as "add … in".
var particleVerbs = []string{"drop", "throw", "pop", "stick", "slot", "chuck", "sneak", "toss", "slip"}

// particleFollowers may follow the particle "in".
var particleFollowers = []string{"after", "before", "at", "right", "just", "between", "during", "when", "while", "as", "here", "there",
	"somewhere", "over", "for", "from", "too", "also", "again", "please", "pls", "plz"}

func dropIn(toks []token) []token {
	for i, t := range toks {
		if t.kind != tWord || !t.word(particleVerbs...) {
			continue
		}
		for j := i + 1; j < len(toks); j++ {
			u := toks[j]
			if u.kind == tPunct || u.has(cConn) || u.has(cVerb) && j > i+1 && !u.word("in") {
				break
			}
			if u.text != "in" || j == i+1 {
				continue
			}
			if next := j + 1; next < len(toks) && !partEnd(toks, next) && !toks[next].word(particleFollowers...) {
				break // "drop the logo in the corner"
			}
			toks = slices.Clone(toks)
			toks[i].lex = []lexeme{{cat: cVerb, val: "add"}}
			toks[j].lex = []lexeme{{cat: cFiller}}
			break
		}
	}
	return toks
}
