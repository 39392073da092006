package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Issue 13, set 18 (i13q18): two silent shapes of the charity-run set,
// in our own wording.
//
// A file named with a word the sentence also uses ("start-line.mp4",
// "end-card.png") said as words: "the start line" was the time phrase
// "the start" and "line" was dropped (the blur went on the first seconds
// of the video, not of the clip).
//
// A clause after a bare comma that does the edit before again: "make the
// logo bigger, double it" grew it by half and then doubled it; "invert the
// colours, like a negative" inverted twice (the photo came back).

// q18Fixture: intro 0-5, start line 5-15, finish 15-25 on the main track,
// an end card over 20-25 and the logo over the whole video at 0.2.
func q18Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	video := func(id, name string) timeline.Asset {
		return timeline.Asset{ID: id, Name: name, Type: timeline.AssetVideo, Path: "/media/" + name, Duration: timeline.FromSeconds(10),
			Width: 1920, Height: 1080, HasAudio: true, HasVideo: true, FPS: timeline.Rational{Num: 30, Den: 1}}
	}
	still := func(id, name string) timeline.Asset {
		return timeline.Asset{ID: id, Name: name, Type: timeline.AssetImage, Path: "/media/" + name, Width: 400, Height: 400}
	}
	p.Assets = append(p.Assets, video("a1", "intro.mp4"), video("a2", "start-line.mp4"), video("a3", "finish.mp4"),
		still("a4", "end-card.png"), still("a5", "logo.png"))
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"a1","startTime":0,"trackType":"main","duration":5}`},
		{"add_media_to_timeline", `{"assetId":"a2","startTime":5,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"a3","startTime":15,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"a4","startTime":20,"trackType":"overlay","duration":5}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, json.RawMessage(c.in)); err != nil {
			t.Fatalf("fixture %s: %v", c.tool, err)
		}
	}
	if _, err := tools().Call(context.Background(), ed, "add_media_to_timeline", json.RawMessage(`{"assetId":"a5","startTime":0,"trackType":"overlay","duration":25}`)); err != nil {
		t.Fatalf("fixture logo: %v", err)
	}
	for _, tr := range ed.Project.Tracks {
		for _, e := range tr.Elements {
			if e.Name == "logo.png" {
				in := fmt.Sprintf(`{"elementId":%q,"scale":0.2}`, e.ID)
				if _, err := tools().Call(context.Background(), ed, "update_clip", json.RawMessage(in)); err != nil {
					t.Fatalf("fixture logo scale: %v", err)
				}
			}
		}
	}
	return ed
}

// qrScale: the logo's scale.
func qrScale(want float64) check {
	return visualOf("logo.png", func(e *timeline.Element) string {
		if !near(e.Visual.Scale, want) {
			return fmt.Sprintf("logo at scale %g, want %g", e.Visual.Scale, want)
		}
		return ""
	})
}

var q18VideoCases = map[string][]vcase{
	"a name that starts with a word of the sentence": {
		{"blur the first 3 seconds of the start line", effectIs("blur", 5, 8, "", 0)},
		{"blur the last 2 seconds of the start line", effectIs("blur", 13, 15, "", 0)},
		{"blur the start line", effectIs("blur", 5, 15, "", 0)},
		{"make the start line black and white", effectIs("grayscale", 5, 15, "", 0)},
		{"poné en blanco y negro el start line", effectIs("grayscale", 5, 15, "", 0)},
		{"move the end card to the top left", visualOf("end-card.png", func(e *timeline.Element) string {
			if e.Visual.X >= 0 || e.Visual.Y >= 0 {
				return fmt.Sprintf("end card at %g,%g, want the top left", e.Visual.X, e.Visual.Y)
			}
			return ""
		})},
		// guards: the start and the end of the video stay times
		{"blur the first 3 seconds", effectIs("blur", 0, 3, "", 0)},
		{"blur from the start to 4", effectIs("blur", 0, 4, "", 0)},
		{"blur the end", effectIs("blur", 20, 25, "", 0)},
	},
	"a measure after a comma is the edit before, done once": {
		{"make the logo bigger, double it", qrScale(0.4)},
		{"achicá el logo, a la mitad", qrScale(0.1)},
		{"agrandá el logo, al doble", qrScale(0.4)},
		{"make the logo bigger, to 50%", qrScale(0.5)},
		// guards: "then" or "again" make two edits; another edit stays
		{"make the logo bigger, then double it", qrScale(0.6)},
		{"make the logo bigger, double it again", qrScale(0.6)},
		{"make the logo bigger and double it", qrScale(0.6)},
		{"make the logo bigger, move it to the top left", qrScale(0.3)},
	},
}

func TestQ18VideoCases(t *testing.T) {
	runFixtureTable(t, "q18 table", q18Fixture, q18VideoCases)
}

// TestQ18PhotoSaidAgain: a clause with no verb after a comma that does the
// edit before again is done once; another edit, or the opposite one, is not.
func TestQ18PhotoSaidAgain(t *testing.T) {
	for _, tc := range []struct {
		prompt string
		op     string // a setting the plan's ops carry ("invert")
		n      int    // how many ops carry it; -1: refused
	}{
		{"invert the colours, like a negative", `"invert"`, 1},
		{"invertí los colores, tipo negativo", `"invert"`, 1},
		{"make it more vivid, more saturated", `"saturation"`, 1},
		{"dale más saturación, más vivo", `"saturation"`, 1},
		// guards
		{"invert the colours, then invert them again", `"invert"`, 2},
		{"make it warmer, more saturated", `"saturation"`, 1},
		{"make it warmer, more saturated", `"warmth"`, 1},
		{"make it brighter, darker", "", -1},
	} {
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, coffeePhoto(t)))
		if tc.n < 0 {
			if plan.OK() {
				t.Errorf("%q: want a refusal, got %q", tc.prompt, plan.Reply)
			}
			continue
		}
		n := 0
		for _, s := range plan.Steps {
			if strings.Contains(string(s.Params), tc.op) {
				n++
			}
		}
		if n != tc.n {
			t.Errorf("%q: %d ops set %s, want %d (%s)", tc.prompt, n, tc.op, tc.n, plan.Reply)
		}
	}
}
