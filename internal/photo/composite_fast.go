package photo

// rasterRow composites pixels x0..x1 of one row of a raster layer placed
// at column lx onto dst. The common cases (normal, multiply and screen
// over an opaque or empty backdrop) are written out inline; the others go
// through over, which handles every mode and partial alpha.
func rasterRow(dst []float32, src []uint16, mask []uint8, x0, x1, lx int, op float32, mode int) {
	fast := mode == modeNormal || mode == 1 || mode == 2
	if mask != nil {
		mask = mask[:x1]
	}
	for x := x0; x < x1; x++ {
		// the mask first: where it is clear, the pixels need not be read
		a := op
		if mask != nil {
			m := mask[x]
			if m == 0 {
				continue
			}
			a *= float32(m) * (1.0 / 255)
		}
		s := src[4*(x-lx) : 4*(x-lx)+4 : 4*(x-lx)+4]
		if s[3] == 0 {
			continue
		}
		if s[3] != 65535 {
			a *= float32(s[3]) * inv16
		}
		d := dst[4*x : 4*x+4 : 4*x+4]
		c0, c1, c2 := float32(s[0])*inv16, float32(s[1])*inv16, float32(s[2])*inv16
		switch ab := d[3]; {
		case !fast:
		case ab >= 1:
			// opaque backdrop: a plain mix of the blend result, stays opaque
			m0, m1, m2 := c0, c1, c2
			switch mode {
			case 1:
				m0, m1, m2 = d[0]*c0, d[1]*c1, d[2]*c2
			case 2:
				m0, m1, m2 = d[0]+c0-d[0]*c0, d[1]+c1-d[1]*c1, d[2]+c2-d[2]*c2
			}
			// a mix of values in 0..1 stays there (to rounding, which the
			// final conversion clamps), so no clamping here
			d[0] += a * (m0 - d[0])
			d[1] += a * (m1 - d[1])
			d[2] += a * (m2 - d[2])
			continue
		case ab == 0:
			// empty backdrop: the blend mode does not apply
			d[0], d[1], d[2], d[3] = c0, c1, c2, a
			continue
		}
		over(d, [3]float32{c0, c1, c2}, a, mode)
	}
}

// unit16 converts 0..1 to 16 bits, clamping in integers (float min/max
// cost a NaN check each); NaN reads as 0.
func unit16(v float32) uint16 { return uint16(min(max(int32(v*65535+0.5), 0), 65535)) }

// flatLayer is a canvas-size raster layer in normal, multiply or screen
// mode, ready for compositeFlat.
type flatLayer struct {
	pix  []uint16
	mask []uint8
	op   float32
	mode int
}

// flatLayers returns the visible layers bottom-most first when all of them
// are canvas-size rasters at the origin in normal, multiply or screen
// mode (a photo's usual stack), or nil.
func flatLayers(s *State, ls []*Layer) []flatLayer {
	var out []flatLayer
	for i := len(ls) - 1; i >= 0; i-- {
		l := ls[i]
		if !l.Visible || l.Opacity <= 0 {
			continue
		}
		mode := modeIndex[l.Blend]
		r := l.Raster
		if l.Kind != KindRaster || r == nil || mode > 2 || l.X != 0 || l.Y != 0 || r.W != s.Width || r.H != s.Height {
			return nil
		}
		if l.Mask != nil && (l.Mask.W != s.Width || l.Mask.H != s.Height) {
			return nil
		}
		f := flatLayer{pix: r.Pix(), op: float32(l.Opacity), mode: mode}
		if l.Mask != nil {
			f.mask = l.Mask.Pix()
		}
		out = append(out, f)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// compositeFlat composites rows top..top+h of flat layers into out, a
// pixel at a time, the pixel held in registers through the whole stack: no
// row buffer, no second pass to convert it. The arithmetic is rasterRow's.
func compositeFlat(ls []flatLayer, out []uint16, w, h, top int) {
	base := top * w // pixel index of out's first pixel in the layers
	parallelRows(h, func(y0, y1 int) {
		for j := y0 * w; j < y1*w; j++ {
			i := base + j
			var r, g, b, al float32
			for k := range ls {
				l := &ls[k]
				a := l.op
				if l.mask != nil {
					m := l.mask[i]
					if m == 0 {
						continue
					}
					a *= float32(m) * (1.0 / 255)
				}
				s := l.pix[4*i : 4*i+4 : 4*i+4]
				if s[3] == 0 {
					continue
				}
				if s[3] != 65535 {
					a *= float32(s[3]) * inv16
				}
				c0, c1, c2 := float32(s[0])*inv16, float32(s[1])*inv16, float32(s[2])*inv16
				switch {
				case al >= 1:
					m0, m1, m2 := c0, c1, c2
					switch l.mode {
					case 1:
						m0, m1, m2 = r*c0, g*c1, b*c2
					case 2:
						m0, m1, m2 = r+c0-r*c0, g+c1-g*c1, b+c2-b*c2
					}
					r += a * (m0 - r)
					g += a * (m1 - g)
					b += a * (m2 - b)
				case al == 0:
					r, g, b, al = c0, c1, c2, a
				default:
					d := [4]float32{r, g, b, al}
					over(d[:], [3]float32{c0, c1, c2}, a, l.mode)
					r, g, b, al = d[0], d[1], d[2], d[3]
				}
			}
			o := out[4*j : 4*j+4 : 4*j+4]
			o[0], o[1], o[2], o[3] = unit16(r), unit16(g), unit16(b), unit16(al)
		}
	})
}
