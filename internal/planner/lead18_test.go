package planner

import (
	"context"
	"strings"
	"testing"
)

// A range to remove that runs past the end removes what there is, and the
// reply says the timeline ended before the time asked ("Removed 90s–92s."
// alone read as the 5 seconds asked). The workshop project is 92 s long.
func TestLead18RangePastTheEndSaysSo(t *testing.T) {
	for _, c := range []struct {
		prompt string
		wants  []string // in the reply; none: the reply must not mention the end
	}{
		{"cut 5 seconds from 90", []string{"Removed 90s–92s.", "ends at 92s, before the 95s asked"}},
		{"cortá 5 segundos del 90", []string{"Removed 90s–92s.", "ends at 92s, before the 95s asked"}},
		{"remove from 85 to 100", []string{"Removed 85s–92s.", "before the 100s asked"}},
		// guards: inside the timeline, or to its end as said
		{"cut 5 seconds from 10", nil},
		{"remove from 85 to the end", nil},
	} {
		plan := BasicVideo(context.Background(), c.prompt, workshopFixture(t))
		if !plan.OK() || len(plan.Steps) == 0 {
			t.Errorf("%q: %s %s, want it planned", c.prompt, plan.Status, plan.Reply)
			continue
		}
		if c.wants == nil && strings.Contains(plan.Reply, "timeline ends at") {
			t.Errorf("%q: %s, want no word of the end", c.prompt, plan.Reply)
		}
		for _, w := range c.wants {
			if !strings.Contains(plan.Reply, w) {
				t.Errorf("%q: %s, want it to say %q", c.prompt, plan.Reply, w)
			}
		}
	}
}
