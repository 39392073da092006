package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13v1Cases: sound on the workshop project (interview 0–70, two b-rolls
// with their own sound, music.mp3 0–92 at 80%), in wordings of the
// fixer's own; guards keep the nearby readings.
var i13v1Cases = map[string][]vcase{
	"two levels without a verb": {
		{"musica al 50 y la entrevista al 90", both(volumeIs("music.mp3", 0.5), volumeIs("interview.mp4", 0.9))},
		{"the music at 30 and the interview at 100", both(volumeIs("music.mp3", 0.3), volumeIs("interview.mp4", 1))},
		{"la cancion al 20, la entrevista al 90", both(volumeIs("music.mp3", 0.2), volumeIs("interview.mp4", 0.9))},
		{"music at 25% and the city clip at 60", both(volumeIs("music.mp3", 0.25), volumeIs("broll-city.mp4", 0.6))},
		// guards: one level for both, and no sound named
		{"the music and the interview at 50", both(volumeIs("music.mp3", 0.5), volumeIs("interview.mp4", 0.5))},
		{"the title at 5 and the logo at 8", nil},
	},
	"a sound wished barely heard": {
		{"the music should be barely audible", volumeIs("music.mp3", faintVolume)},
		{"make the song almost silent", volumeIs("music.mp3", faintVolume)},
		{"la musica que apenas se escuche", volumeIs("music.mp3", faintVolume)},
		{"quiero la cancion que casi no se oiga", volumeIs("music.mp3", faintVolume)},
		{"baja la musica q casi no se escuche", volumeIs("music.mp3", faintVolume)},
		// guards: the state said is the complaint that asks for more
		{"the music is barely audible", volumeIs("music.mp3", 1)},
		{"la musica apenas se escucha", volumeIs("music.mp3", 1)},
		{"the music is almost silent", volumeIs("music.mp3", 1)},
		{"subi la musica que no se escucha", volumeIs("music.mp3", 1)},
		{"turn the music down a bit", volumeIs("music.mp3", 0.6)},
	},
	"sound said in everyday words": {
		{"bajale al audio de fondo", volumeIs("music.mp3", 0.4)},
		{"the background audio at 30 percent", volumeIs("music.mp3", 0.3)},
		{"la musica a la mitad de lo que esta", volumeIs("music.mp3", 0.4)},
		{"put the music at half its volume", volumeIs("music.mp3", 0.4)},
		{"baja un poco la musica, no se entiende lo que dice", volumeIs("music.mp3", 0.6)},
		{"her voice is difficult to hear over the music", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))},
		{"i cant understand what she says over the music", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))},
		// guards: halfway through the video is still asked; a noise is no music
		{"pone la musica a la mitad", nil},
		{"mute the background noise", nil},
	},
	"a sound back to its normal level": {
		{"music back to normal", volumeIs("music.mp3", 1)},
		{"put the song back to normal", volumeIs("music.mp3", 1)},
		// guards: a look back to normal is no volume; a level said wins
		{"the music back to normal at 50%", volumeIs("music.mp3", 0.5)},
		{"the logo back to normal", nil},
	},
}

func TestI13v1Cases(t *testing.T) {
	runFixtureTable(t, "i13v1 table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13v1Cases)
}
