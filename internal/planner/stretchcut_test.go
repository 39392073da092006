package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// stretchCutCases run on the workshop project (92 s: interview.mp4 0–70,
// broll-city.mp4 70–82, broll-kitchen.mp4 82–92, the music under it).
// nil: not planned (asked or refused).
var stretchCutCases = map[string][]vcase{
	"a stretch said with its times in a sentence of what is there, then 'cut it' (stretchThenRemoved)": {
		// were: refused ("would leave out walks", "there is no una tos")
		{"theres a bit from 0:20 to 0:23 where the baker walks out of frame, cut it out", durIs(89)},
		{"en la entrevista hay una tos entre el 14 y el 16, cortá ese pedazo", durIs(90)},
		{"hay un silencio largo del 30 al 33, sacalo", durIs(89)},
		{"there's a boring part between 40 and 42, take that out", durIs(90)},
		// guards: a sound's stretch (of the music alone?) and a second
		// time stay as they were read
		{"the music has a pop from 10 to 12, cut it out", nil},
		// a look said of the stretch: "it" may be a look there to remove
		{"there's a blurry part between 40 and 42, take that out", nil},
		{"hay una tos entre el 14 y el 16 y otra en el 30, cortalo", nil},
	},
}

// stretchCutTripCases run on the trip project (beach.mp4 0–24 under the
// song, the title "Summer 2024" 0–3).
var stretchCutTripCases = map[string][]vcase{
	"a stretch said with its times in a sentence of what is there, then 'cut it' (stretchThenRemoved)": {
		{"hay una parte aburrida del 5 al 8, cortala", durIs(21)},
		{"there's a dead bit from 10 to 14, delete it", durIs(20)},
	},
}

func TestStretchCut(t *testing.T) {
	runFixtureTable(t, "stretchcut", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, stretchCutCases)
	runFixtureTable(t, "stretchcut trip", tripFixture, stretchCutTripCases)
}
