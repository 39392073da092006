package planner

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// udRefused wants the prompt refused with a reply (never silent).
func udRefused(t *testing.T, prompt string, ed *videotools.Editor) {
	t.Helper()
	plan := BasicVideo(context.Background(), prompt, ed)
	if plan.Understood && len(plan.Steps) > 0 {
		t.Errorf("%q: planned %d steps (%s), want a refusal", prompt, len(plan.Steps), plan.Reply)
	} else if plan.Reply == "" {
		t.Errorf("%q: refused with no reply", prompt)
	}
}

// TestI13udHistoryRemarks: beside an undo or a redo, a clause that tells
// of the change in the past (what the user did or liked, that the thing
// was better then) or asks for the thing back is why, not an edit: it was
// refused ("would leave out mistake", "that is a style") or looked for a
// "fire sticker back".
func TestI13udHistoryRemarks(t *testing.T) {
	for prompt, want := range map[string][]string{
		"undo it, i removed the heart by accident":     {"undo"},
		"undo, we deleted the logo by mistake":         {"undo"},
		"deshacelo, me quedé sin el logo":              {"undo"},
		"get the heart back, undo":                     {"undo"},
		"undo that and bring it back":                  {"undo"},
		"deshacé, traelo de vuelta":                    {"undo"},
		"undo, recuperá el corazón":                    {"undo"},
		"undo it, the music was nicer before":          {"undo"},
		"volvé atrás, la música estaba mejor antes":    {"undo"},
		"undo and delete the heart":                    {"undo", "delete_timeline_elements"}, // guard
		"undo, then make the music quieter":            {"undo", "set_volume"},               // guard
		"undo that and move the heart to the top left": {"undo", "update_clip"},              // guard
	} {
		laWantTools(t, prompt, workshopFixture(t), want)
	}
	for prompt, want := range map[string][]string{
		"redo it, i loved the heart gone":               {"redo"},
		"rehacelo, me gustaba más sin el corazón":       {"redo"},
		"redo that, it looked better without the heart": {"redo"},
		"actually redo, the video was better like that": {"redo"},
		"rehacé eso, estaba mejor sin el corazón":       {"redo"},
	} {
		laWantTools(t, prompt, laHeartUndone(t), want)
	}
	// guards: with no undo or redo beside them they are no edit
	for _, prompt := range []string{
		"i deleted the heart by mistake",
		"the music was better lower",
		"bring the heart back",
	} {
		udRefused(t, prompt, laHeartUndone(t))
	}
}

// TestI13udNotDeleted: "don't delete it", "sin borrar nada" said of a
// hide or a split (or a cut at one point, which is a split) says the edit
// keeps everything: the edit alone (it was refused for "not"). Said of a
// removal, a range or another edit it stays refused.
func TestI13udNotDeleted(t *testing.T) {
	for prompt, want := range map[string]string{
		"hide the heart for now, do not delete it":                  "Hid",
		"hide the logo but dont remove it":                          "Hid",
		"ocultá el corazón, no lo borres":                           "Hid",
		"escondé el logo por ahora sin borrarlo":                    "Hid",
		"split the interview at 30, dont delete anything":           "Split",
		"cut the interview at 0:30 without deleting anything":       "Split",
		"partí la entrevista en el 30, no borres nada":              "Split",
		"dividí la entrevista a los 30 segundos (sin borrar nada)":  "Split",
		"partí la entrevista en el 30, solo cortala no borres nada": "Split",
	} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		removes := slices.ContainsFunc(plan.Steps, func(s Step) bool {
			return s.Tool == "delete_timeline_elements" || s.Tool == "remove_time_range"
		})
		if !plan.OK() || !strings.HasPrefix(plan.Reply, want) || removes {
			t.Errorf("%q: %v (%s), want %v and no removal", prompt, plan.Steps, plan.Reply, want)
		}
	}
	for _, prompt := range []string{
		"cut the interview from 20 to 30, dont delete anything",
		"cortá los primeros 5 segundos, no borres nada",
		"delete the heart, dont delete it",
		"make the heart bigger, dont delete it",
		"cut the end, without deleting anything",
		"dont delete the heart",
	} {
		udRefused(t, prompt, workshopFixture(t))
	}
}

// TestI13udCopyThenPut: a bare duplicate, then "put it (too) in <a part
// or a thing>", is the duplicate placed there, as "duplicate the heart in
// the city clip" is (the put was refused: "say where to move it"). A time
// or a corner after "put it" keeps its reading: the copy is moved.
func TestI13udCopyThenPut(t *testing.T) {
	for prompt, want := range map[string][]string{
		"duplicate the heart and put it in the city clip too":         {"duplicate_elements"},
		"duplicá el corazón y ponelo también en el clip de la ciudad": {"duplicate_elements"},
		"copy the heart, then put it during the kitchen clip":         {"duplicate_elements", "update_timeline_element_timing"}, // it lasts the clip
		// guards: a time or a corner is the move of the copy, as before
		"duplicate the heart and put it at 30":              {"duplicate_elements", "move_timeline_elements"},
		"duplicá el corazón y ponelo arriba a la izquierda": {"duplicate_elements", "update_clip"},
	} {
		laWantTools(t, prompt, workshopFixture(t), want)
	}
	udRefused(t, "duplicate the heart and put it in the garage too", workshopFixture(t))
}
