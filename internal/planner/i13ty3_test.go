package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// coverNoteCases (i13ty3): a note that says one thing covers another
// ("0:03 logo overlaps title", "el logo tapa el título") edits the thing
// that covers, with the change said after it; the covered thing is only
// described. Before, the covered title was a second target (asked among
// every text), or the cover word was left out and the note refused.
var coverNoteCases = map[string][]vcase{
	"cover": {
		{"0:03 logo covers title, push it down a bit", both(timesIs("logo.png", "2-10"), logoAt(785, -257))},
		{"the logo covers the title, push it down a bit", both(timesIs("logo.png", "2-10"), logoAt(785, -257))},
		{"0:03 logo blocks the title, push it down a bit", both(timesIs("logo.png", "2-10"), logoAt(785, -257))},
		{"the logo overlaps the welcome text, make it smaller", scaleIs("logo.png", 0.15)},
		{"0:03 el logo tapa el titulo, bajalo un poco", both(timesIs("logo.png", "2-10"), logoAt(785, -257))},
		{"el logo pisa el texto de bienvenida, achicalo", scaleIs("logo.png", 0.15)},
		// a note alone says what is wrong, not what to change
		{"the logo covers the title", nil},
		{"0:03 logo overlaps title", nil},
		{"el logo tapa el título", nil},
	},
}

func TestCoverNotesTy3(t *testing.T) {
	runFixtureTable(t, "cover notes", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, coverNoteCases)
}

// TestCoverNoteAsksWhatToChange: the note alone is a question that names
// what covers what, not a refusal of an unknown word.
func TestCoverNoteAsksWhatToChange(t *testing.T) {
	for _, p := range []string{"the logo covers the title", "el logo tapa el título"} {
		plan := BasicVideo(context.Background(), p, workshopFixture(t))
		if plan.Understood || !strings.Contains(plan.Reply, "what should change") || !strings.Contains(plan.Reply, "logo.png") {
			t.Errorf("%q: %s", p, plan.Reply)
		}
	}
}
