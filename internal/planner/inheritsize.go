package planner

// sizeOfItsOwn: a clause with no verb after a removal says its own size
// ("los brillitos afuera y el logo más chico", "the star gone and the
// logo bigger"): nothing removed gets a size, so "delete" is not taken
// from the clause before (it was read as a removal of the logo, with
// "smaller" left out); the clause is a look of its own.
//
// A clause that says how a thing is or looks ("the webcam looks bigger",
// "the text is too big", "se ve muy chico") is a remark, not a wish of a
// size: it was read as scaling the thing up (silent at the merge).
func sizeOfItsOwn(inherit string, f *frame) bool {
	if inherit != "delete" || !f.has("bigger", "smaller") {
		return false
	}
	for _, t := range f.c.toks {
		switch t.text {
		case "is", "looks", "look", "seems", "too", "ve", "esta", "estan", "queda", "quedo", "muy", "demasiado":
			return false
		}
	}
	return true
}
