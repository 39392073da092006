package photo

// ApplyPoint maps every pixel of r through f; alpha is kept.
func ApplyPoint(r *Raster, f PointFunc) *Raster {
	out := NewRaster(r.W, r.H)
	src := r.Pix()
	parallelRows(r.H, func(y0, y1 int) {
		for i := y0 * r.W * 4; i < y1*r.W*4; i += 4 {
			if src[i+3] == 0 {
				continue
			}
			c := f([3]float32{float32(src[i]) * inv16, float32(src[i+1]) * inv16, float32(src[i+2]) * inv16})
			out.pix[i], out.pix[i+1], out.pix[i+2], out.pix[i+3] = to16(c[0]), to16(c[1]), to16(c[2]), src[i+3]
		}
	})
	return out
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
// mask selects everything; invert swaps inside and outside.
func MixMasked(orig, edited *Raster, lx, ly int, mask *Mask, invert bool) *Raster {
	if mask == nil && !invert {
		return edited
	}
	if mask == nil {
		return orig
	}
	out := NewRaster(orig.W, orig.H)
	o, e, m := orig.Pix(), edited.Pix(), mask.Pix()
	parallelRows(orig.H, func(y0, y1 int) {
		for y := y0; y < y1; y++ {
			cy := y + ly
			for x := 0; x < orig.W; x++ {
				cx := x + lx
				var k uint32
				if cy >= 0 && cy < mask.H && cx >= 0 && cx < mask.W {
					k = uint32(m[cy*mask.W+cx])
				}
				if invert {
					k = 255 - k
				}
				i := (y*orig.W + x) * 4
				for c := 0; c < 4; c++ {
					a, b := uint32(o[i+c]), uint32(e[i+c])
					out.pix[i+c] = uint16((a*(255-k) + b*k + 127) / 255)
				}
			}
		}
	})
	return out
}
