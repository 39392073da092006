package segment

import (
	"image"
	"slices"
)

// focusCue tells in-focus from out-of-focus parts of a picture at the
// work size, for the model's seed (model.go): in a photo with a shallow
// depth of field the photographer focused on the subject, so a region
// the model finds salient whose edges are all soft is a blurred
// foreground or background object (bright leaves blurred in front of a
// sharp one), not the subject. It measures edges as sharpness.go does
// (the gradient ratio of Zhuo and Sim, on the refine-size copy), and
// keeps the soft edges too, as evidence of blur: a smooth area (a wall,
// a sky) has neither and says nothing.
type focusCue struct {
	w, h        int
	sharp, soft []float32 // edge energy per work pixel: sharp edges, soft (blurred) edges
	inFocus     []float32 // sharp-edge energy smoothed over 1/40 of the picture, relative to its 99th percentile
}

// softMinStep is the weakest step (L* per pixel at the refine size) that
// counts as a soft edge: a blurred edge spreads its height over many
// pixels, far below sharpMinStep.
const softMinStep = 1.0

func newFocusCue(guide *image.RGBA, w, h int) *focusCue {
	L := lightnessPlane(guide)
	gw, gh := L.w, L.h
	blurred := L.clone()
	boxBlur(blurred, 1)
	sharp, soft := newPlane(gw, gh), newPlane(gw, gh)
	parallelLines(gh, func(y0, y1 int) {
		for y := max(y0, 1); y < min(y1, gh-1); y++ {
			for x := 1; x < gw-1; x++ {
				i := y*gw + x
				g := gradAt(L, i)
				if g < softMinStep {
					continue
				}
				k := sharpShare(g, gradAt(blurred, i))
				if g >= sharpMinStep {
					sharp.pix[i] = g * k
				}
				soft.pix[i] = g * (1 - k)
			}
		}
	})
	f := &focusCue{w: w, h: h, sharp: blockSums(sharp, w, h), soft: blockSums(soft, w, h)}
	boxBlur(sharp, max(2, max(gw, gh)/40))
	f.inFocus = blockSums(sharp, w, h)
	p99 := percentile(f.inFocus, 0.99)
	for i, v := range f.inFocus {
		f.inFocus[i] = v / (p99 + 1e-6)
	}
	return f
}

// blockSums sums p over the blocks of a w x h grid.
func blockSums(p *plane, w, h int) []float32 {
	out := make([]float32, w*h)
	for y := 0; y < h; y++ {
		y0, y1 := y*p.h/h, max((y+1)*p.h/h, y*p.h/h+1)
		for x := 0; x < w; x++ {
			x0, x1 := x*p.w/w, max((x+1)*p.w/w, x*p.w/w+1)
			var s float32
			for yy := y0; yy < y1; yy++ {
				for _, v := range p.pix[yy*p.w+x0 : yy*p.w+x1] {
					s += v
				}
			}
			out[y*w+x] = s
		}
	}
	return out
}

func percentile(v []float32, q float64) float32 {
	s := slices.Clone(v)
	slices.Sort(s)
	return s[int(q*float64(len(s)-1))]
}

// edgeShare is, over region (grown by 1/80 of the picture so that its
// outline counts), the share of the edge energy that is sharp, and the
// edge energy per pixel.
func (f *focusCue) edgeShare(region []bool) (sharpShare, density float64) {
	grown := slices.Clone(region)
	morph(grown, f.w, f.h, max(1, max(f.w, f.h)/80), true)
	var s, b float64
	n := 0
	for i, on := range grown {
		if on {
			s += float64(f.sharp[i])
			b += float64(f.soft[i])
			n++
		}
	}
	if s+b == 0 {
		return 0, 0
	}
	return s / (s + b), (s + b) / float64(n)
}

const (
	focusOn        = 0.3  // inFocus at or above which a pixel is in focus
	focusSplit     = 0.25 // most sharp share of the edges outside the focus for a photo to count as split
	focusBlurred   = 0.15 // most sharp share of a region's edges for it to count as out of focus
	focusFar       = 0.05 // most mean inFocus of a region far from any sharp edge
	focusMinEdges  = 1.0  // least edge energy per pixel for a region's share to say anything
	focusMinRegion = 1000 // regions under 1/focusMinRegion of the picture are specks
)

