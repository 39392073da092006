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

// A clip asked to last longer than its file says what its file allows,
// not the tool's "Duration exceeds source duration"; a part of the video
// asked to last some time asks what to remove from it (it ended the whole
// video there: "Removed 20s–92s").
func TestVideoTimingRepliesSayWhy(t *testing.T) {
	for prompt, want := range map[string]string{
		"extend the city clip 2 seconds":                                     "broll-city.mp4 (e9) can last at most 12s, not 14s: its file is 12s long",
		"alargá el clip de la ciudad 3 segundos":                             "can last at most 12s, not 15s",
		"make the interview 10 seconds longer":                               "interview.mp4 (e8) can last at most 75s, not 80s",
		"split the interview at 30 and make the second part 20 seconds long": "The part 30s–70s lasts 40s: which part of it should go, e.g. \"remove from 50s to 70s\"?",
	} {
		ed := workshopFixture(t)
		plan := BasicVideo(context.Background(), prompt, ed)
		if plan.OK() || !strings.Contains(plan.Reply, want) || len(plan.Steps) != 0 {
			t.Errorf("%q: ok=%v reply %q, want a refusal saying %q", prompt, plan.OK(), plan.Reply, want)
		}
	}
}
