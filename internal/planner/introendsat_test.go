package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// introEndsAtCases run on g2's bike workshop (40 s: hola-juan 0–8,
// frenos 8–20, cadena 20–32, cierre-juan 32–40). nil: not planned (asked
// or refused).
var introEndsAtCases = map[string][]vcase{
	"the intro or outro with the moment where what is left of it ends or starts (introEndsAt)": {
		// were: "Which part is intro?"
		{"shorten the intro so it ends at 6", mainIs("hola-juan:0-6 frenos:6-18 cadena:18-30 cierre-juan:30-38")},
		{"trim the opening so it ends at 7s", mainIs("hola-juan:0-7 frenos:7-19 cadena:19-31 cierre-juan:31-39")},
		{"acortá la intro para que termine en el 5", mainIs("hola-juan:0-5 frenos:5-17 cadena:17-29 cierre-juan:29-37")},
		{"trim the outro so it starts at 35", mainIs("hola-juan:0-8 frenos:8-20 cadena:20-32 cierre-juan:35-40")}, // cierre-juan named: its own start
		// a moment outside the clip, or the edge the intro shares with
		// the video's start: asked as before
		{"shorten the intro so it ends at 12", nil},
		{"shorten the intro so it starts at 2", nil},
		{"acortá la intro para que termine en el 30", nil},
	},
	"así as \"so that\" before the moment (asiPurpose)": {
		// were: "basic mode would leave out asi"
		{"recortá el primer clip asi termina en el 6", mainIs("hola-juan:0-6 frenos:8-20 cadena:20-32 cierre-juan:32-40")},
		{"acortá el segundo clip así termina en el 18", mainIs("hola-juan:0-8 frenos:8-18 cadena:20-32 cierre-juan:32-40")},
	},
}

func TestIntroEndsAt(t *testing.T) {
	runFixtureTable(t, "introendsat", func(t *testing.T) *videotools.Editor { return g2Fixture(t) }, introEndsAtCases)
}
