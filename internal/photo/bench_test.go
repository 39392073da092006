package photo

import "testing"

func noiseRaster(w, h int) *Raster {
	r := NewRaster(w, h)
	x := uint32(1)
	for i := range r.pix {
		x = x*1664525 + 1013904223
		r.pix[i] = uint16(x >> 16)
		if i%4 == 3 {
			r.pix[i] = 65535
		}
	}
	return r
}

func BenchmarkGaussianBlur8(b *testing.B) {
	r := noiseRaster(2000, 1500)
	for b.Loop() {
		GaussianBlur(r, 8)
	}
}

func BenchmarkComposite3(b *testing.B) {
	s := NewState(2000, 1500)
	l := func(blend string) *Layer {
		return &Layer{ID: blend, Kind: KindRaster, Visible: true, Opacity: 1, Blend: blend, Raster: noiseRaster(2000, 1500)}
	}
	top := l("screen")
	top.Mask = EllipseMask(2000, 1500, 200, 200, 1600, 1100)
	s.Layers = []*Layer{top, l("multiply"), l("normal")}
	for b.Loop() {
		Composite(s, nil)
	}
}

func BenchmarkHueSat(b *testing.B) {
	r := noiseRaster(2000, 1500)
	a, err := NewAdjustment("hue-saturation", []byte(`{"hue":36,"saturation":30}`))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		a.ApplyRaster(r)
	}
}

func BenchmarkLevels(b *testing.B) {
	r := noiseRaster(2000, 1500)
	a, err := NewAdjustment("levels", []byte(`{"inBlack":20,"inWhite":235}`))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		a.ApplyRaster(r)
	}
}

// BenchmarkCompositeFlat3 is the flat path alone, into a reused output:
// the bench/photo stack (normal, multiply, screen with a feathered mask).
func BenchmarkCompositeFlat3(b *testing.B) {
	const w, h = 2000, 1500
	s := NewState(w, h)
	l := func(blend string) *Layer {
		return &Layer{ID: blend, Kind: KindRaster, Visible: true, Opacity: 1, Blend: blend, Raster: noiseRaster(w, h)}
	}
	top := l("screen")
	top.Mask = FeatherMask(EllipseMask(w, h, 400, 300, 1200, 1000), 40)
	s.Layers = []*Layer{top, l("multiply"), l("normal")}
	flat, covered := flatLayers(s, s.Layers)
	out := make([]uint16, w*h*4)
	for b.Loop() {
		compositeFlat(flat, covered, out, w, h, 0, h)
	}
}

// BenchmarkCompositeAdjusted is a photo under two adjustment layers (the
// stack most edits leave): the general row path.
func BenchmarkCompositeAdjusted(b *testing.B) {
	const w, h = 2000, 1500
	s := NewState(w, h)
	lv, _ := NewAdjustment("levels", []byte(`{"inBlack":20,"inWhite":235}`))
	hs, _ := NewAdjustment("hue-saturation", []byte(`{"hue":10,"saturation":20}`))
	s.Layers = []*Layer{
		{ID: "hs", Kind: KindAdjustment, Visible: true, Opacity: 1, Blend: "normal", Adjust: hs},
		{ID: "lv", Kind: KindAdjustment, Visible: true, Opacity: 1, Blend: "normal", Adjust: lv},
		{ID: "p", Kind: KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: noiseRaster(w, h)}}
	out := make([]uint16, w*h*4)
	for b.Loop() {
		compositeBands(s, nil, 0, h, func(y0, y1 int) []uint16 { return out[y0*w*4 : y1*w*4] }, nil)
	}
}
