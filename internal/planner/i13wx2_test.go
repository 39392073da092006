package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13wx2Cases run on the workshop project (interview 0–70, city 70–82,
// kitchen 82–92 on the main track; the logo 2–10; a vignette 70–82). A
// nil check wants a question or a refusal.
var i13wx2Cases = map[string][]vcase{
	"an effect said on a clip moves there only when 'only'/'should be' says so": {
		// a complaint answered "nothing to change, made vignette run
		// 70s–82s"; "also"/"too" moved it off the city clip
		{"also move the vignette onto the kitchen clip", nil},
		// i13c1: beside the vignette (70–82), the kitchen clip (82–92) as well grows it
		{"put the vignete on the kitchen clip as well", effectSpans("vignette", "70-92")},
		{"pone la viñeta tambien en el clip de la cocina", nil},
		{"the vignette in the kitchen clip too", nil},
		{"the vignette on the city clip", nil},
		// guards
		{"the vignette should only be on the kitchen clip", effectIs("vignette", 82, 92, "", 0)},
		{"que la viñeta este solo en el clip de la cocina", effectIs("vignette", 82, 92, "", 0)},
		{"put the vignette only on the kitchen clip", effectIs("vignette", 82, 92, "", 0)},
		{"move the vignette to the kitchen clip", effectIs("vignette", 82, 92, "", 0)},
	},
	"a bare number on an effect after 'at' or nothing, below the video's length, is asked": {
		// the vignette got intensity 75 / 20 / 5
		{"place the vignette at 60", nil},
		{"make the vignette 8", nil},
		{"put the vignette at 30", nil},
		// guards: "to N", "al N", "en N", "N%" stay the strength
		{"set the vignette to 10", effectIs("vignette", 70, 82, "intensity", 10)},
		{"poné la viñeta en 40", effectIs("vignette", 70, 82, "intensity", 40)},
		{"pone la viñeta al 35%", effectIs("vignette", 70, 82, "intensity", 35)},
		{"put the vignette at 30%", effectIs("vignette", 70, 82, "intensity", 30)},
		{"move the vignette to 10", effectIs("vignette", 10, 22, "", 0)},
	},
	"seconds of something else given to a thing are no length of it": {
		// the logo was made to last 2 s
		{"give 3 seconds of fade to the logo", nil},
		{"give the logo 2 seconds of fade in", nil},
		{"dale 3 segundos de fundido al logo", nil},
		{"dale 3 segundos de brillo al logo", nil},
		// guards (lead policy 8)
		{"give 3 seconds to the logo", timesIs("logo.png", "2-5")},
		{"dale 4 segundos al logo", timesIs("logo.png", "2-6")},
		{"give the logo 2 more seconds", timesIs("logo.png", "2-12")},
	},
	"a copy at a time and at the end is two places: asked": {
		// one copy went to the other time, the end was dropped
		{"duplicate the logo at 30 and at the end", nil},
		{"duplicá el logo en el 30 y al final", nil},
		{"copy the logo at the end and at 40", nil},
		// guards: a time beside the end is where it goes
		{"copiá el logo al final, en el 80", timesIs("logo.png", "2-10 80-88")},
		{"duplicate the logo at 30", timesIs("logo.png", "2-10 30-38")},
	},
	"an edge said first, then a length: never more than that length goes": {
		// 2–92 s or the whole video was removed
		{"al final, un corte de 3 segundos", nil},
		{"at the end, a cut of 3 seconds", nil},
		{"hasta el final, corta 3 segundos", nil},
		// guards (i13wb)
		{"al final, cortá 2 segundos", durIs(90)},
		{"at the end, cut 2 seconds", durIs(90)},
		{"at the start cut 2 seconds", mainIs2("interview:0-68 broll-city:68-80 broll-kitchen:80-90")},
	},
}

func TestI13wx2Cases(t *testing.T) {
	runFixtureTable(t, "i13wx2", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13wx2Cases)
}
