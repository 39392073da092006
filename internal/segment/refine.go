package segment

import (
	"image"
	"runtime"
	"sync"
)

// Edge refinement. The sky and subject masks are decided on a copy a few
// hundred pixels wide; scaled up as is, their edge is a wide ramp that
// ignores the picture (a halo round a flower, grass stalks lost in the sky).
// A guided filter (He, Sun and Tang, 2010) fixes that cheaply: inside every
// small window the output mask is fitted as a linear function of the
// picture's colour, so where the picture has an edge the mask gets one too,
// and where it is flat the mask stays smooth. Cost is a fixed number of box
// filters at refineSide, whatever the photo's size.
const (
	refineSide = 1024
	refineEps  = 1e-4 // regularisation: higher keeps more of the coarse ramp
	// Windows that lie wholly on one side of an edge keep the coarse
	// ramp's value (a faint 5-15% veil around the subject). The output is
	// stretched so that values below refineLow are 0 and above
	// 1-refineLow are 1; the edge itself, now a short step, is unchanged.
	refineLow = 0.15
)

// refineMask turns a coarse 0..1 mask at work size into an alpha with the
// given bounds whose edges follow guide (the photo at refineSide). radius
// is the window in guide pixels; it must cover the coarse edge ramp.
//
// The filter runs only where the coarse mask has an edge: where it is 0
// (or 1) over every window that reaches a pixel, the fitted model is
// mask = 0 (or 1) whatever the colours, so the result there is the coarse
// value. The filtered rectangle is the edge's bounding box grown by three
// windows (a pixel's result reads windows within radius, whose fits read
// pixels within radius again; one more keeps the rectangle's own border
// out of the way); for a subject that does not fill the photo that is a
// fraction of the guide, in time and memory.
func refineMask(coarse *plane, guide *image.RGBA, radius int, bounds image.Rectangle) *image.Gray {
	gw, gh := guide.Bounds().Dx(), guide.Bounds().Dy()
	full := upscalePlane(coarse, gw, gh)
	edge := rampBounds(full)
	if edge.Empty() {
		return upscale(full, bounds) // no edge: all subject, or nothing
	}
	crop := edge.Inset(-3 * radius).Intersect(image.Rect(0, 0, gw, gh))
	w, h := crop.Dx(), crop.Dy()
	p := newPlane(w, h)
	// Colour guide in 0..1.
	var I [3]*plane
	for c := range I {
		I[c] = newPlane(w, h)
	}
	for y := 0; y < h; y++ {
		copy(p.pix[y*w:(y+1)*w], full.pix[(crop.Min.Y+y)*gw+crop.Min.X:])
		row := guide.Pix[(crop.Min.Y+y)*guide.Stride+4*crop.Min.X:]
		for x := 0; x < w; x++ {
			for c := 0; c < 3; c++ {
				I[c].pix[y*w+x] = float32(row[4*x+c]) / 255
			}
		}
	}
	mean := func(src *plane) *plane {
		m := src.clone()
		boxMean(m, radius)
		return m
	}
	meanOfProduct := func(a, b *plane) *plane {
		o := newPlane(w, h)
		parallelLines(h, func(y0, y1 int) {
			for i := y0 * w; i < y1*w; i++ {
				o.pix[i] = a.pix[i] * b.pix[i]
			}
		})
		boxMean(o, radius)
		return o
	}
	meanP := mean(p)
	var meanI, covIP [3]*plane
	for c := 0; c < 3; c++ {
		meanI[c] = mean(I[c])
		covIP[c] = meanOfProduct(I[c], p)
	}
	// Second moments of the guide colours per window (symmetric 3x3).
	var varI [3][3]*plane
	for a := 0; a < 3; a++ {
		for b := a; b < 3; b++ {
			varI[a][b] = meanOfProduct(I[a], I[b])
		}
	}
	// Per pixel: a = (Sigma + eps U)^-1 cov(I, p), b = mean(p) - a . mean(I),
	// written over cov(I, p) and mean(p), which the pixel no longer needs.
	ca, cb := covIP, meanP
	parallelLines(h, func(y0, y1 int) {
		for i := y0 * w; i < y1*w; i++ {
			solveGuided(i, &meanI, meanP, &covIP, &varI, &ca, cb)
		}
	})
	for c := range ca {
		boxMean(ca[c], radius)
	}
	boxMean(cb, radius)
	parallelLines(h, func(y0, y1 int) {
		for y := y0; y < y1; y++ {
			q := full.pix[(crop.Min.Y+y)*gw+crop.Min.X:]
			for x := 0; x < w; x++ {
				i := y*w + x
				v := ca[0].pix[i]*I[0].pix[i] + ca[1].pix[i]*I[1].pix[i] + ca[2].pix[i]*I[2].pix[i] + cb.pix[i]
				q[x] = min(max((v-refineLow)/(1-2*refineLow), 0), 1)
			}
		}
	})
	return upscale(full, bounds)
}

