package photo

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"testing"
)

// noise8 is an 8-bit noise raster; holes makes every 5th pixel partly
// transparent and every 13th fully.
func noise8(w, h int, holes bool) *Raster {
	r := noiseRaster(w, h).AtDepth(8)
	if holes {
		p := r.Pix8()
		for i := 3; i < len(p); i += 4 * 5 {
			p[i] = uint8(i * 7)
		}
		for i := 3; i < len(p); i += 4 * 13 {
			p[i] = 0
		}
	}
	return r
}

// wideCopy returns s with every raster widened to 16 bits (exactly).
func wideCopy(s *State) *State {
	c := *s
	var walk func([]*Layer) []*Layer
	walk = func(ls []*Layer) []*Layer {
		out := make([]*Layer, len(ls))
		for i, l := range ls {
			cp := *l
			if l.Raster != nil {
				cp.Raster = l.Raster.Promoted()
			}
			cp.Children = walk(l.Children)
			out[i] = &cp
		}
		return out
	}
	c.Layers = walk(s.Layers)
	return &c
}

// Every composite path reads 8-bit layers as their exact 16-bit values:
// a stack of 8-bit (and mixed) layers composites to the very pixels of
// the same stack widened to 16 bits.
func TestEightBitLayersCompositeExactly(t *testing.T) {
	const w, h = 1100, 23
	layer := func(id, mode string, r *Raster, x, y int, op float64) *Layer {
		return &Layer{ID: id, Kind: KindRaster, Visible: true, Opacity: op, Blend: mode, Raster: r, X: x, Y: y}
	}
	adj := func(typ, params string) *Layer {
		a, err := NewAdjustment(typ, []byte(params))
		if err != nil {
			t.Fatal(err)
		}
		return &Layer{ID: typ, Kind: KindAdjustment, Visible: true, Opacity: 1, Blend: "normal", Adjust: a}
	}
	masked := layer("masked", "screen", noise8(w, h, true), 0, 0, 0.8)
	masked.Mask = FeatherMask(EllipseMask(w, h, 200, 2, 600, 18), 3)
	group := &Layer{ID: "g", Kind: KindGroup, Visible: true, Opacity: 0.7, Blend: "overlay",
		Children: []*Layer{layer("in", "difference", noise8(300, 15, true), 50, 4, 1), layer("in2", "normal", noiseRaster(500, 20), 20, 1, 0.6)}}
	for _, tc := range []struct {
		name   string
		layers []*Layer
	}{
		{"8-bit photo, multiply and masked screen (flat, covered)", []*Layer{masked, layer("mul", "multiply", noise8(w, h, true), 0, 0, 0.9), layer("photo", "normal", noise8(w, h, false), 0, 0, 1)}},
		{"16-bit photo under 8-bit layers", []*Layer{masked, layer("mul", "multiply", noise8(w, h, true), 0, 0, 0.9), layer("photo", "normal", noiseRaster(w, h), 0, 0, 1)}},
		{"8-bit layers with holes (flat, pixel at a time)", []*Layer{layer("top", "screen", noise8(w, h, true), 0, 0, 0.6), layer("bottom", "normal", noise8(w, h, true), 0, 0, 1)}},
		{"text and adjustments over an 8-bit photo (flat)", []*Layer{layer("title", "normal", noise8(400, 12, true), -30, -3, 1), adj("levels", `{"inBlack":20,"inWhite":230}`),
			layer("sticker", "multiply", noise8(300, 30, true), 900, 5, 0.7), adj("vignette", `{"amount":-50}`), layer("photo", "normal", noise8(w, h, false), 0, 0, 1)}},
		{"groups, overlay, local adjustment (general path)", []*Layer{group, adj("shadows-highlights", `{"shadows":40}`), masked, layer("photo", "normal", noise8(w, h, false), 0, 0, 1)}},
	} {
		s := NewState(w, h)
		s.Layers = tc.layers
		for _, pending := range []*Transform{nil, {LayerID: "masked", ScaleX: 0.8, ScaleY: 1.1, Rotate: 12, TranslateX: 30}} {
			// a pending transform resamples a layer at its depth: within a
			// level then; otherwise exactly
			tol := 0
			if pending != nil {
				tol = 257
			}
			got, want := Composite(s, pending).Pix(), Composite(wideCopy(s), pending).Pix()
			for i := range got {
				if absInt(int(got[i])-int(want[i])) > tol {
					t.Errorf("%s (pending %v): value %d is %d, %d from the widened layers", tc.name, pending != nil, i, got[i], want[i])
					break
				}
			}
		}
	}
}

