package segment

import (
	"context"
	"fmt"
	"image"
	"math"
	"slices"
)

// skyWorkSide is the longest side the sky grower works at: enough to follow
// a horizon and the gaps between grass stalks, small enough to be instant.
const skyWorkSide = 400

// Sky tolerances, in CIE Lab units per work pixel (1 unit ~ a just
// noticeable difference). A sky changes colour slowly; the horizon, a
// roofline or a tree is a step of 10 or more.
const (
	skySeedRows   = 0.12 // seeds come from the top 12% of rows
	skyStepMax    = 3.0  // max colour step between neighbours while growing
	skyGradFloor  = 2.0  // gradient limit never drops below this...
	skyGradFactor = 4.0  // ...and is otherwise this many times the seeds' median gradient
	skyFeather    = 1    // soft edge radius in work pixels, before refinement
	// skyHueDrift bounds how far the chroma (a*, b*) of a grown pixel may
	// drift from the seed it grew from. Skies vary a lot in brightness
	// (cloud shading, the glow near the horizon) but little in hue, while
	// the sea under a hazy horizon is the same brightness and a much
	// deeper blue.
	skyHueDrift = 12.0
)

// skyLike says whether a colour can be sky at all: blue or neutral (clear,
// overcast and storm skies) but not dark, or a pale warm haze when it is
// bright; never foliage green. It is a veto, not a detector: the region
// must still be smooth and connected to the top.
func skyLike(L, a, b float32) bool {
	switch {
	case a < -12: // foliage
		return false
	case b <= 8:
		// Storm clouds are dark but distinctly blue; a dark neutral
		// (asphalt, shadow) is not sky.
		return L > 30 || (L > 18 && b < -12)
	default:
		// Pale warm haze only: a saturated orange is as likely a blurred
		// flower bed as a sunset, and a wrong sky is worse than none.
		return L > 60 && a*a+b*b < 30*30
	}
}

// segmentSky grows the sky from smooth, sky-coloured seeds along the top of
// the picture. Growth follows small colour steps and stops at edges
// (gradient), so it flows around grass stalks and branches but not across
// a horizon; pixels that are not sky-coloured are never taken, so a grey
// road under a grey sky stays out unless the two touch without an edge.
// Only regions connected to the top survive, which is the position prior.
func segmentSky(ctx context.Context, img image.Image) (Mask, error) {
	guide := shrink(img, refineSide)
	s := newSkyGrower(shrink(guide, skyWorkSide))
	if err := ctx.Err(); err != nil {
		return Mask{}, err
	}
	seeds := s.seeds()
	// A handful of sky-coloured pixels is noise, not a sky.
	if len(seeds) < s.w*max(2, int(math.Ceil(float64(s.h)*skySeedRows)))/20 {
		return Mask{}, fmt.Errorf("sky: no smooth sky-coloured region along the top of the image: %w", ErrNoRegion)
	}
	s.grow(seeds)
	s.fillBelowColumns(seeds)
	fillHoles(s.in, s.w, s.h)
	s.reclaimRim()

	n := 0
	for _, v := range s.in {
		if v {
			n++
		}
	}
	if n < s.w*s.h/100 {
		return Mask{}, fmt.Errorf("sky: the sky-like region at the top is too small: %w", ErrNoRegion)
	}
	alpha := softMaskRefined(s.in, s.w, s.h, skyFeather, guide, img.Bounds())
	bbox := alphaBBox(alpha)
	if bbox.Empty() {
		return Mask{}, fmt.Errorf("sky: %w", ErrNoRegion)
	}
	return Mask{Alpha: alpha, BBox: bbox, Method: MethodSkyGrow}, nil
}

// skyGrower holds the work-size planes and the growing region.
type skyGrower struct {
	w, h             int
	L, A, B          *plane // blurred Lab: colour steps without JPEG noise
	rawL, rawA, rawB *plane // unblurred Lab: for the thin rim along edges
	grad             *plane
	gradMax          float32
	in               []bool
}

func newSkyGrower(work *image.RGBA) *skyGrower {
	L, A, B := labPlanes(work)
	s := &skyGrower{w: L.w, h: L.h, rawL: L.clone(), rawA: A.clone(), rawB: B.clone(), L: L, A: A, B: B}
	// Edges are measured on the unblurred image (Sobel already smooths a
	// little) so they stay thin and the mask reaches the horizon; colour
	// steps are compared on a blurred copy, where grain is gone.
	s.grad = gradientLab(L, A, B)
	for _, p := range []*plane{L, A, B} {
		boxBlur(p, 1)
	}
	s.in = make([]bool, s.w*s.h)
	return s
}

func (s *skyGrower) skyLikeAt(i int) bool { return skyLike(s.L.pix[i], s.A.pix[i], s.B.pix[i]) }

