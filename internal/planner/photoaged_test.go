package planner

import (
	"context"
	"strings"
	"testing"
)

// TestPersonAgeIsNoLook: an age said of a person is refused (the vintage
// filter was done for "make him look older"); an old look said of the
// photo stays the vintage look.
func TestPersonAgeIsNoLook(t *testing.T) {
	st := stateOf(t, photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 64)))
	for prompt, vintage := range map[string]bool{
		"make him look older":         false,
		"make her look a bit younger": false,
		"que ella parezca más joven":  false,
		"make it look older":          true,
		"hacela más vieja":            true,
		"make the photo look old":     true,
	} {
		plan := BasicPhoto(context.Background(), prompt, st)
		got := len(plan.Steps) > 0 && strings.Contains(plan.Reply, "Vintage")
		if got != vintage {
			t.Errorf("%q: %s %s, want vintage %v", prompt, plan.Status, plan.Reply, vintage)
		}
		if !vintage && (plan.OK() || !strings.Contains(plan.Reply, "cannot change how old someone looks")) {
			t.Errorf("%q: %s, want a refusal saying why", prompt, plan.Reply)
		}
	}
}
