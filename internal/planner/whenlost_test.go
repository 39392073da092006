package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestStickerMomentNeverDropped: a new sticker whose clause says a stretch
// with a joined opener ("mientras aparece", "mientras se ve", "throughout")
// that names nothing of the project is asked about; it went over the whole
// video (whenlost.go). The guards are stretches that name a thing.
func TestStickerMomentNeverDropped(t *testing.T) {
	runFixtureTable(t, "sticker moment kept", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"a stretch that names nothing is asked": {
			{"agregá una estrella mientras aparece lo de seguinos", nil},
			{"poné un corazón mientras se ve lo de la masa madre", nil},
			{"add a star whilst the bit with the oven door runs", nil},
			{"add a heart for as long as the pizza peel shows", nil},
		},
		"a stretch that names a thing is its time": {
			{"poné una estrella mientras aparece el logo", newStickerAt("star", "top-right", 2, 10)},
			{"add a star while the kitchen clip plays", newStickerAt("star", "top-right", 82, 92)},
			{"poné una estrella mientras se ve el clip de la ciudad", newStickerAt("star", "top-right", 70, 82)},
		},
	})
}
