package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// newTextSays: exactly one text says content, from start to end (a
// negative end: any end), and no other text was added (the workshop has
// five).
func newTextSays(content string, start, end float64) check {
	return func(p *timeline.Project) string {
		all := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Text != nil })
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		})
		if len(es) != 1 || len(all) != 6 {
			return fmt.Sprintf("%d texts %q of %d texts, want 1 of 6", len(es), content, len(all))
		}
		if e := es[0]; !near(e.Start.Seconds(), start) || end >= 0 && !near(e.End().Seconds(), end) {
			return fmt.Sprintf("%q %v–%v, want %v–%v", content, e.Start.Seconds(), e.End().Seconds(), start, end)
		}
		return ""
	}
}

// textPlaceTailCases: a new text's unquoted words end before the place
// said after them: "on top" / "encima" alone (the top of the frame), "on
// top of" / "encima del" a thing of the project (over it, for its time),
// and a kind's word typed in capitals with the words after it is one of
// them. On the workshop project: the logo 2–10, top right.
var textPlaceTailCases = map[string][]vcase{
	"on top alone is the top of the frame": {
		{"add a title Hello on top", placedTextTimed("Hello", "top", 0, -1)},
		{"put a title Fresh Bread on top for the first 3 seconds", placedTextTimed("Fresh Bread", "top", 0, 3)},
		{"agregá un título Hola encima", placedTextTimed("Hola", "top", 0, -1)},
		{"poné un texto que diga pan casero encima", placedTextTimed("pan casero", "top", 0, -1)},
	},
	"on top of a thing is over it": {
		{"add a text saying Welcome on top of the logo", newTextSays("Welcome", 2, 10)},
		{"add the text SALE on top of the logo", newTextSays("SALE", 2, 10)},
		{"agregá el texto OFERTA encima del logo", newTextSays("OFERTA", 2, 10)},
		{"que diga nuevo encima del logo", newTextSays("nuevo", 2, 10)},
	},
	"a kind's word in capitals is the text's": {
		{"put LINK IN BIO at the top for the last 3 seconds", placedTextTimed("LINK IN BIO", "top", 89, 92)},
		{"put TEXT HERE at the bottom", placedTextTimed("TEXT HERE", "bottom", 0, -1)},
	},
	"words that stay the text's": {
		{"add a title On Top Of The World", newTextSays("On Top Of The World", 0, -1)},
		{"add a text that says Over the Moon", newTextSays("Over the Moon", 0, -1)},
		{"add the title BIG SALE at the top", placedTextTimed("BIG SALE", "top", 0, -1)},
	},
}

func TestTextPlaceTail(t *testing.T) {
	runFixtureTable(t, "text place tail", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, textPlaceTailCases)
}
