package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// middleScreenCases: "the middle of the screen" with its article is the
// place, whatever the preposition before it ("to", "hasta"); "the middle"
// alone was read as the video's middle and the text moved in time (a
// silent wrong edit). On the workshop project: "Ana Pérez · Head Baker"
// 5–9 at the bottom.
var middleScreenCases = map[string][]vcase{
	"the middle of the screen is the place": {
		{"move the name text to the middle of the screen", placedTextTimed("Ana Pérez · Head Baker", "center", 5, 9)},
		{"move Ana's label to the center of the frame", placedTextTimed("Ana Pérez · Head Baker", "center", 5, 9)},
		{"llevá el texto de Ana hasta el centro de la pantalla", placedTextTimed("Ana Pérez · Head Baker", "center", 5, 9)},
	},
}

func TestMiddleScreen(t *testing.T) {
	runFixtureTable(t, "middle of the screen", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, middleScreenCases)
}
