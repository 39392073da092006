package planner

import "slices"

// asiPurpose: "así" (typed "asi") said as "so (that)" before the moment
// what is left should end or start at ("recortá el primer clip así
// termina en el 7", "acortá el logo asi empieza en el 5"). endSaidBefore
// and startSaidBefore read it so already; the word itself was counted as
// left out and the request refused ("basic mode would leave out asi").
// Only when a moment of the clause is read after it: "dejalo así" (as it
// is) stays unread as before.
func asiPurpose(f *frame, w string) bool {
	if w != "asi" && w != "asi que" {
		return false
	}
	return slices.ContainsFunc(f.times, func(te timeExpr) bool {
		return te.kind == "point" && te.a.set && (f.endSaidBefore(te.first) || f.startSaidBefore(te.first)) && asiBefore(f, te.first)
	})
}

// asiBefore: "así" stands within the five words before the time at i.
func asiBefore(f *frame, i int) bool {
	for k := max(0, i-5); k < i && k < len(f.c.toks); k++ {
		if f.c.toks[k].word("asi", "asi que") {
			return true
		}
	}
	return false
}
