package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// endsAtBeside: the one element named so (a file or a text's words) ends at s.
func endsAtBeside(name string, s float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == name || e.Name == name
		})
		if len(es) != 1 || !near(es[0].End().Seconds(), s) {
			return fmt.Sprintf("%s: want one ending at %gs", name, s)
		}
		return ""
	}
}

// eventBesideTimeCases: a time said in numbers beside the event it is
// ("at 0:24 when the nail shows up", "hasta el 43, cuando termina lo del
// parche", set 34; "en el 44, cuando el nene cruza de verdad", set 18):
// the numbers win where the event agrees; where it does not, which one is
// asked. On describedFixture: intro 0-10, the waves clip (beach.mp4)
// 10-18, the gorge drone shot 18-24, the logo 2-7. A nil check wants a
// question or a refusal.
var eventBesideTimeCases = map[string][]vcase{
	"the numbers and an event that agrees": {
		{"add a star at 0:18 when the gorge shot starts", stickerStartsAt("star", 18)},
		{"poné una estrella en el 10, cuando empieza el clip de las olas", stickerStartsAt("star", 10)},
		{"que el logo dure hasta el 18, cuando termina el clip de las olas", endsAtBeside("logo.png", 18)},
		{"make the logo last until 18, when the waves clip ends", endsAtBeside("logo.png", 18)},
		{"move the logo to 20, when the gorge shot plays", mediaIsAt("logo.png", 20)},
	},
	"the numbers and an event that does not agree are asked": {
		{"add a star at 0:05 when the gorge shot starts", nil},
		{"poné un corazón en el 2, cuando se ven las olas", nil},
		{"make the logo last until 12, when the waves clip ends", nil},
	},
}

func TestEventBesideTime(t *testing.T) {
	runFixtureTable(t, "event beside time", func(t *testing.T) *videotools.Editor { return describedFixture(t) }, eventBesideTimeCases)
}
