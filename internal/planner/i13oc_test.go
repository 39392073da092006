package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Requests of helper i13oc on the workshop project (interview 0–70, city
// and kitchen b-rolls, logo 2–10, music at 80%): the footage's own sound,
// a value taken back and said again as a command, and a state said of a
// clip before the edit that fixes it. A nil check wants a question or a
// refusal.
var i13ocCases = map[string][]vcase{
	"a clip's own sound is its original audio": {
		// refused: "basic mode would leave out own"
		{"mute the interview's own audio", mutedIs("interview.mp4", true)},
		{"turn the city clip's own sound down to 40%", volumeIs("broll-city.mp4", 0.4)},
		{"bajale el audio propio a la entrevista al 30%", volumeIs("interview.mp4", 0.3)},
		// "playing" after a thing kept was left out
		{"mute the interview's own audio but keep the music playing", both(mutedIs("interview.mp4", true), mutedIs("music.mp3", false))},
		{"silenciá el sonido propio de la entrevista pero dejá la música sonando", both(mutedIs("interview.mp4", true), mutedIs("music.mp3", false))},
		// guard: the plain reading stays
		{"mute the interview but keep the music", both(mutedIs("interview.mp4", true), mutedIs("music.mp3", false))},
	},
	"a value taken back and said again as a command": {
		// "make it 45" was asked "45 of what", the first clause dropped
		{"set the music to 50%... no wait, make it 45", volumeIs("music.mp3", 0.45)},
		{"bajá la música al 50... no, mejor al 30%", volumeIs("music.mp3", 0.3)},
		{"turn the music to 60 no, set it to 40", volumeIs("music.mp3", 0.4)},
		// a laugh between the value and the take-back
		{"rotate the logo 180 degrees lol no, actually 90", rotationIs("logo.png", 90)},
		{"rotá el logo 180 grados jaja no, mentira, 90", rotationIs("logo.png", 90)},
		// a new edit after the take-back is not a value: the whole command
		// is taken back and the new one runs (both were asked before the
		// fifty-fourth session's "X... no, mejor Y")
		{"set the music to 50%... no wait, just mute it", mutedIs("music.mp3", true)},
		{"set the music to 50%... no, make it 45 and the logo bigger", both(volumeIs("music.mp3", 0.45), scaleIs("logo.png", 0.375))},
	},
	"a state said of a clip before the edit that fixes it": {
		// "quedó" was read as a length, "came out" refused
		{"the kitchen shot came out crooked, rotate it 2 degrees", rotationIs("broll-kitchen.mp4", 2)},
		{"la toma de la cocina quedó torcida, girala 3 grados", rotationIs("broll-kitchen.mp4", 3)},
		{"el clip de la cocina quedó de costado, giralo 90 grados", rotationIs("broll-kitchen.mp4", 90)},
		{"la entrevista salió torcida, rotala 4 grados", rotationIs("interview.mp4", 4)},
		// guard: how it came out, with no state said, asks nothing
		{"the kitchen shot came out", nil},
	},
	"what the thing does or will feel like, after the edit, is its reason": {
		// refused for "playful", "distracts"
		{"rotate the logo 15 degrees, it looks more playful", rotationIs("logo.png", 15)},
		{"rotá el logo 20 grados, queda más prolijo", rotationIs("logo.png", 20)},
		{"make the logo half transparent, it distracts the kids", opacityIs("logo.png", 0.5)},
		{"make the logo half transparent, it bugs me", opacityIs("logo.png", 0.5)},
		// guards: a time or a look after it may be an edit
		{"make the logo half transparent, it flickers at 5", nil},
		{"rotate the logo 15 degrees, it looks more", nil},
	},
}

func TestI13ocCases(t *testing.T) {
	runFixtureTable(t, "i13oc table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13ocCases)
}

// houseFixtureOC: a house tour with files named in English and Spanish
// (front.mp4 and pool.mp4 on the main track, globos.png over them, bed.mp3
// under them, map.png not placed).
func houseFixtureOC(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "front.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "pool.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "globos.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "bed.mp3", timeline.AssetAudio, 60, 0, 0, true)
	addTestAsset(p, "map.png", timeline.AssetImage, 0, 1920, 1080, false)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "house", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "front.mp4", "startTime": 0, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "pool.mp4", "startTime": 10, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "globos.png", "startTime": 2, "trackType": "overlay", "duration": 6}},
		{"add_media_to_timeline", map[string]any{"assetId": "bed.mp3", "startTime": 0, "trackType": "audio", "duration": 20}},
	})
	return ed
}

// A file named in one language, said in the other ("there is no la toma
// del frente", "the balloons"), and "musical" after the bed it names.
var i13ocNamedCases = map[string][]vcase{
	"a file's name said in the other language": {
		{"la toma del frente quedó torcida, girala 2 grados", rotationIs("front.mp4", 2)},
		{"rotate the front 90 degrees", rotationIs("front.mp4", 90)},
		{"make the balloons half transparent", opacityIs("globos.png", 0.5)},
		{"subí la cama musical al 50", volumeIs("bed.mp3", 0.5)},
		{"turn the bed down to 30%", volumeIs("bed.mp3", 0.3)},
		// guard: a name that is no file stays refused
		{"make the candles half transparent", nil},
	},
}

func TestI13ocNamedCases(t *testing.T) {
	runFixtureTable(t, "i13oc named", houseFixtureOC, i13ocNamedCases)
}
