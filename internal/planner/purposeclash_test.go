package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// purposeClashCases: a purpose said as not clashing, bumping or getting in
// the way of something (purpose.go inTheWay) is why the edit is asked. On
// the workshop project: "Welcome to the Workshop" 0–4 in the center, "Ana
// Pérez · Head Baker" 5–9 at the bottom. nil: asked or refused.
var purposeClashCases = map[string][]vcase{
	"not clashing is a purpose": {
		// were: "would leave out asi, choca, nada", "does not know the word clash"
		{"el título ponelo arriba así no choca con nada", textPosIs("Welcome to the Workshop", "top")},
		{"el título ponelo arriba para que no choque con el nombre", textPosIs("Welcome to the Workshop", "top")},
		{"move the title to the top so it doesn't clash with anything", textPosIs("Welcome to the Workshop", "top")},
		{"put ana's label at the top so it doesn't bump into the logo", textPosIs("Ana Pérez · Head Baker", "top")},
		{"subí el nombre de ana así no estorba", textPosIs("Ana Pérez · Head Baker", "top")},
	},
	"a purpose with an edit of its own stays to be planned or asked": {
		// a clash said plainly (not denied) is where the edit should reach
		{"move the title to the top so it clashes with the logo", nil},
	},
}

func TestPurposeClash(t *testing.T) {
	runFixtureTable(t, "purpose clash", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, purposeClashCases)
}