// rampBounds is the bounding box of the pixels of p strictly between 0
// and 1 or unlike a neighbour: where the coarse mask has an edge.
func rampBounds(p *plane) image.Rectangle {
	r := image.Rectangle{}
	for y := 0; y < p.h; y++ {
		row := p.pix[y*p.w : (y+1)*p.w]
		var below []float32
		if y+1 < p.h {
			below = p.pix[(y+1)*p.w : (y+2)*p.w]
		}
		for x, v := range row {
			if (v > 0 && v < 1) || (x+1 < p.w && row[x+1] != v) || (below != nil && below[x] != v) {
				r = r.Union(image.Rect(x, y, x+2, y+2).Intersect(image.Rect(0, 0, p.w, p.h)))
			}
		}
	}
	return r
}

// solveGuided fits pixel i's linear model: a = (Sigma + eps U)^-1
// cov(I, p), b = mean(p) - a . mean(I).
func solveGuided(i int, meanI *[3]*plane, meanP *plane, covIP *[3]*plane, varI *[3][3]*plane, ca *[3]*plane, cb *plane) {
	m0, m1, m2 := meanI[0].pix[i], meanI[1].pix[i], meanI[2].pix[i]
	mp := meanP.pix[i]
	v0 := covIP[0].pix[i] - m0*mp
	v1 := covIP[1].pix[i] - m1*mp
	v2 := covIP[2].pix[i] - m2*mp
	s00 := varI[0][0].pix[i] - m0*m0 + refineEps
	s01 := varI[0][1].pix[i] - m0*m1
	s02 := varI[0][2].pix[i] - m0*m2
	s11 := varI[1][1].pix[i] - m1*m1 + refineEps
	s12 := varI[1][2].pix[i] - m1*m2
	s22 := varI[2][2].pix[i] - m2*m2 + refineEps
	// Inverse of the symmetric matrix by cofactors.
	c00 := s11*s22 - s12*s12
	c01 := s02*s12 - s01*s22
	c02 := s01*s12 - s02*s11
	c11 := s00*s22 - s02*s02
	c12 := s01*s02 - s00*s12
	c22 := s00*s11 - s01*s01
	det := s00*c00 + s01*c01 + s02*c02
	if det <= 1e-12 {
		ca[0].pix[i], ca[1].pix[i], ca[2].pix[i] = 0, 0, 0
		cb.pix[i] = mp
		return
	}
	inv := 1 / det
	a0 := (c00*v0 + c01*v1 + c02*v2) * inv
	a1 := (c01*v0 + c11*v1 + c12*v2) * inv
	a2 := (c02*v0 + c12*v1 + c22*v2) * inv
	ca[0].pix[i], ca[1].pix[i], ca[2].pix[i] = a0, a1, a2
	cb.pix[i] = mp - a0*m0 - a1*m1 - a2*m2
}

// boxMean is a single box filter of radius r (the guided filter's window
// mean; boxBlur's three passes would widen the window), rows and then
// columns shared among the cores.
func boxMean(p *plane, r int) {
	if r < 1 {
		return
	}
	parallelLines(p.h, func(y0, y1 int) {
		tmp := make([]float32, p.w)
		for y := y0; y < y1; y++ {
			blurLine(p.pix[y*p.w:(y+1)*p.w], 1, p.w, r, tmp)
		}
	})
	parallelLines(p.w, func(x0, x1 int) {
		tmp := make([]float32, columnBlock*p.h)
		for x := x0; x < x1; x += columnBlock {
			blurColumns(p, x, min(x+columnBlock, x1), r, tmp)
		}
	})
}

// parallelLines runs fn over bands of [0,n) on every core.
func parallelLines(n int, fn func(a, b int)) {
	workers := runtime.GOMAXPROCS(0)
	if workers == 1 || n < 64 {
		fn(0, n)
		return
	}
	var wg sync.WaitGroup
	band := (n + workers - 1) / workers
	for a := 0; a < n; a += band {
		wg.Go(func() { fn(a, min(a+band, n)) })
	}
	wg.Wait()
}

// upscalePlane resamples p to w x h (bilinear, as upscale does for alpha).
func upscalePlane(p *plane, w, h int) *plane {
	g := upscale(p, image.Rect(0, 0, w, h))
	o := newPlane(w, h)
	for i, v := range g.Pix {
		o.pix[i] = float32(v) / 255
	}
	return o
}
