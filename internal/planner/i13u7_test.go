package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13u7Cases: wrong edits found by adversarial wordings (a change said by
// an amount, a value taken back, a part left out with "on"/"to", an
// adverb read as text, a talk's topic read as a thing), on the workshop
// fixture, with guards that keep nearby wordings as they were.
var i13u7Cases = map[string][]vcase{
	"a volume raised or lowered by a bare number is that many points": {
		{"lower the music by 10", volumeIs("music.mp3", 0.7)},
		{"baja la musica un 10", volumeIs("music.mp3", 0.7)},
		{"subile un 10 a la musica", volumeIs("music.mp3", 0.9)},
		{"turn the music down by 20", volumeIs("music.mp3", 0.6)},
		// guards: a level stays a level; seconds are not points
		{"baja la musica a un 10", volumeIs("music.mp3", 0.1)},
		{"lower the music to 10", volumeIs("music.mp3", 0.1)},
		{"set the music to 50", volumeIs("music.mp3", 0.5)},
		{"lower the music by 10%", volumeIs("music.mp3", 0.7)},
		{"lower the music by 10 seconds", nil},
	},
	"a level above 100 is refused, not clamped": {
		{"set the interview volume to 150", nil},
		{"sube la entrevista al 150%", nil},
		{"set the music volume to 100", volumeIs("music.mp3", 1)},
	},
	"actually takes a value back": {
		{"put the logo at 50% opacity, actually 30", opacityIs("logo.png", 0.3)},
		{"make the music 40, actually 60", volumeIs("music.mp3", 0.6)},
		{"pon la musica al 40, en realidad al 60", volumeIs("music.mp3", 0.6)},
		{"set the music volume to 50, no wait 30", volumeIs("music.mp3", 0.3)},
		// guard: a take-back with nothing of its kind after it stays as it was
		{"actually, make the music 60", volumeIs("music.mp3", 0.6)},
	},
	"a part left out with on/in/to after except or but not": {
		{"add a sepia effect but not on the interview", effectIs("sepia", 70, 92, "", 0)},
		{"add sepia but not to the interview", effectIs("sepia", 70, 92, "", 0)},
		{"put sepia on everything except on the kitchen clip", effectIs("sepia", 0, 82, "", 0)},
		// guards
		{"ponle sepia a todo salvo la entrevista", effectIs("sepia", 70, 92, "", 0)},
		{"add sepia on the interview", effectIs("sepia", 0, 70, "", 0)},
		{"add sepia but not the music", nil},
	},
	"subtitles made automatically are captions, not a text": {
		{"add subtitles automatically", nil},
		{"add captions automatically", nil},
		{"ponele subtitulos automaticamente", nil},
		// guard: a quoted or said text is still written
		{"add a subtitle saying hello at 20", textIs("hello", 20, 25, "bottom", "subtitle")},
	},
	"what someone talks about is no element": {
		{"remove the part where she talks about the starter", nil},
		{"cut where ana talks about the sourdough", nil},
		// guard: the text named by its words is still that text
		{"delete the thanks text", textGone("Thanks for watching!")},
	},
}

func TestI13u7Table(t *testing.T) {
	runFixtureTable(t, "i13u7 table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13u7Cases)
}
