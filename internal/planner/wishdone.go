package planner

// wishedOfSubject: "que el gato mire a cámara", "que el perro se siente
// derecho": a Spanish wish whose subject (said between "que" and the verb)
// is someone in the footage, so the verb is what they should do, not an
// order to the editor ("mirá el video" asks to watch it). No tool changes
// what someone does in a clip; the word "mire" had loaded the file into a
// model's context, which basic mode has no model for (it errored).
//
// So is one said after a verb of making ("hacé que el gato mire a cámara",
// "haz que el perro salte"): "hacé" is read as a filler, and the load was
// planned (errored).
func wishedOfSubject(f *frame) bool {
	toks := f.c.toks
	q := 0
	for q < f.verbAt && q < len(toks) && toks[q].text != "que" && toks[q].word("hace", "haz", "hacer", "hagan", "haga", "hagas") {
		q++
	}
	if f.verbAt <= q+1 || f.verbAt >= len(toks) || toks[q].text != "que" && !toks[q].word("haz que", "hacer que") {
		return false
	}
	for _, t := range toks[q+1 : f.verbAt] {
		if t.kind == tWord && !contains([]string{"se", "le", "lo", "la", "les", "me", "te", "nos", "no", "ya"}, t.text) {
			return true
		}
	}
	return false
}
