package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// logoCopyAt: two logos, one of them starting at s.
func logoCopyAt(s float64) check {
	return func(p *timeline.Project) string {
		logos := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "logo.png" })
		if len(logos) != 2 {
			return fmt.Sprintf("%d logos, want 2", len(logos))
		}
		for _, e := range logos {
			if near(e.Start.Seconds(), s) {
				return ""
			}
		}
		return fmt.Sprintf("no logo at %v", s)
	}
}

// duringDescribedCases: a copy said "during" something the project has
// nothing of, beside its time in numbers (set 33: "I want the heart again
// during the cutting, around 28" was refused, "there is no the
// cutting"). A nil check wants a question or a refusal.
var duringDescribedCases = map[string][]vcase{
	"the time said wins over a stretch described": {
		{"I want the logo again during the toast, around 12", logoCopyAt(12)},
		{"duplicate the logo during the fireworks, at 14", logoCopyAt(14)},
		{"quiero el logo otra vez durante los fuegos artificiales, en el 12", logoCopyAt(12)},
		// guards: no time said, or two things described, stay refused
		{"duplicate the logo during the toast", nil},
		{"I want the logo again around 12", logoCopyAt(12)},
		{"duplicá el logo durante el brindis", nil},
		{"duplicate the logo during the toast and during the fireworks, at 12", nil},
	},
}

func TestDuringDescribed(t *testing.T) {
	runFixtureTable(t, "during described", func(t *testing.T) *videotools.Editor { return fixture(t) }, duringDescribedCases)
}
