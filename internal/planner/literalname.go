package planner

import "slices"

// literalNamed: a name said that several things of one sort hold, one of
// them in the very word and the others only through a translation or a
// concept ("el texto de los boards" is "Boards by Concreto Skateshop",
// not "LA TABLA CREW", which holds "tabla"): the one that says the word is
// meant. It asked which of the two.
//
// Only among texts: a word said of a clip and found in a text over it
// ("the pool" for pool.mp4 and "Heated pool & garden") is weighed
// elsewhere (clipUnderCaptions), and two files named for one thing in two
// languages (beach.mp4, playa-noche.mp4) are both what was said, and
// asked.
func (r *resolver) literalNamed(n np, cands []target) []target {
	if len(n.names) == 0 || len(group(cands)) < 2 || slices.ContainsFunc(n.names, func(w string) bool { return textClassOf[w] != "" }) {
		// "el texto de la fecha": a text that is a date is called so as
		// much as one that says "fecha" (roleNamed), and stays asked
		return cands
	}
	if slices.ContainsFunc(cands, func(t target) bool { return !isText(t) }) || n.plural || collective(n) || n.count > 1 {
		// "remove all the day labels" is every one that holds the word
		// in either language ("Day 12", "Día 40")
		return cands
	}
	literal := filter(cands, func(t target) bool { return saysEvery(r.elementWords(t), n.names) })
	if len(group(literal)) != 1 {
		return cands
	}
	return literal
}

// saysEvery: each word is among ws as said, or in a form of it ("boards"
// for "board"), not through a translation.
func saysEvery(ws, words []string) bool {
	for _, w := range words {
		if !contains(ws, w) && !slices.ContainsFunc(spokenForms(w, false), func(o string) bool { return contains(ws, o) }) {
			return false
		}
	}
	return true
}
