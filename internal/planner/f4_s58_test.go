package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
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
