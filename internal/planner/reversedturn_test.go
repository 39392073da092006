package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// reversedTurnCases: "dar vuelta" with "está al revés" beside it is upside
// down as often as mirrored (set 23: "dale vuelta al clip del casco que
// esta al reves" mirrored the helmet cam sideways, silent); it is asked.
// A way said, or "espejar", is done. On fixture(): logo.png 2-7.
var reversedTurnCases = map[string][]vcase{
	"al revés with dar vuelta is asked": {
		{"dale vuelta al logo que está al revés", nil},
		{"dale vuelta al logo, que está al revés", nil}, // (this one panicked: a comma left last)
		{"espejá el logo que está al revés", logoVisual(func(v *timeline.Visual) bool { return v.FlipH && !v.FlipV })},
		{"dale vuelta de arriba a abajo al logo que está al revés", flippedVIs("logo.png")},
		{"dale vuelta al logo", logoVisual(func(v *timeline.Visual) bool { return v.FlipH && !v.FlipV })},
	},
}

func TestReversedTurn(t *testing.T) {
	runFixtureTable(t, "al revés beside dar vuelta", func(t *testing.T) *videotools.Editor { return fixture(t) }, reversedTurnCases)
}