// Every kernel that makes pixels keeps an 8-bit raster 8-bit, within one
// level of the same kernel on the widened raster, with transparent pixels
// too.
func TestEightBitKernelsAgree(t *testing.T) {
	const w, h = 130, 90
	mask := FeatherMask(EllipseMask(w, h, 20, 10, 80, 60), 3)
	kernels := []struct {
		name string
		run  func(*Raster) *Raster
	}{
		{"blur 1.2", func(r *Raster) *Raster { return GaussianBlur(r, 1.2) }},
		{"blur 6", func(r *Raster) *Raster { return GaussianBlur(r, 6) }},
		{"unsharp 1.5", func(r *Raster) *Raster { return UnsharpMask(r, 1.5, 1.2, 0.01) }},
		{"unsharp 4", func(r *Raster) *Raster { return UnsharpMask(r, 4, 0.8, 0) }},
		{"motion blur", func(r *Raster) *Raster { return MotionBlur(r, 25, 9) }},
		{"median", func(r *Raster) *Raster { return Median(r, 2) }},
		{"pixelate", func(r *Raster) *Raster { return Pixelate(r, 6) }},
		{"point", func(r *Raster) *Raster { return ApplyPoint(r, BrightnessContrast(20, 30)) }},
		{"masked mix", func(r *Raster) *Raster { return MixMasked(r, Invert8or16(r), 3, -2, mask, false) }},
		{"crop", func(r *Raster) *Raster { return CropRaster(r, image.Rect(7, 5, 100, 77)) }},
		{"turn 90", func(r *Raster) *Raster { return TurnRaster(r, Rotate90) }},
		{"transpose", func(r *Raster) *Raster { return TurnRaster(r, Transpose) }},
		{"transform", func(r *Raster) *Raster {
			t, _, _ := TransformRaster(r, 4, 3, Transform{ScaleX: 0.7, ScaleY: 1.3, Rotate: 17})
			return t
		}},
		{"straighten", func(r *Raster) *Raster {
			s := NewState(w, h)
			s.Layers = []*Layer{{ID: "l", Kind: KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: r}}
			return RotateState(s, -4, false).Layers[0].Raster
		}},
	}
	for _, holes := range []bool{false, true} {
		r8 := noise8(w, h, holes)
		r16 := r8.Promoted()
		for _, k := range kernels {
			name := fmt.Sprintf("%s (holes %v)", k.name, holes)
			a, b := k.run(r8), k.run(r16)
			if a.Depth() != 8 || b.Depth() != 16 {
				t.Errorf("%s: depths %d and %d, want 8 and 16", name, a.Depth(), b.Depth())
				continue
			}
			if d := maxLevelDiff8(a.NRGBA(), b.NRGBA()); d > 1 {
				t.Errorf("%s: %d levels apart", name, d)
			}
		}
	}
}

// levelsOf counts the distinct values of the red channel.
func levelsOf(img *image.NRGBA) int {
	var seen [256]bool
	n := 0
	for i := 0; i < len(img.Pix); i += 4 {
		if !seen[img.Pix[i]] {
			seen[img.Pix[i]], n = true, n+1
		}
	}
	return n
}

// Invert8or16 is the negative of r at r's depth.
func Invert8or16(r *Raster) *Raster { return ApplyPoint(r, Invert) }

// maxLevelDiff8 is the largest difference of two images in 8-bit levels,
// of alpha and of colour weighted by alpha.
func maxLevelDiff8(a, b *image.NRGBA) int {
	if a.Rect != b.Rect {
		return 255
	}
	d := 0
	for i := 0; i < len(a.Pix); i += 4 {
		p, q := a.Pix[i:i+4], b.Pix[i:i+4]
		d = max(d, absInt(int(p[3])-int(q[3])))
		for c := 0; c < 3; c++ {
			d = max(d, absInt((int(p[c])*int(p[3])+127)/255-(int(q[c])*int(q[3])+127)/255))
		}
	}
	return d
}

