package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// g2s47PickCases run on the climbing gym (e2Fixture): clase-chicos.mp4
// 16–28 on the main track and the text "Clases para chicos" 17–21, both
// said by "chicos".
var g2s47PickCases = map[string][]vcase{
	"a trim to a moment inside one of the things a name says (trimPickInside)": {
		// were: both trimmed and refused ("already ends at 21s")
		{"recortá los chicos para que termine en el 26", mediaIs("clase-chicos.mp4", main, 16, 26)},
		{"recortá el final de los chicos, desde el 26 ya no pasa nada", mediaIs("clase-chicos.mp4", main, 16, 26)},
		{"trim the chicos so it ends at 26", mediaIs("clase-chicos.mp4", main, 16, 26)},
		// guard: a moment inside both trims both
		{"recortá los chicos para que termine en el 19", both(mediaIs("clase-chicos.mp4", main, 16, 19), textIs("Clases para chicos", 17, 19, "", ""))},
	},
}

func TestG2S47Pick(t *testing.T) {
	runFixtureTable(t, "g2s47pick", func(t *testing.T) *videotools.Editor { return e2Fixture(t) }, g2s47PickCases)
}
