package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestEdgeOfANamedClipSession56: the first or last seconds of a clip said
// by its name after the Spanish "a" ("sacale los últimos 2 segundos a
// broll city": the video's last 2 s were read, refused as not inside the
// clip).
func TestEdgeOfANamedClipSession56(t *testing.T) {
	runFixtureTable(t, "edge of a named clip", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"the seconds after \"a\" are the named clip's": {
			{"sacale los ultimos 2 segundos a broll city", both(timesIs("broll-city.mp4", "70-80"), timesIs("broll-kitchen.mp4", "80-90"))},
			{"sacale los últimos 2 segundos a la entrevista", both(timesIs("interview.mp4", "0-68"), timesIs("broll-city.mp4", "68-80"))},
			{"cut the last 2 seconds of broll city", both(timesIs("broll-city.mp4", "70-80"), timesIs("broll-kitchen.mp4", "80-90"))},
		},
		"\"a\" before no name of the project is still asked": {
			{"sacale los ultimos 2 segundos a un clip", nil},
		},
	})
}
