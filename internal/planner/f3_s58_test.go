package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestKeptLengthOfAThing: "keep only N seconds of" a main-track clip,
// said of it or of "it" after the clip is named, is how long the clip
// lasts (its first N seconds stay, as "make it N seconds"); the span of
// the whole clip was kept and the rest of the video removed. A part said
// by its own words ("the first N seconds of"), the whole clip kept, and a
// length kept of an overlay keep their readings.
func TestKeptLengthOfAThing(t *testing.T) {
	runFixtureTable(t, "kept length of a thing", func(t *testing.T) *videotools.Editor { return fixture(t) }, map[string][]vcase{
		"the seconds kept are the clip's length": {
			{"keep only 4 secs of the intro", both(timesIs("intro.mp4", "0-4"), timesIs("beach.mp4", "10-18"))},
			{"keep just 4 seconds of the intro clip", both(timesIs("intro.mp4", "0-4"), timesIs("beach.mp4", "10-18"))},
			{"the intro part, keep only 4 secs of it", both(timesIs("intro.mp4", "0-4"), timesIs("beach.mp4", "10-18"))},
			{"the intro part is way too long, keep only 4 seconds of it", both(timesIs("intro.mp4", "0-4"), timesIs("beach.mp4", "10-18"))},
			{"dejá solo 4 segundos de la intro", both(timesIs("intro.mp4", "0-4"), timesIs("beach.mp4", "10-18"))},
			{"la intro, dejá solo 4 segundos de eso", both(timesIs("intro.mp4", "0-4"), timesIs("beach.mp4", "10-18"))},
		},
		"other readings kept": {
			{"keep only the first 4 seconds of the intro", both(timesIs("intro.mp4", "0-4"), timesIs("beach.mp4", "4-12"))},
			{"keep only the intro", both(timesIs("intro.mp4", "0-10"), durIs(10))},
			{"keep only 2 seconds of the logo", timesIs("logo.png", "2-4")},
			{"la intro que quede en 4 segundos", timesIs("intro.mp4", "0-4")},
		},
	})
}
