package planner

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
)

// The nineteenth round (issue 13): a crop to a part of the photo ("crop
// to the face", "recortá a la cara", "crop around the dog", "crop to the
// selection") selects it and crops to its bounds with document.
// cropToSelection (they were refused: no op cropped to a selection).

// astronautPhoto is the astronaut portrait (256x256): a face the face
// detector finds.
func astronautPhoto(t testing.TB) *photoops.Editor {
	return photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 256))
}

// selectedCoffee is the coffee photo with a rectangle selected.
func selectedCoffee(t testing.TB) *photoops.Editor {
	ed := coffeePhoto(t)
	if _, err := photoRegistry.Call(context.Background(), ed, "selection.rectangle", json.RawMessage(`{"x":10,"y":20,"w":60,"h":40}`)); err != nil {
		t.Fatal(err)
	}
	return ed
}

// cropRegionCase is a request, the photo it is made of, the ops planned
// ("" : refused, the reply holding want) and the selection op whose
// bounds the crop must keep.
type cropRegionCase struct {
	prompt string
	open   func(testing.TB) *photoops.Editor
	ops    string
	want   string // in the reply
}

var nineteenthCropCases = []cropRegionCase{
	{"crop to the face", astronautPhoto, "selection.face document.cropToSelection selection.deselect", "Crop to the face"},
	{"crop to her face", astronautPhoto, "selection.face document.cropToSelection selection.deselect", "Crop to the face"},
	{"recortá a la cara", astronautPhoto, "selection.face document.cropToSelection selection.deselect", "Crop to the face"},
	{"recortala a la cara", astronautPhoto, "selection.face document.cropToSelection selection.deselect", "Crop to the face"},
	{"crop around the face", astronautPhoto, "selection.face document.cropToSelection selection.deselect", "room on each side"},
	{"crop it to just her face", astronautPhoto, "selection.face document.cropToSelection selection.deselect", "Crop to the face"},
	{"crop to the person", coffeePhoto, "selection.subject document.cropToSelection selection.deselect", "Crop to the subject"},
	{"crop to the subject", coffeePhoto, "selection.subject document.cropToSelection selection.deselect", "Crop to the subject"},
	{"recortala al sujeto", coffeePhoto, "selection.subject document.cropToSelection selection.deselect", "Crop to the subject"},
	{"crop around the cup", coffeePhoto, "selection.subject document.cropToSelection selection.deselect", "taken to be the cup"},
	{"crop around the dog", coffeePhoto, "selection.subject document.cropToSelection selection.deselect", "taken to be the dog"},
	// "alrededor" was the edges: 5% off each side
	{"recortá alrededor del perro", coffeePhoto, "selection.subject document.cropToSelection selection.deselect", "taken to be the dog"},
	{"crop to the sky", coffeePhoto, "selection.sky document.cropToSelection selection.deselect", "Crop to the sky"},
	{"recortá al cielo", coffeePhoto, "selection.sky document.cropToSelection selection.deselect", "Crop to the sky"},
	{"crop to the selection", selectedCoffee, "document.cropToSelection", "the selection's bounds"},
	{"recortá a la selección", selectedCoffee, "document.cropToSelection", "the selection's bounds"},
	// one clause after it, with no second deselect
	{"crop to the face and make it black and white", astronautPhoto, "selection.face document.cropToSelection selection.deselect adjustments.applyMasked", "Black and white"},
	// refused: no selection to crop to; no one box
	{"crop to the selection", coffeePhoto, "", "there is no selection"},
	{"crop to the background", coffeePhoto, "", "the background is not one box"},
	{"recortá al pasto", coffeePhoto, "", "is not one box"},
	// guards: a shape said around a part, the edges, a shape
	{"crop to square around the face", coffeePhoto, "", "Not understood"},
	{"trim the edges a little", coffeePhoto, "document.crop", "5%"},
	{"recortale un poco los bordes", coffeePhoto, "document.crop", "5%"},
	{"crop to square", coffeePhoto, "document.crop", "171x171"},
	{"brighten the face", astronautPhoto, "selection.face adjustments.applyMasked", "face"},
}

