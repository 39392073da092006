package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13u3Cases: sound on the workshop project (interview 0–70, city 70–82,
// kitchen 82–92, music under all of it at 80%, logo 2–10). Own wordings;
// nil = refused or asked.
var i13u3Cases = map[string][]vcase{
	"two bare levels": {
		{"music 25 interview 90", both(volumeIs("music.mp3", 0.25), volumeIs("interview.mp4", 0.9))},
		{"musica 10 entrevista 60", both(volumeIs("music.mp3", 0.1), volumeIs("interview.mp4", 0.6))},
		{"the music 40% the interview 70", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 0.7))},
		// a level of a picture is asked, never dropped
		{"music 20 logo 90", nil},
		// guards: a number with a unit is no level
		{"music 30 seconds", nil},
		{"the interview 70% the music 25%", both(volumeIs("interview.mp4", 0.7), volumeIs("music.mp3", 0.25))},
	},
	"half of a thing after a time": {
		{"mute the first 4 seconds and half the music", both(volumesAre("interview.mp4", 0, 1), volumesAre("music.mp3", 0, 0.4))},
		{"silenciá los primeros 4 segundos y la mitad de la música", both(volumesAre("interview.mp4", 0, 1), volumesAre("music.mp3", 0, 0.4))},
		// guards: a half of the unit stays one time
		{"mute the first 4 seconds and a half", both(volumesAre("interview.mp4", 0, 1), timesIs("interview.mp4", "0-4.5 4.5-70"))},
		{"silenciá los primeros 4 segundos y medio", timesIs("interview.mp4", "0-4.5 4.5-70")},
	},
	"a degree after mute": {
		{"mute the interview and the music quieter", both(mutedIs("interview.mp4", true), volumeIs("music.mp3", 0.4), mutedIs("music.mp3", false))},
		{"silenciá la entrevista y la música más baja", both(mutedIs("interview.mp4", true), volumeIs("music.mp3", 0.4), mutedIs("music.mp3", false))},
		{"mute the city clip and halve the music", both(mutedIs("broll-city.mp4", true), volumeIs("music.mp3", 0.4), mutedIs("music.mp3", false))},
		// guards: two things muted stay muted
		{"mute the city clip and the kitchen clip", both(mutedIs("broll-city.mp4", true), mutedIs("broll-kitchen.mp4", true))},
	},
	"cut said of a sound": {
		{"cut the sound of the kitchen clip", both(mutedIs("broll-kitchen.mp4", true), timesIs("broll-kitchen.mp4", "82-92"))},
		{"cortá el audio del clip de la ciudad", both(mutedIs("broll-city.mp4", true), timesIs("broll-city.mp4", "70-82"))},
		{"cut the kitchen clip's audio", both(mutedIs("broll-kitchen.mp4", true), timesIs("broll-kitchen.mp4", "82-92"))},
		{"cut the voice", both(mutedIs("interview.mp4", true), timesIs("interview.mp4", "0-70"))},
		{"delete the voice", both(mutedIs("interview.mp4", true), timesIs("interview.mp4", "0-70"))},
		{"cut the sound from 10 to 20", both(volumesAre("interview.mp4", 1, 0, 1), durIs(92))},
		// guards: a clip or the music cut is cut
		{"cut the kitchen clip", timesIs("broll-kitchen.mp4", "")},
		{"cut the music", timesIs("music.mp3", "")},
	},
	"a sound covering another is why": {
		{"make the song softer, it drowns out ana", volumeIs("music.mp3", 0.4)},
		{"turn the music down, it's drowning out the interview", volumeIs("music.mp3", 0.4)},
		{"la música tapa la voz, bajala", volumeIs("music.mp3", 0.4)},
		{"la musica pisa la voz, bajala al 20", volumeIs("music.mp3", 0.2)},
		// guards: the sound that covers named is its own request
		{"mute the city clip, the music drowns out ana", both(mutedIs("broll-city.mp4", true), volumeIs("music.mp3", 0.4))},
		{"la música tapa la voz", volumeIs("music.mp3", 0.4)},
	},
}

func TestI13u3Sound(t *testing.T) {
	runFixtureTable(t, "i13u3 sound", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13u3Cases)
}
