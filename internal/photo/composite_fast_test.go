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
		if (flatLayers(s, layers) != nil) != flat {
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
