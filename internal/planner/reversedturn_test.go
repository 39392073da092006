package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// reversedTurnCases: "dar vuelta" with "está al revés" (or "del revés")
// beside it is the half turn that puts an upside-down thing right (set 23:
// "dale vuelta al clip del casco que esta al reves" mirrored the helmet
// cam sideways, silent; "dale la vuelta al logo, que está del revés" was
// mirrored too, the remark set aside by another path), as "está al revés,
// dalo vuelta" already was (vagueremedy.go). A way said, or "espejar", is
// done. On fixture(): logo.png 2-7.
var reversedTurnCases = map[string][]vcase{
	"al revés with dar vuelta is a half turn": {
		{"dale vuelta al logo que está al revés", rotationIs("logo.png", 180)},
		{"dale vuelta al logo, que está al revés", rotationIs("logo.png", 180)}, // (this one panicked: a comma left last)
		{"dale la vuelta al logo, que está del revés", rotationIs("logo.png", 180)},
		{"dale la vuelta al logo que quedó al revés", rotationIs("logo.png", 180)},
		{"el logo está del revés, dale la vuelta", rotationIs("logo.png", 180)},
		{"espejá el logo que está al revés", logoVisual(func(v *timeline.Visual) bool { return v.FlipH && !v.FlipV })},
		{"dale vuelta de arriba a abajo al logo que está al revés", flippedVIs("logo.png")},
		{"dale vuelta al logo", logoVisual(func(v *timeline.Visual) bool { return v.FlipH && !v.FlipV })},
	},
}

func TestReversedTurn(t *testing.T) {
	runFixtureTable(t, "al revés beside dar vuelta", func(t *testing.T) *videotools.Editor { return fixture(t) }, reversedTurnCases)
}
