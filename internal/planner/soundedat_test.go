package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// bellFixture: the small edit (intro 0-10, beach 10-18, music 0-18, logo
// 2-7) with a short bell cue on its own audio track at 4-6.
func bellFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	addTestAsset(ed.Project, "ding.wav", timeline.AssetAudio, 2, 0, 0, true)
	playCalls(t, "bell", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "ding.wav", "startTime": 4, "trackType": "audio"}},
	})
	return ed
}

// soundedAtCases: a sound said to play or ring at a bare number is heard
// then, not that loud ("have it ring at 62 instead", set 34: "have the
// bell play at 62" set the bell to 62%, silent). A level keeps its forms.
// A nil check wants a question or a refusal.
var soundedAtCases = map[string][]vcase{
	"heard at a moment": {
		{"have the ding play at 12", mediaIsAt("ding.wav", 12)},
		{"que el ding suene en el 12", mediaIsAt("ding.wav", 12)},
		{"the ding should ring at 15", mediaIsAt("ding.wav", 15)},
		{"lower the ding to 40% and have it ring at 12 instead", both(mediaIsAt("ding.wav", 12), volumeIs("ding.wav", 0.4))},
		{"el ding que suene a los 14", mediaIsAt("ding.wav", 14)},
	},
	"a level keeps its forms": {
		{"que la música suene al 50", volumeIs("music.mp3", 0.5)},
		{"play the music at 30", volumeIs("music.mp3", 0.3)},
		{"the ding at 20%", volumeIs("ding.wav", 0.2)},
	},
}

func TestSoundedAt(t *testing.T) {
	runFixtureTable(t, "sounded at", func(t *testing.T) *videotools.Editor { return bellFixture(t) }, soundedAtCases)
}
