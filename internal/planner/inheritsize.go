package planner

// sizeOfItsOwn: a clause with no verb after a removal says its own size
// ("los brillitos afuera y el logo más chico", "the star gone and the
// logo bigger"): nothing removed gets a size, so "delete" is not taken
// from the clause before (it was read as a removal of the logo, with
// "smaller" left out); the clause is a look of its own.
func sizeOfItsOwn(inherit string, f *frame) bool {
	return inherit == "delete" && f.has("bigger", "smaller")
}
