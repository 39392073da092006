package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestF4S59FormerEdge: the old value said beside a new time may be an edge
// of the video ("instead of right at the start", "en vez de seguir hasta
// el final"), or the new time the edge and the old one a number ("right
// when the video starts, not at 2"): the old value is set aside, as
// "instead of 4" is (formeredge.go). When the edge said is not where the
// thing is now, the user means another thing: asked, as for a number.
func TestF4S59FormerEdge(t *testing.T) {
	runFixtureTable(t, "former edge", plainFixture, map[string][]vcase{
		"old edge": {
			{"make the music stop at 15 instead of running to the very end", timesIs("music.mp3", "0-15")},
			{"que la música termine en el 15 en vez de seguir hasta el final", timesIs("music.mp3", "0-15")},
			{"que la musica termine en el 15 y no al final", timesIs("music.mp3", "0-15")},
			{"end the music at 12s, not at the end of the video", timesIs("music.mp3", "0-12")},
			{"make the title come in at 1s instead of at the start of the video", textIs("Welcome", 1, 4, "top", "plain")},
			{"make the title come in at 1s instead of right at the start", textIs("Welcome", 1, 4, "top", "plain")},
			{"que el titulo aparezca en el 1 en vez de al principio", textIs("Welcome", 1, 4, "top", "plain")},
		},
		"new edge": {
			{"the logo should pop up right when the video starts, not at 2", mediaIs("logo.png", over, 0, 5)},
			{"the logo at the very beginning, not at 2", mediaIs("logo.png", over, 0, 5)},
		},
		// the logo comes in at 2, not at the start: which one is meant is asked
		"asked": {
			{"make the logo start at 4 instead of right at the beginning", nil},
		},
	})
}

// plainFixture is fixture for a table of cases.
func plainFixture(t *testing.T) *videotools.Editor { return fixture(t) }

// TestF4S59ThereOfBrokenOff: "there" in the command that replaces a
// broken-off clause is the part of the video that clause named; the
// music is silenced there only, not on its whole track.
func TestF4S59ThereOfBrokenOff(t *testing.T) {
	silentMiddle := both(volumesAre("music.mp3", 1, 0, 1), mutedIs("music.mp3", false))
	runFixtureTable(t, "there of a broken-off clause", plainFixture, map[string][]vcase{
		"there": {
			{"turn the music down to 20% from 5 to 8... no wait, mute it there", silentMiddle},
			{"lower the music to 20% between 5 and 8... actually no, silence it there completely", silentMiddle},
			{"bajá la música al 20% del 5 al 8... no, mejor silenciala ahí", silentMiddle},
		},
	})
}

// TestF4S59PutBackRemoved: "put the X back" just after X was deleted takes
// the deletion back (the thing returns where it was), however it is
// opened; it was read as adding a new X for the whole video.
func TestF4S59PutBackRemoved(t *testing.T) {
	for _, prompt := range []string{
		"actually put the heart back",
		"put the heart back please",
		"ok bring the heart sticker back",
		"che, traé el corazón de vuelta",
	} {
		ed := fixture(t)
		playCalls(t, "heart", ed, []testCall{
			{"add_sticker", map[string]any{"stickerId": "heart", "start": 4, "end": 6, "position": "top-right"}},
		})
		heart := elems(ed.Project, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Sticker != nil })
		playCalls(t, "heart deleted", ed, []testCall{
			{"delete_timeline_elements", map[string]any{"elementIds": []string{heart[0].ID}}},
		})
		plan := BasicVideo(context.Background(), prompt, ed)
		if !plan.OK() || len(plan.Steps) != 1 || plan.Steps[0].Tool != "undo" {
			t.Errorf("%q: want the deletion undone, got %v: %s", prompt, plan.Steps, plan.Reply)
		}
	}
	// the neighbour: a new heart asked for is added, not the old one restored
	ed := fixture(t)
	plan := BasicVideo(context.Background(), "add a heart sticker at the top left", ed)
	if !plan.OK() || len(plan.Steps) != 1 || plan.Steps[0].Tool != "add_sticker" {
		t.Errorf("a new heart: got %v: %s", plan.Steps, plan.Reply)
	}
}

// bwLayerPhoto is the layered photo with a black and white adjustment
// layer over the photo (the active layer).
func bwLayerPhoto(tb testing.TB) *photoops.Editor {
	ed := layeredPhoto(tb)
	in := json.RawMessage(`{"type":"black-white","params":{"amount":100}}`)
	if _, err := photoRegistry.Call(context.Background(), ed, "adjustments.apply", in); err != nil {
		tb.Fatalf("setup: %v", err)
	}
	return ed
}

// TestF4S59LookLayerOpacity: the opacity of a look named as its layer is
// that layer's opacity; the look was applied again at half strength.
func TestF4S59LookLayerOpacity(t *testing.T) {
	runPhotoTableOn(t, bwLayerPhoto, []ppcase{
		{"a la capa de blanco y negro bajale la opacidad a la mitad", "layers.setOpacity", []string{"layers.setOpacity:opacity=0.5"}},
		{"set the black and white layer to 30% opacity", "layers.setOpacity", []string{"layers.setOpacity:opacity=0.3"}},
		{"lower the opacity of the black and white to half", "layers.setOpacity", []string{"layers.setOpacity:opacity=0.5"}},
	})
}
