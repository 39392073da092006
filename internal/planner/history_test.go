package planner

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// historyCases: how many changes a history request takes back (0: refused,
// -1: all there are). "undo the last 2 steps" undid one ("steps" was
// typo-fixed to "stops"); "deshacé el último cambio" and "redo the last
// one" were refused; "undo the first change" undid the latest one.
var historyCases = []struct {
	prompt string
	n      int
}{
	{"undo the last change", 1},
	{"undo the last two changes", 2},
	{"undo the last 2 steps", 2},
	{"undo my last 3 edits", 3},
	{"deshacé el último cambio", 1},
	{"deshacé los dos últimos cambios", 2},
	{"deshacé los últimos 2 cambios", 2},
	{"deshacer lo último", 1},
	{"undo that last thing", 1},
	{"revert the last edit", 1},
	{"undo twice", 2},
	{"undo everything", -1},
	{"deshacé todo", -1},
	// one change other than the latest cannot be taken back alone
	{"undo the first change", 0},
	{"undo the second to last change", 0},
	{"deshacé el primer cambio", 0},
}

func TestVideoHistoryRequests(t *testing.T) {
	for _, tc := range historyCases {
		ed := interviewFixture(t)
		depth := len(ed.History.Undo)
		plan := BasicVideo(context.Background(), tc.prompt, ed)
		if tc.n == 0 {
			if plan.OK() || len(plan.Steps) != 0 || !strings.Contains(plan.Reply, "Not understood") {
				t.Errorf("%q: want a refusal, got %d steps: %s", tc.prompt, len(plan.Steps), plan.Reply)
			}
			continue
		}
		want := tc.n
		if want < 0 {
			want = depth
		}
		if !plan.OK() || len(plan.Steps) != want {
			t.Errorf("%q: %d steps (%s), want %d undo", tc.prompt, len(plan.Steps), plan.Reply, want)
			continue
		}
		// the project after the plan is the fixture undone that many times
		ref := interviewFixture(t)
		for range want {
			if _, err := tools().Call(context.Background(), ref, "undo", nil); err != nil {
				t.Fatal(err)
			}
		}
		for _, s := range plan.Steps {
			if _, err := tools().Call(context.Background(), ed, s.Tool, s.Params); err != nil {
				t.Fatalf("%q: %s: %v", tc.prompt, s.Tool, err)
			}
		}
		if got, exp := projectJSON(t, ed.Project), projectJSON(t, ref.Project); got != exp {
			t.Errorf("%q: the project is not the fixture undone %d times", tc.prompt, want)
		}
	}
}

func TestPhotoHistoryRequests(t *testing.T) {
	for _, tc := range append(historyCases, struct {
		prompt string
		n      int
	}{"redo the last one", 1}) {
		ed := layeredPhoto(t)
		redo := strings.HasPrefix(tc.prompt, "redo")
		if redo {
			for _, op := range []string{"history.undo", "history.undo"} {
				if _, err := photoRegistry.Call(context.Background(), ed, op, nil); err != nil {
					t.Fatal(err)
				}
			}
		}
		st := stateOf(t, ed)
		plan := BasicPhoto(context.Background(), tc.prompt, st)
		if tc.n == 0 {
			if plan.OK() || len(plan.Steps) != 0 || !strings.Contains(plan.Reply, "Not understood") {
				t.Errorf("%q: want a refusal, got %s: %s", tc.prompt, opNames(plan.Steps), plan.Reply)
			}
			continue
		}
		want := tc.n
		if want < 0 {
			want = st.UndoDepth - 1 // all but the photo's import
		}
		op := "history.undo"
		if redo {
			op = "history.redo"
		}
		if got := opNames(plan.Steps); got != strings.TrimSpace(strings.Repeat(op+" ", want)) {
			t.Errorf("%q: ops %q (%s), want %d %s", tc.prompt, got, plan.Reply, want, op)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Fatalf("%q: %v", tc.prompt, err)
		}
		after := stateOf(t, ed)
		if redo {
			if after.UndoDepth != st.UndoDepth+want {
				t.Errorf("%q: undo depth %d -> %d, want +%d", tc.prompt, st.UndoDepth, after.UndoDepth, want)
			}
			continue
		}
		if after.UndoDepth != st.UndoDepth-want {
			t.Errorf("%q: undo depth %d -> %d, want -%d", tc.prompt, st.UndoDepth, after.UndoDepth, want)
		}
		if tc.n < 0 && (len(after.UndoLabels) != 1 || after.UndoLabels[0] != "document.importImage") {
			t.Errorf("%q: left %v, want the import alone", tc.prompt, after.UndoLabels)
		}
	}
}

func projectJSON(t *testing.T, p *timeline.Project) string {
	t.Helper()
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
