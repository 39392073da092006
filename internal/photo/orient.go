package photo

// Orient turns r upright as EXIF orientation o says (1: as stored; 2:
// mirrored; 3: rotated 180; 4: flipped; 5: transposed; 6: rotated 90
// clockwise; 7: transversed; 8: rotated 90 counter-clockwise). Pixels are
// moved, never resampled.
func Orient(r *Raster, o int) *Raster {
	if o < 2 || o > 8 {
		return r
	}
	w, h := r.W, r.H
	ow, oh := w, h
	if o >= 5 {
		ow, oh = h, w
	}
	out := NewRaster(ow, oh)
	src := r.Pix()
	parallelRows(oh, func(y0, y1 int) {
		for y := y0; y < y1; y++ {
			for x := 0; x < ow; x++ {
				// (sx, sy): the stored pixel that lands at (x, y)
				var sx, sy int
				switch o {
				case 2:
					sx, sy = w-1-x, y
				case 3:
					sx, sy = w-1-x, h-1-y
				case 4:
					sx, sy = x, h-1-y
				case 5:
					sx, sy = y, x
				case 6:
					sx, sy = y, h-1-x
				case 7:
					sx, sy = w-1-y, h-1-x
				case 8:
					sx, sy = w-1-y, x
				}
				copy(out.pix[(y*ow+x)*4:(y*ow+x)*4+4], src[(sy*w+sx)*4:(sy*w+sx)*4+4])
			}
		}
	})
	return out
}
