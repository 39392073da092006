package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// flipRows: a flip said with its reason or its way around it: the pronoun
// glued on "da" ("dala vuelta"), a reason with a second one in
// parentheses, the axis said as a mirror after the flip. want is the
// logo's flips ("" when the request must change nothing).
var flipRows = []struct {
	prompt string
	want   string // "h", "v" or ""
}{
	{"el logo quedó espejado, dala vuelta horizontal", "h"},
	{"el logo está al revés, dalo vuelta vertical", "v"},
	{"the logo is mirrored (the text on it is backwards), flip it horizontally", "h"},
	{"el logo está espejado (se lee al revés), espejalo horizontal", "h"},
	{"dá vuelta el logo, como espejo vertical", "v"},
	{"flip the logo, like a horizontal mirror", "h"},
	{"dá vuelta el logo de arriba para abajo, como espejo vertical", "v"},
	// the way said twice, two ways: asked
	{"flip the logo vertically, like a horizontal mirror", ""},
}

func TestFlipSaid(t *testing.T) {
	for _, r := range flipRows {
		ed := interviewFixture(t)
		plan := BasicVideo(context.Background(), r.prompt, ed)
		if r.want == "" {
			if plan.OK() || len(plan.Steps) != 0 {
				t.Errorf("%q: want nothing changed, got %s", r.prompt, plan.Reply)
			}
			continue
		}
		if !plan.OK() || len(plan.Steps) == 0 {
			t.Errorf("%q: nothing planned: %s", r.prompt, plan.Reply)
			continue
		}
		execute(t, ed, plan)
		logo := elems(ed.Project, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "logo.png" })
		if len(logo) != 1 {
			t.Fatalf("%q: no logo", r.prompt)
		}
		if got := flipsOf(logo[0]); got != r.want {
			t.Errorf("%q: logo flipped %q, want %q (%s)", r.prompt, got, r.want, plan.Reply)
		}
	}
}

func flipsOf(e *timeline.Element) string {
	s := ""
	if e.Visual.FlipH {
		s += "h"
	}
	if e.Visual.FlipV {
		s += "v"
	}
	return s
}
