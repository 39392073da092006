package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// saCases run on the workshop project: the lead's two timing policies (a
// new sticker or text added when a thing appears lasts while it shows; a
// closing element told to start elsewhere keeps its end), a copy put on a
// thing keeps its own length, a complaint that one sound covers another
// before a remedy with no value, a bare complaint that a thing covers too
// much, a length after a removal, and a video asked longer than it is. A
// nil check wants a question or a refusal.
var saCases = map[string][]vcase{
	"new thing when another appears: while it shows": {
		{"add a star when the city clip starts", stickerTimes("star", "70-82")},
		{"poné una estrella cuando aparece el b-roll de la cocina", stickerTimes("star", "82-92")},
		{"add a title 'Hi' when the city clip appears", textIs("Hi", 70, 82, "", "")},
		// guard: a length said is its own
		{"add a star when the city clip starts for 2 seconds", stickerTimes("star", "70-72")},
	},
	"a closing element told to start elsewhere keeps its end": {
		{"make the Thanks for watching text start at 85", timesIs("Thanks for watching!", "85-92")},
		{"que el texto Thanks for watching empiece en el 89", timesIs("Thanks for watching!", "89-92")},
		// guard: one that does not close the video moves whole
		{"make the Ana Pérez label start at 6", timesIs("Ana Pérez · Head Baker", "6-10")},
	},
	"a copy put on a thing keeps its own length": {
		{"duplicate the heart and put the copy on the city clip", stickerTimes("heart", "6-9 70-73")},
		{"duplicá el corazón y poné la copia en el b-roll de la cocina", stickerTimes("heart", "6-9 82-85")},
	},
	"a sound said to cover another, then its remedy without a value": {
		{"the music drowns out the interview, turn it down", volumesAre("music.mp3", 0.4)},
		// guard: the remedy's value stays
		{"the music drowns out the interview, bring it down to 20%", volumesAre("music.mp3", 0.2)},
	},
	"a thing said to cover too much": {
		{"the logo covers too much", nil},
		{"el logo tapa mucho", nil},
		// guards: with a remedy, the remedy; the command "cover" hides
		{"the logo covers too much, make it more transparent", hiddenIs("logo.png", false)},
		{"hide the logo", hiddenIs("logo.png", true)},
	},
	"a length after a removal": {
		{"borrá el corazón y el logo, que dure 4 segundos", nil},
		{"sacá el corazón y el logo que dure 5 segundos", both(stickerTimes("heart", ""), timesIs("logo.png", "2-7"))},
	},
	"a video asked longer than it is": {
		{"make the video 100 seconds long", nil},
		{"que el video dure 120 segundos", nil},
		// guard: shorter still trims
		{"cut the video to 80 seconds", durIs(80)},
	},
}

func TestI13saCases(t *testing.T) {
	runFixtureTable(t, "i13sa workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, saCases)
}
