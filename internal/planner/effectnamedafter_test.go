package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// effectNamedAfterCases run on the workshop project (a vignette 70–82 over
// the city b-roll) with black and white 20–30 and sepia 40–50 added. Spanish names a look after its noun ("el efecto
// viñeta", "el filtro vintage"); the look is read there before a verb of
// time too, as it was before a verb that takes the effect whole: "el
// efecto blanco y negro que empiece en el 22" asked what should start.
var effectNamedAfterCases = map[string][]vcase{
	"the look said after its noun, with a verb of time": {
		{"el efecto blanco y negro que empiece en el 18 y no en el 20", effectSpans("grayscale", "18-30")},
		{"que el efecto blanco y negro termine en el 35", effectSpans("grayscale", "20-35")},
		{"el filtro vintage que arranque en el 38", effectSpans("sepia", "38-50")},
		{"el efecto sepia que dure hasta el 55", effectSpans("sepia", "40-55")},
		{"el efecto viñeta que empiece en el 65", effectSpans("vignette", "65-82")},
		{"the black and white effect should start at 16", effectSpans("grayscale", "16-30")},
	},
	"a look the project does not have: asked, nothing changed": {
		{"el efecto desenfoque que empiece en el 22", nil},
		{"el filtro cálido que termine en el 30", nil},
	},
	"after a verb that takes it whole, as before": {
		{"apagá el efecto viñeta", effectSpans("vignette", "")},
		{"sacá el filtro sepia", effectSpans("sepia", "")},
	},
}

func TestEffectNamedAfter(t *testing.T) {
	runFixtureTable(t, "effectnamedafter", effectNamedAfterFixture, effectNamedAfterCases)
}

func effectNamedAfterFixture(t *testing.T) *videotools.Editor {
	ed := workshopFixture(t)
	playCalls(t, "effectnamedafter", ed, []testCall{
		{"apply_effect", map[string]any{"effectType": "grayscale", "start": 20, "end": 30}},
		{"apply_effect", map[string]any{"effectType": "sepia", "start": 40, "end": 50}},
	})
	return ed
}
