package planner

import (
	"context"
	"strings"
	"testing"
)

// Replies a person reads: the colour named whole ("More blu in the blues
// colours" before) and one article ("say what to do to the the background").
func TestPhotoRepliesReadWell(t *testing.T) {
	ed := layeredPhoto(t)
	for prompt, want := range map[string]string{
		"make the sky bluer":        "More blue in the blue colours only.",
		"make the grass greener":    "More green in the green colours only.",
		"make the background white": "say what to do to the background, e.g.",
	} {
		plan := BasicPhoto(context.Background(), prompt, stateOf(t, ed))
		if !strings.Contains(plan.Reply, want) || strings.Contains(plan.Reply, "the the") {
			t.Errorf("%q: reply %q, want it to say %q", prompt, plan.Reply, want)
		}
	}
}
