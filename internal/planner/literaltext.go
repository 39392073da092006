package planner

import (
	"slices"
	"strings"
)

// literalTextOnly: of the things a name found, the one text that carries
// the very words said, when the others were found only through a
// translation: "Trimming should say Trimming the foot" is the text
// "Trimming", not retorneado_02.mp4, which "trimming" names through the
// glossary (it asked which of the two). A clip whose own name has the
// words said is a caption's clip, left to clipUnderCaptions.
func literalTextOnly(r *resolver, n np, groups [][]target) [][]target {
	if n.kind != "" || len(n.names) == 0 || len(groups) < 2 {
		return nil
	}
	var lit [][]target
	for _, g := range groups {
		have := r.elementWords(g[0])
		if !slices.ContainsFunc(n.names, func(w string) bool { return !contains(have, w) }) {
			lit = append(lit, g)
		}
	}
	if len(lit) != 1 || lit[0][0].el.Text == nil {
		return nil
	}
	// the whole text said, not a word of a longer one: "split the lunch
	// at 31" is the lunch clip, under "Lunch break en la playita"
	said := strings.FieldsFunc(fold(lit[0][0].el.Text.Content), func(c rune) bool { return !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') })
	if slices.ContainsFunc(said, func(w string) bool { return !contains(n.names, w) }) {
		return nil
	}
	return lit
}
