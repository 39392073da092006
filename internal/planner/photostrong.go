package planner

import (
	"slices"
	"strings"
)

// Colours said to be too strong ("the colours are too strong", "los
// colores están muy chillones", "colors look way too loud", "los colores
// son muy fuertes") are a complaint of too much saturation: "too
// saturated". They were read as more vivid ("too strong" is "a bit" of the
// look, the colours the look: silent) or refused ("chillones", "fuertes"
// read as loud sound).

// strongColourStates say colours are too much of themselves.
var strongColourStates = []string{"strong", "intense", "loud", "garish", "gaudy", "saturated", "oversaturated", "much",
	"fuerte", "fuertes", "intenso", "intensos", "intensa", "intensas", "chillon", "chillones", "chillona", "chillonas", "saturado",
	"saturados", "saturada", "saturadas", "subido", "subidos", "exagerado", "exagerados", "duro", "duros"}

// strongDegrees make the state a complaint ("too", "muy").
var strongDegrees = []string{"too", "way too", "so", "really", "very", "muy", "demasiado", "re", "super", "bastante", "tan", "medio"}

// strongCopulas are what may stand between the colours and their state.
var strongCopulas = []string{"are", "look", "seem", "feel", "son", "estan", "se ven", "quedaron", "quedan", "lucen", "se sienten", "a", "bit", "little", "un", "poco", "way", "kinda", "still", "todavia"}

// coloursTooStrong rewrites colours said too strong into "too saturated".
func coloursTooStrong(toks []token) []token {
	toks = tooMuchColour(toks)
	for i := 0; i < len(toks); i++ {
		if !toks[i].has(cProp, "color") {
			continue
		}
		degree := false
		for j := i + 1; j < len(toks) && toks[j].kind == tWord; j++ {
			t := toks[j]
			words := strings.Fields(t.text)
			last := words[len(words)-1]
			if slices.ContainsFunc(words[:len(words)-1], func(w string) bool { return contains(strongDegrees, w) }) ||
				len(words) > 2 && contains(strongDegrees, strings.Join(words[len(words)-3:len(words)-1], " ")) {
				degree = true
			}
			if contains(strongColourStates, last) {
				if !degree {
					break // "the colours are strong": may be what is liked
				}
				start := i
				if start > 0 && toks[start-1].has(cDet) {
					start--
				}
				less := wordToken("desaturated", toks[start].pos, t.end) // the look "too saturated" asks for
				less.text = "too saturated"
				toks = slices.Replace(slices.Clone(toks), start, j+1, less)
				break
			}
			if t.word(strongDegrees...) {
				degree = true
				continue
			}
			if !t.word(strongCopulas...) {
				break
			}
		}
	}
	return toks
}

// hasWords say the photo has something; excessOfWords that it has more of
// it than it should ("demasiado", "too much"): "mucho" alone may be praise.
var (
	hasWords      = []string{"tiene", "has", "have", "hay", "there's", "theres", "there is"}
	excessOfWords = []string{"demasiado", "too much", "way too much", "far too much", "muchisimo", "re mucho", "excesivo"}
)

// tooMuchColour rewrites a photo said to have too much colour ("tiene
// demasiado color, bajale la saturación", "it has way too much colour")
// into "too saturated", the complaint the clause after mends. It was
// refused: "no edit I know".
func tooMuchColour(toks []token) []token {
	for i := 0; i+2 < len(toks); i++ {
		if !toks[i].word(hasWords...) || toks[i].kind != tWord {
			continue
		}
		j := i + 1
		for j+2 < len(toks) && toks[j].word("way", "far", "re", "really") {
			j++
		}
		if !toks[j].word(excessOfWords...) {
			if j+1 < len(toks) && toks[j].word("too", "way too", "far too", "re") && toks[j+1].word("much", "mucho") {
				j++
			} else {
				continue
			}
		}
		k := j + 1
		if !(toks[k].has(cProp, "color") || toks[k].word("saturacion", "saturation")) || k+1 < len(toks) && toks[k+1].kind == tWord {
			continue // "tiene demasiado color en el cielo": a part, said otherwise
		}
		less := wordToken("desaturated", toks[i].pos, toks[k].end)
		less.text = "too saturated"
		toks = slices.Replace(slices.Clone(toks), i, k+1, less)
	}
	return toks
}
