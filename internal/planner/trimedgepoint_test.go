package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// trimEdgePointCases run on the workshop project (interview.mp4 0–70,
// broll-city.mp4 70–82, broll-kitchen.mp4 82–92, logo.png 2–10, a heart
// 6–9, the music). nil: not planned (asked or refused).
var trimEdgePointCases = map[string][]vcase{
	"a trim of an edge with a moment: the edge moves there (trimEdgePoint)": {
		// were: the moment taken as an amount ("at 60" cut 60 s off: 0–10)
		{"trim the end of the interview at 60", mediaIs("interview.mp4", main, 0, 60)},
		{"trim the end of the city clip so it ends at 80", mediaIs("broll-city.mp4", main, 70, 80)},
		{"recortá el final de la entrevista en el 60", mediaIs("interview.mp4", main, 0, 60)},
		{"recortá el final del clip de la ciudad a los 80", mediaIs("broll-city.mp4", main, 70, 80)},
		{"trim the start of the city clip at 73", mediaIs("broll-city.mp4", main, 73, 82)},
		{"recortá el principio del clip de la cocina en el segundo 85", mediaIs("broll-kitchen.mp4", main, 85, 92)},
		{"trim the end of the interview to 60", mediaIs("interview.mp4", main, 0, 60)},
	},
	"a trim of an edge with an amount: unchanged": {
		{"trim the end of the interview by 10", mediaIs("interview.mp4", main, 0, 60)},
		{"recortá el final de la entrevista 10 segundos", mediaIs("interview.mp4", main, 0, 60)},
		{"recortá el final de la entrevista en 10 segundos", mediaIs("interview.mp4", main, 0, 60)},
		{"trim the start of the city clip by 3", mediaIs("broll-city.mp4", main, 73, 82)},
	},
	"a trim of an edge with a time that is neither clearly: asked": {
		{"recortá el final de la entrevista en 8", nil},              // at 8, or 8 off
		{"trim the end of the city clip at 2s", nil},                 // not inside 70–82
		{"trim the end of the city clip to 5 seconds", nil},          // end at 5, or 5 s long
		{"recortá el principio del clip de la ciudad en el 90", nil}, // past its end
	},
}

func TestTrimEdgePoint(t *testing.T) {
	runFixtureTable(t, "trimedgepoint", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, trimEdgePointCases)
}
