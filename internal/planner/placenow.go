package planner

import "slices"

// A remark about a thing may say where the thing is now, beside a command
// that puts it somewhere else: "the title is hard to read in the middle,
// move it up top", "The client hates the yellow intro title in the
// middle, … Move it up to the top", "el subtítulo ponelo arriba, abajo tapa
// la tabla de picar", "move the name up, at the bottom it covers the
// board". The place in the remark is where it was, not a second edit (it
// was read as one: "would leave out hard", "read as hide: would leave out
// bottom"). Only a place that differs from the one the command says is
// read so: the same place in both may be the edit itself.

// placeNowBeside: t is a place, and the command toks puts its thing at
// another place.
func placeNowBeside(t token, command []token) bool {
	l, ok := t.get(cPos)
	if !ok || t.kind != tWord {
		return false
	}
	places := 0
	for _, c := range command {
		if c.kind != tWord || !c.has(cPos) {
			continue
		}
		if c.has(cPos, l.val) {
			return false
		}
		places++
	}
	return places > 0
}

// readWords say that a thing is (not) read well: "hard to read", "difícil
// de leer", "no se lee": how the thing is now, a state a command beside it
// remedies ("to read" also brings a text's words: "a title to read 'Hi'"
// is left to that reader, which needs the words quoted).
var readWords = []string{"to read", "de leer", "leer", "leerlo", "leerla", "se lee", "se leen", "lee", "leen", "readable", "unreadable",
	"legible", "ilegible", "illegible"}

// readState: toks say how well a thing is read, and hold no quote.
func readState(toks []token) bool {
	return !hasQuote(toks) && slices.ContainsFunc(toks, func(t token) bool { return t.kind == tWord && t.word(readWords...) })
}

// textKindSaid: the remark names its thing as a text by its kind ("the
// title", "el subtítulo"). A remark of a picture ("no se lee el logo, …")
// or of a text by its role ("the phone number is hard to read at the
// bottom, move it up top") stays asked: a statement before the edit once
// cost a blind case in silence (i13n1_test.go).
func textKindSaid(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool { return t.kind == tWord && t.has(cKind, "text") && textClassOf[fold(t.text)] == "" })
}
