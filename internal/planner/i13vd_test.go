package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13vdFixture: a bakery video. Main track: intro.mp4 0–10, shop.jpg
// 10–16 (a picture), city.mp4 16–26. Overlay: logo.png 0–12 at 50%
// opacity. Audio: music.mp3 0–26 (a bed across everything), voice.wav
// 4–20 (a voice-over across the picture). A star sticker 2–6, the text
// "OPEN DAILY" 18–22, a vignette over the city clip 16–26. In the library
// but not used: summer-24.mp3.
func i13vdFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "intro.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "shop.jpg", timeline.AssetImage, 0, 1920, 1080, false)
	addTestAsset(p, "city.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 400, 400, false)
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 60, 0, 0, true)
	addTestAsset(p, "voice.wav", timeline.AssetAudio, 16, 0, 0, true)
	addTestAsset(p, "summer-24.mp3", timeline.AssetAudio, 90, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "i13vd", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "intro.mp4", "startTime": 0, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "shop.jpg", "startTime": 10, "trackType": "main", "duration": 6}},
		{"add_media_to_timeline", map[string]any{"assetId": "city.mp4", "startTime": 16, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "logo.png", "startTime": 0, "trackType": "overlay", "duration": 12}},
		{"add_media_to_timeline", map[string]any{"assetId": "music.mp3", "startTime": 0, "trackType": "audio", "duration": 26}},
		{"add_media_to_timeline", map[string]any{"assetId": "voice.wav", "startTime": 4, "trackType": "audio"}},
		{"add_sticker", map[string]any{"stickerId": "star", "start": 2, "end": 6, "position": "top-right"}},
		{"add_text", map[string]any{"text": "OPEN DAILY", "start": 18, "end": 22, "position": "bottom"}},
		{"apply_effect", map[string]any{"effectType": "vignette", "start": 16, "end": 26}},
		{"update_clip", map[string]any{"elementId": "logo.png", "opacity": 0.5}},
	})
	return ed
}

// TestI13vdDeletePicture: deleting a picture or clip of the main track
// closes the gap but leaves the sound that ran across it whole (before:
// the music and the voice-over were shortened by the clip's length).
func TestI13vdDeletePicture(t *testing.T) {
	runFixtureTable(t, "i13vd delete", i13vdFixture, map[string][]vcase{
		"a main picture deleted: the sound across it plays on whole": {
			{"delete the shop photo", both(goneIs("shop.jpg"), timesIs("city.mp4", "10-20"), timesIs("music.mp3", "0-26"), timesIs("voice.wav", "4-20"))},
			{"get rid of the shop pic", both(goneIs("shop.jpg"), timesIs("music.mp3", "0-26"), timesIs("voice.wav", "4-20"))},
			{"borra la foto de shop", both(goneIs("shop.jpg"), timesIs("city.mp4", "10-20"), timesIs("music.mp3", "0-26"), timesIs("voice.wav", "4-20"))},
			{"sacá el clip de la ciudad", both(goneIs("city.mp4"), timesIs("music.mp3", "0-26"), timesIs("voice.wav", "4-20"))},
			{"delte the intro clip", both(goneIs("intro.mp4"), timesIs("shop.jpg", "0-6"), timesIs("music.mp3", "0-26"), timesIs("voice.wav", "4-20"))},
			// guards: the rest still closes up; a stretch removed still
			// takes the sound with it; leaving the gap moves nothing
			{"delete the shop photo", both(timesIs("OPEN DAILY", "12-16"), timesIs("logo.png", "0-12"))},
			{"remove 10 to 16", both(durIs(20), timesIs("music.mp3", "0-10 10-20"))},
			{"delete the shop photo but leave the gap", both(goneIs("shop.jpg"), timesIs("city.mp4", "16-26"), timesIs("music.mp3", "0-26"))},
			{"delete the music", goneIs("music.mp3")},
		},
	})
}

func TestI13vdProbe(t *testing.T) {
	for _, p := range []string{
		"delete the shop photo",
		"borrá la foto del local",
		"give the star a spin",
		"add a heart and the logo bigger",
		"change the music to Summer 24",
		"change the vignette on the city clip to sepia",
		"the logo should stay see-through until the end",
		"flip the logo, it reads backwards",
		"espejá el logo que está al revés",
	} {
		plan := BasicVideo(context.Background(), p, i13vdFixture(t))
		t.Logf("%q -> ok=%v %s\n   %s", p, plan.OK(), plan.Reply, stepsJSON(plan))
	}
}

func stepsJSON(p Plan) string { b, _ := json.Marshal(p.Steps); return string(b) }
