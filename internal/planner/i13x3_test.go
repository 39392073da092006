package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13x3Fixture: a talk with a song under it: interview.mp4 0–30,
// street.mp4 30–45 and dogs.mp4 45–60 on the main track, song.mp3 0–60 at
// 60%, voz-rosa.wav 30–55 at 100% on a second audio track, and the label
// "Rosa · host" 2–6.
func i13x3Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "interview.mp4", timeline.AssetVideo, 30, 1920, 1080, true)
	addTestAsset(p, "street.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
	addTestAsset(p, "dogs.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
	addTestAsset(p, "song.mp3", timeline.AssetAudio, 90, 0, 0, true)
	addTestAsset(p, "voz-rosa.wav", timeline.AssetAudio, 25, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "i13x3", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "interview.mp4", "startTime": 0, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "street.mp4", "startTime": 30, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "dogs.mp4", "startTime": 45, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "song.mp3", "startTime": 0, "trackType": "audio", "duration": 60}},
		{"set_volume", map[string]any{"elementId": "song.mp3", "volume": 0.6}},
		{"add_media_to_timeline", map[string]any{"assetId": "voz-rosa.wav", "startTime": 30, "trackType": "audio"}},
		{"add_text", map[string]any{"text": "Rosa · host", "start": 2, "end": 6, "position": "bottom", "style": "label"}},
	})
	return ed
}

var songDucked1020 = both(timesIs("song.mp3", "0-10 10-20 20-60"), volumesAre("song.mp3", 0.6, 0, 0.6))

var clipsMutedSoundsKept = both(mutedIs("interview.mp4", true), mutedIs("street.mp4", true), mutedIs("dogs.mp4", true),
	mutedIs("song.mp3", false), mutedIs("voz-rosa.wav", false), volumeIs("song.mp3", 0.6), volumeIs("voz-rosa.wav", 1))

var i13x3Cases = map[string][]vcase{
	// a talk event beside plain numbers: the numbers are the time (the
	// two stretches together set all of the song)
	"talk beside numbers": {
		{"mute the song while rosa talks, from 10 to 20", songDucked1020},
		{"silencia la cancion mientras habla rosa (del 10 al 20)", songDucked1020},
		{"silenciá la canción mientras habla la señora, del 10 al 20", songDucked1020},
		{"turn the song down to 20% from 10 to 20 while the guest is talking", both(timesIs("song.mp3", "0-10 10-20 20-60"), volumesAre("song.mp3", 0.6, 0.2, 0.6))},
		{"bajá la cancion al 20% mientras hablo, del 10 al 20", both(timesIs("song.mp3", "0-10 10-20 20-60"), volumesAre("song.mp3", 0.6, 0.2, 0.6))},
		// guards: no numbers, the talk is the time; numbers said the wrong
		// way round, or a second stretch beside them, are asked
		{"mute the song while rosa talks", both(timesIs("song.mp3", "0-30 30-55 55-60"), volumesAre("song.mp3", 0.6, 0, 0.6))},
		{"lower the song from 50 to 20 while rosa talks", nil},
		{"mute the song during the label from 10 to 20", nil},
	},
	// "while she's talking in the interview": while the interview plays
	"talking in a thing": {
		{"drop the song to half while she's talking in the interview", both(timesIs("song.mp3", "0-30 30-60"), volumesAre("song.mp3", 0.3, 0.6))},
		{"bajá la canción a la mitad mientras ella habla en la entrevista", both(timesIs("song.mp3", "0-30 30-60"), volumesAre("song.mp3", 0.3, 0.6))},
		{"mute the song while he talks on the street clip", both(timesIs("song.mp3", "0-30 30-45 45-60"), volumesAre("song.mp3", 0.6, 0, 0.6))},
		// guard: no thing after "in", the talk is her voice
		{"mute the song while she's talking", both(timesIs("song.mp3", "0-30 30-55 55-60"), volumesAre("song.mp3", 0.6, 0, 0.6))},
	},
	// "…, que solo se escuche la canción y la voz": the sounds after "and"
	// are kept as well (the voice was hidden, or the clause refused)
	"sounds kept after a mute": {
		{"silenciá todos los clips, que solo se escuche la canción y la voz", clipsMutedSoundsKept},
		{"sacale el sonido a los videos, que se escuche solo la cancion y la voz", clipsMutedSoundsKept},
		{"silenciá el audio original de los clips, dejá solo la canción y la voz", clipsMutedSoundsKept},
		{"mute the sound of the clips, keep only the song and the voice", clipsMutedSoundsKept},
		// guards: a keep with no mute before it, or after one clip only
		{"dejá solo la canción y la voz", nil},
		{"mute the street clip, keep only the song and the voice", nil},
	},
}

func TestI13x3Table(t *testing.T) {
	runFixtureTable(t, "i13x3 table", i13x3Fixture, i13x3Cases)
}

// a person's voice where only a text says her name is whoever talks (her
// label was moved up, or nothing had sound); "el narrador" is the voice
var i13x3WorkshopCases = map[string][]vcase{
	"voice of a person": {
		{"subí la voz de ana", both(timesIs("music.mp3", "0-70 70-92"), volumesAre("music.mp3", 0.4, 0.8), textIs("Ana Pérez · Head Baker", 5, 9, "bottom", "label"))},
		{"la voz de ana no se escucha", both(timesIs("music.mp3", "0-70 70-92"), volumesAre("music.mp3", 0.4, 0.8))},
		{"turn ana's voice down to 50%", volumeIs("interview.mp4", 0.5)},
		{"bajá la voz del narrador al 50%", volumeIs("interview.mp4", 0.5)},
		// guards: her text is still her text; a name nothing says stays refused
		{"subí el texto de ana", textIs("Ana Pérez · Head Baker", 5, 9, "top", "label")},
		{"mute the voice of bob", nil},
	},
}

func TestI13x3WorkshopTable(t *testing.T) {
	runFixtureTable(t, "i13x3 workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13x3WorkshopCases)
}
