package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// textNotThere: no text says content.
func textNotThere(content string) check {
	return func(p *timeline.Project) string {
		if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		}); len(es) > 0 {
			return "a text " + content + " was added"
		}
		return ""
	}
}

// colonQuotedCases: a new text's words said after a colon, with marks,
// joining words or a full stop of their own (colonquoted.go). On the
// workshop project (interview 0–70, city 70–82, kitchen 82–92; five
// texts). A nil check wants a question or a refusal.
var colonQuotedCases = map[string][]vcase{
	"the words after the colon are the text": {
		{"add a caption at the bottom from 20 to 24: hi! im ana and i bake bread", placedTextTimed("hi! im ana and i bake bread", "bottom", 20, 24)},
		{"add a caption in the middle: Never skip the starter. from 30 to 34", placedTextTimed("Never skip the starter", "center", 30, 34)},
		{"agregá un subtítulo abajo del 40 al 44: ¡hola! soy ana, la panadera", placedTextTimed("¡hola! soy ana, la panadera", "bottom", 40, 44)},
		{"poné un texto arriba: todas las mañanas, a la misma hora. del 50 al 54", placedTextTimed("todas las mañanas, a la misma hora", "top", 50, 54)},
	},
	"the edit after the text stays its own": {
		{"add a caption at the top from 20 to 24: fresh bread daily, and mute the music", placedTextTimed("fresh bread daily", "top", 20, 24)},
	},
	"stays as it was": {
		{"add a caption from 20 to 24: HOT", placedTextTimed("HOT", "bottom", 20, 24)},
	},
}

func TestColonQuoted(t *testing.T) {
	runFixtureTable(t, "colon quoted", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, colonQuotedCases)
}
