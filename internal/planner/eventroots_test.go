package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// doingFixture is the small edit (intro.mp4 0-10, beach.mp4 10-18) with
// DJI_0031.mp4 18-24 and baile.mp4 24-30 on the main track and a sound
// of a door at 18, described as describe_asset stores them.
func doingFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	addTestAsset(ed.Project, "DJI_0031.mp4", timeline.AssetVideo, 6, 1920, 1080, true)
	addTestAsset(ed.Project, "baile.mp4", timeline.AssetVideo, 6, 1920, 1080, true)
	addTestAsset(ed.Project, "creak.wav", timeline.AssetAudio, 4, 0, 0, true)
	playCalls(t, "doing fixture", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "DJI_0031.mp4", "startTime": 18, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "baile.mp4", "startTime": 24, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "creak.wav", "startTime": 18, "trackType": "audio"}},
	})
	describe := map[string]string{
		"DJI_0031.mp4": "opening the garage door",
		"creak.wav":    "the garage door's creak",
		"beach.mp4":    "the host waving goodbye on the pier",
		"intro.mp4":    "the host talking to camera in the kitchen",
		"baile.mp4":    "the couple on the sand at night",
	}
	describeAssets(ed, describe)
	return ed
}

// doingRootCases: an event said by what a clip shows, in another form of
// a word of its description or its name (eventroots.go). A nil check
// wants a question or a refusal.
var doingRootCases = map[string][]vcase{
	"a doing of a description's word": {
		{"add a heart sticker when the host waves goodbye", stickerStartsAt("heart", 10)},
		{"add 'See you!' at the top when the host waves goodbye", msTextStarts("See you!", 10)},
		{"add a star sticker when the garage door opens", stickerStartsAt("star", 18)},
		{"poné un corazón cuando the garage door opens", stickerStartsAt("heart", 18)},
	},
	"a doing of a file's name word": {
		{"poné un corazón cuando bailan", stickerStartsAt("heart", 24)},
		{"agregá 'Vamos' arriba cuando bailan todos", msTextStarts("Vamos", 24)},
	},
	"stays asked": {
		// no clip shows the host jumping
		{"add a heart sticker when the host jumps", nil},
		{"poné un corazón cuando saltan todos", nil},
	},
}

func TestDoingRoots(t *testing.T) {
	runFixtureTable(t, "doing roots", doingFixture, doingRootCases)
}
