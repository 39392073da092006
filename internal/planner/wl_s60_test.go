package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// saturatedFixture is the small edit with a saturation effect over the
// beach clip.
func saturatedFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	playCalls(t, "saturated", ed, []testCall{
		{"apply_effect", map[string]any{"effectType": "saturation", "start": 10, "end": 18, "params": map[string]any{"amount": 30}}},
	})
	return ed
}

// TestColourNamingAnEffect: "the color effect" names an effect to remove,
// never a colour to take away (coloreffectnoun.go); "take the colour off"
// still makes black and white.
func TestColourNamingAnEffect(t *testing.T) {
	gone := both(countIs(timeline.ElementEffect, 0))
	runFixtureTable(t, "colour effect", saturatedFixture, map[string][]vcase{
		"the colour is the effect's name": {
			{"get rid of the color effect on the beach part", gone},
			{"remove the colour filter", gone},
			{"quitale el efecto de color a la playa", gone},
			{"sacá el filtro de color", gone},
		},
		"the colour taken away": {
			{"take the color off the intro", both(countIs(timeline.ElementEffect, 2))},
		},
	})
}

// TestNewVoiceIsNotAText: a voice to record is refused (newvoice.go), never
// written as a caption; a text that says "voice" is still a text.
func TestNewVoiceIsNotAText(t *testing.T) {
	runFixtureTable(t, "new voice", func(t *testing.T) *videotools.Editor { return fixture(t) }, map[string][]vcase{
		"a voice to record": {
			{"add a voiceover of the owner reading the opening hours", nil},
			{"pone una voz en off que diga los horarios", nil},
			{"agregale una locucion al final", nil},
		},
		"a text that says it": {
			{"add a title 'voice of the people' at the top", both(textIs("voice of the people", 0, 5, "top", "plain"))},
		},
	})
}

// TestTimedNumberIsNoTextNumber: a number said as a length ("3 sec") is
// not the same number written in a text ("3 años"), so a correction of it
// asks rather than rewriting the text (numfix.go).
func TestTimedNumberIsNoTextNumber(t *testing.T) {
	years := func(t *testing.T) *videotools.Editor {
		ed := fixture(t)
		playCalls(t, "years", ed, []testCall{
			{"add_text", map[string]any{"text": "Oak, dried 3 years", "start": 5, "end": 9, "position": "bottom", "style": "label"}},
		})
		return ed
	}
	runFixtureTable(t, "timed number", years, map[string][]vcase{
		"a length corrected": {
			{"make the oak title 3 sec... no wait, make it 5", nil},
		},
		"the text's number corrected": {
			{"the oak is not 3 years, it's 5 years", both(textIs("Oak, dried 5 years", 5, 9, "bottom", "label"))},
		},
	})
}