// TestPhoto19CropToRegion plans each row, runs it through the real ops,
// and checks the crop kept the selection's bounds with the room planned
// (a quarter of a face each side, a tenth of a subject or the sky, none
// for the user's selection), pixel for pixel.
func TestPhoto19CropToRegion(t *testing.T) {
	ctx := context.Background()
	for _, tc := range nineteenthCropCases {
		ed := tc.open(t)
		plan := BasicPhoto(ctx, tc.prompt, stateOf(t, ed))
		if got := opNames(plan.Steps); got != tc.ops || !strings.Contains(plan.Reply, tc.want) {
			t.Errorf("%q: %q %s, want %q and a reply with %q", tc.prompt, got, plan.Reply, tc.ops, tc.want)
			continue
		}
		if !strings.Contains(tc.ops, "document.cropToSelection") {
			if err := runPhotoPlan(ed, plan); err != nil {
				t.Errorf("%q: %v", tc.prompt, err)
			}
			continue
		}
		W, H := ed.S().Width, ed.S().Height
		before := photo.Composite(ed.S(), nil)
		var sel, box photoops.Box
		for _, s := range plan.Steps {
			out, err := photoRegistry.Call(ctx, ed, s.Op, s.Params)
			if err != nil {
				t.Fatalf("%q: %s: %v", tc.prompt, s.Op, err)
			}
			if s.Op == "document.cropToSelection" {
				res := out.(photoops.CropToSelectionOut)
				sel, box = res.Selection, res.Box
			}
		}
		margin := 0.1 // a subject, the sky
		switch {
		case tc.open(t).S().Selection != nil:
			margin = 0 // the user's own selection: tight
		case strings.HasPrefix(tc.ops, "selection.face"):
			margin = 0.25 // a face: a portrait's room
		}
		dx, dy := int(float64(sel.W)*margin+0.5), int(float64(sel.H)*margin+0.5)
		x0, y0 := max(0, sel.X-dx), max(0, sel.Y-dy)
		want := photoops.Box{X: x0, Y: y0, W: min(W, sel.X+sel.W+dx) - x0, H: min(H, sel.Y+sel.H+dy) - y0}
		if box != want || box.W >= W && box.H >= H {
			t.Errorf("%q: cropped to %+v from the selection %+v, want %+v (the photo is %dx%d)", tc.prompt, box, sel, want, W, H)
			continue
		}
		s := ed.S()
		if s.Width != box.W || s.Height != box.H || s.Selection != nil && strings.Contains(tc.ops, "deselect") {
			t.Errorf("%q: the document is %dx%d (selection %v), want %dx%d and no selection", tc.prompt, s.Width, s.Height, s.Selection != nil, box.W, box.H)
			continue
		}
		after := photo.Composite(s, nil).Pix()
		same := strings.Contains(tc.ops, "adjustments") // a look after the crop changes the pixels
		for y := 0; y < box.H && !same; y++ {
			for x := range box.W {
				i, j := ((box.Y+y)*W+box.X+x)*4, (y*box.W+x)*4
				if before.Pix()[i] != after[j] || before.Pix()[i+1] != after[j+1] {
					t.Fatalf("%q: (%d,%d) is not the pixel at (%d,%d) before", tc.prompt, x, y, box.X+x, box.Y+y)
				}
			}
		}
		t.Logf("%q: %dx%d -> %+v (selection %+v)", tc.prompt, W, H, box, sel)
	}
}

// the coverage walk (TestEveryPhotoOpReachable) reaches the new op by a
// request: added here, since a longer key would realign the whole table
// in coverage_test.go
func init() {
	photoOpRequests["document.cropToSelection"] = "select the top half and crop to the selection"
}
