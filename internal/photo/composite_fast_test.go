package photo

import (
	"fmt"
	"testing"
)

// The inline paths of rasterRow and compositeFlat (normal, multiply,
// screen over opaque or empty backdrops) give what the general over gives,
// pixel for pixel, on layers with partial alpha, opacity and a soft mask,
// offset and smaller than the canvas (rasterRow) or not (compositeFlat).
func TestRasterRowMatchesOver(t *testing.T) {
	const w, h = 61, 23
	for n, modes := range [][3]string{{"normal", "multiply", "screen"}, {"screen", "normal", "multiply"}, {"multiply", "overlay", "screen"},
		{"normal", "multiply", "screen"}, {"screen", "normal", "multiply"}} {
		flat := n >= 3 // canvas-size layers at the origin
		s := NewState(w, h)
		var layers []*Layer
		for i, m := range modes {
			r := noiseRaster(w-i*5, h-i*3)
			if flat {
				r = noiseRaster(w, h)
			}
			pix := r.Pix()
			for j := 3; j < len(pix); j += 4 * (3 + i) {
				pix[j] = uint16(j * 977) // some partly or fully transparent pixels
			}
			l := &Layer{ID: m, Kind: KindRaster, Visible: true, Opacity: 1 - 0.2*float64(i), Blend: m, Raster: r, X: i * 4, Y: i * 2}
			if flat {
				l.X, l.Y = 0, 0
			}
			if i == 1 {
				l.Mask = FeatherMask(EllipseMask(w, h, 5, 3, 40, 15), 3)
			}
			layers = append([]*Layer{l}, layers...) // top-most first
		}
		s.Layers = layers
		if f, _ := flatLayers(s, layers); (f != nil) != flat {
			t.Fatalf("%v: flat path taken %v, want %v", modes, !flat, flat)
		}
		matchOver(t, s, fmt.Sprint(modes))
	}
}

// The fixed-point runs of compositeFlat (an opaque bottom layer, partly
// transparent, masked and faded layers above it, in each fast mode) give
// what over gives, and so do the pixel-at-a-time runs beside them (a
// bottom layer with holes in some runs).
func TestFlatRunsMatchOver(t *testing.T) {
	const w, h = 700, 9 // runs of 512 pixels straddle rows
	for _, modes := range [][3]string{{"normal", "multiply", "screen"}, {"screen", "screen", "multiply"}, {"multiply", "normal", "normal"}} {
		s := NewState(w, h)
		var layers []*Layer
		for i, m := range modes {
			r := noiseRaster(w, h)
			pix := r.Pix()
			if i > 0 {
				for j := 3; j < len(pix); j += 4 * (2 + i) {
					pix[j] = uint16(j * 977) // partly or fully transparent pixels
				}
			}
			l := &Layer{ID: m, Kind: KindRaster, Visible: true, Opacity: 1 - 0.3*float64(i), Blend: m, Raster: r}
			if i == 2 {
				l.Mask = FeatherMask(EllipseMask(w, h, 100, 1, 400, 6), 2)
			}
			layers = append([]*Layer{l}, layers...) // top-most first
		}
		// a hole in the bottom layer in the last run only
		bottom := layers[2].Raster.Pix()
		bottom[4*(w*h-3)+3] = 1000
		s.Layers = layers
		matchOver(t, s, fmt.Sprint(modes))
	}
}

// matchOver checks Composite against over applied layer by layer, within
// 2/65535 a channel.
func matchOver(t *testing.T, s *State, name string) {
	t.Helper()
	w, h, layers := s.Width, s.Height, s.Layers
	got := Composite(s, nil).Pix()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			d := make([]float32, 4)
			for i := len(layers) - 1; i >= 0; i-- {
				l := layers[i]
				rx, ry := x-l.X, y-l.Y
				if rx < 0 || ry < 0 || rx >= l.Raster.W || ry >= l.Raster.H {
					continue
				}
				p := l.Raster.Pix()[(ry*l.Raster.W+rx)*4:]
				a := float32(p[3]) * inv16 * float32(l.Opacity)
				if l.Mask != nil {
					a *= float32(l.Mask.Pix()[y*w+x]) / 255
				}
				if p[3] == 0 {
					continue
				}
				over(d, [3]float32{float32(p[0]) * inv16, float32(p[1]) * inv16, float32(p[2]) * inv16}, a, modeIndex[l.Blend])
			}
			for c := 0; c < 4; c++ {
				want, have := int(to16(d[c])), int(got[(y*w+x)*4+c])
				if absInt(want-have) > 2 {
					t.Fatalf("%s at (%d,%d) channel %d: composite %d, over %d", name, x, y, c, have, want)
				}
			}
		}
	}
}

// generalComposite composites s on the general row path only, the
// reference the flat path must match.
func generalComposite(s *State) []uint16 {
	w, h := s.Width, s.Height
	out := make([]uint16, w*h*4)
	c := &rowCompositor{w: w, h: h, local: localMaps(w, h, s.Layers, nil)}
	row := make([]float32, w*4)
	for y := 0; y < h; y++ {
		clear(row)
		c.layers(s.Layers, y, row, 0)
		for i, v := range row {
			out[y*w*4+i] = unit16(v)
		}
	}
	return out
}

