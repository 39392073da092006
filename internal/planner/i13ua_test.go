package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13uaFixture: a garden video with looks on it: garden.mp4 0–10 and
// closeup.mp4 10–18 on the main track, seeds.jpg over the video 2–8 at
// scale 0.5, music.mp3 0–18, a warm tint over the close-up (10–18,
// strength 20), a brightness boost over the start (0–5, brightness 20)
// and black and white from 5 to 10 (intensity 100).
func i13uaFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "garden.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "closeup.mp4", timeline.AssetVideo, 8, 1920, 1080, true)
	addTestAsset(p, "seeds.jpg", timeline.AssetImage, 0, 800, 600, false)
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 60, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "i13ua", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "garden.mp4", "startTime": 0, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "closeup.mp4", "startTime": 10, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "seeds.jpg", "startTime": 2, "trackType": "overlay", "duration": 6}},
		{"update_clip", map[string]any{"elementId": "seeds.jpg", "scale": 0.5}},
		{"add_media_to_timeline", map[string]any{"assetId": "music.mp3", "startTime": 0, "trackType": "audio", "duration": 18}},
		{"apply_effect", map[string]any{"effectType": "tint", "start": 10, "end": 18, "params": map[string]any{"color": "#ff8000", "strength": 20}}},
		{"apply_effect", map[string]any{"effectType": "brightness-contrast", "start": 0, "end": 5, "params": map[string]any{"brightness": 20, "contrast": 0}}},
		{"apply_effect", map[string]any{"effectType": "grayscale", "start": 5, "end": 10, "params": map[string]any{"intensity": 100}}},
	})
	return ed
}

var i13uaCases = map[string][]vcase{
	"a zoom said with a little or a size over 100% is the thing's size": {
		// refused: "no tool animates a zoom"
		{"zoom in on the close-up a little", scaleIs("closeup.mp4", 1.2)},
		{"zoom into the seeds photo a bit", scaleIs("seeds.jpg", 0.6)},
		{"zoom in on the closeup, like 150%", scaleIs("closeup.mp4", 1.5)},
		{"zoom on the garden clip 130% pls", scaleIs("garden.mp4", 1.3)},
		{"hacé un poquito de zoom al closeup", scaleIs("closeup.mp4", 1.2)},
		{"hace zoom al closeup que se vea mas grande", scaleIs("closeup.mp4", 1.5)},
		{"zoom out of the seeds photo a bit", scaleIs("seeds.jpg", 0.4)},
		// guards: a zoom with no amount, with a time, or a lot stays
		// refused (it may be a move in time); a percent under 100 is by
		// that much
		{"zoom in on the closeup", nil},
		{"hace zoom al closeup", nil},
		{"zoom in on the closeup a bit at 12s", nil},
		{"zoom in on the garden clip 20%", scaleIs("garden.mp4", 1.2)},
		{"zoom into the seeds photo, like 900%", nil},
	},
}

func TestI13uaTable(t *testing.T) {
	runFixtureTable(t, "i13ua table", i13uaFixture, i13uaCases)
}
