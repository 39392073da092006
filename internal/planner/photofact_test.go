package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
)

// factPhoto is the layered photo ("Hello") with a second text that
// carries facts: a day, a year and a price.
func factPhoto(t testing.TB) *photoops.Editor {
	ed := layeredPhoto(t)
	if _, err := photoRegistry.Call(context.Background(), ed, "text.add", json.RawMessage(`{"text":"Día 60 · harvest 2024 · $12","y":100,"color":"#ffffff"}`)); err != nil {
		t.Fatal(err)
	}
	return ed
}

// photoFactCases: a photo's text corrected by saying what is true (it was
// refused: "say the look"); only the corrected words change. A value
// found in no text, or a request with another edit, stays refused.
var photoFactCases = []ppcase{
	{"corregí el texto, es Día 61 no 60", "text.update", []string{"text.update:id=layer-4", "text.update:text=Día 61 · harvest 2024 · $12"}},
	{"the caption is wrong, it's 2025 not 2024", "text.update", []string{"text.update:text=Día 60 · harvest 2025 · $12"}},
	{"el precio está mal, es $15 no $12", "text.update", []string{"text.update:text=Día 60 · harvest 2024 · $15"}},
	// guards: nothing holds the old value; another edit beside the fact
	{"corregí el texto, es Día 8 no 7", "", nil},
	{"hacela más cálida, es 2025 no 2024", "", nil},
}

func TestPhotoTextCorrectedByFact(t *testing.T) {
	runPhotoTableOn(t, factPhoto, photoFactCases)
}
