package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13fbDinnerCases run on the dinner project (a jingle at 0.9 and a
// lounge bed at 0.3 on the audio tracks): sound and look wording of the
// development sets' failures, with variants of each (none from a set).
var i13fbDinnerCases = map[string][]vcase{
	// "drop X to N%" of a sound is its level (the sound was deleted)
	"drop a sound to a level": {
		{"drop the jingle to 40%", volumeIs("opening-jingle.mp3", 0.4)},
		{"the lounge bed is way too loud, drop it to 10 percent", volumeIs("lounge-bed.mp3", 0.1)},
		{"the jingle is too loud, drop it to 50%", volumeIs("opening-jingle.mp3", 0.5)},
		{"drop the jingle", goneIs("opening-jingle.mp3")}, // guard: no level, it goes
		{"drop the sunset walk clip", goneIs("sunsetwalk.mp4")},
	},
	// "still" after a state or before a degree is the adverb (a still
	// picture was meant, and the sound was "nothing with sound")
	"still as an adverb": {
		{"the jingle is still too loud", quieterThan("opening-jingle.mp3", 0.9)},
		{"the lounge bed's still way too loud", quieterThan("lounge-bed.mp3", 0.3)},
	},
	// "the jingle track" named by its file is that sound
	"a sound's track by its name": {
		{"the lounge track is still too loud", quieterThan("lounge-bed.mp3", 0.3)},
		{"lower the lounge track to 10%", volumeIs("lounge-bed.mp3", 0.1)},
	},
	// what a sound plays under or over is where, not a second sound (the
	// other one was lowered)
	"heard under something": {
		{"the lounge bed is too loud under the tasting clip", both(quieterThan("lounge-bed.mp3", 0.3), volumeIs("tasting.mp4", 1))},
		{"the jingle is too loud over the cooking clip, turn it down a bit", both(quieterThan("opening-jingle.mp3", 0.9), volumeIs("cook.mp4", 1))},
		{"el jingle suena muy fuerte por encima del primer clip, bajalo un poco", both(quieterThan("opening-jingle.mp3", 0.9), volumeIs("cook.mp4", 1))},
		{"lower the jingle and the tasting clip to 50%", both(volumeIs("opening-jingle.mp3", 0.5), volumeIs("tasting.mp4", 0.5))}, // guard: both
	},
	// a resolution is not an amount (every clip's volume went to 4%)
	"resolution": {
		{"render it in 4K", nil},
		{"poné el video en 1080p", nil},
		{"make the video 720p please", nil},
		{"set the jingle to 4%", volumeIs("opening-jingle.mp3", 0.04)}, // guard: a level
	},
}

func TestI13fbDinnerCases(t *testing.T) {
	runFixtureTable(t, "i13fb dinner", dinnerFixture, i13fbDinnerCases)
}

var _ = videotools.NewEditor
