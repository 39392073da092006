package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// workshopAfter is the workshop project with more changes made after it,
// so that the last change is the last of calls.
func workshopAfter(calls ...testCall) func(*testing.T) *videotools.Editor {
	return func(t *testing.T) *videotools.Editor {
		ed := workshopFixture(t)
		playCalls(t, "workshop after", ed, calls)
		return ed
	}
}

// TestF4S56AsItWas: one thing named and said to be as it was takes back
// its last change ("volvé el logo como estaba antes", "dejá el texto del
// whatsapp como estaba": refused, "say what to change"; set 40 v40-100,
// set 38 v38-092); asked when the last change was to something else.
func TestF4S56AsItWas(t *testing.T) {
	logoScaled := workshopAfter(testCall{"update_clip", map[string]any{"elementId": "logo.png", "scale": 0.6}})
	runFixtureTable(t, "as it was, logo changed last", logoScaled, map[string][]vcase{
		"the thing as it was": {
			{"volvé el logo como estaba antes", placedIsNot("logo.png")},
			{"no no, dejá el logo como estaba", placedIsNot("logo.png")},
			{"put the logo back how it was", placedIsNot("logo.png")},
			{"make the logo the way it was before", placedIsNot("logo.png")},
			// the last change was to the logo, not to the title: asked
			{"volvé el título como estaba antes", nil},
			// neighbour: "it" alone is a plain undo, as before
			{"volvelo como estaba", placedIsNot("logo.png")},
		},
	})
	titleChanged := func(t *testing.T) *videotools.Editor {
		ed := workshopFixture(t)
		for _, tr := range ed.Project.Tracks {
			for _, e := range tr.Elements {
				if e.Text != nil && e.Text.Content == "Welcome to the Workshop" {
					playCalls(t, "workshop after", ed, []testCall{{"update_text", map[string]any{"elementId": e.ID, "text": "Hi all"}}})
				}
			}
		}
		return ed
	}
	runFixtureTable(t, "as it was, title changed last", titleChanged, map[string][]vcase{
		"a text changed last": {
			{"dejá el título como estaba", both(textIs("Welcome to the Workshop", 0, 4, "", ""), countIs(timeline.ElementText, 5))},
		},
	})
	runFixtureTable(t, "as it was, vignette last", workshopAfter(), map[string][]vcase{
		"the last change was to something else": {
			// asked, never the logo removed nor the vignette undone
			{"volvé el logo como estaba antes", nil},
			{"put the logo back how it was", nil},
		},
	})
}

// TestF4S56ColourWish: the user's wish for colour beside the removal of
// the black and white is why, not a second edit ("el blanco y negro de la
// ceremonia sacalo, queremos todo a color": "no verb or edit I know"; set
// 11 v11-095). A regret of a look is asked, never the look laid again
// ("me arrepentí del blanco y negro, volvelo a color" laid a second one;
// set 39 v39-094).
func TestF4S56ColourWish(t *testing.T) {
	grey := workshopAfter(testCall{"apply_effect", map[string]any{"effectType": "grayscale", "start": 70, "end": 92}})
	runFixtureTable(t, "colour wish", grey, map[string][]vcase{
		"the user's wish beside the removal": {
			{"el blanco y negro del final sacalo, queremos todo a color", countIsType("grayscale", 0)},
			{"remove the black and white, we want it all in color", countIsType("grayscale", 0)},
			// neighbour: a clip said in colour, as before
			{"poné el clip de la cocina a color", countIsType("grayscale", 0)},
			// neighbour: a wish that is no colour stays an edit of its own
			{"sacá el blanco y negro, queremos el logo más grande", both(countIsType("grayscale", 0), func(p *timeline.Project) string {
				if placedIsNot("logo.png")(p) == "" {
					return "the logo was not made bigger"
				}
				return ""
			})},
		},
		"a regret of a look": {
			{"me arrepentí del blanco y negro", nil},
			{"me arrepentí del blanco y negro, volvelo a color", nil},
		},
	})
}
