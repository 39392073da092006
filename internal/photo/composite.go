package photo

import (
	"encoding/binary"
	"image"
	"runtime"
	"sync"
)

// Composite flattens the visible layers into one canvas-size raster, with
// a pending transform shown on its layer.
func Composite(s *State, pending *Transform) *Raster {
	out := NewRaster(s.Width, s.Height)
	n := s.Width * 4
	compositeBands(s, pending, 0, s.Height, func(y0, y1 int) []uint16 { return out.pix[y0*n : y1*n] }, nil)
	return out
}

// CompositeRows flattens the visible layers a band of rows at a time and
// hands each band to fn, top to bottom, so the flattened image never has
// to exist whole: an export converts or writes each band as it comes.
// Rows of layers stored in files are given back once composited (see
// DropRows), so flattening mapped layers keeps little of them resident.
// band holds rows y0..y1 and is reused: fn must copy what it keeps. The
// first error of fn stops the pass and is returned.
func CompositeRows(s *State, pending *Transform, fn func(y0, y1 int, band []uint16) error) error {
	rows := bandRows(s.Width)
	buf := make([]uint16, rows*s.Width*4)
	n := s.Width * 4
	return compositeBands(s, pending, 0, s.Height, func(y0, y1 int) []uint16 { return buf[:(y1-y0)*n] }, fn)
}

// bandRows is the height of a streaming band: about 2 MiB of output, and
// enough rows for every core to take several.
func bandRows(w int) int { return max(64, (2<<20)/max(1, w*8)) }

// compositeBands composites rows top..bottom band after band into the
// slices dst gives, every core sharing each band, then calls done (when
// not nil) and drops the rows of stored layers that the band used. Rows
// are composited independently, so memory beyond the output is a few rows
// per core.
func compositeBands(s *State, pending *Transform, top, bottom int, dst func(y0, y1 int) []uint16, done func(y0, y1 int, band []uint16) error) error {
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
	w, h := s.Width, bottom
	flat, covered := flatLayers(s, layers)
	var locals map[*Layer]*lumMap
	if flat == nil {
		locals = localMaps(w, s.Height, layers, nil)
		// load every stored raster here, on this goroutine, so DropRows
		// below sees what the loads set
		forRasters(layers, func(l *Layer) { l.Raster.mustLoad() })
	}
	rows := bandRows(w)
	if done == nil {
		// writing in place: one pass over the whole canvas balances the
		// cores best
		rows = h - top
	}
	for y0 := top; y0 < h; y0 += rows {
		y1 := min(y0+rows, h)
		band := dst(y0, y1)
		if flat != nil {
			compositeFlat(flat, covered, band, w, y1-y0, y0, s.Height)
		} else {
			parallelRows(y1-y0, func(a, b int) {
				c := &rowCompositor{w: w, h: s.Height, local: locals}
				row := make([]float32, w*4)
				for y := a; y < b; y++ {
					clear(row)
					c.layers(layers, y0+y, row, 0)
					d := band[y*w*4 : (y+1)*w*4]
					for i, v := range row {
						d[i] = unit16(v)
					}
				}
			})
		}
		if done != nil {
			if err := done(y0, y1, band); err != nil {
				return err
			}
		}
		forRasters(layers, func(l *Layer) { l.Raster.DropRows(y0-l.Y, y1-l.Y) })
	}
	return nil
}

// forRasters calls fn for every visible layer with pixels, groups
// included.
func forRasters(ls []*Layer, fn func(*Layer)) {
	for _, l := range ls {
		if !l.Visible {
			continue
		}
		if l.Raster != nil {
			fn(l)
		}
		forRasters(l.Children, fn)
	}
}

// rowCompositor holds scratch rows for groups, one per nesting depth,
// and the local luminance of what each local adjustment layer adjusts.
type rowCompositor struct {
	w, h    int // the canvas
	scratch [][]float32
	local   map[*Layer]*lumMap
	in, out []uint16 // a row in 16 bits, for whole-row adjustment kernels
	sc      runScratch
}

