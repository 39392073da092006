package planner

import (
	"github.com/neuralcut/neuralcut/internal/videotools"
	"testing"
)

// lead24Cases run on the workshop project: the lead's own wording of the
// twenty-fourth session, with variants (none from a held-out set).
var lead24Cases = map[string][]vcase{
	// made to stay a length more: that much longer (it was made to last
	// just that length, 3 s)
	"stay a length more": {
		{"make the logo stay on screen 3 more seconds", timesIs("logo.png", "2-13")},
		{"let the logo stay up 3 seconds more", timesIs("logo.png", "2-13")},
		{"hacé que el logo se quede 3 segundos más en pantalla", timesIs("logo.png", "2-13")},
		{"make the logo stay 3 seconds", timesIs("logo.png", "2-5")}, // guard: a length
	},
	// an effect (or a text, a sticker) made to cover another clip as well:
	// it lasts over both (both were hidden)
	"an effect covers a clip too": {
		{"make the vignette cover the kitchen shot too", effectSpans("vignette", "70-92")},
		{"que la viñeta cubra también la cocina", effectSpans("vignette", "70-92")},
		{"extend the vignette over the kitchen b-roll too", effectSpans("vignette", "70-92")},
		{"make the vignette cover the interview as well", effectSpans("vignette", "0-82")},
		{"cover the logo", hiddenIs("logo.png", true)},                     // guard: hidden
		{"borrá también el logo", timesIs("logo.png", "")},                 // guard: "también" before the object
		{"make the heart cover the logo too", stickerStartsAt("heart", 6)}, // guard: on screen, maybe
	},
}

func TestLead24Cases(t *testing.T) {
	runFixtureTable(t, "lead24", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, lead24Cases)
}
