package photoops

import (
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// document.resize scales every layer, layer mask, the selection and text
// layers with the canvas: halved, the composite is the mean of each 2x2
// block of the composite before (to within what compositing after
// averaging changes), a text layer stays text at half its size, and undo
// gives the document back.
func TestResizeScalesTheWholeDocument(t *testing.T) {
	ed := newEditor(t, "astronaut.png")
	mustCall(t, ed, "layers.duplicate", "")
	mustCall(t, ed, "layers.setOpacity", `{"opacity":0.5}`)
	mustCall(t, ed, "selection.ellipse", `{"x":60,"y":40,"w":200,"h":150}`)
	mustCall(t, ed, "adjustments.apply", `{"type":"invert"}`) // an adjustment layer masked by the selection
	mustCall(t, ed, "text.add", `{"text":"Hi","x":300,"y":300,"size":40}`)
	s := ed.S()
	W, H := s.Width, s.Height
	if W%2 != 0 || H%2 != 0 {
		t.Fatalf("astronaut %dx%d: the test wants even sides", W, H)
	}
	before := photo.Composite(s, nil).Pix()
	res := mustCall(t, ed, "document.resize", `{"width":`+itoa(W/2)+`}`)
	if out := res.(ResizeOut); out.Width != W/2 || out.Height != H/2 {
		t.Fatalf("result %+v, want %dx%d (aspect kept)", out, W/2, H/2)
	}
	s = ed.S()
	if s.Width != W/2 || s.Height != H/2 || s.Selection == nil || s.Selection.W != W/2 || s.Selection.H != H/2 {
		t.Fatalf("canvas %dx%d, selection %v", s.Width, s.Height, s.Selection)
	}
	var text *photo.Layer
	for _, l := range s.Layers {
		if l.Text != nil {
			text = l
		}
		if l.Mask != nil && (l.Mask.W != W/2 || l.Mask.H != H/2) {
			t.Errorf("layer %s mask %dx%d", l.Name, l.Mask.W, l.Mask.H)
		}
	}
	if text == nil || text.Text.Size != 20 || text.Text.X != 150 || text.Text.Y != 150 {
		t.Errorf("text layer after the resize: %+v", text)
	}
	after := photo.Composite(s, nil).Pix()
	var diff, n float64
	w := W / 2
	for y := 0; y < H/2; y++ {
		for x := 0; x < w; x++ {
			for c := 0; c < 3; c++ {
				mean := 0.0
				for _, d := range [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
					mean += float64(before[((2*y+d[1])*W+2*x+d[0])*4+c]) / 4
				}
				diff += abs(float64(after[(y*w+x)*4+c]) - mean)
				n++
			}
		}
	}
	if d := diff / n / 65535; d > 0.01 {
		t.Errorf("mean difference from the 2x2 means of the composite before: %.4f (want < 0.01)", d)
	} else {
		t.Logf("mean difference from the 2x2 means: %.4f", d)
	}
	mustCall(t, ed, "history.undo", "")
	if s := ed.S(); s.Width != W || s.Height != H {
		t.Errorf("undo: %dx%d, want %dx%d", s.Width, s.Height, W, H)
	}
	// both sides stretch; growing samples bilinearly and keeps edges opaque
	mustCall(t, ed, "document.resize", `{"width":`+itoa(W*2)+`,"height":`+itoa(H)+`}`)
	if s := ed.S(); s.Width != 2*W || s.Height != H {
		t.Errorf("stretched: %dx%d", s.Width, s.Height)
	}
	if px := photo.Composite(ed.S(), nil).Pix(); px[3] != 65535 || px[len(px)-1] != 65535 {
		t.Errorf("corner alpha after growing: %d, %d", px[3], px[len(px)-1])
	}
	for _, bad := range []string{`{}`, `{"width":0}`, `{"width":-5}`, `{"width":"big"}`, `{"width":2000000000}`, `{"width":` + itoa(2*W) + `}`} {
		if r := call(t, ed, "document.resize", bad); r.OK {
			t.Errorf("%s: resized", bad)
		} else {
			t.Logf("%s: %s", bad, r.Error)
		}
	}
	mustCall(t, ed, "transform.start", `{"rotate":10}`)
	if r := call(t, ed, "document.resize", `{"width":10}`); r.OK || !strings.Contains(r.Error, "pending") {
		t.Errorf("resize with a pending transform: %+v", r)
	}
}

// Shrinking averages what each new pixel covers, weighted by alpha: a
// transparent pixel does not darken its opaque neighbour.
func TestScaleRasterAverages(t *testing.T) {
	// 4x2, 8 bits: a red and a white pixel, then a blue one beside a transparent black one
	src := photo.RasterFromPix8(4, 2, []uint8{
		255, 0, 0, 255, 255, 255, 255, 255, 0, 0, 255, 255, 0, 0, 0, 0,
		255, 0, 0, 255, 255, 255, 255, 255, 0, 0, 255, 255, 0, 0, 0, 0,
	})
	got := photo.ScaleRaster(src, 2, 1).Pix8()
	want := []uint8{255, 128, 128, 255, 0, 0, 255, 128}
	for i := range want {
		if d := int(got[i]) - int(want[i]); d < -1 || d > 1 {
			t.Fatalf("shrunk to %v, want %v", got, want)
		}
	}
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}
