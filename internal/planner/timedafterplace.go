package planner

// A person who has just placed or restyled one thing often says its time
// next with no thing of its own, Spanish dropping the pronoun: "poné el
// texto 'Link in bio' abajo y que empiece en el 44", "al título ponelo
// arriba y hacé que dure 3 segundos", "put the title at the top and end at
// 6". The time is that thing's (sameSubject), as it already was after a
// clause that timed or moved it; after a place, a text change or a look it
// was refused ("say what should start then", "say what to do at that
// time"). Only one thing acted on before, and only a time said here: "y
// que empiece" alone asks as before.

// placedOneBefore: the clause before placed, rewrote or restyled one
// element, and this clause says a time of its own.
func placedOneBefore(f *frame, prevIntent string, rc *refContext) bool {
	return len(rc.last) == 1 && len(f.times) > 0 && contains([]string{"place", "update text", "look"}, prevIntent)
}

// lastsWished: the clause only says how long, as a wish ("que dure 3
// segundos", "hacé que dure 3 segundos nada más"): a length, and "que
// dure" said.
func lastsWished(f *frame) bool {
	if len(f.times) != 1 || f.times[0].kind != "duration" || len(f.pos) > 0 || len(f.effects) > 0 || len(f.quotes) > 0 {
		return false
	}
	for _, t := range f.c.toks {
		if t.word(lastsWishWords...) {
			return true
		}
	}
	return false
}
