package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// personFixture is the small edit (intro.mp4 0-10, beach.mp4 10-18, the
// music 0-18) with Marta, its host, in two apart clips: the intro (a file
// name that does not say her) and charla-marta.mp4 at 18-22 (her closing
// words), and a label with her name over the intro.
func personFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	addTestAsset(ed.Project, "charla-marta.mp4", timeline.AssetVideo, 6, 1920, 1080, true)
	playCalls(t, "person clips", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "charla-marta.mp4", "startTime": 18, "trackType": "main", "duration": 4}},
		{"add_text", map[string]any{"text": "Marta · host", "start": 3, "end": 7, "position": "bottom", "style": "label"}},
	})
	describe := map[string]string{
		"intro.mp4":        "Marta, the host, talks to camera in the kitchen",
		"beach.mp4":        "waves breaking on the rocks",
		"charla-marta.mp4": "Marta thanks everyone on the pier",
	}
	describeAssets(ed, describe)
	return ed
}

// describeAssets gives each asset of ed the description its name has in
// describe (none where it has none), as a fixture's descriptions are set.
func describeAssets(ed *videotools.Editor, describe map[string]string) {
	for i := range ed.Project.Assets {
		ed.Project.Assets[i].Description = describe[ed.Project.Assets[i].Name]
	}
}

// personCases: a person said by first name is every clip that shows her,
// and the words beside her say which (a nil check wants a question).
var personCases = map[string][]vcase{
	"the start of her intro, not the clip her file name has": {
		{"trim the first 2 seconds off marta's intro", both(mediaIs("intro.mp4", timeline.TrackMain, 0, 8), mediaIs("charla-marta.mp4", timeline.TrackMain, 16, 20))},
		{"cortá los primeros 2 segundos de marta al principio", both(mediaIs("intro.mp4", timeline.TrackMain, 0, 8), mediaIs("charla-marta.mp4", timeline.TrackMain, 16, 20))},
	},
	"her closing words are the last": {
		{"cut the last second of marta's closing", both(mediaIs("charla-marta.mp4", timeline.TrackMain, 18, 21), mediaIs("intro.mp4", timeline.TrackMain, 0, 10))},
		{"sacale el último segundo a marta al final", both(mediaIs("charla-marta.mp4", timeline.TrackMain, 18, 21), mediaIs("intro.mp4", timeline.TrackMain, 0, 10))},
	},
	"while she talks at the start": {
		{"bajá la música mientras habla marta al principio", musicLowerOnly(0, 10, 1)},
		{"lower the music while marta talks at the start", musicLowerOnly(0, 10, 1)},
	},
	"apart, unsaid which: asked": {
		{"cut the first 2 seconds of marta", nil},
		{"cortá los primeros 2 segundos de marta", nil},
	},
	"names that are no person stay as they were": {
		{"mute the beach", both(mutedIs("beach.mp4", true), mutedIs("intro.mp4", false))},
		{"cut the first 2 seconds of the beach", mediaIs("beach.mp4", timeline.TrackMain, 10, 16)},
	},
}

func TestPersonClips(t *testing.T) {
	runFixtureTable(t, "person clips", personFixture, personCases)
}
