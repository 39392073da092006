package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// remarkSomeoneCases run on the workshop project (92 s: interview.mp4
// 0–70, the b-roll 70–92; "Ana Pérez · Head Baker" names ana). nil: not
// planned (asked or refused).
var remarkSomeoneCases = map[string][]vcase{
	"what someone nobody named does in the part cut (someoneDet)": {
		// were: refused for "walks, right"
		{"remove from 40 to 44, some guy walks right in front of the lens", durIs(88)},
		{"sacá del 40 al 44, una señora cruza por delante", durIs(88)},
		// guard: a name of the project there may be an edit of it
		// ("camera" is guest-cam.mp4's)
		{"remove from 40 to 44, some guy walks right in front of the camera", nil},
	},
	"a filler someone says in the part cut (saysFiller)": {
		// were: "which one do you mean by ana"
		{"cut the first 2 seconds, ana says umm", durIs(90)},
		{"cortá los primeros 2 segundos, ana dice eh", durIs(90)},
	},
	"where someone looks in the last second cut (gazeAway, edgeSecondSaid)": {
		// were: refused for "away"
		{"lose the last second of the interview, she looks away from the lens", mediaIs("interview.mp4", main, 0, 69)},
		{"sacá el último segundo de la entrevista, mira para otro lado", mediaIs("interview.mp4", main, 0, 69)},
		// guard: a thing of the project doing something there may be an edit
		{"lose the last second of the interview, the logo moves there", nil},
	},
}

func TestRemarkSomeone(t *testing.T) {
	runFixtureTable(t, "remarksomeone", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, remarkSomeoneCases)
}
