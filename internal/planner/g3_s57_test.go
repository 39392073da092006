package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
)

// Session 57, fixer g3 (issue 13, sets 44 and 45).

// TestG3S57LookSimile: "like an old movie" after a named look says what
// that look is for, not a second look (sepia went on over the black and
// white); said alone it is still the vintage look.
func TestG3S57LookSimile(t *testing.T) {
	runFixtureTable(t, "g3 s57 look simile", tripFixture, map[string][]vcase{
		"simile": {
			{"black and white on the beach clip, like an old movie", both(effectSpans("grayscale", "0-24"), effectCountIs("sepia", 0))},
			{"blanco y negro en el clip de la playa, tipo película vieja", both(effectSpans("grayscale", "0-24"), effectCountIs("sepia", 0))},
			{"sepia on the beach clip, like an old movie", both(effectSpans("sepia", "0-24"), effectCountIs("grayscale", 0))},
			// the neighbour: the old movie alone is the look asked
			{"make the beach clip look like an old movie", effectSpans("sepia", "0-24")},
		},
	})
}

// TestG3S57PhotoReadings: a thing put in place of another is refused (the
// drink "mate" was read as a matte look and the cup faded); going back to
// how it was after a removal restates it (the layer was deleted, then
// the undo brought it back); vibrant colours are a change one sees.
func TestG3S57PhotoReadings(t *testing.T) {
	runPhotoTable(t, []ppcase{
		{"cambiale el casco por un mate", "", nil},
		{"swap the helmet for a hat", "", nil},
		{"replace the helmet with a cap", "", nil},
		// the neighbours: a look said with "mate", and a look swapped
		{"dale un look mate", "looks.apply", []string{"looks.apply:name=faded"}},
		{"more vibrant colors", "adjustments.applyMasked adjustments.vibrance", []string{"adjustments.applyMasked:saturation>1", "adjustments.vibrance:amount=40"}},
		{"colores más vibrantes", "adjustments.applyMasked adjustments.vibrance", []string{"adjustments.applyMasked:saturation>1"}},
		// the slider by its name, and a bit, stay vibrance alone
		{"more vibrance", "adjustments.vibrance", []string{"adjustments.vibrance:amount=40"}},
		{"make the colours a bit more vibrant", "adjustments.vibrance", []string{"adjustments.vibrance:amount=20"}},
	})
	sepiaFirst := func(tb testing.TB) *photoops.Editor {
		ed := layeredPhoto(tb)
		if _, err := photoRegistry.Call(context.Background(), ed, "looks.apply", json.RawMessage(`{"name":"sepia"}`)); err != nil {
			tb.Fatalf("setup: %v", err)
		}
		return ed
	}
	runPhotoTableOn(t, sepiaFirst, []ppcase{
		{"sacale el sepia, volvé a como estaba", "layers.delete", nil},
		{"take the sepia off, back to how it was", "layers.delete", nil},
		// the neighbours: "then" keeps both; a plain undo is its own
		{"sacale el sepia y después volvé a como estaba", "layers.delete history.undo", nil},
		{"sacale el sepia, deshacé", "layers.delete history.undo", nil},
	})
}
