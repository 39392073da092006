package planner

import (
	"slices"
	"strings"
)

// strongerColourWords say a colour is made stronger: "a richer red", "a
// deeper red", "boost the reds" (the verb reads "raise").
var strongerColourWords = []string{"richer", "deeper", "stronger", "intensos", "intensas", "intenso", "intensa", "vivos", "vivas", "saturados", "saturadas"}

// raisedColour: "make the reds more saturated", "boost the reds", "los
// rojos más intensos", "make the barn pop, a richer red": a colour family
// made stronger is that hue range more saturated (the hue-saturation
// adjustment on the reds, greens or blues), as takenOutColour reads it
// taken down. They were refused ("would leave out reds"). One colour,
// said as a family ("the reds", "los rojos") or after a word that says it
// stronger ("a richer red"); a thing said beside it that is no part of
// the photo ("make the title redder") keeps it as it was.
func raisedColour(f *frame) {
	if f.has("less") || f.verb == "lower" || len(f.colors) > 1 || len(f.effects) > 0 && !slices.Equal(f.effects, []string{"saturate"}) {
		return
	}
	family, said := colourFamilyMatcher(f)
	// "the reds" lexes as the colour red: the *family is told by the word as typed
	plural := slices.ContainsFunc(f.c.toks, func(t token) bool { return t.kind == tWord && said(t.text) }) ||
		slices.ContainsFunc(f.unknown, said) || slices.ContainsFunc(f.targets, func(n np) bool { return said(fold(n.said)) })
	stronger := func(w string) bool { return slices.Contains(strongerColourWords, w) }
	strongerSaid := func(n np) bool { return slices.ContainsFunc(strings.Fields(fold(n.said)), stronger) }
	richer := len(f.colors) == 1 && (slices.ContainsFunc(f.unknown, stronger) || slices.ContainsFunc(f.targets, strongerSaid))
	if !plural && !richer {
		return
	}
	effect := map[string]string{"red": "redder", "green": "greener", "blue": "bluer"}[*family]
	if effect == "" || len(f.effects) == 0 && !plural {
		return // "a richer red" alone names no edit; yellow: no range look
	}
	if len(f.effects) == 0 && f.verb != "raise" && !slices.ContainsFunc(f.unknown, stronger) && !f.has("more") {
		return // "the reds": nothing said of them
	}
	if slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron && !said(fold(n.said)) && !strongerSaid(n) }) {
		return // "make the title redder": the title's colour
	}
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return said(w) || stronger(w) })
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return n.pron || said(fold(n.said)) || strongerSaid(n) })
	f.colors = nil
	f.effects = []string{effect}
}
