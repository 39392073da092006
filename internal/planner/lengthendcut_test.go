package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lengthEndCutCases run on the workshop project (92 s: interview.mp4
// 0–70, broll-city.mp4 70–82, broll-kitchen.mp4 82–92). nil: not planned
// (asked or refused).
var lengthEndCutCases = map[string][]vcase{
	"a length for the whole video, then a piece that says to cut the end (endCutPiece)": {
		// were: asked "Cut the end (60s–92s)?" though the piece said so
		{"que el video dure 60 segundos, cortá el final", both(durIs(60), mediaIs("interview.mp4", main, 0, 60))},
		{"make the video 60 seconds long, cut the end", both(durIs(60), mediaIs("interview.mp4", main, 0, 60))},
		{"make the video 75 seconds long, cut off the end", both(durIs(75), mediaIs("broll-city.mp4", main, 70, 75))},
		// guards: the length alone, another edge, a thing in the piece
		{"que el video dure 60 segundos", nil},
		{"make the video 60 seconds long, cut the start", nil},
		{"make the video 60 seconds long, cut the end of the interview", nil},
	},
}

// lengthEndCutTripCases run on the trip project (beach.mp4 0–24, the song
// under it, the title "Summer 2024" 0–3).
var lengthEndCutTripCases = map[string][]vcase{
	"a length for the whole video, then a piece that says to cut the end (endCutPiece)": {
		{"dejá el video en 15 segundos, cortá el final", both(durIs(15), mediaIs("beach.mp4", main, 0, 15))},
		{"dejá el video en 20 segundos, cortale el final", both(durIs(20), mediaIs("beach.mp4", main, 0, 20))},
		{"make the video 18 seconds, cut the end", both(durIs(18), mediaIs("beach.mp4", main, 0, 18))},
		{"dejá el video en 15 segundos", nil},
		{"dejá el video en 15 segundos, cortá el principio", nil},
	},
}

func TestLengthEndCut(t *testing.T) {
	runFixtureTable(t, "lengthendcut", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, lengthEndCutCases)
	runFixtureTable(t, "lengthendcut trip", tripFixture, lengthEndCutTripCases)
}
