package photo

import "math"

// lineFilter filters one line of interleaved RGBA floats (n pixels) in
// place; tmp has the same length.
type lineFilter func(line, tmp []float32, n int)

// GaussianBlur blurs with standard deviation sigma (pixels). Small sigmas
// use the exact kernel; from sigma 3 on, three box passes (Kovesi's sizes)
// give the same curve to within about 3% at a cost that does not grow with
// sigma. Colour is blurred premultiplied so transparent pixels do not
// bleed their colour in.
func GaussianBlur(r *Raster, sigma float64) *Raster {
	if sigma <= 0 {
		return r.Clone()
	}
	if opaque(r) {
		if sigma >= 3 {
			return boxBlurStream(r, boxRadii(sigma, 3))
		}
		return gaussStream(r, gaussKernel(sigma), emitBlur[uint8], emitBlur[uint16])
	}
	return separable(r, gaussLine(sigma))
}

func gaussLine(sigma float64) lineFilter {
	if sigma < 3 {
		k := gaussKernel(sigma)
		return func(line, tmp []float32, n int) { convolve(line, tmp, n, k) }
	}
	radii := boxRadii(sigma, 3)
	return func(line, tmp []float32, n int) {
		// an opaque line (alpha 65535 everywhere, as the caller stores it)
		// keeps its alpha: skip that channel
		alpha := false
		for i := 3; i < n*4; i += 4 {
			if line[i] != 65535 {
				alpha = true
				break
			}
		}
		// three passes ping-pong between the buffers: line, tmp, line, tmp
		boxLine(line, tmp, n, radii[0], alpha)
		boxLine(tmp, line, n, radii[1], alpha)
		boxLine(line, tmp, n, radii[2], alpha)
		if !alpha {
			for i := 3; i < n*4; i += 4 {
				tmp[i] = 65535
			}
		}
		copy(line, tmp[:n*4])
	}
}

func gaussKernel(sigma float64) []float32 {
	rad := int(math.Ceil(sigma * 3))
	k := make([]float32, 2*rad+1)
	var sum float64
	for i := -rad; i <= rad; i++ {
		v := math.Exp(-float64(i*i) / (2 * sigma * sigma))
		k[i+rad] = float32(v)
		sum += v
	}
	for i := range k {
		k[i] /= float32(sum)
	}
	return k
}

// boxRadii returns n box radii whose successive application approximates
// a gaussian of sigma.
func boxRadii(sigma float64, n int) []int {
	wIdeal := math.Sqrt(12*sigma*sigma/float64(n) + 1)
	wl := int(math.Floor(wIdeal))
	if wl%2 == 0 {
		wl--
	}
	wu := wl + 2
	m := int(math.Round((12*sigma*sigma - float64(n*wl*wl) - float64(4*n*wl) - float64(3*n)) / float64(-4*wl-4)))
	out := make([]int, n)
	for i := range out {
		if i < m {
			out[i] = (wl - 1) / 2
		} else {
			out[i] = (wu - 1) / 2
		}
	}
	return out
}

// boxLine averages each pixel with rad neighbours each side, edges
// extended; the result goes to out. Without alpha, channel 3 is left alone
// (an opaque image's alpha does not change under a blur).
func boxLine(line, out []float32, n, rad int, alpha bool) {
	inv := 1 / float32(2*rad+1)
	var sum [4]float32
	for c := 0; c < 4; c++ {
		sum[c] = float32(rad+1) * line[c]
		for i := 1; i <= rad; i++ {
			sum[c] += line[min(i, n-1)*4+c]
		}
	}
	step := func(i, add, sub int) {
		o := out[i*4 : i*4+4 : i*4+4]
		a, s := line[add:add+4:add+4], line[sub:sub+4:sub+4]
		o[0], o[1], o[2] = sum[0]*inv, sum[1]*inv, sum[2]*inv
		sum[0] += a[0] - s[0]
		sum[1] += a[1] - s[1]
		sum[2] += a[2] - s[2]
		if alpha {
			o[3] = sum[3] * inv
			sum[3] += a[3] - s[3]
		}
	}
	// edges clamp; the interior needs no bounds arithmetic
	lo, hi := min(rad, n), max(min(n-rad-1, n), min(rad, n))
	for i := 0; i < lo; i++ {
		step(i, min(i+rad+1, n-1)*4, max(i-rad, 0)*4)
	}
	for i := lo; i < hi; i++ {
		step(i, (i+rad+1)*4, (i-rad)*4)
	}
	for i := hi; i < n; i++ {
		step(i, min(i+rad+1, n-1)*4, max(i-rad, 0)*4)
	}
}

