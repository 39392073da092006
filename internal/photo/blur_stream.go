package photo

import (
	"runtime"
	"sync"
)

// boxBlurStream is the three-box gaussian for opaque rasters: colour only
// (alpha stays 65535, so premultiplying is a no-op), three floats a pixel,
// computed in one sweep down each band of rows. Each row is box-filtered
// horizontally when first needed and the three vertical boxes are running
// sums over small rings of rows, so the working set is a few dozen rows
// (it stays in cache) and the only full image written is the output.
//
// An 8-bit raster is blurred in its own units and the result rounded to 8
// bits (see depth.go).
func boxBlurStream(r *Raster, radii []int) *Raster {
	w, h := r.W, r.H
	out := newLike(r, w, h)
	withPix(r, func(src []uint8) {
		sweepBands(h, func(y0, y1 int) { blurBand(src, out.pix8, w, h, y0, y1, radii) })
	}, func(src []uint16) {
		sweepBands(h, func(y0, y1 int) { blurBand(src, out.pix, w, h, y0, y1, radii) })
	})
	return out
}

// sweepBands runs sweep over two bands of [0,h) a core, each band one
// sweep down its rows (streaming filters keep their rings per band).
func sweepBands(h int, sweep func(y0, y1 int)) {
	bands := runtime.GOMAXPROCS(0) * 2
	step := max((h+bands-1)/bands, 1)
	var wg sync.WaitGroup
	for y0 := 0; y0 < h; y0 += step {
		wg.Go(func() { sweep(y0, min(y0+step, h)) })
	}
	wg.Wait()
}

// ringStage is one vertical box: rows of its input are kept in a ring of
// 2*rad+2 slots, keyed by row index (edges are the first and last rows,
// repeated, as in boxRow3).
type ringStage struct {
	rad, next int // next: the first input row not yet in the ring
	rows      [][]float32
	sums      []float32
}

func blurBand[T sample](src, dst []T, w, h, y0, y1 int, radii []int) {
	n := w * 3
	a, b := make([]float32, n), make([]float32, n)
	var st [3]ringStage
	for k := range st {
		st[k].rad = radii[k]
		st[k].rows = make([][]float32, 2*radii[k]+2)
		for i := range st[k].rows {
			st[k].rows[i] = make([]float32, n)
		}
		st[k].sums = make([]float32, n)
	}
	// first row each stage produces: stage k feeds stage k+1, which
	// starts rad(k+1) rows higher
	start := [4]int{0, 0, 0, y0}
	for k := 2; k >= 0; k-- {
		start[k] = max(start[k+1]-radii[k], 0)
	}
	// row i of stage k's input (k=0: the horizontally filtered image)
	var input func(k, i int) []float32
	// produce fills slot of row i of stage k's output into o
	produce := func(k, i int, o []float32) {
		if k == 0 {
			boxRowIn(src[i*w*4:(i+1)*w*4], a, w, radii[0])
			boxRow3(a, b, w, radii[1])
			boxRow3(b, o, w, radii[2])
			return
		}
		s := &st[k-1]
		inv := 1 / float32(2*s.rad+1)
		sums := s.sums[:n]
		if i == start[k] {
			// prime the running sums with the window around i
			clear(sums)
			for j := i - s.rad; j <= i+s.rad; j++ {
				row := input(k-1, min(max(j, 0), h-1))[:n]
				for c := range sums {
					sums[c] += row[c]
				}
			}
		}
		ad := input(k-1, min(i+s.rad+1, h-1))[:n]
		sb := input(k-1, max(i-s.rad, 0))[:n]
		o = o[:n]
		for c, v := range sums {
			o[c] = v * inv
			sums[c] = v + ad[c] - sb[c]
		}
	}
	input = func(k, i int) []float32 {
		s := &st[k]
		if s.next == 0 && i >= start[k] {
			s.next = start[k]
		}
		for s.next <= i {
			produce(k, s.next, s.rows[s.next%len(s.rows)])
			s.next++
		}
		return s.rows[i%len(s.rows)]
	}
	out := make([]float32, n)
	full := top[T]()
	for y := y0; y < y1; y++ {
		produce(3, y, out)
		d := dst[y*w*4 : (y+1)*w*4]
		for x := 0; x < w; x++ {
			p := out[3*x : 3*x+3 : 3*x+3]
			q := d[4*x : 4*x+4 : 4*x+4]
			q[0], q[1], q[2], q[3] = roundTo[T](p[0]), roundTo[T](p[1]), roundTo[T](p[2]), full
		}
	}
}
