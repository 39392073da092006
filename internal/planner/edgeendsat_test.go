package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// edgeEndsAtCases run on the workshop project (92 s: interview.mp4 0–70,
// broll-city.mp4 70–82, broll-kitchen.mp4 82–92). nil: not planned
// (asked or refused).
var edgeEndsAtCases = map[string][]vcase{
	"an edge cut with the moment where what is left ends or starts (edgeEndsAt)": {
		// were: 60 read as a length off the end (32–92 s went: silent)
		{"cut the end of the video so it ends at 60", both(durIs(60), mediaIs("interview.mp4", main, 0, 60))},
		{"cortá el final del video en el 60", both(durIs(60), mediaIs("interview.mp4", main, 0, 60))},
		{"recortá el final para que termine en el 80", both(durIs(80), mediaIs("broll-city.mp4", main, 70, 80))},
		{"cut the start of the video so it starts at 5", both(durIs(87), mediaIs("interview.mp4", main, 0, 65))},
		// the moment in a piece of its own (were: "say the range to remove")
		{"recortá el final del video, que termine en el 60", both(durIs(60), mediaIs("interview.mp4", main, 0, 60))},
		{"cut the end of the video, so it ends at 75", both(durIs(75), mediaIs("broll-city.mp4", main, 70, 75))},
		{"recortá el principio, que empiece en el 5", both(durIs(87), mediaIs("interview.mp4", main, 0, 65))},
		// a length off an edge stays a length
		{"chop 2 seconds off the end", durIs(90)},
		{"cortá 2 segundos del final", durIs(90)},
		// a moment past the end, or no moment: asked as before
		{"cortá el final, que termine en el 100", nil},
		{"recortá el final del video", nil},
		// the edge and the verb of the moment disagree: asked
		{"recortá el final del video, que empiece en el 60", nil},
	},
}

func TestEdgeEndsAt(t *testing.T) {
	runFixtureTable(t, "edgeendsat", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, edgeEndsAtCases)
}