// seeds are smooth, sky-coloured pixels in the top rows. They also set the
// edge threshold: a multiple of their median gradient, so a grainy or
// cloud-textured sky gets a proportionally more tolerant grower.
func (s *skyGrower) seeds() []int {
	rows := max(2, int(math.Ceil(float64(s.h)*skySeedRows)))
	var seeds []int
	var grads []float32
	for i := 0; i < rows*s.w; i++ {
		if s.skyLikeAt(i) && s.grad.pix[i] < 4*skyGradFloor {
			seeds = append(seeds, i)
			grads = append(grads, s.grad.pix[i])
		}
	}
	if len(grads) > 0 {
		slices.Sort(grads)
		s.gradMax = max(skyGradFloor, skyGradFactor*grads[len(grads)/2])
	}
	return seeds
}

// grow floods from the seeds (breadth first) across small colour steps,
// below the edge threshold, keeping the hue near the seed it came from.
func (s *skyGrower) grow(seeds []int) {
	origin := make([]int32, s.w*s.h) // the seed each pixel grew from
	queue := make([]int, 0, len(seeds))
	for _, i := range seeds {
		if s.grad.pix[i] < s.gradMax {
			s.in[i] = true
			origin[i] = int32(i)
			queue = append(queue, i)
		}
	}
	L, A, B := s.L.pix, s.A.pix, s.B.pix
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		eachNeighbour(i, s.w, s.h, func(j int) {
			if s.in[j] || s.grad.pix[j] >= s.gradMax || !s.skyLikeAt(j) {
				return
			}
			dl, da, db := L[j]-L[i], A[j]-A[i], B[j]-B[i]
			if dl*dl+da*da+db*db >= skyStepMax*skyStepMax {
				return
			}
			o := origin[i]
			da, db = A[j]-A[o], B[j]-B[o]
			if da*da+db*db < skyHueDrift*skyHueDrift {
				s.in[j] = true
				origin[j] = origin[i]
				queue = append(queue, j)
			}
		})
	}
}

// fillBelowColumns is the position prior: the sky lies above the horizon.
// In each column, sky-coloured pixels above the lowest sky pixel reached are
// sky too, unless strongly textured; this takes in cloud banks whose edges
// stopped the growth (storm skies) without crossing the horizon. Hue is
// checked against the median seed colour, so warm grass stalks in front of
// a blue sky stay out.
func (s *skyGrower) fillBelowColumns(seeds []int) {
	seedA, seedB := medianAt(s.A, seeds), medianAt(s.B, seeds)
	for x := 0; x < s.w; x++ {
		low := -1
		for y := s.h - 1; y >= 0; y-- {
			if s.in[y*s.w+x] {
				low = y
				break
			}
		}
		for y := 0; y < low; y++ {
			i := y*s.w + x
			da, db := s.A.pix[i]-seedA, s.B.pix[i]-seedB
			if !s.in[i] && s.grad.pix[i] < 3*s.gradMax && s.skyLikeAt(i) && da*da+db*db < 4*skyHueDrift*skyHueDrift {
				s.in[i] = true
			}
		}
	}
}

// reclaimRim takes back the unclaimed rim, a few pixels wide, that the blur
// and the gradient test leave along every edge the sky touches: pixels that
// are sky-coloured and, unblurred, close to the sky pixel next to them.
func (s *skyGrower) reclaimRim() {
	L, A, B := s.rawL.pix, s.rawA.pix, s.rawB.pix
	for pass := 0; pass < 4; pass++ {
		var add []int
		for i := range s.in {
			if s.in[i] || !skyLike(L[i], A[i], B[i]) {
				continue
			}
			near := false
			eachNeighbour(i, s.w, s.h, func(j int) {
				dl, da, db := L[i]-L[j], A[i]-A[j], B[i]-B[j]
				near = near || (s.in[j] && dl*dl+da*da+db*db < 4*skyStepMax*skyStepMax)
			})
			if near {
				add = append(add, i)
			}
		}
		for _, i := range add {
			s.in[i] = true
		}
	}
}

// gradientLab is the Sobel gradient magnitude of the Lab image, per pixel
// (divided by 8 so it reads as Lab units per pixel), taking the strongest
// channel so a hue edge with no brightness change still counts.
func gradientLab(L, A, B *plane) *plane {
	w, h := L.w, L.h
	g := newPlane(w, h)
	for y := 0; y < h; y++ {
		y0, y1 := max(y-1, 0), min(y+1, h-1)
		for x := 0; x < w; x++ {
			x0, x1 := max(x-1, 0), min(x+1, w-1)
			var best float32
			for _, p := range [3]*plane{L, A, B} {
				gx := (p.at(x1, y0) + 2*p.at(x1, y) + p.at(x1, y1)) - (p.at(x0, y0) + 2*p.at(x0, y) + p.at(x0, y1))
				gy := (p.at(x0, y1) + 2*p.at(x, y1) + p.at(x1, y1)) - (p.at(x0, y0) + 2*p.at(x, y0) + p.at(x1, y0))
				best = max(best, float32(math.Sqrt(float64(gx*gx+gy*gy)))/8)
			}
			g.pix[y*w+x] = best
		}
	}
	return g
}

// medianAt is the median of p over the given indices.
func medianAt(p *plane, idx []int) float32 {
	v := make([]float32, len(idx))
	for k, i := range idx {
		v[k] = p.pix[i]
	}
	slices.Sort(v)
	return v[len(v)/2]
}