func convolve(line, tmp []float32, n int, k []float32) {
	rad := len(k) / 2
	at := func(i int, clamp bool) {
		var a0, a1, a2, a3 float32
		for j, w := range k {
			p := (i + j - rad) * 4
			if clamp {
				p = min(max(i+j-rad, 0), n-1) * 4
			}
			px := line[p : p+4 : p+4]
			a0 += px[0] * w
			a1 += px[1] * w
			a2 += px[2] * w
			a3 += px[3] * w
		}
		o := tmp[i*4 : i*4+4 : i*4+4]
		o[0], o[1], o[2], o[3] = a0, a1, a2, a3
	}
	// only the ends need their taps clamped to the line
	lo, hi := min(rad, n), max(n-rad, min(rad, n))
	for i := 0; i < lo; i++ {
		at(i, true)
	}
	for i := lo; i < hi; i++ {
		at(i, false)
	}
	for i := hi; i < n; i++ {
		at(i, true)
	}
	copy(line, tmp[:n*4])
}

// separable runs f along rows then columns. Rows go through a
// premultiplied 16-bit intermediate in the output; columns are processed
// in blocks of 16 so each row read touches two cache lines. An 8-bit
// raster (only one with transparency comes here: text, a cut-out) is
// filtered at 16 bits and the result rounded to 8.
func separable(r *Raster, f lineFilter) *Raster {
	if r.Depth() == 8 {
		return separable(r.Promoted(), f).AtDepth(8)
	}
	w, h := r.W, r.H
	src := r.Pix()
	out := NewRaster(w, h)
	dst := out.pix
	parallelRows(h, func(y0, y1 int) {
		line := make([]float32, w*4)
		tmp := make([]float32, w*4)
		for y := y0; y < y1; y++ {
			s := src[y*w*4 : (y+1)*w*4]
			for x := 0; x < w; x++ {
				a := float32(s[4*x+3]) * inv16
				line[4*x] = float32(s[4*x]) * a
				line[4*x+1] = float32(s[4*x+1]) * a
				line[4*x+2] = float32(s[4*x+2]) * a
				line[4*x+3] = float32(s[4*x+3])
			}
			f(line, tmp, w)
			d := dst[y*w*4 : (y+1)*w*4]
			for i, v := range line {
				d[i] = uint16(min(max(v+0.5, 0), 65535))
			}
		}
	})
	const block = 16
	parallelRows((w+block-1)/block, func(b0, b1 int) {
		cols := make([][]float32, block)
		for i := range cols {
			cols[i] = make([]float32, h*4)
		}
		tmp := make([]float32, h*4)
		for b := b0; b < b1; b++ {
			x0 := b * block
			nb := min(block, w-x0)
			for y := 0; y < h; y++ {
				row := dst[(y*w+x0)*4:]
				for i := 0; i < nb; i++ {
					c := cols[i][y*4 : y*4+4]
					c[0], c[1], c[2], c[3] = float32(row[4*i]), float32(row[4*i+1]), float32(row[4*i+2]), float32(row[4*i+3])
				}
			}
			for i := 0; i < nb; i++ {
				f(cols[i], tmp, h)
			}
			for y := 0; y < h; y++ {
				row := dst[(y*w+x0)*4:]
				for i := 0; i < nb; i++ {
					c := cols[i][y*4 : y*4+4]
					a := c[3]
					if a < 0.5 {
						row[4*i], row[4*i+1], row[4*i+2], row[4*i+3] = 0, 0, 0, 0
						continue
					}
					k := 65535 / a
					row[4*i] = uint16(min(c[0]*k+0.5, 65535))
					row[4*i+1] = uint16(min(c[1]*k+0.5, 65535))
					row[4*i+2] = uint16(min(c[2]*k+0.5, 65535))
					row[4*i+3] = uint16(min(a+0.5, 65535))
				}
			}
		}
	})
	return out
}
