package photo

// ApplyPoint maps every pixel of r through f; alpha is kept, and so is
// the depth: an op that needs 16 bits promotes r first (see depth.go).
func ApplyPoint(r *Raster, f PointFunc) *Raster {
	out := newLike(r, r.W, r.H)
	withPix(r, func(src []uint8) { applyPoint(src, out.pix8, r.W, r.H, f) },
		func(src []uint16) { applyPoint(src, out.pix, r.W, r.H, f) })
	return out
}

func applyPoint[T sample](src, dst []T, w, h int, f PointFunc) {
	full := float32(top[T]())
	inv := 1 / full
	parallelRows(h, func(y0, y1 int) {
		for i := y0 * w * 4; i < y1*w*4; i += 4 {
			if src[i+3] == 0 {
				continue
			}
			c := f([3]float32{float32(src[i]) * inv, float32(src[i+1]) * inv, float32(src[i+2]) * inv})
			dst[i], dst[i+1], dst[i+2], dst[i+3] = roundTo[T](clamp01(c[0])*full), roundTo[T](clamp01(c[1])*full), roundTo[T](clamp01(c[2])*full), src[i+3]
		}
	})
}

// Chain composes point functions left to right.
func Chain(fs ...PointFunc) PointFunc {
	return func(c [3]float32) [3]float32 {
		for _, f := range fs {
			c = f(c)
		}
		return c
	}
}

// MixMasked keeps edited where the canvas mask selects and orig elsewhere,
// for a layer placed at (lx, ly); edited and orig have the same size. A nil
// mask selects everything; invert swaps inside and outside. The mix has
// the greater depth of the two.
func MixMasked(orig, edited *Raster, lx, ly int, mask *Mask, invert bool) *Raster {
	if mask == nil && !invert {
		return edited
	}
	if mask == nil {
		return orig
	}
	if orig.Depth() != edited.Depth() {
		orig, edited = orig.Promoted(), edited.Promoted()
	}
	out := newLike(orig, orig.W, orig.H)
	m := mask.Pix()
	if orig.Depth() == 8 {
		mixMasked(orig.Pix8(), edited.Pix8(), out.pix8, orig.W, orig.H, lx, ly, m, mask.W, mask.H, invert)
	} else {
		mixMasked(orig.Pix(), edited.Pix(), out.pix, orig.W, orig.H, lx, ly, m, mask.W, mask.H, invert)
	}
	return out
}

func mixMasked[T sample](o, e, dst []T, w, h, lx, ly int, m []uint8, mw, mh int, invert bool) {
	parallelRows(h, func(y0, y1 int) {
		for y := y0; y < y1; y++ {
			cy := y + ly
			for x := 0; x < w; x++ {
				cx := x + lx
				var k uint32
				if cy >= 0 && cy < mh && cx >= 0 && cx < mw {
					k = uint32(m[cy*mw+cx])
				}
				if invert {
					k = 255 - k
				}
				i := (y*w + x) * 4
				for c := 0; c < 4; c++ {
					a, b := uint32(o[i+c]), uint32(e[i+c])
					dst[i+c] = T((a*(255-k) + b*k + 127) / 255)
				}
			}
		}
	})
}
