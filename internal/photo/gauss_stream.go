package photo

// gaussStream is the exact (sampled-kernel) gaussian for opaque rasters
// and small sigmas, where three boxes would be a poor approximation:
// colour only, three floats a pixel, in one sweep down each band of rows.
// Each row is filtered horizontally once, into a ring of the 2*rad+1 rows
// the vertical kernel needs, and both passes fold the symmetric kernel
// (one multiply per pair of taps). emit gets each output row: the blurred
// colour (0..65535, three a pixel), the source row and the row of out to
// fill; out is the raster returned.
// An 8-bit raster is filtered in its own units (0..255) into an 8-bit
// result: emit8 gets its rows, emit16 a 16-bit raster's.
func gaussStream(r *Raster, k []float32, emit8 func(blurred []float32, src, dst []uint8), emit16 func(blurred []float32, src, dst []uint16)) *Raster {
	w, h := r.W, r.H
	out := newLike(r, w, h)
	withPix(r, func(src []uint8) {
		sweepBands(h, func(y0, y1 int) { gaussBand(src, out.pix8, w, h, y0, y1, k, emit8) })
	}, func(src []uint16) {
		sweepBands(h, func(y0, y1 int) { gaussBand(src, out.pix, w, h, y0, y1, k, emit16) })
	})
	return out
}

func gaussBand[T sample](src, dst []T, w, h, y0, y1 int, k []float32, emit func([]float32, []T, []T)) {
	rad := len(k) / 2
	kc, ks := k[rad], k[rad+1:] // centre tap, then taps 1..rad
	n := w * 3
	ring := make([][]float32, 2*rad+1)
	for i := range ring {
		ring[i] = make([]float32, n)
	}
	padded := make([]float32, (w+2*rad)*3)
	next := max(y0-rad, 0) // the first row not yet in the ring
	row := func(i int) []float32 { return ring[i%len(ring)] }
	out := make([]float32, n)
	for y := y0; y < y1; y++ {
		for ; next <= min(y+rad, h-1); next++ {
			gaussRow(src[next*w*4:(next+1)*w*4], padded, row(next), w, kc, ks)
		}
		o := out[:n]
		c := row(y)[:n]
		for i, v := range c {
			o[i] = v * kc
		}
		for j, kj := range ks {
			a := row(max(y-j-1, 0))[:n]
			b := row(min(y+j+1, h-1))[:n]
			for i := range o {
				o[i] += kj * (a[i] + b[i])
			}
		}
		emit(o, src[y*w*4:(y+1)*w*4], dst[y*w*4:(y+1)*w*4])
	}
}

// gaussRow filters one RGBA row horizontally into out (RGB floats): the
// row is first copied, as floats, into padded with its edge pixels
// repeated rad times each side, so the taps need no clamping.
func gaussRow[T sample](in []T, padded, out []float32, w int, kc float32, ks []float32) {
	rad := len(ks)
	p := padded[:(w+2*rad)*3]
	for x := 0; x < w; x++ {
		s := in[4*x : 4*x+3 : 4*x+3]
		d := p[3*(x+rad) : 3*(x+rad)+3 : 3*(x+rad)+3]
		d[0], d[1], d[2] = float32(s[0]), float32(s[1]), float32(s[2])
	}
	for x := 0; x < rad; x++ {
		copy(p[3*x:3*x+3], p[3*rad:3*rad+3])
		copy(p[3*(w+rad+x):3*(w+rad+x)+3], p[3*(w+rad-1):3*(w+rad)])
	}
	out = out[:w*3]
	for i := range out {
		out[i] = kc * p[i+3*rad]
	}
	for j, kj := range ks {
		off := 3 * (j + 1)
		lo := p[3*rad-off : 3*rad-off+len(out)]
		hi := p[3*rad+off : 3*rad+off+len(out)]
		for i := range out {
			out[i] += kj * (lo[i] + hi[i])
		}
	}
}

// emitBlur writes the blurred colour, rounded, with full alpha.
func emitBlur[T sample](b []float32, _, dst []T) {
	w := len(dst) / 4
	b = b[:w*3]
	full := top[T]()
	for x := 0; x < w; x++ {
		p := b[3*x : 3*x+3 : 3*x+3]
		q := dst[4*x : 4*x+4 : 4*x+4]
		q[0], q[1], q[2], q[3] = roundTo[T](p[0]), roundTo[T](p[1]), roundTo[T](p[2]), full
	}
}
