package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestLead27HoleSaid: shortening a main clip keeps the clips after it where
// they are, and the reply says which stretch is left black and how to
// close it (it said only "Made broll-city.mp4 last 5s.").
func TestLead27HoleSaid(t *testing.T) {
	for prompt, hole := range map[string]string{
		"cut the city clip down to 5 seconds":                   "75s–82s is left empty",
		"recortale 2 segundos al final del clip de la ciudad":   "80s–82s is left empty",
		"que el clip de la ciudad dure 8 segundos":              "78s–82s is left empty",
		"make the logo last until 20":                           "", // guard: an overlay leaves no hole
		"cut the city clip down to 5 seconds and close the gap": "Closed 1 gap(s)",
	} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if plan.Status != "planned" {
			t.Errorf("%q: %s %q", prompt, plan.Status, plan.Reply)
			continue
		}
		if hole == "" && strings.Contains(plan.Reply, "left empty") || hole != "" && !strings.Contains(plan.Reply, hole) {
			t.Errorf("%q: reply %q, want %q", prompt, plan.Reply, hole)
		}
	}
}

// lead27Cases: "far too" and "much too" are "way too" ("far" was left out
// and the request refused).
var lead27Cases = map[string][]vcase{
	"far too, much too": {
		{"the music is far too loud, drop it to 30 percent", volumeIs("music.mp3", 0.3)},
		{"the music's much too loud, set it to 30%", volumeIs("music.mp3", 0.3)},
		{"move the logo as far to the left as it goes", nil}, // guard: "far" alone is not a degree
	},
}

func TestLead27Cases(t *testing.T) {
	runFixtureTable(t, "lead27", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, lead27Cases)
}
