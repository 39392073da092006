package planner

// "Get rid of the color effect on the varnish part", "sacale el filtro de
// color", "remove the colour grade": the colour names the effect being
// removed, not the colour taken out of the picture. Read as "take the
// colour away" (delete + colour → black and white), the first applied a
// black-and-white look over the part while the saturation effect stayed:
// the opposite of what was asked, reported as done.

// effectNouns are the words that make a colour said beside them the name
// of an effect.
var effectNouns = []string{"effect", "effects", "filter", "filters", "grade", "grading", "correction", "lut",
	"efecto", "efectos", "filtro", "filtros", "correccion"}

// colourNamesAnEffect: a colour word of the clause stands next to an effect
// noun ("color effect", "colour filter", "efecto de color", "filtro del
// color"), so it names that effect.
func colourNamesAnEffect(f *frame) bool {
	toks := f.c.toks
	for i, t := range toks {
		if !t.has(cProp, "color") {
			continue
		}
		if i+1 < len(toks) && toks[i+1].word(effectNouns...) {
			return true
		}
		// "efecto de color", "filtro del color", "effect of colour"
		for j := i - 1; j >= 0 && j >= i-2; j-- {
			if toks[j].word(effectNouns...) {
				return true
			}
			if !toks[j].word("de", "del", "of", "the", "el") {
				break
			}
		}
	}
	return false
}
