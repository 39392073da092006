package photoops

import (
	"image"
	"math"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// document.cropToSelection with an aspect: the box with its room grows on
// its short side to the shape around the selection's centre, moves inside
// the canvas, and shrinks only when the canvas cannot hold it; the pixels
// kept are those that were there.
func TestCropToSelectionAspect(t *testing.T) {
	for _, tc := range []struct {
		name   string
		sq     image.Rectangle // the red square selected
		params string
		box    Box
	}{
		{"already square", image.Rect(50, 30, 90, 70), `{"margin":0,"aspect":"1:1"}`, Box{50, 30, 40, 40}},
		{"square with the default room", image.Rect(50, 30, 90, 70), `{"aspect":"1:1"}`, Box{40, 20, 60, 60}},
		{"wider", image.Rect(50, 30, 90, 70), `{"margin":0,"aspect":"2:1"}`, Box{30, 30, 80, 40}},
		{"16:9, 71 wide", image.Rect(50, 30, 90, 70), `{"margin":0,"aspect":"16:9"}`, Box{34, 30, 71, 40}},
		{"taller", image.Rect(50, 30, 90, 70), `{"margin":0,"aspect":"1:2"}`, Box{50, 10, 40, 80}},
		{"a tall square becomes wide", image.Rect(60, 10, 80, 90), `{"margin":0,"aspect":"1:1"}`, Box{30, 10, 80, 80}},
		{"moved left inside the canvas", image.Rect(150, 80, 190, 110), `{"margin":0,"aspect":"3:1"}`, Box{110, 80, 90, 30}},
		{"moved up inside the canvas", image.Rect(150, 80, 190, 110), `{"margin":0,"aspect":"1:3"}`, Box{150, 0, 40, 120}},
		// the room is given up when the canvas cannot hold it, never the
		// selection (see TestCropToSelectionAspectCutsNothing)
		{"shrunk to the canvas width, the room given up", image.Rect(50, 30, 90, 70), `{"margin":1,"aspect":"4:1"}`, Box{0, 25, 200, 50}},
		{"shrunk to the canvas height, the room given up", image.Rect(50, 30, 90, 70), `{"margin":0.5,"aspect":"1:3"}`, Box{50, 0, 40, 120}},
		{"decimal sides", image.Rect(50, 30, 90, 70), `{"margin":0,"aspect":"1.5:1"}`, Box{40, 30, 60, 40}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ed := squareEditor(t, tc.sq)
			mustCall(t, ed, "selection.colorRange", `{"color":"#fa000c","fuzziness":40}`)
			before := photo.Composite(ed.S(), nil)
			res := mustCall(t, ed, "document.cropToSelection", tc.params).(CropToSelectionOut)
			if res.Box != tc.box || res.Selection != boxOf(tc.sq) {
				t.Fatalf("cropped to %+v from %+v, want %+v from %v", res.Box, res.Selection, tc.box, tc.sq)
			}
			sameAsBefore(t, ed, before, 200, tc.box)
			mustCall(t, ed, "history.undo", "")
			if s := ed.S(); s.Width != 200 || s.Height != 120 {
				t.Errorf("undo left %dx%d", s.Width, s.Height)
			}
		})
	}
}

// A real photo: a square and a 4:5 portrait around the face the detector
// finds on the astronaut hold the face, centred on it unless the canvas
// edge moved the box, in the shape asked for.
func TestCropToSelectionAspectOnAPhoto(t *testing.T) {
	for _, tc := range []struct {
		aspect string
		ratio  float64
	}{{"1:1", 1}, {"4:5", 0.8}, {"16:9", 16.0 / 9}} {
		ed := newEditor(t, "astronaut.png")
		b := *mustCall(t, ed, "selection.face", "").(RegionOut).BBox
		before := photo.Composite(ed.S(), nil)
		W, H := ed.S().Width, ed.S().Height
		res := mustCall(t, ed, "document.cropToSelection", `{"aspect":"`+tc.aspect+`"}`).(CropToSelectionOut)
		got := res.Box
		if math.Abs(float64(got.W)/float64(got.H)-tc.ratio) > 1/float64(min(got.W, got.H)) {
			t.Errorf("%s: %dx%d is not %s", tc.aspect, got.W, got.H, tc.aspect)
		}
		face := image.Rect(b.X, b.Y, b.X+b.W, b.Y+b.H)
		box := image.Rect(got.X, got.Y, got.X+got.W, got.Y+got.H)
		if !face.In(box) || !box.In(image.Rect(0, 0, W, H)) || got.W >= W && got.H >= H {
			t.Errorf("%s: the box %v does not hold the face %v inside the %dx%d photo", tc.aspect, box, face, W, H)
		}
		// centred on the face, but for a side the canvas edge stops
		cx, fx := got.X*2+got.W, face.Min.X+face.Max.X
		if d := cx - fx; d < -1 || d > 1 && got.X != 0 && got.X+got.W != W {
			t.Errorf("%s: the box %v is not centred on the face %v across", tc.aspect, box, face)
		}
		sameAsBefore(t, ed, before, W, got)
		t.Logf("%s: face %v in %dx%d: cropped to %v", tc.aspect, face, W, H, box)
	}
}

// Every failure with an aspect says why and leaves the document as it
// was, history too.
func TestCropToSelectionAspectFailures(t *testing.T) {
	for _, tc := range []struct {
		setup, params, err string
	}{
		{"red", `{"aspect":"square"}`, "Invalid aspect: give it as width:height, e.g. 1:1, 4:5 or 16:9"},
		{"red", `{"aspect":"0:1"}`, "Invalid aspect"},
		{"red", `{"aspect":"1:0"}`, "Invalid aspect"},
		{"red", `{"aspect":"-4:5"}`, "Invalid aspect"},
		{"red", `{"aspect":"30:1"}`, "Invalid aspect"},
		{"red", `{"aspect":"NaN:1"}`, "Invalid aspect"},
		{"red", `{"aspect":"Inf:1"}`, "Invalid aspect"},
		{"red", `{"aspect":"4:5:6"}`, "Invalid aspect"},
		{"red", `{"aspect":45}`, "Invalid aspect"},
		{"all", `{"aspect":"5:3"}`, "Nothing to crop: the selection (200x120 at 0,0) with its margin and aspect 5:3 covers the whole canvas (200x120)"},
		{"none", `{"aspect":"1:1"}`, "No active selection"},
	} {
		t.Run(tc.params, func(t *testing.T) {
			ed := squareEditor(t, image.Rect(50, 30, 90, 70))
			switch tc.setup {
			case "all":
				mustCall(t, ed, "selection.selectAll", "")
			case "red":
				mustCall(t, ed, "selection.colorRange", `{"color":"#fa000c","fuzziness":40}`)
			}
			cropFailsUnchanged(t, ed, tc.params, tc.err)
		})
	}
}
