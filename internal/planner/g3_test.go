package planner

import (
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
