package planner

import (
	"slices"
	"strings"
)

// colourOutWhole say the colour goes out all of it; colourOutWholeAlso
// are the words of "por completo", "del todo" as they come ("quitale el
// color por completo" was refused, "completo" left out).
var colourOutWhole = []string{"completely", "completamente", "totally", "totalmente", "entirely", "fully", "all", "todo", "toda"}
var colourOutWholeAlso = []string{"completo", "por completo", "del todo", "enteramente"}

// colourTakenOut: "take the colour out completely", "sacale el color del
// todo": the colour taken out of the photo is black and white; "sacale el
// color", "take some colour out" less saturation, as "quitale color" is
// (photoIntent). With an article the colour was no word of the clause,
// and it was a layer delete ("say which layer to delete"). Only the
// colour said alone: "remove the colour from the title" names a layer,
// and a colour named ("quitale lo rojo") is takenOutColour's.
func colourTakenOut(f *frame) {
	if !contains([]string{"delete", "remove", "cut", "drop"}, f.verb) || len(f.effects) > 0 || len(f.colors) > 0 || len(f.regions) > 0 {
		return
	}
	ws := clauseWords(f)
	if !slices.ContainsFunc(ws, func(w string) bool { return contains(colourNouns, w) }) {
		return
	}
	fillers := append([]string{"the", "el", "la", "los", "las", "all", "todo", "todos", "its", "su", "sus", "de", "del", "some",
		"un", "poco", "algo", "out"}, colourNouns...)
	for _, n := range f.targets {
		if !n.pron && !hasAll(fillers, strings.Fields(fold(n.said))) {
			return // "remove the colour from the title"
		}
	}
	whole := slices.ContainsFunc(ws, func(w string) bool { return contains(colourOutWhole, w) || contains(colourOutWholeAlso, w) })
	if !whole {
		return // "sacale el color", "quítale el color": how much is not said (refused, TestLead22Photo)
	}
	f.targets = nil
	f.effects = []string{"bw"}
	f.verb = "make"
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool {
		return hasAll(append(append(fillers, colourOutWhole...), "por", "completo", "entero", "enteramente"), strings.Fields(w))
	})
}
