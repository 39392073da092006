package photo

// Composite flattens the visible layers into one canvas-size raster, with
// a pending transform shown on its layer. Rows are composited
// independently on every core, so memory beyond the output is a few rows.
func Composite(s *State, pending *Transform) *Raster {
	layers := s.Layers
	if pending != nil {
		if l := s.Find(pending.LayerID); l != nil && l.Raster != nil {
			t := s.Clone()
			moved := *l
			moved.Raster, moved.X, moved.Y = TransformRaster(l.Raster, l.X, l.Y, *pending)
			t.Replace(&moved)
			layers = t.Layers
		}
	}
	out := NewRaster(s.Width, s.Height)
	if flat := flatLayers(s, layers); flat != nil {
		compositeFlat(flat, out.pix, s.Width, s.Height)
		return out
	}
	w := s.Width
	parallelRows(s.Height, func(y0, y1 int) {
		c := &rowCompositor{w: w}
		row := make([]float32, w*4)
		for y := y0; y < y1; y++ {
			clear(row)
			c.layers(layers, y, row, 0)
			d := out.pix[y*w*4 : (y+1)*w*4]
			for i, v := range row {
				d[i] = unit16(v)
			}
		}
	})
	return out
}

// rowCompositor holds scratch rows for groups, one per nesting depth.
type rowCompositor struct {
	w       int
	scratch [][]float32
}

func (c *rowCompositor) tmp(depth int) []float32 {
	for len(c.scratch) <= depth {
		c.scratch = append(c.scratch, make([]float32, c.w*4))
	}
	t := c.scratch[depth]
	clear(t)
	return t
}

// layers composites ls (top-most first) onto dst, row y: non-premultiplied
// RGBA, 0..1.
func (c *rowCompositor) layers(ls []*Layer, y int, dst []float32, depth int) {
	for i := len(ls) - 1; i >= 0; i-- {
		l := ls[i]
		if !l.Visible || l.Opacity <= 0 {
			continue
		}
		var mask []uint8
		if l.Mask != nil {
			mask = l.Mask.Pix()[y*l.Mask.W : (y+1)*l.Mask.W]
		}
		op := float32(l.Opacity)
		mode := modeIndex[l.Blend] // unknown names read as normal (0)
		blend := blendFuncs[BlendModes[mode]]
		switch l.Kind {
		case KindAdjustment:
			if l.Adjust == nil {
				continue
			}
			lut := l.Adjust.table()
			for x := 0; x < c.w; x++ {
				d := dst[4*x : 4*x+4]
				if d[3] == 0 {
					continue
				}
				k := op
				if mask != nil {
					k *= float32(mask[x]) / 255
				}
				if k == 0 {
					continue
				}
				cb := [3]float32{d[0], d[1], d[2]}
				var cs [3]float32
				if lut != nil {
					cs = [3]float32{float32(lut[to16(cb[0])]) * inv16, float32(lut[65536+int(to16(cb[1]))]) * inv16, float32(lut[2*65536+int(to16(cb[2]))]) * inv16}
				} else {
					cs = l.Adjust.fn(cb)
				}
				m := blend(cb, cs)
				// The source has the backdrop's alpha, so the result keeps it.
				for j := 0; j < 3; j++ {
					d[j] = clamp01(m[j]*k + cb[j]*(1-k))
				}
			}
		case KindGroup:
			t := c.tmp(depth + 1)
			c.layers(l.Children, y, t, depth+1)
			for x := 0; x < c.w; x++ {
				a := t[4*x+3] * op
				if mask != nil {
					a *= float32(mask[x]) / 255
				}
				over(dst[4*x:4*x+4], [3]float32{t[4*x], t[4*x+1], t[4*x+2]}, a, mode)
			}
		default:
			r := l.Raster
			ry := y - l.Y
			if r == nil || ry < 0 || ry >= r.H {
				continue
			}
			src := r.Pix()[ry*r.W*4 : (ry+1)*r.W*4]
			x0, x1 := max(0, l.X), min(c.w, l.X+r.W)
			rasterRow(dst, src, mask, x0, x1, l.X, op, mode)
		}
	}
}

// over composites a source colour with alpha as onto the backdrop d with
// the W3C formula: Cs' = (1-ab)Cs + ab B(Cb,Cs), then source-over.
func over(d []float32, cs [3]float32, as float32, mode int) {
	if as <= 0 {
		return
	}
	d = d[:4:4]
	ab := d[3]
	cb := [3]float32{d[0], d[1], d[2]}
	m := cs
	if ab > 0 && mode != modeNormal {
		if mode < firstNonSeparable {
			for j := range m {
				m[j] = (1-ab)*cs[j] + ab*blendSep(mode, cb[j], cs[j])
			}
		} else {
			b := blendFuncs[BlendModes[mode]](cb, cs)
			for j := range m {
				m[j] = (1-ab)*cs[j] + ab*b[j]
			}
		}
	}
	if ab >= 1 {
		// opaque backdrop: the result is a plain mix and stays opaque
		for j := 0; j < 3; j++ {
			d[j] = clamp01(as*m[j] + (1-as)*cb[j])
		}
		return
	}
	ao := as + ab*(1-as)
	for j := 0; j < 3; j++ {
		d[j] = clamp01((as*m[j] + (1-as)*ab*cb[j]) / ao)
	}
	d[3] = ao
}
