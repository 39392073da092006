package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// bakerFixture is the small edit (intro.mp4 0-10, beach.mp4 10-18, the
// music 0-18) with Julián, a baker, in two apart clips: the intro, where
// he talks to camera, and mercado-julian.mp4 at 18-24, where he is only
// seen walking the market; a label spells his name over the intro.
func bakerFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	addTestAsset(ed.Project, "mercado-julian.mp4", timeline.AssetVideo, 8, 1920, 1080, true)
	playCalls(t, "baker clips", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "mercado-julian.mp4", "startTime": 18, "trackType": "main", "duration": 6}},
		{"add_text", map[string]any{"text": "Julián · panadero", "start": 3, "end": 7, "position": "bottom", "style": "label"}},
	})
	describe := map[string]string{
		"intro.mp4":          "Julián, the baker, talks to camera about his sourdough",
		"beach.mp4":          "the oven door opening, loaves on the peel",
		"mercado-julian.mp4": "Julián walks past the bread stalls at the market",
	}
	describeAssets(ed, describe)
	return ed
}

// talkerUnderMusicCases: the music under someone who talks is set over the
// clip where he talks (a nil check wants a question).
var talkerUnderMusicCases = map[string][]vcase{
	// the talk verb said before the name, as Spanish puts it: his talk
	// (the clip that only shows him was asked about beside it)
	"the verb before him": {
		{"bajá la música cuando habla julian", musicLowerOnly(0, 10, 1)},
		{"bajá la música mientras explica julian", musicLowerOnly(0, 10, 1)},
		{"lower the music while julian talks", musicLowerOnly(0, 10, 1)},
	},
	// a mute over his talk with an edge beside it: the edge says which of
	// his stretches (it was refused: "would leave out while … at the start")
	"a mute while he talks at an edge": {
		{"mute the music while julian is talking at the start", musicLowerOnly(0, 10, 1)},
		{"silenciá la música mientras habla julian al principio", musicLowerOnly(0, 10, 1)},
	},
	// neighbours: his time, no talk said, stays asked
	"no talk said: asked": {
		{"cortá los primeros 2 segundos de julian", nil},
		{"cut the first 2 seconds of julian", nil},
	},
}

func TestTalkerUnderMusic(t *testing.T) {
	runFixtureTable(t, "talker under music", bakerFixture, talkerUnderMusicCases)
}
