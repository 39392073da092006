package planner

import "strings"

// mannerAfter: a clause after a bare comma that opens with a gerund of
// the same edit says how the edit before is done: "ponela de costado,
// girando a la derecha", "turn it sideways, rotating it to the left".
// The photo was turned twice (upside down), or once each way (back as it
// was): silent. The edit is done once, as the gerund says.
func mannerAfter(prompt string, prev, f *frame, before, ops []Step) bool {
	if !commaJoined(prompt, prev, f) || f.verbAt != 0 || len(before) != len(ops) || len(ops) == 0 {
		return false
	}
	said := fold(f.verbSaid)
	for _, clitic := range []string{"los", "las", "lo", "la", "le"} {
		if w, ok := strings.CutSuffix(said, clitic); ok && strings.HasSuffix(w, "ndo") {
			said = w // "girándola a la izquierda"
			break
		}
	}
	if !strings.HasSuffix(said, "ando") && !strings.HasSuffix(said, "iendo") && !strings.HasSuffix(said, "ing") {
		return false
	}
	for i := range ops {
		if before[i].Name() != ops[i].Name() {
			return false
		}
	}
	return true
}
