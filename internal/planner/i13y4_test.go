package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13y4Cases run on the workshop project (interview.mp4 0–70 where ana
// talks, music.mp3 0–92 at 0.8, the title 0–4, ana's label 5–9, the city
// clip 70–82, the kitchen clip 82–92).
var i13y4Cases = map[string][]vcase{
	// A part that only says a time after a change of a sound is the same
	// change of the same sound then: every sound playing then was changed
	// (the interview was muted with the music: silent).
	"a time said alone after a change of a sound changes that sound": {
		{"mute the music from 30 to 50 and while ana talks", both(soundAt("music.mp3", 10, 0), soundAt("music.mp3", 40, 0),
			soundAt("music.mp3", 80, 0.8), volumeIs("interview.mp4", 1))},
		{"mute the music from 10 to 20 and from 30 to 40", both(soundAt("music.mp3", 15, 0), soundAt("music.mp3", 35, 0),
			soundAt("music.mp3", 25, 0.8), volumeIs("interview.mp4", 1))},
		{"silenciá la música del 10 al 20 y mientras habla ana", both(soundAt("music.mp3", 15, 0), soundAt("music.mp3", 50, 0),
			soundAt("music.mp3", 75, 0.8), volumeIs("interview.mp4", 1))},
		{"lower the music to 20% from 30 to 50 and while ana talks", both(soundAt("music.mp3", 40, 0.2), soundAt("music.mp3", 5, 0.2),
			soundAt("music.mp3", 80, 0.8), volumeIs("interview.mp4", 1))},
		{"bajá la musica al 20% del 10 al 20 y durante el clip de la ciudad", both(soundAt("music.mp3", 15, 0.2), soundAt("music.mp3", 75, 0.2),
			soundAt("music.mp3", 30, 0.8), volumeIs("broll-city.mp4", 1), volumeIs("interview.mp4", 1))},
		{"turn the music down to 30% during the city clip and during the kitchen clip", both(soundAt("music.mp3", 75, 0.3),
			soundAt("music.mp3", 85, 0.3), soundAt("music.mp3", 30, 0.8), volumeIs("broll-city.mp4", 1), volumeIs("broll-kitchen.mp4", 1))},
		{"mutea la entrevista del 10 al 20 y tambien del 30 al 40", both(soundAt("interview.mp4", 15, 0), soundAt("interview.mp4", 35, 0),
			soundAt("interview.mp4", 25, 1), volumeIs("music.mp3", 0.8))},
		{"mute the music during the title and during the labl", both(soundAt("music.mp3", 2, 0), soundAt("music.mp3", 6, 0),
			soundAt("music.mp3", 4.5, 0.8), volumeIs("interview.mp4", 1))},
		// guards: a part with a thing of its own keeps it
		{"mute the music from 10 to 20 and the interview from 30 to 40", both(soundAt("music.mp3", 15, 0), soundAt("music.mp3", 35, 0.8),
			soundAt("interview.mp4", 35, 0), soundAt("interview.mp4", 15, 1))},
		{"mute the music from 10 to 20 and the interview too", both(soundAt("music.mp3", 15, 0), soundAt("interview.mp4", 15, 0),
			soundAt("interview.mp4", 30, 1))},
	},
}

func TestI13y4Table(t *testing.T) {
	runFixtureTable(t, "i13y4", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13y4Cases)
}
