package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// cheeseFixture is the small edit (intro.mp4 0-10, beach.mp4 10-18) with a
// clip named for what it films, cortando-queso.mp4 18-24 (someone slicing
// the cheese on the board).
func cheeseFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	addTestAsset(ed.Project, "cortando-queso.mp4", timeline.AssetVideo, 6, 1920, 1080, true)
	playCalls(t, "cheese", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "cortando-queso.mp4", "startTime": 18, "trackType": "main"}},
	})
	for i := range ed.Project.Assets {
		if ed.Project.Assets[i].Name == "cortando-queso.mp4" {
			ed.Project.Assets[i].Description = "slicing the cheese on the board"
		}
	}
	return ed
}

// partWhereCases: a part said by what happens in it, a doing the clip is
// named or described by and the thing it is done to, is that clip. A
// doing no clip holds leaves it as it was read. A nil check wants a
// question or a refusal.
var partWhereCases = map[string][]vcase{
	"a part said by what happens in it": {
		{"sacale los últimos 2 segundos a la parte donde corta el queso", mediaIs("cortando-queso.mp4", timeline.TrackMain, 18, 22)},
		// left at the fifty-third session's merge: "cut the last 2 seconds of
		// the part where she slices the cheese" is refused ("she" left out)
		{"silenciá la parte donde corta el queso", mutedIs("cortando-queso.mp4", true)},
	},
	"a doing no clip holds": {
		{"silenciá la parte donde canta", nil},
	},
}

func TestPartWhere(t *testing.T) {
	runFixtureTable(t, "part where", cheeseFixture, partWhereCases)
}
