package photo

// rasterRow composites pixels x0..x1 of one row of a raster layer placed
// at column lx onto dst. The common cases (normal, multiply and screen
// over an opaque or empty backdrop) are written out inline; the others go
// through over, which handles every mode and partial alpha.
func rasterRow[T sample](dst []float32, src []T, mask []uint8, x0, x1, lx int, op float32, mode int) {
	fast := mode == modeNormal || mode == 1 || mode == 2
	// an 8-bit value is read as its 16-bit value (v*257, in integers)
	// times 1/65535: the very float a 16-bit copy of the layer gives
	full, k := top[T](), int32(to16Scale[T]())
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
		if s[3] != full {
			a *= float32(int32(s[3])*k) * inv16
		}
		d := dst[4*x : 4*x+4 : 4*x+4]
		c0, c1, c2 := float32(int32(s[0])*k)*inv16, float32(int32(s[1])*k)*inv16, float32(int32(s[2])*k)*inv16
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

// flatLayer is one layer of a flat stack (see flatLayers), ready for
// compositeFlat: a raster in normal, multiply or screen mode (canvas-size
// at the origin, or placed at x, y), or a plain adjustment.
type flatLayer struct {
	pix        []uint16 // a 16-bit raster's pixels, or
	pix8       []uint8  // an 8-bit one's
	mask       []uint8  // canvas-size, or nil
	op         float32
	mode       int
	x, y, w, h int  // where the pixels sit
	canvas     bool // pixels cover the canvas exactly
	adj        *Adjustment
}

// flatLayers returns the visible layers bottom-most first, and whether the
// bottom one covers every pixel (an opaque photo), when the stack is one
// compositeFlat handles, or nil. It handles canvas-size rasters at the
// origin in normal, multiply or screen mode, over any bottom layer; and,
// over a covering bottom layer, also smaller or placed rasters (text,
// stickers) and adjustment layers in normal mode at full opacity without
// a mask: a photo's usual stack.
func flatLayers(s *State, ls []*Layer) ([]flatLayer, bool) {
	var out []flatLayer
	var bottom *Raster
	simple := true // every layer a canvas-size raster
	for i := len(ls) - 1; i >= 0; i-- {
		l := ls[i]
		if !l.Visible || l.Opacity <= 0 {
			continue
		}
		mode := modeIndex[l.Blend]
		if l.Mask != nil && (l.Mask.W != s.Width || l.Mask.H != s.Height) {
			return nil, false
		}
		f := flatLayer{op: float32(l.Opacity), mode: mode}
		if l.Mask != nil {
			f.mask = l.Mask.Pix()
		}
		switch r := l.Raster; {
		case l.Kind == KindAdjustment:
			a := l.Adjust
			if a == nil || a.local != nil || mode != modeNormal || l.Opacity < 1 || l.Mask != nil {
				return nil, false
			}
			f.adj, simple = a, false
		case (l.Kind == KindRaster || l.Kind == KindText) && r != nil && mode <= 2:
			if r.Depth() == 8 {
				f.pix8 = r.Pix8()
			} else {
				f.pix = r.Pix()
			}
			f.x, f.y, f.w, f.h = l.X, l.Y, r.W, r.H
			if len(out) == 0 {
				bottom = r
			}
			f.canvas = l.X == 0 && l.Y == 0 && r.W == s.Width && r.H == s.Height
			simple = simple && f.canvas
		default:
			return nil, false
		}
		out = append(out, f)
	}
	if len(out) == 0 {
		return nil, false
	}
	if simple {
		return out, false // compositeFlat checks the bottom run by run
	}
	if b := out[0]; b.adj == nil && b.canvas && b.op >= 1 && b.mask == nil && opaque(bottom) {
		return out, true
	}
	return nil, false
}

// compositeFlat composites rows top..top+h of flat layers into out.
//
// Runs of pixels whose bottom layer covers them fully (the usual case:
// an opaque photo at the bottom) are composited in 16-bit fixed point a
// layer at a time: the bottom layer's run is copied into out, and each
// layer above is mixed into it, or adjusts it, in place while the run is
// in the first-level cache (mixRun, Adjustment.run), within 2/65535 of the
// float arithmetic and 1.6x faster than carrying each pixel through the
// stack. Other runs (only in stacks of canvas-size rasters) go a pixel at
// a time through compositePixels.
func compositeFlat(ls []flatLayer, covered bool, out []uint16, w, h, top, canvasH int) {
	base := top * w // pixel index of out's first pixel in the layers
	full := make([]int, len(ls))
	for k, l := range ls {
		full[k] = int(l.op*65536 + 0.5) // weight of the layer where nothing masks it
	}
	parallelRows(h, func(y0, y1 int) {
		var sc runScratch
		for y := y0; y < y1; y++ {
			cy := top + y // canvas row
			for x0 := 0; x0 < w; x0 += flatRun {
				x1 := min(x0+flatRun, w)
				n, j0, i0 := x1-x0, y*w+x0, cy*w+x0
				if !covered && !bottomCovers(ls[0], full[0], i0, n) {
					compositePixels(ls, full, out, base, j0, j0+n)
					continue
				}
				o := out[4*j0 : 4*(j0+n)]
				if b := &ls[0]; b.pix8 != nil {
					widenRun(o, b.pix8[4*i0:4*(i0+n)])
				} else {
					copy(o, b.pix[4*i0:4*(i0+n)]) // opaque: alpha stays 65535
				}
				for k := 1; k < len(ls); k++ {
					l := &ls[k]
					switch {
					case l.adj != nil:
						l.adj.run(o, &sc, x0, cy, w, canvasH)
					case l.canvas:
						var mask []uint8
						if l.mask != nil {
							mask = l.mask[i0 : i0+n]
						}
						if l.pix8 != nil {
							mixRun(o, l.pix8[4*i0:4*(i0+n)], mask, full[k], l.mode)
						} else {
							mixRun(o, l.pix[4*i0:4*(i0+n)], mask, full[k], l.mode)
						}
					default:
						// a placed raster: the part of this run it covers
						a, b := max(x0, l.x), min(x1, l.x+l.w)
						if cy < l.y || cy >= l.y+l.h || a >= b {
							continue
						}
						ri := (cy-l.y)*l.w + a - l.x
						var mask []uint8
						if l.mask != nil {
							mask = l.mask[cy*w+a : cy*w+b]
						}
						if l.pix8 != nil {
							mixRun(o[4*(a-x0):4*(b-x0)], l.pix8[4*ri:4*(ri+b-a)], mask, full[k], l.mode)
						} else {
							mixRun(o[4*(a-x0):4*(b-x0)], l.pix[4*ri:4*(ri+b-a)], mask, full[k], l.mode)
						}
					}
				}
			}
		}
	})
}

// runScratch is the scratch memory of run: a copy for a whole-row
// kernel, the run as it was for a look.
type runScratch struct{ rows, orig []uint16 }

// run applies the adjustment (not a local one) to a run of 16-bit pixels
// in place, the pixels of canvas row y from column x0 on a w x h canvas:
// its table, its whole-row kernel, its placed kernel, its look's steps or
// its colour function.
func (a *Adjustment) run(o []uint16, sc *runScratch, x0, y, w, h int) {
	switch {
	case a.steps != nil:
		a.runSteps(o, sc, x0, y, w, h)
	case a.place != nil:
		a.place(o, x0, y, w, h)
	case a.table() != nil:
		lut := a.table()
		for x := 0; x+3 < len(o); x += 4 {
			p := o[x : x+3 : x+3]
			p[0], p[1], p[2] = lut[p[0]], lut[65536+int(p[1])], lut[2*65536+int(p[2])]
		}
	case a.rows != nil:
		sc.rows = append(sc.rows[:0], o...)
		a.rows(o, sc.rows)
	default:
		for x := 0; x+3 < len(o); x += 4 {
			p := o[x : x+3 : x+3]
			c := a.fn([3]float32{float32(p[0]) * inv16, float32(p[1]) * inv16, float32(p[2]) * inv16})
			p[0], p[1], p[2] = unit16(c[0]), unit16(c[1]), unit16(c[2])
		}
	}
}

// flatRun is the number of pixels compositeFlat takes at a time: 4 KiB
// of output, which stays in the first-level cache while every layer is
// mixed into it.
const flatRun = 512

// bottomCovers reports whether layer l covers pixels i0..i0+n fully.
func bottomCovers(l flatLayer, full, i0, n int) bool {
	if full != 65536 {
		return false
	}
	if l.mask != nil {
		for _, m := range l.mask[i0 : i0+n] {
			if m != 255 {
				return false
			}
		}
	}
	if l.pix8 != nil {
		return alphaFull(l.pix8[4*i0 : 4*(i0+n)])
	}
	return alphaFull(l.pix[4*i0 : 4*(i0+n)])
}

// alphaFull reports whether every pixel of p has full alpha.
func alphaFull[T sample](p []T) bool {
	full := top[T]()
	for x := 3; x < len(p); x += 4 {
		if p[x] != full {
			return false
		}
	}
	return true
}

// widenRun copies a run of opaque 8-bit pixels into 16-bit o (v*257).
func widenRun(o []uint16, p []uint8) {
	p = p[:len(o)]
	for i, v := range p {
		o[i] = uint16(v) * 257
	}
}

// mixRun blends a run of a layer's pixels, at full weight full
// (0..65536) times its mask and alpha, onto the opaque run o in its mode.
// A loop per mode, and the weight's arithmetic only where the layer does
// not cover fully: no conversions, no clamping (every step keeps values
// in 0..65535).
func mixRun[T sample](o []uint16, pix []T, mask []uint8, full, mode int) {
	n := len(o) / 4
	k, opaque := to16Scale[T](), top[T]() // 257 and 255 for 8 bits
	pix = pix[:4*n]
	if mask != nil {
		mask = mask[:n]
	}
	for x := 0; x < n; x++ {
		wt := full
		if mask != nil {
			m := mask[x]
			if m == 0 {
				continue
			}
			wt = (wt*maskWeight[m] + 32768) >> 16
		}
		s := pix[4*x : 4*x+4 : 4*x+4]
		if s[3] != opaque {
			a := int(s[3]) * k
			wt = (wt*(a+a>>15) + 32768) >> 16
		}
		d := o[4*x : 4*x+3 : 4*x+3]
		d0, d1, d2 := int(d[0]), int(d[1]), int(d[2])
		c0, c1, c2 := int(s[0])*k, int(s[1])*k, int(s[2])*k
		switch mode {
		case 1:
			c0, c1, c2 = mul16(d0, c0), mul16(d1, c1), mul16(d2, c2)
		case 2:
			c0, c1, c2 = d0+c0-mul16(d0, c0), d1+c1-mul16(d1, c1), d2+c2-mul16(d2, c2)
		}
		if wt != 65536 {
			c0 = d0 + ((c0-d0)*wt+32768)>>16
			c1 = d1 + ((c1-d1)*wt+32768)>>16
			c2 = d2 + ((c2-d2)*wt+32768)>>16
		}
		d[0], d[1], d[2] = uint16(c0), uint16(c1), uint16(c2)
	}
}

// compositePixels composites pixels j0..j1 of out a pixel at a time, the
// pixel held in registers through the whole stack: in fixed point while
// an opaque layer lies below, in float (flatPixel) otherwise.
func compositePixels(ls []flatLayer, full []int, out []uint16, base, j0, j1 int) {
pixels:
	for j := j0; j < j1; j++ {
		i := base + j
		var r, g, b int
		opaque := false
		for k := range ls {
			l := &ls[k]
			wt := full[k] // 0..65536
			if l.mask != nil {
				m := l.mask[i]
				if m == 0 {
					continue
				}
				wt = (wt*maskWeight[m] + 32768) >> 16
			}
			c0, c1, c2, a := l.at(i)
			if a != 65535 {
				if a == 0 {
					continue
				}
				wt = (wt*(a+a>>15) + 32768) >> 16
			}
			if !opaque {
				if wt != 65536 {
					o := out[4*j : 4*j+4 : 4*j+4]
					o[0], o[1], o[2], o[3] = flatPixel(ls, i)
					continue pixels
				}
				// an opaque first layer: its blend mode does not apply
				r, g, b, opaque = c0, c1, c2, true
				continue
			}
			switch l.mode {
			case 1:
				c0, c1, c2 = mul16(r, c0), mul16(g, c1), mul16(b, c2)
			case 2:
				c0, c1, c2 = r+c0-mul16(r, c0), g+c1-mul16(g, c1), b+c2-mul16(b, c2)
			}
			r += ((c0-r)*wt + 32768) >> 16
			g += ((c1-g)*wt + 32768) >> 16
			b += ((c2-b)*wt + 32768) >> 16
		}
		o := out[4*j : 4*j+4 : 4*j+4]
		if opaque {
			o[0], o[1], o[2], o[3] = uint16(r), uint16(g), uint16(b), 65535
		} else {
			o[0], o[1], o[2], o[3] = 0, 0, 0, 0
		}
	}
}

// at is pixel i of the layer's pixels in 16-bit units.
func (l *flatLayer) at(i int) (r, g, b, a int) {
	if l.pix8 != nil {
		s := l.pix8[4*i : 4*i+4 : 4*i+4]
		return int(s[0]) * 257, int(s[1]) * 257, int(s[2]) * 257, int(s[3]) * 257
	}
	s := l.pix[4*i : 4*i+4 : 4*i+4]
	return int(s[0]), int(s[1]), int(s[2]), int(s[3])
}

// maskWeight[m] is mask value m as a weight in 0..65536.
var maskWeight = func() (t [256]int) {
	for m := range t {
		t[m] = (m*65536 + 127) / 255
	}
	return
}()

// mul16 is a*b/65535 rounded, for a, b in 0..65535.
func mul16(a, b int) int {
	t := a*b + 32768
	return (t + t>>16) >> 16
}

// flatPixel composites pixel i of flat layers in float: rasterRow's
// arithmetic, for any backdrop alpha.
func flatPixel(ls []flatLayer, i int) (uint16, uint16, uint16, uint16) {
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
		s0, s1, s2, s3 := l.at(i)
		if s3 == 0 {
			continue
		}
		if s3 != 65535 {
			a *= float32(s3) * inv16
		}
		c0, c1, c2 := float32(s0)*inv16, float32(s1)*inv16, float32(s2)*inv16
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
	return unit16(r), unit16(g), unit16(b), unit16(al)
}
