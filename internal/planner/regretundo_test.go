package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A removal regretted, or the removed thing wished back, with no undo
// said, is the undo of that removal; a wish for a thing the last change
// did not remove is left to the other readers (no undo).
func TestRegretUndo(t *testing.T) {
	rows := []struct {
		setup  string // what the last change removed ("" hides the logo instead)
		prompt string
		undo   bool
	}{
		{"logo.png", "oops i didn't mean to delete the logo, bring it back", true},
		{"logo.png", "wait no, bring it back", true},
		{"logo.png", "recuperá el logo", true},
		{"music.mp3", "no quise borrar la música, traela de vuelta", true},
		{"music.mp3", "uy, borré la música sin querer", true},
		{"Thanks for watching", "I deleted that by mistake, get it back please", true},
		{"Thanks for watching", "bring back the closing text", true},
		// the thing named was not removed by the last change
		{"logo.png", "bring the music back", false},
		{"logo.png", "no quise borrar la música", false},
		// the last change removed nothing
		{"", "bring the logo back", false},
	}
	for _, r := range rows {
		ed := interviewFixture(t)
		gone := elems(ed.Project, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return r.setup != "" && (e.Name == r.setup || e.Text != nil && e.Text.Content == r.setup)
		})
		if r.setup != "" && len(gone) != 1 {
			t.Fatalf("%s: no %s in the fixture", r.prompt, r.setup)
		}
		logo := elems(ed.Project, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "logo.png" })
		tool, in := "update_clip", mustJSON(map[string]any{"elementId": logo[0].ID, "hidden": true})
		if len(gone) == 1 {
			tool, in = "delete_timeline_elements", mustJSON(map[string]any{"elementIds": []string{gone[0].ID}})
		}
		if _, err := tools().Call(context.Background(), ed, tool, in); err != nil {
			t.Fatalf("%s: setup: %v", r.prompt, err)
		}
		plan := BasicVideo(context.Background(), r.prompt, ed)
		undone := plan.OK() && len(plan.Steps) == 1 && plan.Steps[0].Tool == "undo"
		if undone != r.undo {
			t.Errorf("%q after removing %q: undo %v, want %v (%s)", r.prompt, r.setup, undone, r.undo, plan.Reply)
		}
	}
}
