package photo

import (
	"encoding/json"
	"testing"
)

func TestAdjustmentTypeAliases(t *testing.T) {
	for in, want := range map[string]string{
		"blackAndWhite": "black-white", "black_white": "black-white", "BlackWhite": "black-white",
		"hueSaturation": "hue-saturation", "brightnessContrast": "brightness-contrast",
		"whiteBalance": "white-balance", "colorBalance": "color-balance", "gradientMap": "gradient-map",
		"shadowsHighlights": "shadows-highlights", "levels": "levels", "Invert": "invert",
	} {
		got, err := NormalizeAdjustmentType(in)
		if err != nil || got != want {
			t.Errorf("%s: got %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := NormalizeAdjustmentType("sepia"); err == nil {
		t.Error("sepia accepted")
	}
}

func TestAdjustmentParams(t *testing.T) {
	for _, tc := range []struct {
		typ, params string
		in, want    [3]float32
		bad         bool
	}{
		{typ: "invert", in: [3]float32{0.25, 0.5, 1}, want: [3]float32{0.75, 0.5, 0}},
		{typ: "threshold", params: `{"level":128}`, in: [3]float32{0.9, 0.9, 0.9}, want: [3]float32{1, 1, 1}},
		{typ: "levels", params: `{"inBlack":51,"inWhite":204}`, in: [3]float32{0.2, 0.5, 0.8}, want: [3]float32{0, 0.5, 1}},
		{typ: "curves", params: `{"points":[[0,255],[255,0]]}`, in: [3]float32{0, 0.5, 1}, want: [3]float32{1, 0.5, 0}},
		{typ: "posterize", params: `{"levels":2}`, in: [3]float32{0.2, 0.6, 0.9}, want: [3]float32{0, 1, 1}},
		{typ: "gradientMap", params: `{"from":"#000000","to":"#ff0000"}`, in: [3]float32{1, 1, 1}, want: [3]float32{1, 0, 0}},
		{typ: "exposure", params: `{"exposure":1}`, in: [3]float32{0, 0, 0}, want: [3]float32{0, 0, 0}},
		{typ: "levels", params: `{"inBlack":200,"inWhite":100}`, bad: true},
		{typ: "curves", params: `{"points":[[0,0]]}`, bad: true},
		{typ: "hue-saturation", params: `{"hue":500}`, bad: true},
		{typ: "brightness-contrast", params: `{"glow":1}`, bad: true},
		{typ: "color-balance", params: `{"midtones":"red"}`, bad: true},
	} {
		a, err := NewAdjustment(tc.typ, json.RawMessage(tc.params))
		if tc.bad {
			if err == nil {
				t.Errorf("%s %s: accepted", tc.typ, tc.params)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s %s: %v", tc.typ, tc.params, err)
		}
		got := a.Apply(tc.in)
		for i := range got {
			if d := got[i] - tc.want[i]; d > 0.01 || d < -0.01 {
				t.Errorf("%s %s: %v -> %v, want %v", tc.typ, tc.params, tc.in, got, tc.want)
				break
			}
		}
	}
}

func TestGaussianBoxPassesMatchKernel(t *testing.T) {
	// an impulse blurred by the box path should have the kernel's spread
	r := NewRaster(101, 1)
	for i := 0; i < 101; i++ {
		r.pix[4*i+3] = 65535
	}
	r.pix[4*50] = 65535
	b := GaussianBlur(r, 5)
	k := gaussKernel(5)
	for x := 35; x <= 65; x++ {
		got := float64(b.pix[4*x]) / 65535
		want := float64(k[x-50+len(k)/2])
		if d := got - want; d > 0.01 || d < -0.01 {
			t.Errorf("x=%d: %.4f, want %.4f", x, got, want)
		}
	}
}

func TestGrowMaskMatchesNaive(t *testing.T) {
	m := NewMask(37, 23)
	x := uint32(7)
	for i := range m.pix {
		x = x*1664525 + 1013904223
		if x>>28 == 0 {
			m.pix[i] = uint8(x >> 20)
		}
	}
	for _, px := range []int{1, 3, -2, 8, -40} {
		got := GrowMask(m, px).Pix()
		r := max(px, -px)
		for y := 0; y < m.H; y++ {
			for xx := 0; xx < m.W; xx++ {
				var want uint8
				if px < 0 {
					want = 255
				}
				for j := max(0, y-r); j <= min(m.H-1, y+r); j++ {
					for i := max(0, xx-r); i <= min(m.W-1, xx+r); i++ {
						v := m.pix[j*m.W+i]
						if px > 0 {
							want = max(want, v)
						} else {
							want = min(want, v)
						}
					}
				}
				if got[y*m.W+xx] != want {
					t.Fatalf("px %d at %d,%d: got %d, want %d", px, xx, y, got[y*m.W+xx], want)
				}
			}
		}
	}
}

func TestExactKernelPathMatchesDirectSum(t *testing.T) {
	r := noiseRaster(40, 3)
	b := GaussianBlur(r, 1.5)
	k := gaussKernel(1.5)
	rad := len(k) / 2
	// the horizontal pass only: on a 3-row raster the vertical pass mixes
	// rows, so compare against a direct 2-D sum with clamped edges
	for _, x := range []int{0, 2, 20, 39} {
		var want float64
		for j := -rad; j <= rad; j++ {
			yy := min(max(1+j, 0), 2)
			for i := -rad; i <= rad; i++ {
				xx := min(max(x+i, 0), 39)
				want += float64(r.pix[(yy*40+xx)*4]) * float64(k[i+rad]) * float64(k[j+rad])
			}
		}
		got := float64(b.pix[(40+x)*4])
		if d := got - want; d > 2 || d < -2 {
			t.Errorf("x=%d: got %.0f, want %.0f", x, got, want)
		}
	}
}

func TestBlurOfTransparentLayerKeepsColour(t *testing.T) {
	// a red square on a transparent layer: blurred edges must stay red
	// (premultiplied blur), not darken toward the transparent pixels' black
	r := NewRaster(40, 40)
	for y := 15; y < 25; y++ {
		for x := 15; x < 25; x++ {
			copy(r.pix[(y*40+x)*4:], []uint16{65535, 0, 0, 65535})
		}
	}
	for _, sigma := range []float64{1.5, 4} {
		b := GaussianBlur(r, sigma)
		soft := 0
		for i := 0; i < len(b.pix); i += 4 {
			if b.pix[i+3] > 1000 && (b.pix[i] < 64000 || b.pix[i+1] > 200 || b.pix[i+2] > 200) {
				t.Fatalf("sigma %g: pixel %d is %v, want pure red", sigma, i/4, b.pix[i:i+4])
			}
			if b.pix[i+3] > 0 && b.pix[i+3] < 65000 {
				soft++
			}
		}
		if soft < 40 {
			t.Errorf("sigma %g: only %d semi-transparent pixels; the edge did not blur", sigma, soft)
		}
	}
}
