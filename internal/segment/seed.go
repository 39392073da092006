package segment

import "image"

// saliencyPriors turns the saliency mask into the cut's seed when no
// face says where the subject is: its core (the mask eroded) is very
// likely subject, the rest of it likely, the ring around it likely
// background by how salient it is, and whatever lies farther than an
// eighth of the picture from it certainly background, so the cut cannot
// wander to the other side of the photo.
func saliencyPriors(w, h int, on []bool, sal *plane, t float32, prior []float32, seed []uint8) {
	core := append([]bool(nil), on...)
	morph(core, w, h, max(2, max(w, h)/40), false)
	reach := append([]bool(nil), on...)
	morph(reach, w, h, max(2, max(w, h)/4), true)
	for i := range on {
		switch {
		case core[i]:
			prior[i], seed[i] = 0.92, seedProbFG
		case on[i]:
			prior[i], seed[i] = 0.75, seedProbFG
		case reach[i]:
			prior[i], seed[i] = 0.15+0.3*min(sal.pix[i]/max(t, 1e-3), 1), seedProbBG
		default:
			prior[i], seed[i] = 0, seedBG
		}
	}
}

// disc calls fn for the cells of a w x h grid within r of c.
func disc(w, h int, c image.Point, r int, fn func(i int)) {
	for y := max(0, c.Y-r); y <= min(h-1, c.Y+r); y++ {
		for x := max(0, c.X-r); x <= min(w-1, c.X+r); x++ {
			if (x-c.X)*(x-c.X)+(y-c.Y)*(y-c.Y) <= r*r {
				fn(y*w + x)
			}
		}
	}
}

// keepSeeded keeps the parts of the cut that hold a certain or very
// likely subject cell (a face core, a click, the saliency core): a patch
// of background that happens to share the subject's colours is dropped.
// With onlyCertain (the caller clicked) only parts holding a certain cell
// count. With no such part it keeps the largest. It returns the cells
// kept.
func keepSeeded(fg []bool, w, h int, seed []uint8, prior []float32, onlyCertain bool) int {
	labels, sizes := components(fg, w, h)
	keep := make([]bool, len(sizes))
	any := false
	for i, l := range labels {
		if l != 0 && (seed[i] == seedFG || !onlyCertain && prior[i] >= 0.9) {
			keep[l], any = true, true
		}
	}
	if !any {
		largest := 0
		for id, s := range sizes {
			if id != 0 && s > sizes[largest] {
				largest = id
			}
		}
		keep[largest] = largest != 0
	}
	n := 0
	for i, l := range labels {
		fg[i] = keep[l]
		if fg[i] {
			n++
		}
	}
	return n
}

// fillSmallHoles fills the enclosed background holes of at most maxArea
// cells (specks inside a subject), keeping larger ones (the gap between
// an arm and the body).
func fillSmallHoles(fg []bool, w, h int, maxArea int) {
	bg := make([]bool, len(fg))
	for i, v := range fg {
		bg[i] = !v
	}
	labels, sizes := components(bg, w, h)
	border := make([]bool, len(sizes))
	for x := 0; x < w; x++ {
		border[labels[x]], border[labels[(h-1)*w+x]] = true, true
	}
	for y := 0; y < h; y++ {
		border[labels[y*w]], border[labels[y*w+w-1]] = true, true
	}
	for i, l := range labels {
		if l != 0 && !border[l] && sizes[l] <= maxArea {
			fg[i] = true
		}
	}
}
