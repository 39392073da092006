package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestContrastTimeTail: a "not" tail that says another time, beside a
// clause that says its own, is the old time and is dropped
// (contrasttail.go); "from the (very) first second" is from the video's
// start (fromfirstsecond.go). A tail that names a thing, or one beside a
// clause with no time, stays refused.
func TestContrastTimeTail(t *testing.T) {
	runFixtureTable(t, "contrast time tail", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"a time tail is the old time": {
			{"the label should be there from the very first second, not pop in at 5", textIs("Ana Pérez · Head Baker", 0, 4, "bottom", "label")},
			{"que la etiqueta esté desde el primer segundo, no que aparezca en el 5", textIs("Ana Pérez · Head Baker", 0, 4, "bottom", "label")},
			{"que el logo arranque en el segundo 4, no en el 2", timesIs("logo.png", "4-12")},
			{"make the logo start at 4, not at 2", timesIs("logo.png", "4-12")},
			{"the heart should stay for the whole city clip, not just 3 seconds", stickerTimes("heart", "70-82")},
		},
		"from the first second is from the start": {
			{"que el corazón esté desde el primer segundo", stickerTimes("heart", "0-3")},
			{"the heart should be there from the first second", stickerTimes("heart", "0-3")},
		},
		"stays as before": {
			{"cut the first second", both(durIs(91))},
			{"delete the heart, not at 4", nil},
		},
	})
}
