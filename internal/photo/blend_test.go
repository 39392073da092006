package photo

import (
	"math"
	"testing"
)

// solid is an opaque one-colour layer covering a w x h canvas.
func solid(id string, w, h int, c [3]float64) *Layer {
	r := NewRaster(w, h)
	for i := 0; i < len(r.pix); i += 4 {
		r.pix[i], r.pix[i+1], r.pix[i+2], r.pix[i+3] = to16(float32(c[0])), to16(float32(c[1])), to16(float32(c[2])), 65535
	}
	return &Layer{ID: id, Name: id, Kind: KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: r}
}

// The expected values were computed separately (in Python) from the
// formulas of the W3C Compositing and Blending spec for backdrop
// (0.2, 0.5, 0.8) and source (0.7, 0.3, 0.6).
var blendCases = []struct {
	mode string
	want [3]float64
}{
	{"normal", [3]float64{0.700000, 0.300000, 0.600000}},
	{"multiply", [3]float64{0.140000, 0.150000, 0.480000}},
	{"screen", [3]float64{0.760000, 0.650000, 0.920000}},
	{"overlay", [3]float64{0.280000, 0.300000, 0.840000}},
	{"darken", [3]float64{0.200000, 0.300000, 0.600000}},
	{"lighten", [3]float64{0.700000, 0.500000, 0.800000}},
	{"color-dodge", [3]float64{0.666667, 0.714286, 1.000000}},
	{"color-burn", [3]float64{0.000000, 0.000000, 0.666667}},
	{"hard-light", [3]float64{0.520000, 0.300000, 0.840000}},
	{"soft-light", [3]float64{0.299200, 0.400000, 0.818885}},
	{"difference", [3]float64{0.500000, 0.200000, 0.200000}},
	{"exclusion", [3]float64{0.620000, 0.500000, 0.440000}},
	{"hue", [3]float64{0.813500, 0.213500, 0.663500}},
	{"saturation", [3]float64{0.281000, 0.481000, 0.681000}},
	{"color", [3]float64{0.690000, 0.290000, 0.590000}},
	{"luminosity", [3]float64{0.210000, 0.510000, 0.810000}},
}

func TestBlendModesMatchFormulas(t *testing.T) {
	if len(blendCases) != len(BlendModes) {
		t.Fatalf("%d cases for %d modes", len(blendCases), len(BlendModes))
	}
	cb, cs := [3]float64{0.2, 0.5, 0.8}, [3]float64{0.7, 0.3, 0.6}
	for _, tc := range blendCases {
		for _, opacity := range []float64{1, 0.5} {
			s := NewState(4, 3)
			top := solid("top", 4, 3, cs)
			top.Blend, top.Opacity = tc.mode, opacity
			s.Layers = []*Layer{top, solid("bottom", 4, 3, cb)}
			pix := Composite(s, nil).Pix()
			for c := 0; c < 3; c++ {
				// with opacity a, source-over gives a*B + (1-a)*Cb on an opaque backdrop
				want := opacity*tc.want[c] + (1-opacity)*cb[c]
				got := float64(pix[c]) / 65535
				if math.Abs(got-want) > 3.0/65535 {
					t.Errorf("%s opacity %g channel %d: got %.6f, want %.6f", tc.mode, opacity, c, got, want)
				}
			}
			if pix[3] != 65535 {
				t.Errorf("%s: alpha %d", tc.mode, pix[3])
			}
		}
	}
}

func TestCompositeHiddenMaskedAndGroupedLayers(t *testing.T) {
	s := NewState(2, 1)
	top := solid("top", 2, 1, [3]float64{1, 0, 0})
	top.Mask = MaskFromPix(2, 1, []uint8{255, 0})
	hidden := solid("hidden", 2, 1, [3]float64{0, 1, 0})
	hidden.Visible = false
	g := &Layer{ID: "g", Kind: KindGroup, Visible: true, Opacity: 1, Blend: "normal", Children: []*Layer{top, hidden}}
	s.Layers = []*Layer{g, solid("bottom", 2, 1, [3]float64{0, 0, 1})}
	pix := Composite(s, nil).Pix()
	if pix[0] != 65535 || pix[2] != 0 || pix[4] != 0 || pix[6] != 65535 {
		t.Errorf("got %v, want red then blue", pix)
	}
}

func TestNormalizeBlend(t *testing.T) {
	for in, want := range map[string]string{"colorDodge": "color-dodge", "Soft Light": "soft-light", "colour-burn": "color-burn", "MULTIPLY": "multiply", "hard_light": "hard-light"} {
		if got, err := NormalizeBlend(in); err != nil || got != want {
			t.Errorf("%s: got %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := NormalizeBlend("glow"); err == nil {
		t.Error("glow accepted")
	}
}
