package planner

import "fmt"

// comparedWithALevel: "que la música suene más bajo que el chisporroteo:
// música al 30%": one sound said against another, and a level, in one
// clause of three sounds named. The level went to every sound named, the
// one compared against too (both were set to 30%: silent). Which sound
// takes the level is asked.
func comparedWithALevel(f *frame) *question {
	if len(f.targets) < 3 || len(f.amounts) == 0 || !f.has("louder", "quieter") {
		return nil
	}
	toks := f.c.toks
	a, b := f.targets[0], f.targets[1]
	if a.end < 0 || b.first < 0 || b.first > len(toks) {
		return nil
	}
	for k := a.end; k < b.first; k++ {
		if toks[k].word("than", "que") {
			return &question{fmt.Sprintf("Which sound should take %s: %s or %s? Say e.g. \"%s to %s\".", amountWord(f.amounts[0]), a.said, b.said, b.said, amountWord(f.amounts[0]))}
		}
	}
	return nil
}
