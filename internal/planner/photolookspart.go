package planner

import "slices"

// partBeforeLook reads the part of the photo said right before "look"
// ("make the sky look more dramatic", "que el cielo se vea más dramático",
// "make the barn seem brighter"): the noun phrase reader took "the sky
// look" for a look's name, and with "more" after it the look was dropped
// with its part, so the whole photo was changed and the reply said so
// (silent on the sky). The part is kept as the clause's region.
func partBeforeLook(f *frame) {
	if len(f.regions) > 0 {
		return
	}
	toks := f.c.toks
	for i := 0; i+1 < len(toks); i++ {
		l, ok := toks[i].get(cRegion)
		if !ok || !toks[i+1].word("look", "looks", "seem", "seems", "appear", "appears", "se vea", "se vean", "se ve", "luzca") {
			continue
		}
		if i > 0 && toks[i-1].word(exceptWords...) {
			return // "everything but the sky look warmer": the exception reader's
		}
		if slices.ContainsFunc(f.targets, func(n np) bool { return n.first <= i && i < n.end && n.kind != "effect" }) {
			return // a layer or a text said there
		}
		n := np{region: l.val, said: toks[i].text, first: i, end: i + 1}
		if i > 0 && toks[i-1].has(cDet) {
			n.det, n.said, n.first = toks[i-1].text, toks[i-1].text+" "+toks[i].text, i-1
		}
		f.regions = append(f.regions, n)
		return
	}
}

// exceptWords open the part left out of an edit ("everything but the face").
var exceptWords = []string{"except", "except for", "but", "excepto", "menos", "salvo", "aside from", "other than", "sin"}
