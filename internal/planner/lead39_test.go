package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// startsAt: the one element named name (a text's words or a file) starts
// at s seconds.
func startsAt(name string, s float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == name || e.Name == name
		})
		if len(es) != 1 || es[0].Start != timeline.FromSeconds(s) {
			return fmt.Sprintf("%s: want one starting at %gs, got %d", name, s, len(es))
		}
		return ""
	}
}

// TestLead39StartShifted: a clause that opens with "start" and a sticker's
// word is refused only where no shift is said ("start both lines one
// second later" was refused once "start toby at 12" was: the verb was
// read as the play sticker there).
func TestLead39StartShifted(t *testing.T) {
	runFixtureTable(t, "workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"a shift said after start": {
			{"start the title one second later", startsAt("Welcome to the Workshop", 1)},
			{"start the title and the logo one second later", both(startsAt("Welcome to the Workshop", 1), startsAt("logo.png", 3))},
			{"start both of them one second later", nil},
		},
	})
}

// TestLead39CoverThenOrder: a note that a thing covers what the footage
// shows, with more words after it, is not a move on its own ("el título
// tapa todo el warmup, que dure la mitad" moved the title and dropped
// "que dure la mitad": silent); it asks, as it did before the cover
// remedy.
func TestLead39CoverThenOrder(t *testing.T) {
	runFixtureTable(t, "workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"more words after what is covered": {
			{"el titulo tapa la playa, que dure la mitad", nil},
			{"el titulo tapa todo el taller, que dure la mitad", nil},
			{"the title covers the beach, make it last half as long", textIs("Welcome to the Workshop", 0, 2, "", "")},
		},
	})
}

// TestLead39PanicIsAFailedPlan: a crash inside basic mode ends in a plan
// that says it failed and changes nothing, never in a panic that ends the
// process asking (an MCP server, a bridge session; "el 2x1 ponelo abajo"
// once sliced out of range).
func TestLead39PanicIsAFailedPlan(t *testing.T) {
	ed := workshopFixture(t)
	before, _ := json.Marshal(ed.Project)
	crashHook = func(string) { _ = []int{}[1:][0] }
	defer func() { crashHook = nil }()
	plan := BasicVideo(context.Background(), "delete the logo", ed)
	if plan.Status != StatusFailed || len(plan.Steps) != 0 || plan.OK() || !strings.Contains(plan.Reply, "internal error") {
		t.Fatalf("want a failed plan with no steps, got %+v", plan)
	}
	if after, _ := json.Marshal(ed.Project); string(after) != string(before) {
		t.Fatal("the project changed")
	}
	crashHook = nil
	if plan := BasicVideo(context.Background(), "delete the logo", ed); !plan.OK() {
		t.Fatalf("without the crash: %+v", plan)
	}
}
