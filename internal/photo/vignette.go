package photo

import (
	"math"
	"sync"
	"sync/atomic"
)

// vignette darkens (amount < 0) or lightens (amount > 0) the picture
// towards its corners, as a lens does or a photographer adds: the one
// adjustment whose effect depends on where a pixel is. Distances are
// measured from the canvas centre and scaled so that the corners are at
// 1; the effect is nil up to the start of the transition, rises along a
// smoothstep to half strength at the midpoint, and is whole from its end
// to the corners, where a dark vignette of amount -a leaves (100-a)% of
// each channel and a light one moves each channel a% of the way to white.
// The transition always lies inside [0, 1], so the centre is exactly
// unchanged and the corners get exactly the amount.
type vignette struct {
	amount     float32 // -1..1
	mid, width float64 // transition centre and width, corner distances
	round      float64 // -1 (squarer) .. 1 (a circle); 0 follows the frame
	geom       sync.Mutex
	last       atomic.Pointer[vignetteGeom] // the geometry of the last canvas size
}

// vignetteGeom is a vignette laid out on a w x h canvas. A pixel's
// distance to the power p (p = 2 for an ellipse; higher for squarer
// shapes) is col[x] + row[y], 1 at the corners; weight maps its square
// root (the distance itself for an ellipse, and fine enough steps near
// the centre for p up to 8) to the pixel's weight in 16-bit fixed point
// (0..65536 of the amount), with linear steps in between.
type vignetteGeom struct {
	w, h     int
	col, row []float32
	p        float64
	start    float32 // distance^p below which nothing changes
	weight   []int32 // vignetteSteps+2 entries over distance^(p/2) in 0..1
}

const vignetteSteps = 16384

// newVignette reads the parameters (amount -100..100, midpoint 0..100,
// roundness -100..100, feather 0..100).
func newVignette(amount, midpoint, roundness, feather float64) *vignette {
	// the half-strength point from 0.3 to 0.9 of the way to the corners;
	// the transition around it is at most as wide as the room either side
	mid := 0.3 + 0.6*midpoint/100
	return &vignette{amount: float32(amount / 100), mid: mid, width: vignetteWidth(mid, feather), round: roundness / 100}
}

// vignetteWidth is the width of the transition, in corner distances:
// feather 100 uses all the room the midpoint leaves on its nearer side;
// feather 0 still smooths the edge over 0.002 (a pixel or two).
func vignetteWidth(mid, feather float64) float64 {
	return max(feather/100*2*math.Min(mid, 1-mid), 0.002)
}

// layout returns the geometry for a w x h canvas, computed once per size.
func (v *vignette) layout(w, h int) *vignetteGeom {
	if g := v.last.Load(); g != nil && g.w == w && g.h == h {
		return g // every run of a composite but the first
	}
	v.geom.Lock()
	defer v.geom.Unlock()
	if g := v.last.Load(); g != nil && g.w == w && g.h == h {
		return g
	}
	g := &vignetteGeom{w: w, h: h, p: 2}
	// half-axes: the frame's (an ellipse through the edge midpoints),
	// moved towards a circle of the same area by roundness > 0
	ax, ay := float64(w)/2, float64(h)/2
	if v.round > 0 {
		r := math.Sqrt(ax * ay)
		ax, ay = ax+(r-ax)*v.round, ay+(r-ay)*v.round
	} else {
		g.p = 2 - 6*v.round // up to 8: a rounded rectangle
	}
	// the corner's value, to scale the corners to 1
	corner := math.Pow(float64(w)/2/ax, g.p) + math.Pow(float64(h)/2/ay, g.p)
	// rows and columns the same way, so that a turned canvas gets the
	// same distances, exactly
	terms := func(n int, a float64) []float32 {
		t := make([]float32, n)
		for i := range t {
			t[i] = float32(math.Pow(math.Abs(float64(i)+0.5-float64(n)/2)/a, g.p) / corner)
		}
		return t
	}
	g.col, g.row = terms(w, ax), terms(h, ay)
	e0, e1 := v.mid-v.width/2, v.mid+v.width/2
	g.start = float32(math.Pow(e0, g.p))
	g.weight = make([]int32, vignetteSteps+2)
	for i := range g.weight {
		d := math.Pow(float64(i)/vignetteSteps, 2/g.p)
		var t float64
		switch {
		case d <= e0:
			t = 0
		case d >= e1:
			t = 1
		default:
			t = (d - e0) / (e1 - e0)
			t = t * t * (3 - 2*t)
		}
		g.weight[i] = int32(t*65536 + 0.5)
	}
	v.last.Store(g)
	return g
}

// apply adjusts a run of opaque-or-not RGBA pixels in place: the pixels
// of canvas row y from column x0, on a w x h canvas.
func (v *vignette) apply(run []uint16, x0, y, w, h int) {
	g := v.layout(w, h)
	ry := g.row[y]
	amount := int32(math.Abs(float64(v.amount))*65536 + 0.5)
	light := v.amount > 0
	n := len(run) / 4
	col := g.col[x0 : x0+n]
	for i, cx := range col {
		s := cx + ry
		if s <= g.start {
			continue // inside the untouched middle: exactly as it was
		}
		f := float32(math.Sqrt(float64(min(s, 1)))) * vignetteSteps
		k := int32(f)
		frac := int32((f - float32(k)) * 65536)
		wt := g.weight[k] + int32((int64(g.weight[k+1]-g.weight[k])*int64(frac)+32768)>>16)
		wt = int32((int64(wt)*int64(amount) + 32768) >> 16) // 0..65536: how far to go
		p := run[4*i : 4*i+3 : 4*i+3]
		if light {
			for c := range p {
				v := int32(p[c])
				p[c] = uint16(v + int32((int64(65535-v)*int64(wt)+32768)>>16))
			}
			continue
		}
		keep := int64(65536 - wt)
		for c := range p {
			p[c] = uint16((int64(p[c])*keep + 32768) >> 16)
		}
	}
}
