package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// numberedFixture: a workout video whose texts number its parts: "Step 1:
// squats" 2–6 and "Step 2: push-ups" 10–14 at the bottom, "Día 1" 0–2 at
// the top, and a plain "Let's go!" 16–18 in the center.
func numberedFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.Settings{Width: 320, Height: 180, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	p.Assets = append(p.Assets, timeline.Asset{ID: p.NewID("a"), Name: "gym.mp4", Type: timeline.AssetVideo, Path: "/media/gym.mp4",
		Duration: timeline.FromSeconds(20), Width: 320, Height: 180, HasAudio: true, HasVideo: true})
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"gym.mp4","startTime":0,"trackType":"main"}`},
		{"add_text", `{"text":"Día 1","start":0,"end":2,"position":"top","style":"plain"}`},
		{"add_text", `{"text":"Step 1: squats","start":2,"end":6,"position":"bottom","style":"subtitle"}`},
		{"add_text", `{"text":"Step 2: push-ups","start":10,"end":14,"position":"bottom","style":"subtitle"}`},
		{"add_text", `{"text":"Let's go!","start":16,"end":18,"position":"center","style":"plain"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, json.RawMessage(c.in)); err != nil {
			t.Fatalf("fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// numberedPartCases: a numbered part said with "one" in words
// (numberedpart.go). nil: asked or refused.
var numberedPartCases = map[string][]vcase{
	"one after a noun of numbered parts is 1": {
		// were: a text "uno" added (silent), or asked between the rounds
		{"el subtítulo del paso uno ponelo arriba", textPosIs("Step 1: squats", "top")},
		{"poné arriba el texto del paso uno", textPosIs("Step 1: squats", "top")},
		{"move the step one subtitle to the top", textPosIs("Step 1: squats", "top")},
		{"el cartel del día uno ponelo abajo", textPosIs("Día 1", "bottom")},
		// two was read already; it stays so
		{"move the step two subtitle to the top", textPosIs("Step 2: push-ups", "top")},
	},
	"one that is not a part's number stays as it was": {
		// no text numbers a round here: nothing is made up
		{"move the round one subtitle to the top", nil},
	},
}

func TestNumberedPart(t *testing.T) {
	runFixtureTable(t, "numbered part", numberedFixture, numberedPartCases)
}
