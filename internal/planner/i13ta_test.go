package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// taCases: a value taken back or set aside inside a request ("X, not Y",
// "X, wait no, Y"), and seconds said after a complaint of how long a thing
// lasts (issue 13, development sets). A nil check wants a question or a
// refusal.
var taCases = map[string][]vcase{
	// after "drags" / "too short" / "se hace largo" the seconds are its
	// length (it asked "start at 8s, or last 8s?")
	"length after a complaint": {
		{"the logo is way too short, make it 8 seconds", timesIs("logo.png", "2-10")},
		{"the logo drags, make it 3 seconds", timesIs("logo.png", "2-5")},
		{"el logo se hace largo, dejalo en 3 segundos", timesIs("logo.png", "2-5")},
		{"el logo queda muy corto, dejalo en 6 segundos", timesIs("logo.png", "2-8")},
		{"the logo goes by way too fast, give it 3 more seconds", timesIs("logo.png", "2-10")},
	},
	// without the complaint the same words are still asked
	"length or start, asked": {
		{"make the logo 6 seconds", nil},
	},
	// the start it has now, said after the new one, is set aside
	"not right away": {
		{"the logo should come in at 4, not right away", timesIs("logo.png", "4-9")},
		{"que el logo empiece en el 4, no de una", timesIs("logo.png", "4-9")},
		{"que el logo empiece en el 4 y no en el 2", timesIs("logo.png", "4-9")},
		{"start the logo at 4 instead of 2", timesIs("logo.png", "4-9")},
	},
	// a span taken back is replaced whole
	"span taken back": {
		{"add 'Hi' at the top from 4 to 6, wait no, make it 5 to 8", timesIs("Hi", "5-8")},
		{"poné 'Hola' arriba del 4 al 6, no perdón, del 5 al 8", timesIs("Hola", "5-8")},
		{"move the logo to 4 no wait 6", timesIs("logo.png", "6-11")},
	},
}

func TestI13taCorrections(t *testing.T) {
	runFixtureTable(t, "i13ta corrections and lengths", func(t *testing.T) *videotools.Editor { return fixture(t) }, taCases)
}
