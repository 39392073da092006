package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// efetoTypoCases run on the workshop project (broll-city.mp4 70–82 with a
// vignette, broll-kitchen.mp4 82–92): "efecto" typed without its c is
// still the word for a look (it was read as a file to add).
var efetoTypoCases = map[string][]vcase{
	"efeto is efecto": {
		{"ponele un efeto sepia al b-roll de la cocina", effectSpans("sepia", "82-92")},
		{"sacale el efeto viñeta", effectSpans("vignette", "")},
		{"add a sepia efect to the kitchen b-roll", effectSpans("sepia", "82-92")},
	},
	"a look on a drawing: still refused": {
		{"ponele un efeto sepia al logo", nil},
	},
}

func TestEfetoTypo(t *testing.T) {
	runFixtureTable(t, "efetotypo", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, efetoTypoCases)
}
