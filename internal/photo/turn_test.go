package photo

import (
	"fmt"
	"math"
	"slices"
	"testing"
)

// turnRef turns a picture the slow way, a source pixel at a time, from
// the turn's definition: pixel (x, y) goes to the pixel whose centre is
// the turned centre of (x, y).
func turnRef(src []uint16, w, h, ch int, t Turn) []uint16 {
	ow := w
	if t.Swaps() {
		ow = h
	}
	out := make([]uint16, len(src))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			qx, qy := t.MapPoint(w, h, float64(x)+0.5, float64(y)+0.5)
			o := (int(qy)*ow + int(qx)) * ch
			copy(out[o:o+ch], src[(y*w+x)*ch:(y*w+x+1)*ch])
		}
	}
	return out
}

// Every turn moves each pixel of a raster and of a mask where the turn's
// definition puts it, on sizes that are not multiples of the tile.
func TestTurnPixMatchesDefinition(t *testing.T) {
	r := noiseRaster(131, 67)
	m := NewMask(131, 67)
	for i := range m.pix {
		m.pix[i] = uint8(i * 31)
	}
	for tr := TurnNone; tr <= Rotate270; tr++ {
		got := TurnRaster(r, tr)
		if want := turnRef(r.Pix(), r.W, r.H, 4, tr); !slices.Equal(got.Pix(), want) {
			t.Errorf("turn %d: raster pixels misplaced", tr)
		}
		gm := TurnMask(m, tr)
		wide := make([]uint16, len(m.pix))
		for i, v := range m.pix {
			wide[i] = uint16(v)
		}
		want := turnRef(wide, m.W, m.H, 1, tr)
		for i, v := range gm.Pix() {
			if uint16(v) != want[i] {
				t.Fatalf("turn %d: mask value %d misplaced", tr, i)
			}
		}
		if tr.Swaps() != (got.W == r.H && got.H == r.W) || gm.W != got.W {
			t.Errorf("turn %d: %dx%d", tr, got.W, got.H)
		}
	}
}

// The parts of a turn (a mirror, then a rotation) give the turn back, and
// turning a turned text's orientation composes as turning twice does.
func TestTurnPartsCompose(t *testing.T) {
	for tr := TurnNone; tr <= Rotate270; tr++ {
		m, d := tr.Parts()
		if back, ok := TurnOf(m, d); !ok || back != tr {
			t.Errorf("turn %d: parts %v %g give %d", tr, m, d, back)
		}
		for first := TurnNone; first <= Rotate270; first++ {
			fm, fd := first.Parts()
			cm, cd := composeTurn(tr, fm, fd)
			both, _ := TurnOf(cm, cd)
			// turning a probe picture by first, then tr, is turning it by both
			probe := noiseRaster(5, 3)
			if !slices.Equal(TurnRaster(TurnRaster(probe, first), tr).Pix(), TurnRaster(probe, both).Pix()) {
				t.Errorf("turn %d after %d composes to %d, which moves pixels elsewhere", tr, first, both)
			}
		}
	}
	if _, ok := TurnOf(false, 45); ok {
		t.Error("45 degrees read as a quarter turn")
	}
}

// A state with placed layers smaller than the canvas, a layer partly off
// the canvas, masks, a group, a vignette (symmetric: it stays centred)
// and a selection composites, once turned, to
// the turned composite, pixel for pixel.
func TestTurnStateTurnsTheComposite(t *testing.T) {
	const w, h = 97, 61
	s := NewState(w, h)
	placed := func(id string, x, y, rw, rh int, mode string) *Layer {
		r := noiseRaster(rw, rh)
		for j := 3; j < len(r.pix); j += 4 * 5 {
			r.pix[j] = uint16(j * 977)
		}
		return &Layer{ID: id, Kind: KindRaster, Visible: true, Opacity: 0.8, Blend: mode, Raster: r, X: x, Y: y}
	}
	masked := placed("masked", 30, 10, 50, 40, "screen")
	masked.Mask = FeatherMask(EllipseMask(w, h, 20, 5, 60, 40), 2)
	inv, _ := NewAdjustment("invert", nil)
	vig, _ := NewAdjustment("vignette", []byte(`{"amount":-70,"roundness":35}`))
	group := &Layer{ID: "g", Kind: KindGroup, Visible: true, Opacity: 1, Blend: "normal",
		Children: []*Layer{placed("in-group", -10, 40, 40, 30, "multiply")}}
	s.Layers = []*Layer{{ID: "vignette", Kind: KindAdjustment, Visible: true, Opacity: 1, Blend: "normal", Adjust: vig}, group, {ID: "adj", Kind: KindAdjustment, Visible: true, Opacity: 1, Blend: "normal", Adjust: inv,
		Mask: RectMask(w, h, 0, 0, 40, 61)}, masked, placed("edge", 80, 50, 30, 20, "normal"),
		{ID: "photo", Kind: KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: noiseRaster(w, h)}}
	s.Selection = EllipseMask(w, h, 10, 10, 30, 20)
	before := Composite(s, nil).Pix()
	for tr := TurnNone; tr <= Rotate270; tr++ {
		ts := TurnState(s, tr)
		want := turnRef(before, w, h, 4, tr)
		if got := Composite(ts, nil).Pix(); !slices.Equal(got, want) {
			t.Errorf("turn %d: the turned document does not composite to the turned composite", tr)
		}
		if !slices.Equal(ts.Selection.Pix(), TurnMask(s.Selection, tr).Pix()) {
			t.Errorf("turn %d: selection not turned", tr)
		}
	}
	if Composite(s, nil).Pix()[0] != before[0] || s.Layers[2].Mask.W != w {
		t.Error("turning changed the original state")
	}
}

