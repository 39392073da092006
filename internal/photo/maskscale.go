package photo

import (
	"image"
	"slices"
)

// MaskFromGrayScaled resamples a gray image (a mask decided on a small
// copy of the picture) to a w x h mask, bilinear with pixel centres
// aligned, every core on a band of rows. Region detectors decide at about
// 1024 px; this is the one full-size pass their masks cost.
func MaskFromGrayScaled(g *image.Gray, w, h int) *Mask {
	gw, gh := g.Rect.Dx(), g.Rect.Dy()
	m := NewMask(w, h)
	if gw == w && gh == h {
		for y := 0; y < h; y++ {
			copy(m.pix[y*w:(y+1)*w], g.Pix[y*g.Stride:])
		}
		return m
	}
	sx, sy := float64(gw)/float64(w), float64(gh)/float64(h)
	x0 := make([]int, w)
	x1 := make([]int, w)
	fx := make([]uint32, w) // weight of x1, 0..256
	for X := 0; X < w; X++ {
		u := min(max((float64(X)+0.5)*sx-0.5, 0), float64(gw-1))
		x0[X] = int(u)
		x1[X] = min(x0[X]+1, gw-1)
		fx[X] = uint32((u-float64(x0[X]))*256 + 0.5)
	}
	// Output columns come in runs between the same two source columns
	// (x0 never decreases); where those two hold the same value, and most
	// of a mask is all in or all out, the run is that value throughout.
	type run struct{ a, b, X0, X1 int }
	var runs []run
	for X := 0; X < w; X++ {
		if len(runs) > 0 && runs[len(runs)-1].a == x0[X] {
			runs[len(runs)-1].X1 = X + 1
			continue
		}
		runs = append(runs, run{x0[X], x1[X], X, X + 1})
	}
	parallelRows(h, func(ya, yb int) {
		// Each output row blends two source rows first (gw values) and
		// then runs along them: the same integer sums as blending each
		// pixel's four neighbours, in half the multiplications a pixel.
		col, last := make([]uint32, gw), make([]uint32, gw)
		for Y := ya; Y < yb; Y++ {
			v := min(max((float64(Y)+0.5)*sy-0.5, 0), float64(gh-1))
			y0 := int(v)
			y1 := min(y0+1, gh-1)
			fy := uint32((v-float64(y0))*256 + 0.5)
			r0, r1 := g.Pix[y0*g.Stride:y0*g.Stride+gw], g.Pix[y1*g.Stride:y1*g.Stride+gw]
			col, last = last, col // last: the row above's blend
			for i := range col {
				col[i] = uint32(r0[i])*(256-fy) + uint32(r1[i])*fy
			}
			out := m.pix[Y*w : (Y+1)*w]
			if Y > ya && slices.Equal(col, last) {
				// the same blend as the row above (above and below the
				// subject, every row of a mask): the same row
				copy(out, m.pix[(Y-1)*w:Y*w])
				continue
			}
			for _, r := range runs {
				if ca, cb := col[r.a], col[r.b]; ca == cb {
					v := uint8((ca*256 + 1<<15) >> 16)
					for X := r.X0; X < r.X1; X++ {
						out[X] = v
					}
					continue
				}
				for X := r.X0; X < r.X1; X++ {
					out[X] = uint8((col[r.a]*(256-fx[X]) + col[r.b]*fx[X] + 1<<15) >> 16)
				}
			}
		}
	})
	return m
}
