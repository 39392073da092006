package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// talkerFixture is the small edit (intro.mp4 0-10, beach.mp4 10-18, the
// music 0-18) with outro.mp4 at 18-22: Nora, the baker, talks in the
// intro (a label says her name), Bruno, a kid, only shows on the beach
// (a plain text asks about him by name), and Sam talks in the outro, so
// a talk said by a pronoun alone may be the intro's or the outro's.
func talkerFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	playCalls(t, "talker named", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "outro.mp4", "startTime": 18, "trackType": "main"}},
		{"add_text", map[string]any{"text": "Nora · baker", "start": 3, "end": 7, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "Where is Bruno going?", "start": 11, "end": 14, "position": "top"}},
	})
	describeAssets(ed, map[string]string{
		"intro.mp4": "Nora, the baker, talks to camera in the kitchen",
		"beach.mp4": "Bruno, a kid, holds up a shell he found on the sand",
		"outro.mp4": "Sam thanks everyone at the door",
	})
	return ed
}

// talkerCases: "while he talks" after the person is named is that
// person's talk (it was any voice, and the intro and the outro were
// asked about); a nil check wants a question.
var talkerCases = map[string][]vcase{
	"the person named in the complaint before": {
		{"bruno is hard to hear, lower the music while he talks", musicLowerOnly(10, 18, 1)},
		{"nora's voice is hard to hear over the song. turn the music down to 20% while she talks", both(musicLowerOnly(0, 10, 1), musicPartVolume(0, 10, 0.2))},
		{"no se escucha a bruno, bajá la música mientras él habla", musicLowerOnly(10, 18, 1)},
	},
	"the person named in the same clause": {
		{"the music drowns out Nora when she talks", musicLowerOnly(0, 10, 1)},
		{"la música tapa a nora cuando ella habla", musicLowerOnly(0, 10, 1)},
	},
	"there, after a complaint over a sound, is where the subject plays, and it is that sound": {
		// "it" was left the whole video once the subject was put in for
		// "there", and asked about
		{"nora's intro is hard to hear over the music, lower it there", musicLowerOnly(0, 10, 1)},
		{"nora's intro is hard to hear over the music, lower it", musicVolumeBelow(1)},
	},
	"no one named before: still asked": {
		{"lower the music while she talks", nil},
	},
}

// musicPartVolume: the piece of music.mp3 inside a-b plays at v.
func musicPartVolume(a, b, v float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "music.mp3" }) {
			if near(e.Start.Seconds(), a) && near(e.End().Seconds(), b) {
				if !near(e.Audio.Volume, v) {
					return "music " + secs(a) + "-" + secs(b) + " not at the level"
				}
				return ""
			}
		}
		return "no music piece " + secs(a) + "-" + secs(b)
	}
}

func TestF1S56TalkerNamed(t *testing.T) {
	runFixtureTable(t, "talker named", talkerFixture, talkerCases)
}

// musicVolumeBelow: every piece of music.mp3 plays below v.
func musicVolumeBelow(v float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "music.mp3" }) {
			if e.Audio.Volume >= v-1e-3 {
				return "music " + secs(e.Start.Seconds()) + "-" + secs(e.End().Seconds()) + " not lowered"
			}
		}
		return ""
	}
}
