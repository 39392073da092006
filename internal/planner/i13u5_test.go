package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13u5Cases: time edits on the workshop project (interview 0–70, city
// 70–82, kitchen 82–92; logo 2–10; "Welcome to the Workshop" 0–4; the
// label 5–9; subtitles 12–15 and 15–18; "Thanks for watching!" 87–92;
// music 0–92; heart 6–9), in wordings of this session's own, with guards.
var i13u5Cases = map[string][]vcase{
	// "para el final" after a verb that puts or copies is where it goes
	"para toward": {
		{"duplica el logo y ponelo para el final", timesIs("logo.png", "2-10 84-92")},
		{"duplicá el corazón y ponelo para el final", stickerTimes("heart", "6-9 89-92")},
		{"pone el logo para el final", timesIs("logo.png", "84-92")},
		{"poné el corazon para el principio", stickerTimes("heart", "0-3")},
		{"copia el logo para el segundo 40", timesIs("logo.png", "2-10 40-48")},
		// guards: how far it lasts, a purpose, a reason
		{"dejá el logo hasta el final", timesIs("logo.png", "2-92")},
		{"poné el logo hasta el final", timesIs("logo.png", "2-92")},
		{"dejá el logo para el final", nil},
	},
	// a trim "to N seconds" is the length left, wherever the thing starts
	"trim to a length": {
		{"trim the logo to 4 seconds", timesIs("logo.png", "2-6")},
		{"the logo stays up forever, cut it down to 3 secs", timesIs("logo.png", "2-5")},
		{"recortá el logo a cuatro segundos", timesIs("logo.png", "2-6")},
		{"acorta el corazon a 1 segundo", stickerTimes("heart", "6-7")},
		// guards: moments said as such stay moments
		{"trim the logo to 0:04", timesIs("logo.png", "2-4")},
		{"trim the logo to second 4", timesIs("logo.png", "2-4")},
		{"cortá el logo en el segundo 4", timesIs("logo.png", "2-4")},
		{"make the logo end at 4 seconds", timesIs("logo.png", "2-4")},
		{"trim the logo to 12 seconds", nil},
	},
	// a closing element told to start earlier keeps closing the video
	"closing starts earlier": {
		{"que el cartel de gracias empiece 2 segundos antes", timesIs("Thanks for watching!", "85-92")},
		{"make the thanks text show up 3 secs earlier", timesIs("Thanks for watching!", "84-92")},
		{"q el texto del final arranque un segundo antes", timesIs("Thanks for watching!", "86-92")},
		// guards: a move said as such, a later start, an end, not closing
		{"move the thanks text 2 seconds earlier", timesIs("Thanks for watching!", "85-90")},
		{"make the thanks text start 2 seconds later", timesIs("Thanks for watching!", "89-92")},
		{"que el cartel de gracias termine 2 segundos antes", timesIs("Thanks for watching!", "87-90")},
		{"que el logo empiece 1 segundo antes", timesIs("logo.png", "1-9")},
	},
	// a question about the project, asked by inverting the verb, is no order
	"state asked": {
		{"is the logo on until the end?", nil},
		{"does the heart last till the end?", nil},
		{"are the subtitles at the bottom?", nil},
		// guards: requests said as questions, orders
		{"can you make the logo last until the end?", timesIs("logo.png", "2-92")},
		{"could you make the logo last until the end?", timesIs("logo.png", "2-92")},
		{"make the logo last until the end", timesIs("logo.png", "2-92")},
	},
}

func TestI13u5Table(t *testing.T) {
	runFixtureTable(t, "i13u5", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13u5Cases)
}