// adjust applies adjustment layer l to row y of dst. The usual layer
// (normal mode, full opacity, no mask) replaces the colours outright;
// otherwise the adjusted colour is blended and mixed in by opacity and
// mask. Hue-saturation runs its whole-row integer kernel, table types
// their tables, local types read the local luminance.
func (c *rowCompositor) adjust(l *Layer, y int, dst []float32, mask []uint8, op float32, mode int) {
	a := l.Adjust
	plain := mode == modeNormal && mask == nil && op >= 1
	blend := blendFuncs[BlendModes[mode]]
	lm := c.local[l]
	var adjusted []uint16 // the row through a.rows or a.place
	if a.place != nil || a.steps != nil {
		if c.in == nil {
			c.in, c.out = make([]uint16, c.w*4), make([]uint16, c.w*4)
		}
		for i, v := range dst[:c.w*4] {
			c.out[i] = unit16(v)
		}
		a.run(c.out, &c.sc, 0, y, c.w, c.h)
		adjusted = c.out
	} else if a.rows != nil && lm == nil {
		if c.in == nil {
			c.in, c.out = make([]uint16, c.w*4), make([]uint16, c.w*4)
		}
		for i, v := range dst[:c.w*4] {
			c.in[i] = unit16(v)
		}
		a.rows(c.out, c.in)
		adjusted = c.out
	}
	lut := a.table()
	for x := 0; x < c.w; x++ {
		d := dst[4*x : 4*x+4 : 4*x+4]
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
		switch {
		case lm != nil:
			cs = a.local(cb, lm.at(x, y))
		case adjusted != nil:
			p := adjusted[4*x : 4*x+3 : 4*x+3]
			cs = [3]float32{float32(p[0]) * inv16, float32(p[1]) * inv16, float32(p[2]) * inv16}
		case lut != nil:
			cs = [3]float32{float32(lut[unit16(cb[0])]) * inv16, float32(lut[65536+int(unit16(cb[1]))]) * inv16, float32(lut[2*65536+int(unit16(cb[2]))]) * inv16}
		default:
			cs = a.fn(cb)
		}
		if plain {
			d[0], d[1], d[2] = cs[0], cs[1], cs[2]
			continue
		}
		m := blend(cb, cs)
		// The source has the backdrop's alpha, so the result keeps it.
		for j := 0; j < 3; j++ {
			d[j] = clamp01(m[j]*k + cb[j]*(1-k))
		}
	}
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
		switch l.Kind {
		case KindAdjustment:
			if l.Adjust == nil {
				continue
			}
			c.adjust(l, y, dst, mask, op, mode)
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
			x0, x1 := max(0, l.X), min(c.w, l.X+r.W)
			if r.Depth() == 8 {
				rasterRow(dst, r.Pix8()[ry*r.W*4:(ry+1)*r.W*4], mask, x0, x1, l.X, op, mode)
			} else {
				rasterRow(dst, r.Pix()[ry*r.W*4:(ry+1)*r.W*4], mask, x0, x1, l.X, op, mode)
			}
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

// CompositeNRGBA flattens the document straight into an 8-bit image (for
// export, screenshots, detectors), band by band: the 16-bit canvas never
// exists whole.
func CompositeNRGBA(s *State, pending *Transform) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, s.Width, s.Height))
	n := s.Width * 4
	CompositeRows(s, pending, func(y0, y1 int, band []uint16) error {
		dst := img.Pix[y0*n : y1*n]
		parallelRows(y1-y0, func(a, b int) {
			for i := a * n; i < b*n; i++ {
				dst[i] = uint8((uint32(band[i]) + 128) / 257)
			}
		})
		return nil
	})
	return img
}

// CompositeNRGBA64 is CompositeNRGBA keeping 16 bits a channel.
func CompositeNRGBA64(s *State, pending *Transform) *image.NRGBA64 {
	img := image.NewNRGBA64(image.Rect(0, 0, s.Width, s.Height))
	n := s.Width * 4
	CompositeRows(s, pending, func(y0, y1 int, band []uint16) error {
		dst := img.Pix[2*y0*n : 2*y1*n]
		parallelRows(y1-y0, func(a, b int) {
			for i := a * n; i < b*n; i++ {
				dst[2*i], dst[2*i+1] = uint8(band[i]>>8), uint8(band[i])
			}
		})
		return nil
	})
	return img
}

// MeanLuminance is the mean relative luminance (WCAG: linear light, 0
// black .. 1 white) of the composite inside rect, cut to the canvas, with
// transparent pixels counted as mid-grey; 0.5 when rect is off the canvas.
// Only rect's rows are composited.
func MeanLuminance(s *State, pending *Transform, rect image.Rectangle) float64 {
	rect = rect.Intersect(image.Rect(0, 0, s.Width, s.Height))
	if rect.Empty() {
		return 0.5
	}
	n := s.Width * 4
	buf := make([]uint16, rect.Dy()*n)
	var sum float64
	compositeBands(s, pending, rect.Min.Y, rect.Max.Y, func(y0, y1 int) []uint16 {
		return buf[(y0-rect.Min.Y)*n : (y1-rect.Min.Y)*n]
	}, nil)
	for y := 0; y < rect.Dy(); y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			p := buf[y*n+4*x : y*n+4*x+4]
			l := 0.2126*toLinear(float32(p[0])*inv16) + 0.7152*toLinear(float32(p[1])*inv16) + 0.0722*toLinear(float32(p[2])*inv16)
			a := float64(p[3]) / 65535
			sum += float64(l)*a + 0.5*(1-a)
		}
	}
	return sum / float64(rect.Dx()*rect.Dy())
}

