package photo

import (
	"image"
	"math"
)

// Resize returns s scaled to a w x h canvas: every layer's pixels and
// place, layer masks, the selection, and text layers' anchor and size (so
// they stay text) scale with it. s and what it shares are unchanged.
func Resize(s *State, w, h int) *State {
	c := *s
	c.Width, c.Height = w, h
	sx, sy := float64(w)/float64(s.Width), float64(h)/float64(s.Height)
	c.Layers = resizeLayers(s.Layers, sx, sy, w, h)
	if s.Selection != nil {
		c.Selection = MaskFromGrayScaled(s.Selection.Gray(), w, h)
	}
	return &c
}

// ResizedBox is where a layer's pixels at (x, y), w x h, land when the
// canvas is scaled by sx, sy: its edges scaled and rounded, at least one
// pixel each way.
func ResizedBox(x, y, w, h int, sx, sy float64) image.Rectangle {
	x0, y0 := int(math.Round(float64(x)*sx)), int(math.Round(float64(y)*sy))
	x1, y1 := int(math.Round(float64(x+w)*sx)), int(math.Round(float64(y+h)*sy))
	return image.Rect(x0, y0, max(x1, x0+1), max(y1, y0+1))
}

func resizeLayers(ls []*Layer, sx, sy float64, cw, ch int) []*Layer {
	out := make([]*Layer, len(ls))
	for i, l := range ls {
		cp := *l
		if r := l.Raster; r != nil {
			b := ResizedBox(l.X, l.Y, r.W, r.H, sx, sy)
			cp.Raster, cp.X, cp.Y = ScaleRaster(r, b.Dx(), b.Dy()), b.Min.X, b.Min.Y
		}
		if l.Mask != nil {
			cp.Mask = MaskFromGrayScaled(l.Mask.Gray(), cw, ch)
		}
		if l.Text != nil {
			t := *l.Text
			t.X, t.Y, t.Size = t.X*sx, t.Y*sy, t.Size*math.Sqrt(sx*sy)
			cp.Text = &t
		}
		if l.Kind == KindGroup {
			cp.Children = resizeLayers(l.Children, sx, sy, cw, ch)
		}
		out[i] = &cp
	}
	return out
}

// ScaleRaster resamples r to nw x nh. Shrinking, each new pixel is the mean
// of the source pixels it covers (no aliasing at any factor); growing, it
// is sampled bilinearly. Colours are weighted by alpha, so transparent
// pixels do not darken edges.
func ScaleRaster(r *Raster, nw, nh int) *Raster {
	out := newLike(r, nw, nh)
	if nw <= r.W && nh <= r.H {
		withPix(r, func(src []uint8) { areaScale(src, out.pix8, r.W, r.H, nw, nh) },
			func(src []uint16) { areaScale(src, out.pix, r.W, r.H, nw, nh) })
		return out
	}
	kx, ky := float64(r.W)/float64(nw), float64(r.H)/float64(nh)
	// pixel centres aligned, kept inside the source so the border stays opaque
	back := func(ox, oy int) (float64, float64) {
		return min(max((float64(ox)+0.5)*kx-0.5, 0), float64(r.W-1)), min(max((float64(oy)+0.5)*ky-0.5, 0), float64(r.H-1))
	}
	withPix(r, func(src []uint8) { resample(src, out.pix8, r.W, r.H, nw, nh, back) },
		func(src []uint16) { resample(src, out.pix, r.W, r.H, nw, nh, back) })
	return out
}

// tap is one source pixel's share of an output pixel along one axis.
type tap struct {
	i int
	w float32
}

// areaTaps lists, for each of m output pixels along an axis of n source
// pixels (m <= n), the source pixels it covers and by how much (shares
// sum to 1).
func areaTaps(n, m int) [][]tap {
	k := float64(n) / float64(m)
	out := make([][]tap, m)
	for o := range out {
		a, b := float64(o)*k, float64(o+1)*k
		for i := int(a); i < n && float64(i) < b; i++ {
			if lo, hi := math.Max(a, float64(i)), math.Min(b, float64(i+1)); hi > lo {
				out[o] = append(out[o], tap{i, float32((hi - lo) / k)})
			}
		}
	}
	return out
}

func areaScale[T sample](src, dst []T, w, h, nw, nh int) {
	xs, ys := areaTaps(w, nw), areaTaps(h, nh)
	parallelRows(nh, func(y0, y1 int) {
		acc := make([]float32, nw*4)
		for oy := y0; oy < y1; oy++ {
			clear(acc)
			for _, ty := range ys[oy] {
				row := src[ty.i*w*4 : (ty.i+1)*w*4]
				for ox, txs := range xs {
					a := acc[ox*4 : ox*4+4]
					for _, tx := range txs {
						p := row[tx.i*4 : tx.i*4+4]
						al := float32(p[3]) * tx.w * ty.w
						a[0] += float32(p[0]) * al
						a[1] += float32(p[1]) * al
						a[2] += float32(p[2]) * al
						a[3] += al
					}
				}
			}
			for ox := 0; ox < nw; ox++ {
				a := acc[ox*4 : ox*4+4]
				if a[3] <= 0 {
					continue // transparent (dst starts cleared)
				}
				d := dst[(oy*nw+ox)*4:]
				d[0], d[1], d[2] = roundTo[T](a[0]/a[3]), roundTo[T](a[1]/a[3]), roundTo[T](a[2]/a[3])
				d[3] = roundTo[T](a[3])
			}
		}
	})
}