// A photo's usual stack (an opaque photo, adjustment layers of every
// kind between rasters, placed rasters such as text and stickers partly
// off the canvas, masks, blend modes, partial alpha) takes the flat path
// and gives what the general path gives; stacks it cannot take (a masked
// or faded adjustment, a bottom layer with holes under a placed layer)
// fall back to the general path.
func TestFlatStacksMatchGeneralPath(t *testing.T) {
	const w, h = 1100, 37 // runs of 512 and a row remainder
	adj := func(typ, params string) *Layer {
		a, err := NewAdjustment(typ, []byte(params))
		if err != nil {
			t.Fatal(err)
		}
		return &Layer{ID: typ, Kind: KindAdjustment, Visible: true, Opacity: 1, Blend: "normal", Adjust: a}
	}
	placed := func(id, mode string, x, y, rw, rh int, op float64) *Layer {
		r := noiseRaster(rw, rh)
		pix := r.Pix()
		for j := 3; j < len(pix); j += 4 * 7 {
			pix[j] = uint16(j * 977)
		}
		return &Layer{ID: id, Kind: KindText, Visible: true, Opacity: op, Blend: mode, Raster: r, X: x, Y: y}
	}
	photoLayer := func() *Layer {
		return &Layer{ID: "photo", Kind: KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: noiseRaster(w, h)}
	}
	masked := placed("masked", "screen", 300, 5, 700, 30, 0.9)
	masked.Mask = FeatherMask(EllipseMask(w, h, 350, 2, 500, 30), 3)
	for _, tc := range []struct {
		name   string
		layers []*Layer
		flat   bool
	}{
		{"adjustments of every kind", []*Layer{adj("vignette", `{"amount":-70,"roundness":40,"feather":80}`), adj("gradient-map", `{"from":"#102030","to":"#f0e0a0"}`), adj("hue-saturation", `{"hue":30,"saturation":40}`),
			adj("levels", `{"inBlack":20,"inWhite":230}`), adj("vibrance", `{"vibrance":50}`), adj("black-white", `{"amount":40}`), photoLayer()}, true},
		{"placed rasters between adjustments", []*Layer{placed("title", "normal", -20, -5, 400, 20, 1), adj("curves", `{"points":[[0,10],[128,150],[255,245]]}`),
			masked, placed("sticker", "multiply", 900, 20, 300, 40, 0.7), adj("invert", `{}`), photoLayer()}, true},
		{"hue ranges", []*Layer{adj("hue-saturation", `{"range":"blues","saturation":50,"hue":10}`), adj("curves", `{"points":[[0,10],[128,150],[255,245]]}`),
			adj("hue-saturation", `{"color":"#c08040","lightness":-30}`), photoLayer()}, true},
		{"looks", []*Layer{adj("look", `{"name":"vintage","amount":65}`), placed("title", "normal", 30, 5, 300, 20, 1), adj("look", `{"name":"cross-process"}`),
			adj("look", `{"name":"noir","amount":30}`), photoLayer()}, true},
		{"vignettes between placed rasters", []*Layer{adj("vignette", `{"amount":45,"roundness":-60,"midpoint":20}`), placed("title", "normal", -20, -5, 400, 20, 1),
			adj("vignette", `{"amount":-100,"feather":0}`), photoLayer()}, true},
		{"masked vignette", []*Layer{func() *Layer {
			l := adj("vignette", `{"amount":-80}`)
			l.Mask = FeatherMask(EllipseMask(w, h, 100, 0, 700, 30), 4)
			return l
		}(), photoLayer()}, false},
		{"faded vignette", []*Layer{func() *Layer { l := adj("vignette", `{"amount":60}`); l.Opacity = 0.5; return l }(), photoLayer()}, false},
		{"masked adjustment", []*Layer{func() *Layer { l := adj("invert", `{}`); l.Mask = EllipseMask(w, h, 0, 0, 500, 30); return l }(), photoLayer()}, false},
		{"faded adjustment", []*Layer{func() *Layer { l := adj("invert", `{}`); l.Opacity = 0.5; return l }(), photoLayer()}, false},
		{"local adjustment", []*Layer{adj("shadows-highlights", `{"shadows":60}`), photoLayer()}, false},
		{"placed layer over a photo with holes", []*Layer{placed("title", "normal", 10, 10, 100, 10, 1), func() *Layer {
			l := photoLayer()
			l.Raster.Pix()[4*500+3] = 100
			return l
		}()}, false},
	} {
		s := NewState(w, h)
		s.Layers = tc.layers
		if f, _ := flatLayers(s, s.Layers); (f != nil) != tc.flat {
			t.Errorf("%s: flat path %v, want %v", tc.name, f != nil, tc.flat)
			continue
		}
		got, want := Composite(s, nil).Pix(), generalComposite(s)
		worst, at := 0, 0
		for i := range got {
			if d := absInt(int(got[i]) - int(want[i])); d > worst {
				worst, at = d, i
			}
		}
		// the flat path rounds to 16 bits after every layer, which a
		// contrast-raising adjustment above can double: 8/65535 is an
		// eighth of one 8-bit level
		if worst > 8 {
			t.Errorf("%s: flat and general paths differ by %d/65535 at pixel (%d,%d) channel %d", tc.name, worst, at/4%w, at/4/w, at%4)
		}
	}
}
