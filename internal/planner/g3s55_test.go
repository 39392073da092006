package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// g3PaleCases: a pale look complained of after a darkening of a part is
// the darkening's reason, done once there ("darken the sky a bit, its too
// washed out" raised contrast and saturation on the whole photo as well;
// set 40 p40-027).
var g3PaleCases = []ppcase{
	{"darken the sky a little, it looks washed out", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"make the sky darker, its so faded", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"oscurecé un poco el cielo, está muy deslavado", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"oscurecé el cielo, se ve quemado", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	// guard: a complaint of another kind keeps its old reading
	{"darken the sky a little, it looks blurry", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}}, // read as the reason, as before
}

func TestG3PaleAfterDarken(t *testing.T) { runPhotoTable(t, g3PaleCases) }

// seeThrough: the element named is shown at less than full opacity.
func seeThrough(name string) check {
	return visualOf(name, func(e *timeline.Element) string {
		if e.Visual.Opacity <= 0.1 || e.Visual.Opacity >= 0.95 {
			return fmt.Sprintf("opacity %v, want see-through", e.Visual.Opacity)
		}
		return ""
	})
}

// g3CornerBitCases: "a bit" right before how see-through is no small step
// toward the corner said beside it ("the logo should be in the bottom left
// and a bit see-through" stepped a tenth of the frame from the top right;
// set 40 v40-107). The workshop logo sits at the top right.
var g3CornerBitCases = map[string][]vcase{
	"a bit of the strength": {
		{"i want the logo in the bottom left and a little transparent", both(cornerIs("logo.png", -1, 1), seeThrough("logo.png"))},
		{"el logo abajo a la izquierda y un poco transparente", both(cornerIs("logo.png", -1, 1), seeThrough("logo.png"))},
		// guard: "a bit" of the move is still a small step (it stays top right)
		{"move the logo a bit to the bottom left", cornerIs("logo.png", 1, -1)},
	},
}

func TestG3CornerAndABitSeeThrough(t *testing.T) {
	runFixtureTable(t, "corner and a bit see-through", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, g3CornerBitCases)
}

// threeClipFixture: intro 0–10, beach 10–18 and outro 18–22 on the main track.
func threeClipFixture(t *testing.T) *videotools.Editor {
	ed := fixture(t)
	if _, err := tools().Call(context.Background(), ed, "add_media_to_timeline", json.RawMessage(`{"assetId":"outro.mp4","startTime":18,"trackType":"main"}`)); err != nil {
		t.Fatalf("fixture: %v", err)
	}
	return ed
}

// g3SwapFirstCases: after a swap of two clips, a clause that says one of
// them comes first is the order the swap made ("swap the stencil clip and
// the needle close up, the needle should come first" moved the needle
// clip to the start of the video as well; set 40 v40-093).
var g3SwapFirstCases = map[string][]vcase{
	"the order of the two said again": {
		{"swap the beach clip and the outro, the outro should come first", mainIs("intro:0-10 outro:10-14 beach:14-22")},
		{"intercambiá el clip de la playa y el outro, el outro va primero", mainIs("intro:0-10 outro:10-14 beach:14-22")},
		// the swap put the beach after the outro: which is meant is asked
		{"swap the beach clip and the outro, the beach should come first", nil},
		// guard: on its own, first is the start of the video
		{"put the outro first", mainIs("outro:0-4 intro:4-14 beach:14-22")},
	},
}

func TestG3SwapThenFirst(t *testing.T) {
	runFixtureTable(t, "swap then first", threeClipFixture, g3SwapFirstCases)
}
