package photoops

import (
	"image"
	"testing"
)

// TestCropToSelectionAspectCutsNothing: a shape no box in the canvas can
// give around the whole selection fails, saying so, and leaves the
// document as it was (it shrank the box to the canvas and cut the part
// selected in silence: a square around a wide cup lost the cup's sides).
func TestCropToSelectionAspectCutsNothing(t *testing.T) {
	for _, tc := range []struct {
		setup  string
		sq     image.Rectangle
		params string
		err    string
	}{
		{"red", image.Rect(50, 30, 90, 70), `{"margin":0,"aspect":"10:1"}`,
			"The selection (40x40 at 50,30) does not fit in a 10:1 crop of the 200x120 canvas (at most 200x20): crop without the aspect, or choose a shape that holds it"},
		{"red", image.Rect(50, 30, 90, 70), `{"margin":0.5,"aspect":"1:4"}`,
			"The selection (40x40 at 50,30) does not fit in a 1:4 crop of the 200x120 canvas (at most 30x120)"},
		// a part wider than the canvas is tall, asked for square
		{"red", image.Rect(10, 20, 190, 100), `{"aspect":"1:1"}`,
			"The selection (180x80 at 10,20) does not fit in a 1:1 crop of the 200x120 canvas (at most 120x120)"},
		{"red", image.Rect(10, 20, 190, 100), `{"margin":0,"aspect":"1:1"}`, "does not fit in a 1:1 crop"},
		{"red", image.Rect(10, 20, 190, 100), `{"margin":0,"aspect":"9:16"}`, "does not fit in a 9:16 crop"},
		{"all", image.Rect(50, 30, 90, 70), `{"aspect":"1:1"}`, "The selection (200x120 at 0,0) does not fit in a 1:1 crop"},
	} {
		t.Run(tc.params, func(t *testing.T) {
			ed := squareEditor(t, tc.sq)
			if tc.setup == "all" {
				mustCall(t, ed, "selection.selectAll", "")
			} else {
				mustCall(t, ed, "selection.colorRange", `{"color":"#fa000c","fuzziness":40}`)
			}
			cropFailsUnchanged(t, ed, tc.params, tc.err)
		})
	}
	// the same wide part fits a landscape shape: cut to it, the part whole
	ed := squareEditor(t, image.Rect(10, 20, 190, 100))
	mustCall(t, ed, "selection.colorRange", `{"color":"#fa000c","fuzziness":40}`)
	res := mustCall(t, ed, "document.cropToSelection", `{"margin":0,"aspect":"16:9"}`).(CropToSelectionOut)
	if b := res.Box; b.X > 10 || b.Y > 20 || b.X+b.W < 190 || b.Y+b.H < 100 {
		t.Errorf("16:9 around a wide part: %+v does not hold it", b)
	}
}
