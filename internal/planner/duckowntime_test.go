package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// duckVoiceFixture is the small edit with a clip of someone greeting at
// its end (marta-saludo.mp4, 18-24 s, at 100%) and a sound bed under the
// whole of it (bed.mp3 at 60%).
func duckVoiceFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	addTestAsset(ed.Project, "marta-saludo.mp4", timeline.AssetVideo, 6, 320, 180, true)
	addTestAsset(ed.Project, "bed.mp3", timeline.AssetAudio, 60, 0, 0, true)
	playCalls(t, "duck", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "marta-saludo.mp4", "startTime": 18, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "bed.mp3", "startTime": 0, "trackType": "audio", "duration": 24}},
		{"set_volume", map[string]any{"elementId": "bed.mp3", "volume": 0.6}},
	})
	return ed
}

// duckOwnTimeCases: a clip raised as someone's voice when it is at 100%
// already (sets 7 and 33: "turn up Carla's voice in the intro", "el audio
// del cocinero en la intro se escucha bajito"). A nil check wants a
// question or a refusal.
var duckOwnTimeCases = map[string][]vcase{
	"a voice at full has the bed under it lowered": {
		{"turn up Marta's voice", both(volumeDuring("bed.mp3", 18, 24, 0.3), volumeDuring("bed.mp3", 0, 18, 0.6))},
		{"subí la voz de marta", both(volumeDuring("bed.mp3", 18, 24, 0.3), volumeDuring("bed.mp3", 0, 18, 0.6))},
		// guards: a clip not said as a voice, or a part of it, stays refused
		{"turn up the beach clip", nil},
		{"turn up Marta's voice from 19 to 20", nil},
	},
}

func TestDuckOwnTime(t *testing.T) {
	runFixtureTable(t, "duck own time", duckVoiceFixture, duckOwnTimeCases)
}
