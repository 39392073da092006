package photoops

import (
	"fmt"
	"math"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// layeredCoffee is the coffee photo (256x171) with a smaller copy of
// itself placed off-centre in multiply mode, an inverting adjustment
// masked by an ellipse, a red title and a rectangular selection.
func layeredCoffee(t *testing.T) *Editor {
	ed := newEditor(t, "coffee.png")
	mustCall(t, ed, "layers.duplicate", "")
	mustCall(t, ed, "layers.setBlend", `{"mode":"multiply"}`)
	mustCall(t, ed, "transform.start", `{"scale":0.5,"translateX":40,"translateY":-20}`)
	mustCall(t, ed, "transform.apply", "")
	mustCall(t, ed, "selection.ellipse", `{"x":20,"y":30,"w":120,"h":90}`)
	mustCall(t, ed, "adjustments.apply", `{"type":"invert"}`)
	mustCall(t, ed, "text.add", `{"text":"Hi","x":30,"y":20,"size":40,"color":"#ff0000","align":"left"}`)
	mustCall(t, ed, "selection.rectangle", `{"x":150,"y":100,"w":60,"h":50}`)
	ed.History.Undo = nil
	return ed
}

// document.rotate by quarter turns and document.flip turn the whole
// document exactly: the canvas swaps its sides for 90 and 270, every pixel
// of the composite lands where the turn puts it (the top-left pixel at the
// top-right after 90 clockwise, and so on), the selection turns with it,
// the title stays a text layer that text.update redraws in place (as if
// it had been written before the turn), and one undo restores the
// document exactly.
func TestRotateAndFlipTurnTheWholeDocument(t *testing.T) {
	const W, H = 256, 171
	for i, tc := range []struct {
		op, params string
		w, h       int
		// where the pixel (x, y) of the picture lands
		to func(x, y int) (int, int)
	}{
		{"document.rotate", `{"angle":90}`, H, W, func(x, y int) (int, int) { return H - 1 - y, x }},
		{"document.rotate", `{"angle":180}`, W, H, func(x, y int) (int, int) { return W - 1 - x, H - 1 - y }},
		{"document.rotate", `{"angle":270}`, H, W, func(x, y int) (int, int) { return y, W - 1 - x }},
		{"document.rotate", `{"angle":-90}`, H, W, func(x, y int) (int, int) { return y, W - 1 - x }},
		{"document.flip", `{"axis":"horizontal"}`, W, H, func(x, y int) (int, int) { return W - 1 - x, y }},
		{"document.flip", `{"axis":"vertical"}`, W, H, func(x, y int) (int, int) { return x, H - 1 - y }},
	} {
		name := tc.op + " " + tc.params
		ed := layeredCoffee(t)
		before := snap(ed)
		bpix := composite(ed).Pix()
		bsel := ed.S().Selection.Pix()
		out := mustCall(t, ed, tc.op, tc.params).(TurnOut)
		s := ed.S()
		if out.Width != tc.w || out.Height != tc.h || s.Width != tc.w || s.Height != tc.h || !out.Exact {
			t.Fatalf("%s: %+v, canvas %dx%d; want %dx%d", name, out, s.Width, s.Height, tc.w, tc.h)
		}
		apix := composite(ed).Pix()
		asel := s.Selection.Pix()
		for y := 0; y < H; y++ {
			for x := 0; x < W; x++ {
				nx, ny := tc.to(x, y)
				for c := 0; c < 4; c++ {
					if a, b := apix[(ny*tc.w+nx)*4+c], bpix[(y*W+x)*4+c]; a != b {
						t.Fatalf("%s: pixel (%d,%d) channel %d is %d at (%d,%d), want %d", name, x, y, c, a, nx, ny, b)
					}
				}
				if asel[ny*tc.w+nx] != bsel[y*W+x] {
					t.Fatalf("%s: selection at (%d,%d) not moved to (%d,%d)", name, x, y, nx, ny)
				}
			}
		}
		// the title is still text: rewriting it gives what writing it
		// before the turn gives
		var title *photo.Layer
		for _, f := range s.Flatten() {
			if f.Layer.Text != nil {
				title = f.Layer
			}
		}
		if title == nil || title.Kind != photo.KindText {
			t.Fatalf("%s: the title is no longer a text layer", name)
		}
		mustCall(t, ed, "text.update", `{"text":"Bye!"}`)
		ref := layeredCoffee(t)
		mustCall(t, ref, "text.update", `{"text":"Bye!"}`)
		mustCall(t, ref, tc.op, tc.params)
		if got, want := composite(ed).Pix(), composite(ref).Pix(); string(u16bytes(got)) != string(u16bytes(want)) {
			t.Errorf("%s: text.update after the turn differs from the turned update", name)
		}
		dump(t, ed, fmt.Sprintf("turn-%d", i))
		mustCall(t, ed, "history.undo", "")
		if len(ed.History.Undo) != 1 {
			t.Fatalf("%s: %d undo entries after one undo, want 1 (turn, update)", name, len(ed.History.Undo))
		}
		mustCall(t, ed, "history.undo", "")
		if !snap(ed).equal(before) {
			t.Errorf("%s: undo did not restore the document exactly", name)
		}
	}
}

// Bad requests fail with the document unchanged.
func TestRotateAndFlipRefuseBadParams(t *testing.T) {
	ed := layeredCoffee(t)
	before := snap(ed)
	for _, tc := range []struct{ op, params, want string }{
		{"document.rotate", `{}`, "Invalid angle: give degrees clockwise (90, 180, 270, or a small angle to straighten)"},
		{"document.rotate", `{"angle":"ninety"}`, "Invalid angle: give degrees clockwise (90, 180, 270, or a small angle to straighten)"},
		{"document.rotate", `{"angle":720}`, "Invalid angle: must be between -360 and 360 degrees"},
		{"document.rotate", `{"angle":360}`, "Nothing to rotate: angle 360 is a whole turn"},
		{"document.rotate", `{"angle":5,"expand":"yes"}`, "Invalid expand"},
		{"document.flip", `{"axis":"diagonal"}`, `Invalid axis: use horizontal or vertical`},
		{"document.flip", `{}`, `Invalid axis: use horizontal or vertical`},
	} {
		r := call(t, ed, tc.op, tc.params)
		if r.OK || r.Error != tc.want {
			t.Errorf("%s %s: %+v, want error %q", tc.op, tc.params, r, tc.want)
		}
	}
	mustCall(t, ed, "transform.start", `{"rotate":10}`)
	if r := call(t, ed, "document.flip", `{"axis":"vertical"}`); r.OK || r.Error != "A transform is pending: apply or cancel it first" {
		t.Errorf("flip with a pending transform: %+v", r)
	}
	mustCall(t, ed, "transform.cancel", "")
	if len(ed.History.Undo) != 0 || !snap(ed).equal(before) {
		t.Error("a refused turn changed the document")
	}
}

// Straightening a real photo by a few degrees: with expand false the
// canvas is the largest upright rectangle inside the rotated picture and
// every pixel is opaque; with expand true the canvas holds all of it
// (width W|cos| + H|sin|) with transparent corners. A marker lands where
// the rotation about the centre puts it, the title stays text (rotated
// with the picture) and undo is exact.
func TestStraightenRotatesAboutTheCentre(t *testing.T) {
	for _, tc := range []struct {
		angle  float64
		expand bool
	}{{3, false}, {-7, true}, {-2.5, false}} {
		name := fmt.Sprintf("angle %g expand %v", tc.angle, tc.expand)
		ed := gplEditor(t, "Dune.jpg") // 1680x1050, a horizon
		W, H := ed.S().Width, ed.S().Height
		// a 9x9 marker, centred on (1200.5, 300.5)
		mustCall(t, ed, "layers.addRaster", "")
		s := ed.S()
		l := s.ActiveLayer()
		marker := photo.NewRaster(9, 9)
		for i := range marker.Pix() {
			marker.Pix()[i] = 65535
		}
		cp := *l
		cp.Raster, cp.X, cp.Y = marker, 1196, 296
		s.Replace(&cp)
		upright := mustCall(t, ed, "text.add", `{"text":"DUNES","x":100,"y":80,"size":60,"color":"#ffffff","align":"left"}`).(TextOut)
		ed.History.Undo = nil
		before := snap(ed)
		out := mustCall(t, ed, "document.rotate", fmt.Sprintf(`{"angle":%g,"expand":%v}`, tc.angle, tc.expand)).(TurnOut)
		s = ed.S()
		th := tc.angle * math.Pi / 180
		c := photo.RotatedCanvas(W, H, tc.angle, tc.expand)
		if out.Exact || s.Width != c.Dx() || s.Height != c.Dy() {
			t.Fatalf("%s: %+v, canvas %dx%d, want %v", name, out, s.Width, s.Height, c)
		}
		comp := composite(ed).Pix()
		if tc.expand {
			if want := float64(W)*math.Abs(math.Cos(th)) + float64(H)*math.Abs(math.Sin(th)); math.Abs(float64(s.Width)-want) > 2 {
				t.Errorf("%s: width %d, want about %.0f", name, s.Width, want)
			}
			for _, i := range []int{0, s.Width - 1, (s.Height - 1) * s.Width, s.Width*s.Height - 1} {
				if comp[4*i+3] != 0 {
					t.Errorf("%s: corner pixel %d not transparent", name, i)
				}
			}
		} else {
			if s.Width < W*85/100 || s.Height < H*85/100 {
				t.Errorf("%s: straightened to %dx%d, far smaller than %dx%d", name, s.Width, s.Height, W, H)
			}
			for i := 3; i < len(comp); i += 4 {
				if comp[i] != 65535 {
					t.Fatalf("%s: pixel (%d,%d) not opaque after the straightening crop", name, i/4%s.Width, i/4/s.Width)
				}
			}
		}
		// the marker's centroid, against the rotation of its centre about
		// the canvas centre
		ml := s.Find(cp.ID)
		var sx, sy, sw float64
		mp := ml.Raster.Pix()
		for y := 0; y < ml.Raster.H; y++ {
			for x := 0; x < ml.Raster.W; x++ {
				a := float64(mp[(y*ml.Raster.W+x)*4+3])
				sx, sy, sw = sx+a*(float64(ml.X+x)+0.5), sy+a*(float64(ml.Y+y)+0.5), sw+a
			}
		}
		dx, dy := 1200.5-float64(W)/2, 300.5-float64(H)/2
		wx := math.Cos(th)*dx - math.Sin(th)*dy + float64(W)/2 - float64(c.Min.X)
		wy := math.Sin(th)*dx + math.Cos(th)*dy + float64(H)/2 - float64(c.Min.Y)
		if math.Hypot(sx/sw-wx, sy/sw-wy) > 0.25 || math.Abs(sw/65535-81) > 1 {
			t.Errorf("%s: marker at (%.2f,%.2f) weight %.1f, want (%.2f,%.2f) and 81", name, sx/sw, sy/sw, sw/65535, wx, wy)
		}
		title := s.ActiveLayer()
		if title.Kind != photo.KindText || title.Text.Rotate != normAngle(tc.angle) {
			t.Fatalf("%s: title %s rotate %v", name, title.Kind, title.Text)
		}
		// written again, the title is drawn turned: taller than upright
		up := mustCall(t, ed, "text.update", `{"color":"#ffff00"}`).(TextOut)
		if tilt := float64(upright.Bounds.W) * math.Abs(math.Sin(th)); float64(up.Bounds.H) < float64(upright.Bounds.H)+tilt*0.8 {
			t.Errorf("%s: rewritten title bounds %+v, upright %+v", name, up.Bounds, upright.Bounds)
		}
		dump(t, ed, fmt.Sprintf("straighten%+g-%v", tc.angle, tc.expand))
		mustCall(t, ed, "history.undo", "")
		mustCall(t, ed, "history.undo", "")
		if !snap(ed).equal(before) {
			t.Errorf("%s: undo did not restore the document exactly", name)
		}
	}
}

func normAngle(a float64) float64 {
	a = math.Mod(a, 360)
	if a < 0 {
		a += 360
	}
	return a
}
