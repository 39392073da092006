package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// outingFixture is the small edit (intro.mp4 0-10, beach.mp4 10-18) with a
// ride filmed on a phone (DJI_0101.mp4 18-24, a name that says nothing), a
// car horn (bocina-auto.wav 5-7) and three takes not on the timeline, each
// known only by its description: what the clips show, in English, said in
// Spanish or in another form of the word.
func outingFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	addTestAsset(ed.Project, "DJI_0101.mp4", timeline.AssetVideo, 6, 1920, 1080, true)
	addTestAsset(ed.Project, "bocina-auto.wav", timeline.AssetAudio, 2, 0, 0, true)
	addTestAsset(ed.Project, "IMG_9001.MOV", timeline.AssetVideo, 5, 1920, 1080, true)
	addTestAsset(ed.Project, "IMG_9002.MOV", timeline.AssetVideo, 5, 1920, 1080, true)
	addTestAsset(ed.Project, "IMG_9003.MOV", timeline.AssetVideo, 5, 1920, 1080, true)
	addTestAsset(ed.Project, "IMG_9004.MOV", timeline.AssetVideo, 5, 1920, 1080, true)
	playCalls(t, "outing", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "DJI_0101.mp4", "startTime": 18, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "bocina-auto.wav", "startTime": 19, "trackType": "audio"}},
	})
	describe := map[string]string{
		"DJI_0101.mp4":    "the evening ride along the coast",
		"bocina-auto.wav": "a car horn",
		"IMG_9001.MOV":    "a girl spinning a hula hoop",
		"IMG_9002.MOV":    "a dog crossing the street",
		"IMG_9003.MOV":    "sewing a patch on the jacket",
		"IMG_9004.MOV":    "pumping up the balloons",
	}
	describeAssets(ed, describe)
	return ed
}
