package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// copiesAt: two elements named so (a file or a text's words), the
// original where it was and one starting at s.
func copiesAt(name string, was, s float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == name || e.Name == name
		})
		if len(es) != 2 {
			return fmt.Sprintf("%s: %d, want 2", name, len(es))
		}
		a, b := es[0].Start.Seconds(), es[1].Start.Seconds()
		if !(near(a, was) && near(b, s) || near(a, s) && near(b, was)) {
			return fmt.Sprintf("%s at %v and %v, want %v and %v", name, a, b, was, s)
		}
		return ""
	}
}

// copyAgainCases: "again" on the put after a bare duplicate is the copy
// itself ("duplicá el texto de precios y ponelo otra vez en el 58", set 34:
// it asked which file "ponelo" was). A nil check wants a question or a
// refusal.
var copyAgainCases = map[string][]vcase{
	"the copy put again": {
		{"duplicá el logo y ponelo otra vez en el 12", copiesAt("logo.png", 2, 12)},
		{"duplicate the Welcome text and put it again at 14", copiesAt("Welcome", 0, 14)},
		{"copiá el título y ponelo de nuevo en el segundo 15", copiesAt("Welcome", 0, 15)},
		{"duplicate the logo and put it at 12", copiesAt("logo.png", 2, 12)},
		// guard: no copy before, "again" still asks
		{"ponelo otra vez en el 12", nil},
	},
}

func TestCopyAgain(t *testing.T) {
	runFixtureTable(t, "copy again", func(t *testing.T) *videotools.Editor { return fixture(t) }, copyAgainCases)
}
