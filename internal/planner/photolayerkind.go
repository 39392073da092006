package planner

import "slices"

// layerKindWords say what a new layer holds: "add a new empty layer",
// "agregá una capa vacía", "nueva capa en blanco". A new layer is always
// empty, so they say nothing more than "layer"; beside it they were left
// out, and the request refused ("basic mode would leave out empty").
// ("transparent" is left out: "make the top layer transparent" is its opacity)
var layerKindWords = []string{"empty", "blank", "vacia", "vacio", "vacía", "vacío", "en blanco", "new", "nueva", "nuevo"}

// layerNouns name a layer.
var layerNouns = []string{"layer", "layers", "capa", "capas"}

// layerKindDropped takes the kind words out beside a layer's noun, but
// only with a verb of adding before them ("make the layer transparent"
// keeps its opacity).
func layerKindDropped(toks []token) []token {
	if !slices.ContainsFunc(toks, func(t token) bool {
		return t.has(cVerb, "add", "create") || t.word("agrega", "agregá", "agregale", "add", "crea", "creá", "nueva", "new")
	}) {
		return toks
	}
	out := slices.Clone(toks)
	for i := 0; i < len(out); i++ {
		if !out[i].word(layerKindWords...) {
			continue
		}
		next := i+1 < len(out) && out[i+1].word(layerNouns...)
		prev := i > 0 && out[i-1].word(layerNouns...)
		if out[i].word("new", "nueva", "nuevo") && !next && !prev {
			continue
		}
		if next || prev {
			out = slices.Delete(out, i, i+1)
			i--
		}
	}
	for i := 1; i+1 < len(out); i++ {
		if out[i-1].word(layerNouns...) && out[i].word("en") && out[i+1].word("blanco") {
			out = slices.Delete(out, i, i+2) // "una capa en blanco": two words
		}
	}
	return out
}
