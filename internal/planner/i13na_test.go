package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// naStream: a 40 s race-stream highlight: intro.mp4 0-10 | race.mp4 10-25 |
// crash.mp4 25-40 on the main track, webcam.mp4 0-40 on top (picture in
// picture), chill_bg.mp3 0-40 at 0.5 and commentary.wav 0-38 at 1 on a
// second audio track; a sharpen effect 10-25 and a sepia 25-40.
func naStream(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "intro.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "race.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
	addTestAsset(p, "crash.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
	addTestAsset(p, "webcam.mp4", timeline.AssetVideo, 60, 1280, 720, false)
	addTestAsset(p, "chill_bg.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(p, "commentary.wav", timeline.AssetAudio, 38, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "naStream", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "intro.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "race.mp4", "startTime": 10, "trackType": "main", "duration": 15}},
		{"add_media_to_timeline", map[string]any{"assetId": "crash.mp4", "startTime": 25, "trackType": "main", "duration": 15}},
		{"add_media_to_timeline", map[string]any{"assetId": "webcam.mp4", "startTime": 0, "trackType": "overlay", "duration": 40}},
		{"add_media_to_timeline", map[string]any{"assetId": "chill_bg.mp3", "startTime": 0, "trackType": "audio", "duration": 40}},
		{"set_volume", map[string]any{"elementId": "chill_bg.mp3", "volume": 0.5}},
		{"add_media_to_timeline", map[string]any{"assetId": "commentary.wav", "startTime": 0, "trackType": "audio"}},
		{"apply_effect", map[string]any{"effectType": "sharpen", "start": 10, "end": 25}},
		{"apply_effect", map[string]any{"effectType": "sepia", "start": 25, "end": 40, "params": map[string]any{"intensity": 60}}},
	})
	return ed
}

// naNoEffect wants no effect of that type left.
func naNoEffect(typ string) check {
	return func(p *timeline.Project) string {
		if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ }); len(es) > 0 {
			return fmt.Sprintf("%d %s effects left, want none", len(es), typ)
		}
		return ""
	}
}

// naCommentaryCases: a clip named as a caster's commentary
// ("commentary.wav") is a voice, so "the music" is the other audio clip
// (it asked which of the song and the commentary).
var naCommentaryCases = map[string][]vcase{
	"the music is not the commentary": {
		{"turn the music down to 20%", volumeIs("chill_bg.mp3", 0.2)},
		{"bajá la música al 30%", volumeIs("chill_bg.mp3", 0.3)},
		{"mute the music", mutedIs("chill_bg.mp3", true)},
		{"set the music to 25% and the commentary to 90%", both(volumeIs("chill_bg.mp3", 0.25), volumeIs("commentary.wav", 0.9))},
		{"la canción más baja, al 10%", volumeIs("chill_bg.mp3", 0.1)},
	},
	"guards: the commentary itself, and the voice, are still the commentary": {
		{"lower the commentary to 60%", volumeIs("commentary.wav", 0.6)},
		{"turn my voice down to 80%", volumeIs("commentary.wav", 0.8)},
		{"bajá el comentarista al 70%", volumeIs("commentary.wav", 0.7)},
	},
}

func TestI13naCommentary(t *testing.T) {
	runFixtureTable(t, "i13na commentary", naStream, naCommentaryCases)
}

// naStateCases: after an edit, a clause that says how a thing of the
// video is, with the thing as its subject, is the reason for the edit
// ("the race looks weird": refused, "would leave out weird"); and "no …
// nada" said of a part being cut is what (does not) happen there.
var naStateCases = map[string][]vcase{
	"a thing's state after the edit is its reason": {
		{"remove the sharpen effect, the race looks weird", naNoEffect("sharpen")},
		{"quitá el sepia, los clips quedan raros", naNoEffect("sepia")},
		{"mute the crash clip, the engine sounds are annoying there", mutedIs("crash.mp4", true)},
		{"get rid of the sepia, the crash footage looks muddy", naNoEffect("sepia")},
		{"sacá el sharpen, la cara del piloto se ve rara", naNoEffect("sharpen")},
		{"remove the sharpen effect, the driver's skin looks weird", naNoEffect("sharpen")},
		{"take off the sepia, the crash photos look muddy", naNoEffect("sepia")},
	},
	"nothing happening in the part cut, and a 'no me convence'": {
		{"cortá del 30 al 33 que ahí no pasa nada", durIs(37)},
		{"cortá del 12 al 14, no se ve nada", durIs(38)},
		{"borrá el crash, no me convence", goneIs("crash.mp4")},
		{"sacá el sepia, no me cierra", naNoEffect("sepia")},
	},
	"guards: a state that says a size, a look or 'too' stays, and so does a wish of an edit": {
		// (since the forty-fourth session a complaint of its own: bigger)
		{"remove the sepia, the webcam is too small", scaleIs("webcam.mp4", 1.5)},
		{"remove the sepia, the webcam looks bigger", nil},
		{"cortá del 30 al 33, no muevas nada", nil},
		{"cut 12 to 14, the logo goes right", nil},
	},
}

func TestI13naState(t *testing.T) {
	runFixtureTable(t, "i13na state", naStream, naStateCases)
}