// focusSeed applies the focus cue to the model's seed.
type focusSeed struct{ *focusCue }

// split reports whether the photo has a clear sharp/blurred split: an
// in-focus region, and outside it edges that are mostly soft. An
// all-sharp photo (a room, a street) and one whose background is smooth
// rather than blurred (a sky, a wall) are not split: there focus says
// nothing about which object is the subject.
func (f focusSeed) split() bool {
	outside := make([]bool, len(f.inFocus))
	n := 0
	for i, v := range f.inFocus {
		outside[i] = v < focusOn
		if !outside[i] {
			n++
		}
	}
	if n == 0 || n > len(outside)/2 {
		return false
	}
	share, density := f.edgeShare(outside)
	return density >= focusMinEdges && share < focusSplit
}

// outOfFocus reports whether a region has edges and they are out of
// focus: mostly soft, or far from any sharp ones (the in-focus measure,
// smoothed over 1/40 of the picture, low all over it; a blurred blob
// next to a sharp subject picks up a few of the subject's sharp edges
// when grown: on the labelled set the brightest blurred blob beside the
// dandelion has a sharp share of 0.20, its in-focus mean 0.026, the
// subjects' means 0.105 to 1.469). A smooth region (too few edges to
// tell) is not out of focus.
func (f focusSeed) outOfFocus(region []bool) bool {
	share, density := f.edgeShare(region)
	if density < focusMinEdges {
		return false
	}
	var sum float64
	n := 0
	for i, on := range region {
		if on {
			sum += float64(f.inFocus[i])
			n++
		}
	}
	return share < focusBlurred || sum < focusFar*float64(n)
}

// anyInFocus reports whether some region of on (specks aside) is not out
// of focus: its edges are not mostly soft, or it has too few edges to
// tell (a smooth object is not a blurred one). No region: false.
func (f focusSeed) anyInFocus(on []bool) bool {
	labels, sizes := components(on, f.w, f.h)
	for id := 1; id < len(sizes); id++ {
		if sizes[id]*focusMinRegion < f.w*f.h {
			continue
		}
		region := make([]bool, len(on))
		for i, l := range labels {
			region[i] = int(l) == id
		}
		if !f.outOfFocus(region) {
			return true
		}
	}
	return false
}

// region is the in-focus part of roi, less the blurred areas the model
// picked, where the model's map is highest:
// the in-focus area closed and filled as the saliency seed is, its
// components weighed by the map's mass over them (plus a little for the
// area, so that where the map is flat the larger wins), the best kept
// with every one at least keepComponent times as heavy.
func (f focusSeed) region(prob []float32, roi image.Rectangle, blurred []bool) []bool {
	w, h := f.w, f.h
	on := make([]bool, w*h)
	for y := roi.Min.Y; y < roi.Max.Y; y++ {
		for x := roi.Min.X; x < roi.Max.X; x++ {
			on[y*w+x] = f.inFocus[y*w+x] >= focusOn
		}
	}
	r := max(2, max(w, h)/64)
	morph(on, w, h, r, true)
	morph(on, w, h, r, false)
	fillHoles(on, w, h)
	for i, b := range blurred {
		// the in-focus measure is smoothed: it reaches into the blurred
		// pick beside a sharp subject, whose high map must not count
		on[i] = on[i] && !b
	}
	labels, sizes := components(on, w, h)
	mass := make([]float64, len(sizes))
	for i, l := range labels {
		if l != 0 {
			mass[l] += float64(prob[i]) + 0.05
		}
	}
	best := slices.Max(mass)
	var peak float32
	for i, l := range labels {
		on[i] = l != 0 && sizes[l]*focusMinRegion >= w*h && mass[l] >= keepComponent*best
		if on[i] {
			peak = max(peak, prob[i])
		}
	}
	if peak < modelUnsure {
		// the map is flat here: the focus alone says where the subject is
		return on
	}
	// the in-focus area often holds what the subject stands on (a trunk,
	// a stem) and the map, weak as it is there, tells them apart: its
	// upper half is the likely subject
	for i, v := range prob {
		on[i] = on[i] && v >= peak/2
	}
	return on
}
