package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A turn or a flip of "the video" turns its one clip when the main track
// holds one; with two it is asked.
func TestSoleFootageTurned(t *testing.T) {
	rows := []struct {
		prompt string
		one    bool // the city clip is removed first: one clip left
		want   func(e *timeline.Element) bool
	}{
		{"rotá el video 180 grados que lo grabé al revés", true, func(e *timeline.Element) bool { return e.Visual.Rotation == 180 }},
		{"flip the video horizontally", true, func(e *timeline.Element) bool { return e.Visual.FlipH }},
		{"girá el video 90 grados", true, func(e *timeline.Element) bool { return e.Visual.Rotation == 90 }},
		// two clips: which one was recorded the wrong way is not said
		{"rotate the video 180 degrees", false, nil},
		{"espejá el video", false, nil},
	}
	for _, r := range rows {
		ed := interviewFixture(t)
		if r.one {
			city := elems(ed.Project, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "city.mp4" })
			if _, err := tools().Call(context.Background(), ed, "delete_timeline_elements", mustJSON(map[string]any{"elementIds": []string{city[0].ID}})); err != nil {
				t.Fatal(err)
			}
		}
		plan := BasicVideo(context.Background(), r.prompt, ed)
		if r.want == nil {
			if plan.OK() || len(plan.Steps) != 0 {
				t.Errorf("%q: want it asked, got %s", r.prompt, plan.Reply)
			}
			continue
		}
		if !plan.OK() || len(plan.Steps) == 0 {
			t.Errorf("%q: nothing planned: %s", r.prompt, plan.Reply)
			continue
		}
		execute(t, ed, plan)
		iv := elems(ed.Project, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "interview.mp4" })
		if len(iv) != 1 || !r.want(iv[0]) {
			t.Errorf("%q: the interview clip is not turned (%s)", r.prompt, plan.Reply)
		}
	}
}
