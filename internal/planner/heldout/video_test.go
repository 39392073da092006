package heldout

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/agent"
	"github.com/neuralcut/neuralcut/internal/planner"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// videoCase is one request on a fixture. Setup calls run first (a user's
// earlier edits, e.g. for "undo"); Ref is a correct solution written by
// hand, used only to prove the checks accept a right edit.
type videoCase struct {
	ID      string   `json:"id"`
	Lang    string   `json:"lang"`
	Cat     string   `json:"cat"`
	Fixture string   `json:"fixture"`
	Setup   []call   `json:"setup,omitempty"`
	Prompt  string   `json:"prompt"`
	Expect  []vcheck `json:"expect"`
	Ref     []call   `json:"ref,omitempty"`
}

func (c videoCase) refuses() bool {
	for _, e := range c.Expect {
		if e.Refuse {
			return true
		}
	}
	return false
}

// prepare builds the case's fixture and runs its setup; states holds the
// project after 0..len(Setup) setup calls.
func (c videoCase) prepare(ctx context.Context, r *videotools.Registry) (*videotools.Editor, []*timeline.Project, error) {
	ed, err := buildFixture(ctx, r, c.Fixture)
	if err != nil {
		return nil, nil, err
	}
	states := []*timeline.Project{ed.Project}
	for _, s := range c.Setup {
		if err := s.run(ctx, ed); err != nil {
			return nil, nil, err
		}
		states = append(states, ed.Project)
	}
	return ed, states, nil
}

var videoRegistry = newVideoRegistry()

func runVideoCase(ctx context.Context, t *testing.T, c videoCase) result {
	t.Helper()
	res := result{id: c.ID, kind: "video", lang: c.Lang, cat: c.Cat, prompt: c.Prompt}
	ed, states, err := c.prepare(ctx, videoRegistry)
	if err != nil {
		t.Fatalf("%s: %v", c.ID, err)
	}
	before := ed.Project
	plan, crash := planSafely(func() planner.Plan { return planner.BasicVideo(ctx, c.Prompt, ed) })
	if crash != "" {
		res.class, res.why = classErrored, crash
		return res
	}
	res.reply, res.steps = plan.Reply, plan.Steps
	if ed.Project != before || !sameProject(before, ed.Project) {
		t.Errorf("%s: BasicVideo changed the project it was given", c.ID)
	}
	if !plan.Understood || len(plan.Steps) == 0 {
		if c.refuses() {
			res.class = classPass
		} else {
			res.class, res.why = classRefused, "not understood"
		}
		return res
	}
	steps, err := agent.RunPlan(ctx, agent.VideoTarget(ed, nil), c.Prompt, plan.Steps, agent.Options{})
	if err != nil {
		t.Fatalf("%s: run plan: %v", c.ID, err)
	}
	for _, s := range steps {
		if s.Failed {
			res.class, res.why = classErrored, "step "+s.Tool+" failed: "+string(s.Result)
			return res
		}
	}
	if err := verdict(states, ed.Project, c.Expect); err != nil {
		res.class, res.why = classSilent, err.Error()
		return res
	}
	res.class = classPass
	return res
}

// TestHeldOutVideoChecks proves the checks without the planner: every
// hand-written reference solution passes its case's checks, and doing
// nothing fails every case that asks for a change.
func TestHeldOutVideoChecks(t *testing.T) {
	for _, s := range sets {
		t.Run(s.videoFile, func(t *testing.T) { checkVideoCases(t, s.videoFile) })
	}
}

func checkVideoCases(t *testing.T, file string) {
	ctx := context.Background()
	cases := loadCases[videoCase](t, file)
	seen := map[string]bool{}
	for _, c := range cases {
		if seen[c.ID] {
			t.Errorf("duplicate id %s", c.ID)
		}
		seen[c.ID] = true
		if c.Lang != "en" && c.Lang != "es" || c.Cat == "" || len(c.Expect) == 0 {
			t.Errorf("%s: needs lang en|es, a category and checks", c.ID)
			continue
		}
		ed, states, err := c.prepare(ctx, videoRegistry)
		if err != nil {
			t.Errorf("%s: %v", c.ID, err)
			continue
		}
		if !c.refuses() {
			if verdict(states, ed.Project, c.Expect) == nil {
				t.Errorf("%s: the unchanged project passes the checks", c.ID)
			}
		}
		if len(c.Ref) == 0 {
			continue
		}
		for _, s := range c.Ref {
			if err := s.run(ctx, ed); err != nil {
				t.Errorf("%s: reference: %v", c.ID, err)
			}
		}
		if err := verdict(states, ed.Project, c.Expect); err != nil {
			t.Errorf("%s: the reference solution fails: %v", c.ID, err)
		}
	}
}

// planSafely runs the planner and turns a panic into an error the user
// would see, so one crashing request is counted as errored instead of
// ending the measurement of the whole set.
func planSafely(plan func() planner.Plan) (p planner.Plan, crash string) {
	defer func() {
		if r := recover(); r != nil {
			crash = fmt.Sprintf("the planner panicked: %v", r)
		}
	}()
	p = plan()
	if p.Status == planner.StatusFailed {
		// basic mode contains its own panics now: still a crash here
		return p, "the planner panicked: " + p.Reply
	}
	return p, ""
}
