package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13haWorkshopCases: time and structure wording of the development sets
// 7, 8 and 9 (issue 13), each rule with variants of its own on the
// workshop project (none from a held-out set).
var i13haWorkshopCases = map[string][]vcase{
	// "instead of <old value>" / "en vez de <old value>" / "not <old
	// value>" after the new value only says what it was: the old value is
	// set aside (it was refused for "instead"/"vez", or "not" was refused)
	"old value set aside": {
		{"make the welcome title last 6 seconds instead of 4", textIs("Welcome to the Workshop", 0, 6, "", "")},
		{"que el título de bienvenida dure 6 segundos en vez de 4", textIs("Welcome to the Workshop", 0, 6, "", "")},
		{"el título de bienvenida que dure 7 segundos en lugar de 4", textIs("Welcome to the Workshop", 0, 7, "", "")},
		{"move the thanks text to 85 instead of 87", textIs("Thanks for watching!", 85, 90, "", "")},
		{"the thanks text should start at 85 not 87", textIs("Thanks for watching!", 85, 92, "", "")}, // a closing element made to start earlier keeps its end (the lead's policy, 2026-12-04)
		{"put the welcome title at the top instead of the center", textPosIs("Welcome to the Workshop", "top")},
		{"poné el título de bienvenida arriba en vez de en el centro", textPosIs("Welcome to the Workshop", "top")},
		{"make the welcome title sit at the bottom instead of in the middle", textPosIs("Welcome to the Workshop", "bottom")},
		// guards: the old thing is no value, or no new value is said
		{"make the welcome title last 6 seconds instead of blabla", nil},
		{"make the welcome title last 6 seconds", textIs("Welcome to the Workshop", 0, 6, "", "")},
		{"set the music to 30%, not 50%", volumeIs("music.mp3", 0.3)},
	},
	// a quote after a text noun and "of"/"de"/"with" names which text it
	// is (it asked which of the titles "el cartel" meant)
	"text named by its words": {
		{"borrá el título de 'Thanks for watching!'", countIs(timeline.ElementText, 4)},
		{"delete the title with 'Thanks for watching!'", countIs(timeline.ElementText, 4)},
		{"que el título de 'Welcome to the Workshop' dure 6 segundos", textIs("Welcome to the Workshop", 0, 6, "", "")},
		{"make the text with 'Thanks for watching!' last until 90", textIs("Thanks for watching!", 87, 90, "", "")},
		{"move the title of 'Welcome to the Workshop' to the top", textPosIs("Welcome to the Workshop", "top")},
		{"borrá el título 'Thanks for watching!'", countIs(timeline.ElementText, 4)},            // guard: already read
		{"cambiá el título de 'Thanks for watching!' a 'Chau'", textIs("Chau", 87, 92, "", "")}, // guard: from–to
	},
}

func TestI13haWorkshop(t *testing.T) {
	runFixtureTable(t, "i13ha workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13haWorkshopCases)
}
