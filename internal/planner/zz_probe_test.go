package planner

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestZZProbe: lead's probe (not committed). PROBE="a|b|c"; PHOTO=1 for photo.
func TestZZProbe(t *testing.T) {
	p := os.Getenv("PROBE")
	if p == "" {
		t.Skip()
	}
	for _, prompt := range strings.Split(p, "|") {
		var plan Plan
		if os.Getenv("PHOTO") == "1" {
			ed := photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 128))
			plan = BasicPhoto(context.Background(), prompt, stateOf(t, ed))
		} else {
			plan = BasicVideo(context.Background(), prompt, workshopFixture(t))
		}
		steps, _ := json.Marshal(plan.Steps)
		t.Logf("\n>> %s\n   reply: %s\n   steps: %s", prompt, plan.Reply, steps)
		if os.Getenv("PARSE") == "1" {
			b, _ := json.MarshalIndent(plan.Parse, "   ", " ")
			t.Logf("parse: %s", b)
		}
	}
}
