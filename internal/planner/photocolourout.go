package planner

import (
	"slices"
	"strings"
)

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
	whole := slices.ContainsFunc(ws, func(w string) bool {
		return contains([]string{"completely", "completamente", "totally", "totalmente", "entirely", "fully", "all", "todo", "toda"}, w)
	})
	if !whole {
		return // "sacale el color", "quítale el color": how much is not said (refused, TestLead22Photo)
	}
	f.targets = nil
	f.effects = []string{"bw"}
	f.verb = "make"
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool {
		return hasAll(append(fillers, "completely", "completamente", "totally", "totalmente", "entirely", "fully"), strings.Fields(w))
	})
}
