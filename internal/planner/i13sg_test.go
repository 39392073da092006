package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// sgFixture is the workshop project with a label that holds a date.
//
//	text  … | "Hall Nine · 21.06.2025" 20-24 bottom (label)
func sgFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	playCalls(t, "sg", ed, []testCall{
		{"add_text", map[string]any{"text": "Hall Nine · 21.06.2025", "start": 20, "end": 24, "position": "bottom", "style": "label"}},
	})
	return ed
}

// sgTwoDatesFixture adds a closing line that holds another date.
//
//	text  … | "Next date: 3 July · tickets at bakeclub.com" 60-64 top
func sgTwoDatesFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := sgFixture(t)
	playCalls(t, "sg2", ed, []testCall{
		{"add_text", map[string]any{"text": "Next date: 3 July · tickets at bakeclub.com", "start": 60, "end": 64, "position": "top"}},
	})
	return ed
}

// sgCases: an edit followed by why, said as what cannot be seen, read,
// heard or scanned now ("que no se lee nada", "que nadie lo va a
// escanear") or whom it is for ("so people can actually scan it"): an
// aside, not words the edit must use (it was refused, "would leave out
// lee, nada"). A nil check wants a question or a refusal.
var sgCases = map[string][]vcase{
	"failed perception after que": {
		{"agrandá el texto de la fecha que no se lee nada", textScaleGrew("Hall Nine · 21.06.2025", true)},
		{"make the date text bigger, nobody can read it", textScaleGrew("Hall Nine · 21.06.2025", true)},
		{"hacé el logo más grande que no se puede escanear", biggerThan("logo.png", 0.25)},
		{"make the logo bigger so people can actually scan it", biggerThan("logo.png", 0.25)},
		{"sacá el logo que nadie lo va a escanear", goneIs("logo.png")},
		{"subí la música que no se escucha", gvLouderThan("music.mp3", 0.8)},
	},
	"guards": {
		// a quote after "que" is what the text says, not a reason
		{"borrá el texto que dice 'first, the starter'", textGone("first, the starter")},
		{"agrandá el texto de la fecha", textScaleGrew("Hall Nine · 21.06.2025", true)},
	},
}

// sgTwoDatesCases: two texts hold a date; which one is asked.
var sgTwoDatesCases = map[string][]vcase{
	"two dates": {
		{"agrandá el texto de la fecha que no se lee nada", nil},
		{"make the date text bigger", nil},
	},
}

func TestI13sgCases(t *testing.T) {
	runFixtureTable(t, "i13sg table", sgFixture, sgCases)
	runFixtureTable(t, "i13sg two dates", sgTwoDatesFixture, sgTwoDatesCases)
}

func TestI13sgProbe(t *testing.T) {
	for _, p := range []string{"agrandá el texto de la fecha", "subí la música que no se escucha"} {
		plan := BasicVideo(context.Background(), p, sgFixture(t))
		t.Logf("%q: %s %s", p, plan.Status, plan.Reply)
	}
}