// CompositeThumbnail flattens the document scaled down to fit maxSide
// (not scaled when it already fits): the bands are averaged into k x k
// blocks as they come (area averaging, colour weighted by alpha), so
// neither the full canvas nor a full-size 8-bit image is held, and only
// the small block image goes through the final resampling. The block image
// is returned with the size to resample it to.
func CompositeThumbnail(s *State, pending *Transform, maxSide int) (img *image.NRGBA, w, h int) {
	W, H := s.Width, s.Height
	if maxSide <= 0 || max(W, H) <= maxSide {
		return CompositeNRGBA(s, pending), W, H
	}
	scale := float64(maxSide) / float64(max(W, H))
	w, h = max(1, int(float64(W)*scale+0.5)), max(1, int(float64(H)*scale+0.5))
	k := max(1, max(W, H)/maxSide) // whole blocks; the resampler does the rest
	if r := lonePhoto8(s, pending); r != nil {
		return thumbnail8(r, k), w, h
	}
	sum, bw, bh := blockSums(s, pending, k)
	img = image.NewNRGBA(image.Rect(0, 0, bw, bh))
	for by := 0; by < bh; by++ {
		n := uint64(min(k, H-by*k)) // rows in this block row
		for bx := 0; bx < bw; bx++ {
			b := sum[(by*bw+bx)*4 : (by*bw+bx)*4+4]
			cells := n * uint64(min(k, W-bx*k))
			o := img.Pix[by*img.Stride+bx*4 : by*img.Stride+bx*4+4]
			if b[3] == 0 {
				continue // transparent
			}
			for c := 0; c < 3; c++ {
				o[c] = uint8((b[c]/b[3] + 128) / 257)
			}
			o[3] = uint8((b[3]/cells + 128) / 257)
		}
	}
	return img, w, h
}

// blockSums composites the document band by band into sums over k x k
// blocks: per block, the colour weighted by alpha and the alpha (4 values
// a block, 16-bit units), bw x bh blocks, the last ones partial.
func blockSums(s *State, pending *Transform, k int) (sum []uint64, bw, bh int) {
	W := s.Width
	bw, bh = (W+k-1)/k, (s.Height+k-1)/k
	sum = make([]uint64, bw*bh*4)
	// each core sums its own columns of blocks of the band
	per := (bw + runtime.GOMAXPROCS(0) - 1) / runtime.GOMAXPROCS(0)
	CompositeRows(s, pending, func(y0, y1 int, band []uint16) error {
		var wg sync.WaitGroup
		for b0 := 0; b0 < bw; b0 += per {
			wg.Go(func() { sumBlocks(sum, band, y0, y1, b0*k, min((b0+per)*k, W), W, bw, k) })
		}
		wg.Wait()
		return nil
	})
	return sum, bw, bh
}

// lonePhoto8 returns the document's only visible layer when the
// composite is that 8-bit raster as it is: opaque, covering the canvas
// at full opacity in normal mode, without a mask or a pending transform
// (a photo just opened). Nil otherwise.
func lonePhoto8(s *State, pending *Transform) *Raster {
	if pending != nil {
		return nil
	}
	var only *Layer
	for _, l := range s.Layers {
		if !l.Visible || l.Opacity <= 0 {
			continue
		}
		if only != nil {
			return nil
		}
		only = l
	}
	if only == nil || (only.Kind != KindRaster && only.Kind != KindText) || only.Mask != nil || only.Opacity < 1 || modeIndex[only.Blend] != modeNormal {
		return nil
	}
	r := only.Raster
	if r == nil || r.Depth() != 8 || only.X != 0 || only.Y != 0 || r.W != s.Width || r.H != s.Height || !opaque(r) {
		return nil
	}
	return r
}

