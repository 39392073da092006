package photo

// Depth: 8-bit layers for 8-bit sources.
//
// A layer made from an 8-bit photo (a JPEG, an 8-bit PNG or WebP) or
// drawn at 8 bits (text) holds 8 bits a channel: half the memory, half
// the disk and half the reading and writing of a 16-bit one. Every
// kernel reads both depths (the generic ones below, or withPix), the
// composite works in 16 bits whatever its layers hold (a run of 8-bit
// pixels is widened, v*257, exactly, as it is read), and a 16-bit source
// keeps its 16 bits through every op.
//
// An op that makes new pixels from an 8-bit layer keeps them 8-bit when
// rounding its result to 8 bits costs at most half a level and nothing a
// later edit could bring back:
//   - moving pixels: crop, quarter turns and flips, duplicate;
//   - resampling and means of neighbours, which stay within the range of
//     the pixels they mix: straighten, transform, gaussian and motion
//     blur, pixelate; and median (it picks a value), sharpen and unsharp
//     mask (they widen ranges), masked mixes of two 8-bit rasters;
//   - text, which is drawn at 8 bits.
//
// It promotes the layer to 16 bits when its result narrows a range of
// values (see PointPromotes): adjustments.applyMasked with contrast below
// 0, saturation below 1 or any warmth merges neighbouring 8-bit levels,
// and a later edit that stretches them apart again (more contrast, more
// saturation) would show bands that 16 bits keep smooth. Adjustments of
// every other kind are layers, computed from the layers below at
// composite time in 16 bits and float, so they never store a narrowed
// result and need no promotion. A mix of an 8-bit and a 16-bit raster is
// 16-bit.

// sample is a channel value of either depth.
type sample interface{ ~uint8 | ~uint16 }

// top is the largest value of a sample type: 255 or 65535.
func top[T sample]() T { return ^T(0) }

// to16Scale is what a sample is multiplied by to read as 16 bits: 257 for
// 8 bits, 1 for 16 (a constant in each instantiation).
func to16Scale[T sample]() int { return 65535 / int(top[T]()) }

// roundTo rounds v (in the units of T) to T, clamping to its range; NaN
// reads as 0.
func roundTo[T sample](v float32) T {
	return T(min(max(int32(v+0.5), 0), int32(top[T]())))
}

// widen returns 8-bit values as 16-bit ones (v*257, exact).
func widen(p []uint8) []uint16 {
	out := make([]uint16, len(p))
	parallelRows(len(p)/4096+1, func(a, b int) {
		for i := a * 4096; i < min(b*4096, len(p)); i++ {
			out[i] = uint16(p[i]) * 257
		}
	})
	return out
}

// narrowTo rounds 16-bit values to 8 bits into dst.
func narrowTo(dst []uint8, src []uint16) {
	src = src[:len(dst)]
	for i, v := range src {
		dst[i] = uint8((uint32(v) + 128) / 257)
	}
}

// AtDepth returns r at depth 8 or 16: r itself when it has that depth,
// otherwise a copy (widened exactly, or rounded to 8 bits).
func (r *Raster) AtDepth(depth int) *Raster {
	if r.Depth() == depth {
		return r
	}
	if depth == 16 {
		return RasterFromPix(r.W, r.H, r.Pix())
	}
	out := NewRaster8(r.W, r.H)
	pix := r.Pix()
	parallelRows(r.H, func(y0, y1 int) {
		narrowTo(out.pix8[y0*r.W*4:y1*r.W*4], pix[y0*r.W*4:y1*r.W*4])
	})
	return out
}

// Promoted returns r at 16 bits (r itself when it is 16-bit): what an op
// that needs the precision works on (see PointPromotes).
func (r *Raster) Promoted() *Raster { return r.AtDepth(16) }

// PointPromotes reports whether the destructive colour edit of
// adjustments.applyMasked narrows a range of values, and so promotes an
// 8-bit layer to 16 bits: contrast below 0 (every channel squeezed toward
// mid-grey), saturation below 1 (colours squeezed toward grey), or a
// warmth (one of red and blue scaled down by up to a fifth). Brightness
// shifts values (clipping at an end, as at any depth), more contrast and
// more saturation spread them, invert mirrors them: those stay 8-bit.
func PointPromotes(contrast, saturation, warmth float64) bool {
	return contrast < 0 || saturation < 1 || warmth != 0
}

// withPix runs the 8-bit or the 16-bit version of a kernel over r's
// pixels, by r's depth.
func withPix(r *Raster, f8 func([]uint8), f16 func([]uint16)) {
	if r.Depth() == 8 {
		f8(r.Pix8())
		return
	}
	f16(r.Pix())
}

// newLike is a transparent w x h raster of r's depth.
func newLike(r *Raster, w, h int) *Raster { return NewRasterDepth(w, h, r.Depth()) }

// pixOf returns the pixels of an in-memory raster of depth T (one made by
// newLike or a constructor): its slice, for a kernel to fill or read.
func pixOf[T sample](r *Raster) []T {
	var p any
	if r.Depth() == 8 {
		p = r.Pix8()
	} else {
		p = r.Pix()
	}
	return p.([]T)
}
