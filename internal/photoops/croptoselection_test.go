package photoops

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/segment"
)

// squareEditor holds a generated 200x120 grey picture with a red square
// at sq (a selection by colour finds exactly it) and a gradient, so that
// every pixel of a crop can be told from its neighbours.
func squareEditor(t *testing.T, sq image.Rectangle) *Editor {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, 200, 120))
	for y := range 120 {
		for x := range 200 {
			c := color.NRGBA{uint8(60 + x/4), uint8(60 + y/4), 90, 255}
			if image.Pt(x, y).In(sq) {
				c = color.NRGBA{250, 0, uint8((3*x + y) % 24), 255}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	ed := NewEditor(photo.NewDoc(photo.NewState(16, 16)), testRegistry)
	ed.Segmenter = segment.Builtin()
	mustCall(t, ed, "document.importImage", string(mustJSON(map[string]string{"dataUrl": "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())})))
	ed.History.Undo = nil
	return ed
}

// sameAsBefore fails unless the composite of ed is exactly the part of
// before inside box.
func sameAsBefore(t *testing.T, ed *Editor, before *photo.Raster, beforeW int, box Box) {
	t.Helper()
	s := ed.S()
	if s.Width != box.W || s.Height != box.H {
		t.Fatalf("canvas %dx%d, want %dx%d", s.Width, s.Height, box.W, box.H)
	}
	after := photo.Composite(s, nil).Pix()
	for y := range box.H {
		for x := range box.W {
			for c := range 4 {
				want := before.Pix()[((box.Y+y)*beforeW+box.X+x)*4+c]
				if got := after[(y*box.W+x)*4+c]; got != want {
					t.Fatalf("(%d,%d) channel %d: %d after the crop, %d at (%d,%d) before", x, y, c, got, want, box.X+x, box.Y+y)
				}
			}
		}
	}
}

// document.cropToSelection crops to the selection's bounds plus the
// margin, cut to the canvas, in one undo step; the pixels kept are those
// that were there.
func TestCropToSelectionKeepsTheSelectedPart(t *testing.T) {
	sq := image.Rect(50, 30, 90, 70) // 40x40
	for _, tc := range []struct {
		params string
		box    Box
	}{
		{`{"margin":0}`, Box{50, 30, 40, 40}},
		{``, Box{40, 20, 60, 60}},                         // a quarter of 40 on each side
		{`{"margin":0.5,"pixels":3}`, Box{27, 7, 86, 86}}, // 20+3 on each side
		{`{"margin":2}`, Box{0, 0, 170, 120}},             // 80 each side, cut to the canvas
		{`{"margin":0,"pixels":60}`, Box{0, 0, 150, 120}}, // pixels alone, cut too
	} {
		t.Run(tc.params, func(t *testing.T) {
			ed := squareEditor(t, sq)
			mustCall(t, ed, "selection.colorRange", `{"color":"#fa000c","fuzziness":40}`)
			before := photo.Composite(ed.S(), nil)
			res := mustCall(t, ed, "document.cropToSelection", tc.params).(CropToSelectionOut)
			if res.Box != tc.box || res.Selection != (Box{50, 30, 40, 40}) || res.Width != tc.box.W || res.Height != tc.box.H {
				t.Fatalf("result %+v, want box %+v from the selection 50,30 40x40", res, tc.box)
			}
			sameAsBefore(t, ed, before, 200, tc.box)
			if n := len(ed.History.Undo); n != 2 { // the selection, the crop
				t.Errorf("%d undo entries, want 2", n)
			}
			mustCall(t, ed, "history.undo", "")
			if s := ed.S(); s.Width != 200 || s.Height != 120 {
				t.Errorf("undo left %dx%d", s.Width, s.Height)
			}
		})
	}
	// tight: every pixel left is the red square's
	ed := squareEditor(t, sq)
	mustCall(t, ed, "selection.colorRange", `{"color":"#fa000c","fuzziness":40}`)
	mustCall(t, ed, "document.cropToSelection", `{"margin":0}`)
	pix := photo.Composite(ed.S(), nil).NRGBA()
	for y := range 40 {
		for x := range 40 {
			if c := pix.NRGBAAt(x, y); c.R != 250 || c.G != 0 {
				t.Fatalf("(%d,%d) is %v, not the red square", x, y, c)
			}
		}
	}
}

// A real photo: the face the face detector selects on the astronaut is
// what the crop keeps, with a quarter of its size around it.
func TestCropToSelectionFaceOnAPhoto(t *testing.T) {
	ed := newEditor(t, "astronaut.png")
	sel := mustCall(t, ed, "selection.face", "").(RegionOut)
	if sel.BBox == nil {
		t.Fatal("no face found")
	}
	b := *sel.BBox
	before := photo.Composite(ed.S(), nil)
	W, H := ed.S().Width, ed.S().Height
	res := mustCall(t, ed, "document.cropToSelection", "").(CropToSelectionOut)
	dx, dy := int(float64(b.W)*0.25+0.5), int(float64(b.H)*0.25+0.5)
	want := image.Rect(b.X-dx, b.Y-dy, b.X+b.W+dx, b.Y+b.H+dy).Intersect(image.Rect(0, 0, W, H))
	if res.Box != boxOf(want) || res.Selection != b {
		t.Fatalf("face %+v: cropped to %+v, want %v", b, res.Box, want)
	}
	if res.Width >= W && res.Height >= H {
		t.Fatalf("the crop %dx%d is the whole photo", res.Width, res.Height)
	}
	sameAsBefore(t, ed, before, W, res.Box)
	t.Logf("face %+v in %dx%d: cropped to %+v", b, W, H, res.Box)
	dump(t, ed, "crop-to-face")
}

// Every failure says why and leaves the document as it was, history too.
func TestCropToSelectionFailures(t *testing.T) {
	for _, tc := range []struct {
		name, setup, params, err string
	}{
		{"no selection", "", ``, "No active selection: select what to crop to first"},
		{"an empty selection", `{"color":"#00ff00","fuzziness":1}`, ``, "The selection is empty: nothing to crop to"},
		{"the whole canvas", "all", ``, "Nothing to crop: the selection (200x120 at 0,0) with its margin covers the whole canvas (200x120)"},
		{"a negative margin", "red", `{"margin":-0.1}`, "Invalid margin"},
		{"a margin too large", "red", `{"margin":5}`, "Invalid margin"},
		{"a margin of text", "red", `{"margin":"some"}`, "Invalid margin"},
		{"negative pixels", "red", `{"pixels":-4}`, "Invalid pixels"},
		{"fractional pixels", "red", `{"pixels":2.5}`, "Invalid pixels"},
		{"an unknown param", "red", `{"x":1}`, ""},
		{"a pending transform", "pending", ``, "A transform is pending: apply or cancel it first"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ed := squareEditor(t, image.Rect(50, 30, 90, 70))
			switch tc.setup {
			case "":
			case "all":
				mustCall(t, ed, "selection.selectAll", "")
			case "red":
				mustCall(t, ed, "selection.colorRange", `{"color":"#fa000c","fuzziness":40}`)
			case "pending":
				mustCall(t, ed, "selection.colorRange", `{"color":"#fa000c","fuzziness":40}`)
				mustCall(t, ed, "transform.start", `{"rotate":10}`)
			default:
				mustCall(t, ed, "selection.colorRange", tc.setup)
			}
			t.Log(cropFailsUnchanged(t, ed, tc.params, tc.err))
		})
	}
}

// The op is in the one catalog every surface lists.
func TestCropToSelectionIsListed(t *testing.T) {
	for _, op := range List(testRegistry) {
		if op.Op == "document.cropToSelection" {
			if !op.Mutates || !strings.Contains(fmt.Sprint(op.Params.Properties["margin"].Description), "fraction") {
				t.Errorf("listed as %+v", op)
			}
			return
		}
	}
	t.Error("document.cropToSelection is not listed")
}

// cropFailsUnchanged calls document.cropToSelection with params, wants an
// error holding want, and fails if the document or its history changed;
// it returns the error said.
func cropFailsUnchanged(t *testing.T, ed *Editor, params, want string) string {
	t.Helper()
	depth, before := len(ed.History.Undo), snap(ed)
	r := call(t, ed, "document.cropToSelection", params)
	if r.OK || !strings.Contains(r.Error, want) {
		t.Fatalf("got %+v, want the error %q", r, want)
	}
	if len(ed.History.Undo) != depth || !snap(ed).equal(before) {
		t.Fatalf("the failure %q changed the document", r.Error)
	}
	return r.Error
}
