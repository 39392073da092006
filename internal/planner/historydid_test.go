package planner

import "testing"

// TestHistoryDidSpanish: beside an undo, what the user did by mistake,
// said in the Spanish past with no subject ("borré el corazón sin
// querer", typed "borre" like a command), is why: the undo alone
// (historyremark.go). It was planned as a second removal after the undo.
// With no mistake said, or no undo beside it, it stays an edit or asked.
func TestHistoryDidSpanish(t *testing.T) {
	for prompt, want := range map[string][]string{
		"volve atras, borre el corazon sin querer":   {"undo"},
		"deshacé, moví el logo por error":            {"undo"},
		"undo that, saque la música sin querer":      {"undo"},
		"deshacelo, borramos el texto por accidente": {"undo"},
		"undo, then delete the heart":                {"undo", "delete_timeline_elements"}, // guard
		"deshacé y borre el corazón":                 {"undo", "delete_timeline_elements"}, // guard: no mistake said
		"undo, I deleted the heart by mistake":       {"undo"},
	} {
		laWantTools(t, prompt, workshopFixture(t), want)
	}
	udRefused(t, "borre el corazon sin querer", laHeartUndone(t))
}
