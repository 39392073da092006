package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestContrastThingTail: "not <thing>" after a clause that names one
// other thing says which is meant; the edit is done to that one only
// (contrastthing.go). Beside a group it leaves one out, and stays asked.
func TestContrastThingTail(t *testing.T) {
	runFixtureTable(t, "contrast thing tail", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"the thing named is the one": {
			{"move the logo to 4, not the heart", both(timesIs("logo.png", "4-12"), stickerTimes("heart", "6-9"))},
			{"que el logo arranque en el segundo 4, no el corazón", both(timesIs("logo.png", "4-12"), stickerTimes("heart", "6-9"))},
			{"delete the heart, not the logo", both(countIs(timeline.ElementSticker, 0), timesIs("logo.png", "2-10"))},
			{"borrá el corazón, no el logo", both(countIs(timeline.ElementSticker, 0), timesIs("logo.png", "2-10"))},
			{"the vignette should start with the kitchen clip, not the city clip", effectIs("vignette", 82, 92, "", 0)},
		},
		"a group leaves one out": {
			{"mute all the clips, not the kitchen clip", nil},
			{"silenciá todos los clips, no el de la cocina", nil},
		},
	})
}