// The largest upright rectangle fits inside the rotated canvas (its
// corner pixels map back inside) and is the largest: its area is within
// rounding of the best centred rectangle found by trying 4,000 widths
// against the definition (half-sizes a, b fit when a|cos| + b|sin| and
// a|sin| + b|cos| stay within the canvas's half-sizes), for small and
// large angles, wide, tall and thin canvases.
func TestRotatedCanvasIsTheLargestUprightRectangle(t *testing.T) {
	for _, sz := range [][2]int{{1680, 1050}, {600, 900}, {400, 60}} {
		for _, deg := range []float64{0.5, -3, 7.25, 30, 45, -60, 100} {
			w, h := sz[0], sz[1]
			c := RotatedCanvas(w, h, deg, false)
			if c.Empty() {
				t.Fatalf("%dx%d at %g: empty", w, h, deg)
			}
			th := deg * math.Pi / 180
			for _, p := range [][2]float64{{float64(c.Min.X), float64(c.Min.Y)}, {float64(c.Max.X), float64(c.Min.Y)},
				{float64(c.Min.X), float64(c.Max.Y)}, {float64(c.Max.X), float64(c.Max.Y)}} {
				// the centre of the corner pixel, back in the old canvas,
				// must lie half a pixel inside it
				x, y := p[0]+0.5, p[1]+0.5
				if p[0] == float64(c.Max.X) {
					x = p[0] - 0.5
				}
				if p[1] == float64(c.Max.Y) {
					y = p[1] - 0.5
				}
				dx, dy := x-float64(w)/2, y-float64(h)/2
				u := math.Cos(th)*dx + math.Sin(th)*dy + float64(w)/2
				v := -math.Sin(th)*dx + math.Cos(th)*dy + float64(h)/2
				if u < 0.5-1e-6 || v < 0.5-1e-6 || u > float64(w)-0.5+1e-6 || v > float64(h)-0.5+1e-6 {
					t.Errorf("%dx%d at %g: corner %v of %v maps outside the canvas (%.2f, %.2f)", w, h, deg, p, c, u, v)
				}
			}
			sn, cs := math.Abs(math.Sin(th)), math.Abs(math.Cos(th))
			W, H := float64(w-1)/2, float64(h-1)/2
			best := 0.0
			for k := 1; k <= 4000; k++ {
				a := float64(k) / 4000 * math.Max(W, H) * 2
				b := math.Inf(1)
				if sn > 0 {
					b = (W - a*cs) / sn
				}
				if cs > 0 {
					b = math.Min(b, (H-a*sn)/cs)
				}
				best = math.Max(best, 4*a*b)
			}
			// the span of the pixel centres is what must fit
			got := float64((c.Dx() - 1) * (c.Dy() - 1))
			rw, rh := inscribedRect(2*W, 2*H, th)
			if got > best*1.001 || got < (rw-2)*(rh-2) || rw*rh < best*0.999 {
				t.Errorf("%dx%d at %g: %v (centres span %.0f px²; closed form %.0f) vs the best %.0f", w, h, deg, c, got, rw*rh, best)
			}
			e := RotatedCanvas(w, h, deg, true)
			ww := float64(w)*cs + float64(h)*sn
			if math.Abs(float64(e.Dx())-ww) > 2 {
				t.Errorf("%dx%d at %g: expanded width %d, want about %.1f", w, h, deg, e.Dx(), ww)
			}
		}
	}
}

// Rotating the document resamples every layer into the new canvas the
// way rotating its composite would: a one-layer state composites to the
// rotated photo; a straightened (cropped) photo has no transparent pixel,
// an expanded one has transparent corners; a state with layers keeps
// them and their masks.
func TestRotateState(t *testing.T) {
	const w, h = 160, 100
	photoLayer := &Layer{ID: "photo", Kind: KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: noiseRaster(w, h)}
	for _, deg := range []float64{4, -12.5, 33} {
		for _, expand := range []bool{false, true} {
			name := fmt.Sprintf("%g expand %v", deg, expand)
			s := NewState(w, h)
			s.Layers = []*Layer{photoLayer}
			s.Selection = RectMask(w, h, 50, 30, 60, 40)
			rs := RotateState(s, deg, expand)
			c := RotatedCanvas(w, h, deg, expand)
			if rs.Width != c.Dx() || rs.Height != c.Dy() || rs.Selection.W != c.Dx() {
				t.Fatalf("%s: canvas %dx%d, want %v", name, rs.Width, rs.Height, c)
			}
			got := Composite(rs, nil).Pix()
			transparent := 0
			for i := 3; i < len(got); i += 4 {
				if got[i] != 65535 {
					transparent++
				}
			}
			if !expand && transparent > 0 {
				t.Errorf("%s: %d pixels not opaque after a straightening crop", name, transparent)
			}
			if expand && (got[3] != 0 || got[len(got)-1] != 0) {
				t.Errorf("%s: corners not transparent", name)
			}
			// the selection's centre, (80, 50), stays at the centre of the
			// rotated picture
			r := rotation{cos: math.Cos(deg * math.Pi / 180), sin: math.Sin(deg * math.Pi / 180), cx: w / 2, cy: h / 2, canvas: c}
			cx, cy := r.forward(80, 50)
			if v := rs.Selection.Pix()[int(cy)*rs.Width+int(cx)]; v != 255 {
				t.Errorf("%s: selection centre %v at (%.0f,%.0f)", name, v, cx, cy)
			}
		}
	}
}
