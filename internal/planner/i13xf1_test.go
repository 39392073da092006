package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13xf1Cases run on the workshop project (interview.mp4 0–70,
// broll-city.mp4 70–82, broll-kitchen.mp4 82–92, logo.png 2–10, a heart
// 6–9, the music). nil: not planned (asked or refused).
var i13xf1Cases = map[string][]vcase{
	"a timing said after a look is not set aside as a remark (lookRemarkSetAside)": {
		// were: the look done and the timing a note
		{"flip the logo, it should show up later", nil},
		{"flip the logo, it should stay longer", nil},
		{"flip the logo, it should come in later", nil},
		{"flip the logo, it needs to pop up sooner", nil},
		{"rotate the logo 10 degrees, it should be there longer", nil},
		{"blur the interview, it should be shorter", nil},
		{"blur the interview, it should last less", nil},
		{"flip the interview, it should be reversed", nil},
		// guards: a reason stays a note (i13x1 rows)
		{"flip the kitchen broll horizontally, the cook faces the wrong way", flippedH("broll-kitchen.mp4")},
		{"blur the city broll, we dont have permission from some of the people", effectIs("blur", 70, 82, "", 0)},
	},
	"go before off/up/until is not a move (goAsMove)": {
		// were: moved to the time said
		{"the logo should go off at 6", nil},
		{"the logo can go off at 8", nil},
		{"the logo should go off after the title", nil},
		{"the logo should go until 20", nil},
		{"the music should go on until the end", nil},
		{"the logo should go on for 3 more seconds", nil},
		// guards: a place after go is a move
		{"the logo should go on the kitchen clip", mediaIs("logo.png", "overlay", 82, 90)},
	},
	"a main clip made to start or end is not a length (mainClipLength)": {
		// were: its last 6 s kept
		{"make the city clip start 6 seconds", nil},
		{"make the city clip end 6 seconds", nil},
		{"haz que el clip de la ciudad empiece 6 segundos", nil},
	},
}

func TestI13XF1(t *testing.T) {
	runFixtureTable(t, "i13xf1", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13xf1Cases)
}
