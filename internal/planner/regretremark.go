package planner

import (
	"fmt"
	"slices"
)

// "Me arrepentí del blanco y negro" names a look the user no longer
// wants: "me arrepentí" was dropped as a filler and "del blanco y negro"
// laid a second black and white over the video ("…, volvelo a color"
// after it: silent, set 39 v39-094). It is asked: take the look away, or
// undo the last change?

// regretWords open such a remark.
var regretWords = []string{"me arrepenti", "nos arrepentimos", "i regret", "we regret", "regret"}

// regretOpens: the clause opens with a regret word and only names, after
// "de"/"of"/"about", what is regretted.
func regretOpens(toks []token) bool {
	c := slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.kind == tPunct })
	at := slices.IndexFunc(c, func(t token) bool { return t.word(regretWords...) })
	if at < 0 || at+1 >= len(c) || slices.ContainsFunc(c[:at], func(t token) bool { return !t.word("i", "we", "yo", "so", "ok", "okay", "bueno", "uh", "eh") }) {
		return false // "(I) regret", "bueno, me arrepentí" open it
	}
	c = c[at:]
	for _, t := range c[1:] {
		if t.kind != tWord || t.has(cVerb) || t.has(cNeg) || t.has(cPos) || t.has(cColor) || sizeWord(t) {
			return false
		}
	}
	return true
}

// regretAlone: the clause regrets a look; it is asked.
func regretAlone(f *frame) error {
	if !regretOpens(f.c.toks) || len(f.effects) == 0 {
		return nil
	}
	look := f.saidFor(cEffect, f.effects[0])
	return &question{fmt.Sprintf("Take %s away (say \"remove %s\"), or take back the last change (say \"undo\")?", look, look)}
}
