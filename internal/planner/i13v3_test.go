package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13v3Cases run on the workshop project (interview 0–70, city 70–82,
// kitchen 82–92, a logo, five texts, a vignette 70–82): faults of the
// picture said as states with a degree or a hedge in between, and an
// effect said to be too much (vlookfault.go). A nil check wants a
// question or a refusal that names the clause.
var i13v3Cases = map[string][]vcase{
	"a fault said with a degree asks for its remedy": {
		// the dull video was desaturated further ("apagado" alone is the look)
		{"se ve todo re apagado", effectIs("saturation", 0, 92, "amount", 50)},
		{"la cocina se ve medio lavada", effectIs("saturation", 82, 92, "amount", 50)},
		{"the whole video looks sort of dull", effectIs("saturation", 0, 92, "amount", 50)},
		{"los colores de la ciudad estan bastante apagados", effectIs("saturation", 70, 82, "amount", 50)},
		{"the city colours are way too strong", effectIs("saturation", 70, 82, "amount", -50)},
		{"the interview looks a bit too yellow", effectIs("tint", 0, 70, "", 0)},
		{"the kitchen part looks pretty flat", effectIs("brightness-contrast", 82, 92, "contrast", 30)},
		{"la cocina quedo oscurisima", effectIs("brightness-contrast", 82, 92, "brightness", 30)},
		// guards: a look wanted, a state denied, a fault of one picture
		{"make the kitchen clip warm", effectIs("tint", 82, 92, "", 0)},
		{"the logo looks too bright", nil},
		{"la intro se ve re oscura", nil}, // no intro here: which part?
	},
	"an effect said to be too much is made weaker": {
		// a second vignette went over the whole video, or it went to 100
		{"way too much vignette", effectIs("vignette", 70, 82, "intensity", 30)},
		{"hay demasiada viñeta en la ciudad", effectIs("vignette", 70, 82, "intensity", 30)},
		{"vignette too strong", effectIs("vignette", 70, 82, "intensity", 30)},
		// none there: said so, nothing laid on
		{"too much blur", nil},
		{"demasiado sepia", nil},
		// guards
		{"the vignette is too much", effectIs("vignette", 70, 82, "intensity", 30)},
		{"add a lot of blur to the kitchen", effectIs("blur", 82, 92, "", 0)},
	},
}

func TestI13v3Workshop(t *testing.T) {
	runFixtureTable(t, "i13v3", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13v3Cases)
}
