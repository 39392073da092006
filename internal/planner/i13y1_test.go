package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Workshop texts: "Welcome to the Workshop" (0–4, centre), "Ana Pérez ·
// Head Baker" (5–9, bottom), two subtitles (12–18, bottom), "Thanks for
// watching!" (87–92, centre); the logo sits in the top right corner.
const (
	y1Title  = "Welcome to the Workshop"
	y1Label  = "Ana Pérez · Head Baker"
	y1Sub1   = "today we bake sourdough"
	y1Sub2   = "first, the starter"
	y1Thanks = "Thanks for watching!"
)

var i13y1Cases = map[string][]vcase{
	"an edge said with a degree of where a text is: a complaint, the other way": {
		{"el titulo esta muy abajo", textPosIs(y1Title, "top")},
		{"el título está demasiado abajo", textPosIs(y1Title, "top")},
		{"the title sits too far down", textPosIs(y1Title, "top")},
		{"the welcome text is way too far down", textPosIs(y1Title, "top")},
		{"los subtitulos quedan muy abajo, subilos al centro", both(textPosIs(y1Sub1, "center"), textPosIs(y1Sub2, "center"))},
		{"the name label sits too far down, move it to the middle", textPosIs(y1Label, "center")},
		{"el cartel de ana esta re abajo, ponelo arriba", textPosIs(y1Label, "top")},
		{"the thanks text is too far down, put it at the top", textPosIs(y1Thanks, "top")},
		{"el texto de bienvenida quedo muy arriba, mandalo abajo", textPosIs(y1Title, "bottom")},
		{"the title is too high up", textPosIs(y1Title, "bottom")},
		{"el titulo esta demasiado arriba, bajalo abajo de todo", textPosIs(y1Title, "bottom")},
		// guards: where a text goes, said with a degree, is still where it goes
		{"el titulo muy abajo por favor", textPosIs(y1Title, "bottom")},
		{"poné el título bien abajo", textPosIs(y1Title, "bottom")},
		{"move the title down", textPosIs(y1Title, "bottom")},
		{"the music is too low", volumeIs("music.mp3", 1)},
		{"la musica esta muy abajo", nil}, // (a sound: asked, as before),
	},
}

func TestI13y1(t *testing.T) {
	runFixtureTable(t, "i13y1", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13y1Cases)
}
