package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// rosaFixture: fixture() with rosa-final.mp4 at 18-26 (a name whose first
// word is also a colour).
func rosaFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	addTestAsset(ed.Project, "rosa-final.mp4", timeline.AssetVideo, 8, 1920, 1080, true)
	playCalls(t, "rosa", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "rosa-final.mp4", "startTime": 18, "trackType": "main"}},
	})
	return ed
}

// remarkThingCases: the thing an edge remark names, said in the pronoun's
// place of the command after it, keeps an article (set 21: "the ending
// with rosa waving drags, end it at 58" became "end rosa waving at 58":
// "end" the video's end, "rosa" a colour, and the clip's volume set to
// 58%, silent).
var remarkThingCases = map[string][]vcase{
	"the remark's thing in the pronoun's place": {
		{"the ending with rosa final drags, end it at 24", timesIs("rosa-final.mp4", "18-24")},
		{"the ending with rosa drags, end it at 24", timesIs("rosa-final.mp4", "18-24")},
	},
}

func TestRemarkThing(t *testing.T) {
	runFixtureTable(t, "remark thing", rosaFixture, remarkThingCases)
}
