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

// Shadows-highlights is local: lifting the shadows lifts a dark region
// much more than a dark detail of the same value inside a bright region,
// and recovering the highlights darkens a bright region more than a bright
// detail inside a dark one; as a layer over the picture it gives what
// ApplyRaster gives.
func TestShadowsHighlightsIsLocal(t *testing.T) {
	const w, h = 400, 200
	const dark, bright = 0.12, 0.88
	r := NewRaster(w, h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := float32(dark)
			if x >= w/2 {
				v = bright
			}
			// a 12-pixel detail of the other value in each half's middle
			if y >= 94 && y < 106 && (x >= 94 && x < 106 || x >= 294 && x < 306) {
				v = dark + bright - v
			}
			i := (y*w + x) * 4
			r.pix[i], r.pix[i+1], r.pix[i+2], r.pix[i+3] = to16(v), to16(v), to16(v), 65535
		}
	}
	at := func(r *Raster, x, y int) float32 { return float32(r.Pix()[(y*w+x)*4]) * inv16 }
	lift, err := NewAdjustment("shadows-highlights", []byte(`{"shadows":100}`))
	if err != nil {
		t.Fatal(err)
	}
	out := lift.ApplyRaster(r)
	region, detail := at(out, 50, 50)-dark, at(out, 300, 100)-dark
	t.Logf("shadows +100: dark region +%.3f, dark detail in bright region +%.3f", region, detail)
	if region < 0.1 || detail > region/3 {
		t.Errorf("shadows +100: dark region +%.3f, dark detail +%.3f; want the region lifted, the detail 3x less", region, detail)
	}
	recoverHi, _ := NewAdjustment("shadows-highlights", []byte(`{"highlights":100}`))
	out = recoverHi.ApplyRaster(r)
	region, detail = bright-at(out, 350, 50), bright-at(out, 100, 100)
	t.Logf("highlights +100: bright region -%.3f, bright detail in dark region -%.3f", region, detail)
	if region < 0.1 || detail > region/3 {
		t.Errorf("highlights +100: bright region -%.3f, bright detail -%.3f; want the region darkened, the detail 3x less", region, detail)
	}
	// the same as an adjustment layer over the picture
	s := NewState(w, h)
	s.Layers = []*Layer{{ID: "a", Kind: KindAdjustment, Visible: true, Opacity: 1, Blend: "normal", Adjust: lift},
		{ID: "p", Kind: KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: r}}
	layer, direct := Composite(s, nil).Pix(), lift.ApplyRaster(r).Pix()
	for i := range layer {
		if absInt(int(layer[i])-int(direct[i])) > 1 {
			t.Fatalf("value %d: layer %d, ApplyRaster %d", i, layer[i], direct[i])
		}
	}
	// a radius parameter is accepted and bounded
	if _, err := NewAdjustment("shadows-highlights", []byte(`{"shadows":50,"radius":40}`)); err != nil {
		t.Error(err)
	}
	if _, err := NewAdjustment("shadows-highlights", []byte(`{"radius":-1}`)); err == nil {
		t.Error("negative radius accepted")
	}
}
