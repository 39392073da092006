package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// duplicateMainCases: the copy of a main clip goes right after it on the
// main track, and the clips after it move later to make room (it went on
// an overlay track over them, and they kept their times). A thing over
// the video is copied right after itself, as before.
var duplicateMainCases = map[string][]vcase{
	"a main clip's copy pushes the clips after it": {
		{"duplicate the intro clip", both(mainCount(3), mediaIs("beach.mp4", timeline.TrackMain, 20, 28))},
		{"duplicá el primer clip", both(mainCount(3), mediaIs("beach.mp4", timeline.TrackMain, 20, 28))},
	},
	"the last clip and things over the video": {
		{"duplicate the beach clip", both(mainCount(3), mediaIs("beach.mp4", timeline.TrackMain, 10, 18))},
		{"duplicate the logo", both(mediaIsAt("logo.png", 7), mediaIs("beach.mp4", timeline.TrackMain, 10, 18))},
	},
}

func TestDuplicateMain(t *testing.T) {
	runFixtureTable(t, "duplicate main", func(t *testing.T) *videotools.Editor { return fixture(t) }, duplicateMainCases)
}