// Why applyMasked promotes when it narrows a range: a smooth ramp's
// contrast lowered, then raised back by an adjustment layer, comes back
// posterized (levels missing, steps of several levels) when the lowered
// pixels were kept at 8 bits, and whole when they were kept at 16; a
// blur kept at 8 bits and stretched 2x stays within a level or two of
// the 16-bit one (the figures: -v).
func TestPromotionKeepsNarrowedLevels(t *testing.T) {
	const w, h = 256, 64
	r := NewRaster8(w, h) // a smooth ramp, the worst case for banding
	p := r.Pix8()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p[(y*w+x)*4], p[(y*w+x)*4+1], p[(y*w+x)*4+2], p[(y*w+x)*4+3] = uint8(x), uint8(255-x), uint8(x/2+y), 255
		}
	}
	// contrast -c (k = 1-c/100), then an adjustment layer with 1/k back
	// (brightness-contrast's k for c > 0 is 1/(1-0.95c/100))
	for _, c := range []float64{40, 60, 90} {
		k := 1 - c/100
		back, err := NewAdjustment("brightness-contrast", []byte(fmt.Sprintf(`{"contrast":%.9f}`, (1-k)/0.0095)))
		if err != nil {
			t.Fatal(err)
		}
		restored := func(lowered *Raster) *image.NRGBA {
			s := NewState(w, h)
			s.Layers = []*Layer{{ID: "a", Kind: KindAdjustment, Visible: true, Opacity: 1, Blend: "normal", Adjust: back},
				{ID: "l", Kind: KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: lowered}}
			return CompositeNRGBA(s, nil)
		}
		lower := BrightnessContrast(0, float32(-c))
		r8, r16 := restored(ApplyPoint(r, lower)), restored(ApplyPoint(r.Promoted(), lower))
		d8, d16 := maxLevelDiff8(r8, r.NRGBA()), maxLevelDiff8(r16, r.NRGBA())
		n8, n16 := levelsOf(r8), levelsOf(r16)
		t.Logf("contrast -%g then %.2fx back: kept at 8 bits %d levels of 256 left, %d off at most; promoted to 16 bits %d levels, %d off", c, 1/k, n8, d8, n16, d16)
		if n16 != 256 || d16 > 1 || n8 > int(256*k)+2 {
			t.Errorf("contrast -%g round trip: 8 bits %d levels (want at most %d: the reason to promote), 16 bits %d levels %d off (want 256, at most 1)", c, n8, int(256*k)+2, n16, d16)
		}
	}
	blur8, blur16 := GaussianBlur(r, 8), GaussianBlur(r.Promoted(), 8)
	stretch, _ := NewAdjustment("levels", []byte(`{"inBlack":64,"inWhite":191}`)) // 2x
	flat := func(b *Raster) *image.NRGBA {
		s := NewState(w, h)
		s.Layers = []*Layer{{ID: "a", Kind: KindAdjustment, Visible: true, Opacity: 1, Blend: "normal", Adjust: stretch},
			{ID: "l", Kind: KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: b}}
		return CompositeNRGBA(s, nil)
	}
	d := maxLevelDiff8(flat(blur8), flat(blur16))
	t.Logf("blur 8 then levels 2x: kept at 8 bits %d levels from 16 bits", d)
	if d > 2 {
		t.Errorf("blur then 2x: %d levels apart, want at most 2 (a blur need not promote)", d)
	}
}

// Every decoded image type converts to a raster of its own depth with
// the colours image/color gives (within rounding of the 16-bit ones).
func TestRasterFromImageKeepsDepth(t *testing.T) {
	const w, h = 37, 5
	src := noise8(w, h, true).NRGBA()
	rgba, gray, pal := image.NewRGBA(src.Rect), image.NewGray(src.Rect), image.NewPaletted(src.Rect, nil)
	rgba64, gray16, nrgba64 := image.NewRGBA64(src.Rect), image.NewGray16(src.Rect), image.NewNRGBA64(src.Rect)
	ycc := image.NewYCbCr(src.Rect, image.YCbCrSubsampleRatio444)
	pal.Palette = []color.Color{color.NRGBA{200, 10, 30, 128}, color.NRGBA{5, 250, 90, 255}, color.Transparent}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := src.NRGBAAt(x, y)
			for _, d := range []draw.Image{rgba, gray, rgba64, gray16, nrgba64} {
				d.Set(x, y, c)
			}
			pal.SetColorIndex(x, y, uint8((x+y)%3))
			yy, cb, cr := color.RGBToYCbCr(c.R, c.G, c.B)
			ycc.Y[ycc.YOffset(x, y)], ycc.Cb[ycc.COffset(x, y)], ycc.Cr[ycc.COffset(x, y)] = yy, cb, cr
		}
	}
	for _, tc := range []struct {
		img   image.Image
		depth int
	}{{src, 8}, {rgba, 8}, {gray, 8}, {pal, 8}, {ycc, 8}, {rgba64, 16}, {gray16, 16}, {nrgba64, 16}} {
		r := RasterFromImage(tc.img)
		if r.Depth() != tc.depth {
			t.Errorf("%T: %d-bit, want %d", tc.img, r.Depth(), tc.depth)
		}
		pix := r.Pix()
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				want := color.NRGBA64Model.Convert(tc.img.At(x, y)).(color.NRGBA64)
				p := pix[(y*w+x)*4:]
				if want.A == 0 && p[3] == 0 {
					continue
				}
				// colour as seen: weighted by alpha, within an 8-bit level
				for c, v := range []uint16{want.R, want.G, want.B} {
					seen, got := int(v)*int(want.A)/65535, int(p[c])*int(p[3])/65535
					if absInt(seen-got) > 257 || absInt(int(want.A)-int(p[3])) > 0 {
						t.Fatalf("%T at (%d,%d): %v, want %v", tc.img, x, y, p[:4], want)
					}
				}
			}
		}
	}
}
