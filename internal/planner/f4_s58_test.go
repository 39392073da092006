package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// sepiaPhoto is the layered photo with a sepia look on it.
func sepiaPhoto(tb testing.TB) *photoops.Editor {
	ed := layeredPhoto(tb)
	if _, err := photoRegistry.Call(context.Background(), ed, "looks.apply", json.RawMessage(`{"name":"sepia"}`)); err != nil {
		tb.Fatalf("setup: %v", err)
	}
	return ed
}

// TestF4S58RemovalThenAsItWas: going back to how the photo was, after a
// clause that only removed something, restates the removal, however
// "as it was" is said: in the words asItWasAt reads, inside an undo the
// lexicon reads whole ("make it like it was": the layer was deleted, then
// the undo brought it back), and as going back to normal or to the
// original. A "then", a plain undo or a "never mind" keeps both steps.
func TestF4S58RemovalThenAsItWas(t *testing.T) {
	runPhotoTableOn(t, sepiaPhoto, []ppcase{
		{"drop the sepia, make it like it was", "layers.delete", nil},
		{"drop the sepia, go back to how it was", "layers.delete", nil},
		{"quitale el sepia, volvelo como antes", "layers.delete", nil},
		{"quitale el sepia, dejalo como era", "layers.delete", nil},
		{"quitale el sepia, vuelve a como estaba antes", "layers.delete", nil},
		{"drop the sepia, back to normal", "layers.delete", nil},
		{"drop the sepia, back to the original", "layers.delete", nil},
		// the neighbours: "then" keeps both; a plain undo is its own
		{"drop the sepia and then go back to how it was", "layers.delete history.undo", nil},
		{"quitale el sepia, deshacelo", "layers.delete history.undo", nil},
		{"drop the sepia, never mind", "layers.delete history.undo", nil},
	})
}

// crowdedLabelFixture is coachLabelFixture with a sponsor line at 4.5-8
// on a second text track: the label's copy at 0 fits there only as long
// as it was (0-4), not to its end at 9.
func crowdedLabelFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := coachLabelFixture(t)
	playCalls(t, "sponsor line", ed, []testCall{
		{"add_text", map[string]any{"text": "Sponsor", "start": 4.5, "end": 8, "position": "top", "style": "plain"}},
	})
	return ed
}

// TestF4S58WithVideoMoveTakenBack: a thing made to come in with the video
// is moved to a track with room and then given its end; when the end does
// not fit there, the move is taken back, so the plan that follows finds
// the label where it was (the label was deleted, its copy left at 0-4,
// and the ordinary move then failed: "Timeline element not found").
func TestF4S58WithVideoMoveTakenBack(t *testing.T) {
	ed := crowdedLabelFixture(t)
	s := newSim(context.Background(), ed)
	var label target
	for _, x := range all(s.p()) {
		if x.el.Text != nil && x.el.Text.Content == "Tomás · coach" {
			label = x
		}
	}
	f := &frame{c: clause{withVideo: true}}
	if line, ok := comesInWithVideo(s, f, []target{label}, 0); ok {
		t.Fatalf("the label's end fits nowhere with room, yet: %s", line)
	}
	if len(s.steps) != 0 {
		t.Errorf("steps left behind: %v", s.steps)
	}
	if r := both(oneLabel, textIs("Tomás · coach", 5, 9, "bottom", "label"))(s.p()); r != "" {
		t.Error(r)
	}
	// the neighbour: with nothing in the way the label comes in with the
	// video and keeps its end
	runFixtureTable(t, "with the video", coachLabelFixture, map[string][]vcase{
		"room for it": {{"make the coach label start at 0, along with the video", textIs("Tomás · coach", 0, 9, "bottom", "label")}},
	})
}

// oneLabel: the coach label is there once, whole (4 s or to 9 s).
func oneLabel(p *timeline.Project) string {
	es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
		return e.Text != nil && e.Text.Content == "Tomás · coach"
	})
	if len(es) != 1 {
		return fmt.Sprintf("%d coach labels, want 1", len(es))
	}
	return ""
}
