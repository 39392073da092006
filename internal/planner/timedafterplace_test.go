package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// placedTextTimed: the one text saying content sits at pos and runs from
// start to end (a negative end: any end).
func placedTextTimed(content, pos string, start, end float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		})
		if len(es) != 1 {
			return fmt.Sprintf("%d texts %q, want 1", len(es), content)
		}
		e := es[0]
		if e.Text.Position != pos || !near(e.Start.Seconds(), start) || end >= 0 && !near(e.End().Seconds(), end) {
			return fmt.Sprintf("%q at %s %v–%v, want %s %v–%v", content, e.Text.Position, e.Start.Seconds(), e.End().Seconds(), pos, start, end)
		}
		return ""
	}
}

// timedAfterPlaceCases: a time said with no thing after a clause that placed
// or restyled one thing is that thing's (timedafterplace.go). On the
// workshop project: "Welcome to the Workshop" 0–4 in the center, "Thanks
// for watching!" 87–92 in the center. A nil check wants a question or a
// refusal.
var timedAfterPlaceCases = map[string][]vcase{
	"the time of the thing placed": {
		{"poné el texto \"Thanks for watching!\" arriba y que empiece en el 85", placedTextTimed("Thanks for watching!", "top", 85, 92)},
		{"al título ponelo abajo y hacé que dure 3 segundos nada más", placedTextTimed("Welcome to the Workshop", "bottom", 0, 3)},
		{"el título que aparezca abajo y que termine en el 6", placedTextTimed("Welcome to the Workshop", "bottom", 0, 6)},
		{"put the end text at the top and start at 84", placedTextTimed("Thanks for watching!", "top", 84, 92)},
	},
	"stays asked": {
		// no time said: what should start?
		{"poné el título abajo y que empiece", nil},
	},
}

func TestTimedAfterPlace(t *testing.T) {
	runFixtureTable(t, "timed after place", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, timedAfterPlaceCases)
}
