package planner

import (
	"strings"
)

// objectSwapAsked: "cambiale la taza por un mate", "replace the cup with a
// mug of tea", "swap the cup for a glass": one thing in the picture put in
// place of another. No op draws a new object, so it is refused with what
// basic mode can do to the thing instead. The thing brought in is said
// with "a"/"un"/"una" after "por"/"with"/"for"; its word was read as a
// look where it is one ("mate", matte: the cup was faded). A look said
// of the thing replaced ("cambiá el sepia por un blanco y negro") or a
// pronoun ("replace the sky with a dramatic one") is no new object.
func objectSwapAsked(f *frame) error {
	toks := f.c.toks
	if f.verbAt < 0 || f.verbAt >= len(toks) {
		return nil
	}
	v := toks[f.verbAt]
	swap := v.has(cVerb, "replace") || v.has(cVerb, "swap") ||
		v.has(cVerb, "make") && (strings.HasPrefix(v.text, "cambi") || v.word("change", "switch"))
	if !swap {
		return nil
	}
	for p := f.verbAt + 1; p+2 < len(toks); p++ {
		if !toks[p].word("por", "with", "for") || !toks[p+1].word("un", "una", "a", "an") {
			continue
		}
		for k := p + 2; k < len(toks) && k <= p+4; k++ {
			if toks[k].kind != tWord {
				break
			}
			if toks[k].word("one", "uno", "otro", "otra", "look", "filtro", "efecto", "filter", "effect", "tono", "tone", "color", "colour", "estilo", "style") {
				return nil
			}
		}
		thing := ""
		for i := f.verbAt + 1; i < p; i++ {
			if toks[i].has(cEffect) || toks[i].has(cColor) || toks[i].timeLike() {
				return nil // a look, a colour or a number swapped: not a thing
			}
		}
		for _, n := range append(append([]np{}, f.regions...), f.targets...) {
			if n.first > f.verbAt && n.first < p && thing == "" {
				thing = n.said
			}
		}
		if thing == "" {
			return nil
		}
		return unreadf("basic mode cannot put another thing in place of %s: no op draws new objects into the photo; it can change how %s looks, e.g. \"brighten the subject\" or \"blur the background\"", thing, thing)
	}
	return nil
}
