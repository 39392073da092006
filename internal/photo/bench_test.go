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
