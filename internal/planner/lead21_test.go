package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lead21Cases run on the workshop project: wording the lead wrote at the
// start of the twenty-first session, as a new user types it, before
// changing the planner (none from a held-out set).
var lead21Cases = map[string][]vcase{
	// the new words said first, the old after "instead of" (the text was
	// set to the old words: "nothing to change", or a new text was added)
	"instead of": {
		{`make the welcome title say "Hello" instead of "Welcome to the Workshop"`, both(textIs("Hello", 0, 4, "", ""), countIs(timeline.ElementText, 5))},
		{`que diga 'Gracias totales' en vez de 'Thanks for watching!'`, both(textIs("Gracias totales", 87, 92, "", ""), countIs(timeline.ElementText, 5))},
		{`poné "Chau" en lugar de "Thanks for watching!"`, both(textIs("Chau", 87, 92, "", ""), countIs(timeline.ElementText, 5))},
		{`I want the end text to read 'Bye' rather than 'Thanks for watching!'`, both(textIs("Bye", 87, 92, "", ""), countIs(timeline.ElementText, 5))},
		{`change "Thanks for watching!" to "Bye"`, textIs("Bye", 87, 92, "", "")}, // guard: old first
	},
}

func TestLead21Cases(t *testing.T) {
	runFixtureTable(t, "lead21", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, lead21Cases)
}