// thumbnail8 is CompositeThumbnail's block averages for a lone opaque
// 8-bit photo, read as it is (no 16-bit composite in between) and written
// straight to the thumbnail: the same values as the general path, whose
// block sums hold colour v*257*65535 and alpha 65535 a pixel, so that a
// block's colour there, (sum/alpha + 128) / 257, is (s*257/n + 128) / 257
// for the block's sum s of n bytes.
func thumbnail8(r *Raster, k int) *image.NRGBA {
	W, H := r.W, r.H
	bw, bh := (W+k-1)/k, (H+k-1)/k
	img := image.NewNRGBA(image.Rect(0, 0, bw, bh))
	put := func(by, bx int, red, green, blue uint64) {
		cells := uint64(min(k, H-by*k)) * uint64(min(k, W-bx*k))
		o := img.Pix[by*img.Stride+bx*4 : by*img.Stride+bx*4+4]
		o[0] = uint8((red*257/cells + 128) / 257)
		o[1] = uint8((green*257/cells + 128) / 257)
		o[2] = uint8((blue*257/cells + 128) / 257)
		o[3] = 255
	}
	pix := r.Pix8()
	if k > 16 {
		thumbnail8Plain(r, k, bw, bh, put)
		return img
	}
	// Two pixels are read as one word and their channels summed in 16-bit
	// lanes (red and blue in one word, green and alpha in another): a lane
	// gains at most ceil(k/2) values of 255 a row, k rows a block, which
	// fits in 16 bits up to k = 16.
	const lanes = 0x00FF00FF00FF00FF
	parallelRows(bh, func(b0, b1 int) {
		rb := make([]uint64, bw)
		ga := make([]uint64, bw)
		for by := b0; by < b1; by++ {
			clear(rb)
			clear(ga)
			for y := by * k; y < min((by+1)*k, H); y++ {
				row := pix[y*W*4 : (y+1)*W*4]
				for bx := 0; bx < bw; bx++ {
					px := row[bx*k*4 : min((bx+1)*k, W)*4]
					var accRB, accGA uint64
					i := 0
					for ; i+8 <= len(px); i += 8 {
						w := binary.LittleEndian.Uint64(px[i:])
						accRB += w & lanes
						accGA += (w >> 8) & lanes
					}
					if i < len(px) { // an odd pixel: its channels in the low lanes
						w := uint64(binary.LittleEndian.Uint32(px[i:]))
						accRB += w & lanes
						accGA += (w >> 8) & lanes
					}
					rb[bx] += accRB
					ga[bx] += accGA
				}
			}
			for bx := 0; bx < bw; bx++ {
				put(by, bx, rb[bx]&0xFFFF+rb[bx]>>32&0xFFFF, ga[bx]&0xFFFF+ga[bx]>>32&0xFFFF, rb[bx]>>16&0xFFFF+rb[bx]>>48)
			}
			r.DropRows(by*k, min((by+1)*k, H))
		}
	})
	return img
}

// thumbnail8Plain is thumbnail8 a channel at a time, for blocks too big
// for its 16-bit lanes.
func thumbnail8Plain(r *Raster, k, bw, bh int, put func(by, bx int, red, green, blue uint64)) {
	W, H, pix := r.W, r.H, r.Pix8()
	parallelRows(bh, func(b0, b1 int) {
		acc := make([]uint32, bw*3)
		for by := b0; by < b1; by++ {
			clear(acc)
			for y := by * k; y < min((by+1)*k, H); y++ {
				row := pix[y*W*4 : (y+1)*W*4]
				for bx := 0; bx < bw; bx++ {
					var r, g, b uint32
					px := row[bx*k*4 : min((bx+1)*k, W)*4]
					for i := 0; i+3 < len(px); i += 4 {
						r += uint32(px[i])
						g += uint32(px[i+1])
						b += uint32(px[i+2])
					}
					a := acc[bx*3 : bx*3+3 : bx*3+3]
					a[0] += r
					a[1] += g
					a[2] += b
				}
			}
			for bx := 0; bx < bw; bx++ {
				put(by, bx, uint64(acc[bx*3]), uint64(acc[bx*3+1]), uint64(acc[bx*3+2]))
			}
			r.DropRows(by*k, min((by+1)*k, H))
		}
	})
}

// sumBlocks adds columns x0..x1 of rows y0..y1 (band holds those rows) to
// their blocks' sums.
func sumBlocks(sum []uint64, band []uint16, y0, y1, x0, x1, W, bw, k int) {
	for y := y0; y < y1; y++ {
		row := band[(y-y0)*W*4 : (y-y0+1)*W*4]
		acc := sum[(y/k)*bw*4 : (y/k+1)*bw*4]
		for x := x0; x < x1; x++ {
			p := row[4*x : 4*x+4 : 4*x+4]
			a := uint64(p[3])
			b := acc[(x/k)*4 : (x/k)*4+4 : (x/k)*4+4]
			b[0] += uint64(p[0]) * a
			b[1] += uint64(p[1]) * a
			b[2] += uint64(p[2]) * a
			b[3] += a
		}
	}
}
