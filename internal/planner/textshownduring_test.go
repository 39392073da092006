package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// shownDuringFixture is the workshop project with a text over each b-roll:
//
//	text  … | "Downtown market" 72-76 bottom (label, over broll-city) |
//	      "Made by hand" 83-86 top | "Fresh loaves" 84-88 bottom (label,
//	      over broll-kitchen)
func shownDuringFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	playCalls(t, "shown during", ed, []testCall{
		{"add_text", map[string]any{"text": "Downtown market", "start": 72, "end": 76, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "Made by hand", "start": 83, "end": 86, "position": "top"}},
		{"add_text", map[string]any{"text": "Fresh loaves", "start": 84, "end": 88, "position": "bottom", "style": "label"}},
	})
	return ed
}

// shownDuringCases: a text said by the clip it is shown over, or by the
// edge of the video, after a place that alone leaves several (sets 10,
// 30, 31, 33: "borra el texto de abajo del almuerzo" asked which of the
// three bottom texts). A nil check wants a question or a refusal.
var shownDuringCases = map[string][]vcase{
	"the clip the text is shown over": {
		{"borrá el texto de abajo del broll de la ciudad", textGone("Downtown market")},
		{"delete the caption on the city clip", textGone("Downtown market")},
		{"eliminá el texto de abajo del broll de la cocina", textGone("Fresh loaves")},
		{"remove the text at the bottom of the kitchen broll", textGone("Fresh loaves")},
	},
	"the edge of the video after the place": {
		{"borrá el texto de abajo del principio", textGone("Ana Pérez · Head Baker")},
		{"borrá el texto de abajo del final", textGone("Fresh loaves")},
	},
	"several there, or no clip said: still asked": {
		{"borrá el texto de abajo", nil},
		{"remove the text over the kitchen broll", nil},
		{"delete the text on the interview", nil},
	},
}

func TestTextShownDuring(t *testing.T) {
	runFixtureTable(t, "text shown during", shownDuringFixture, shownDuringCases)
}
