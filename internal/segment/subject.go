package segment

import (
	"context"
	"fmt"
	"image"
	"math"
	"sync"
)

// grabCutSide is the longest side of the copy the subject is decided on:
// enough for hair and fingers to survive, small enough that the cut takes
// tens of milliseconds; refineSide then gives the edge its detail.
// coarseSide is the second, coarser copy the subject op also tries: the
// seed's blobs merge and split differently there. subjectFaceSide is
// where faces are looked for: a face 1/16 of the picture is 20 px there,
// the cascade's window, and the search costs a quarter of
// selection.face's.
const (
	grabCutSide     = 320
	coarseSide      = 200
	subjectFaceSide = 320
	subjectBodySide = 640
)

const (
	borderClusters  = 6    // colour clusters fitted to the image border
	minClusterShare = 0.08 // clusters with less of the border are the subject poking out, not background
	centreSigma     = 0.45 // centre prior, in image widths/heights
	subjectFeather  = 1    // soft edge radius in work pixels, before refinement
	keepComponent   = 0.25 // keep components at least this share of the largest
)

// segmentSubject decides the subject on a copy grabCutSide pixels wide
// and on one coarseSide wide, and keeps the cut whose colours separate
// best:
//
//   - seed: with faces (found at subjectFaceSide, at least 1/16 of the
//     picture wide), every person's head, neck and body as priors around
//     a certain face core (person.go); without a face, the saliency mask
//     (saliencySeed) as probable subject, its core surer, and what lies
//     far from it as certain background, once with each focus cue (the
//     Laplacian energy, and the sharp edges of sharpness.go), and the
//     people the full-body cascade finds (guideBodies) added to it, each
//     body's core certain (addBodies). A box prompt makes everything
//     outside the box background; clicks are certain subject.
//   - cut: GrabCut (grabcut.go) fits colour models to the seed and cuts
//     the pixel graph where the picture's own edges are, a few times;
//   - clean: the parts connected to the seed's core are kept, small
//     enclosed holes filled;
//   - choose: a seed on the wrong object (a blurred bright flower, a lit
//     patch of sky) makes a cut whose subject and background share
//     colours; the right object's colours stand apart. Of the two or four
//     cuts, the one whose pixels are best explained by their own side's
//     colour model (separation) is kept. Clicks or a box say where the
//     subject is: then only the grabCutSide seeds are cut;
//   - edge: the guided filter at refineSide snaps the edge to the photo
//     (refine.go), and the mask is scaled to the photo's size.
func segmentSubject(ctx context.Context, img image.Image, req Request) (Mask, error) {
	return newSubjectInput(ctx, img, req).subject()
}

// subject is segmentSubject on a picture's prepared input.
func (in *subjectInput) subject() (Mask, error) {
	ctx, req := in.ctx, in.req
	if in.prob != nil {
		// the learned map is better than any of the hand-made seeds on
		// every kind of photo (model.go): one cut, on it, unless it finds
		// nothing likely (in the box, under the clicks), when the
		// hand-made seeds are tried as without the model
		c, err := in.seed(seedSpec{side: grabCutSide, model: true})
		if err != nil {
			return Mask{}, err
		}
		if c.modelled {
			fg, err := c.decide(ctx)
			if err != nil {
				return Mask{}, err
			}
			return c.finish(fg, false)
		}
	}
	sides := []int{grabCutSide, coarseSide}
	if len(req.Points) > 0 || !req.Box.Empty() {
		// the caller said where the subject is: the coarse copy, there to
		// merge or split the seed's blobs, would only blur a small prompt
		sides = sides[:1]
	}
	var seeds []seedSpec
	for _, side := range sides {
		if len(in.people.faces) > 0 {
			seeds = append(seeds, seedSpec{side: side})
		} else {
			seeds = append(seeds, seedSpec{side: side}, seedSpec{side: side, sharp: true})
		}
	}
	type result struct {
		c     *cutSetup
		fg    []bool
		score float64
		err   error
	}
	results := make([]result, len(seeds))
	var wg sync.WaitGroup
	for k, sp := range seeds {
		wg.Go(func() {
			r := &results[k]
			if r.c, r.err = in.seed(sp); r.err != nil {
				return
			}
			if r.fg, r.err = r.c.decide(ctx); r.err == nil {
				r.score = separation(rgbPlanes(r.c.work), r.fg)
			}
		})
	}
	wg.Wait()
	best := -1
	for k, r := range results {
		if r.err == nil && (best < 0 || r.score > results[best].score) {
			best = k
		}
	}
	if best < 0 {
		return Mask{}, results[0].err
	}
	return results[best].c.finish(results[best].fg, false)
}

// separation is how well a cut's colour models explain its pixels: the
// mean, over the pixels, of the log-likelihood of the pixel's colour under
// its own side's mixture less that under the other side's (each clamped
// to +-10, so a few outliers do not decide), with the mixtures fitted to
// the cut. It is what GrabCut's data term rewards, measured on the
// result.
func separation(pix []float32, fg []bool) float64 {
	fgModel := fitGMM(pix, func(i int) bool { return fg[i] }, gmmComponents)
	bgModel := fitGMM(pix, func(i int) bool { return !fg[i] }, gmmComponents)
	if len(fgModel) == 0 || len(bgModel) == 0 {
		return math.Inf(-1)
	}
	var sum float64
	for i, f := range fg {
		z := [3]float64{float64(pix[3*i]), float64(pix[3*i+1]), float64(pix[3*i+2])}
		_, lf := fgModel.logLike(z)
		_, lb := bgModel.logLike(z)
		d := lf - lb
		if !f {
			d = -d
		}
		sum += min(max(d, -10), 10)
	}
	return sum / float64(len(fg))
}

// cutSetup is a seeded cut on the work copy of a picture.
type cutSetup struct {
	bounds      image.Rectangle // the picture's
	guide, work *image.RGBA
	w, h        int
	prior       []float32
	seed        []uint8
	method      string
	sure        []bool // where the model is sure of the subject (model.go); nil without it
	clicked     bool
	modelled    bool   // seeded by the salient-object model's map
	unsure      []bool // left out of GrabCut's first colour models (model.go); nil for none
}

// subjectInput is what every seed of a picture shares: the copy at
// refineSide, the subject faces found on it, the sharp-edge energy (made
// on first use) and the request's prompts.
type subjectInput struct {
	ctx       context.Context
	bounds    image.Rectangle
	guide     *image.RGBA
	people    people    // in guide pixels
	prob      []float32 // the salient-object model's map; nil without the model
	req       Request
	sharpOnce sync.Once
	sharp     *plane
	sides     map[int]*sideWork // the copies the seeds share, by side
}

// sideWork is a work copy and its saliency cues, made once for the seeds
// of that size.
type sideWork struct {
	workOnce, cuesOnce sync.Once
	work               *image.RGBA
	cues               *saliencyCues
}

// seedSpec is one seed to try: the work copy's longest side, and which
// focus cue the saliency uses (sharp edges, or the Laplacian energy).
type seedSpec struct {
	side  int
	sharp bool
	model bool // the salient-object model's map (model.go), when it finds something
}

func newSubjectInput(ctx context.Context, img image.Image, req Request) *subjectInput {
	guide := shrink(img, refineSide)
	in := &subjectInput{ctx: ctx, bounds: img.Bounds(), guide: guide, req: req,
		sides: map[int]*sideWork{grabCutSide: {}, coarseSide: {}}}
	var wg sync.WaitGroup
	wg.Go(func() { in.prob = modelMap(ctx, guide) })
	in.people.faces = guideFaces(ctx, guide, in.work(subjectFaceSide))
	if len(in.people.faces) == 0 {
		in.people.bodies = guideBodies(ctx, guide)
	}
	wg.Wait()
	return in
}

// work is the guide shrunk to side, made once for the seeds of that size
// (and the face search, at grabCutSide too).
func (in *subjectInput) work(side int) *image.RGBA {
	sw := in.sides[side]
	if sw == nil {
		return shrink(in.guide, side)
	}
	sw.workOnce.Do(func() { sw.work = shrink(in.guide, side) })
	return sw.work
}

// subjectSeed builds the subject's seed at grabCutSide, from the model
// when it is installed, else with the Laplacian focus cue: what the
// background op refines (segmentSubject tries more).
func subjectSeed(ctx context.Context, img image.Image, req Request) (*cutSetup, error) {
	in := newSubjectInput(ctx, img, req)
	return in.seed(seedSpec{side: grabCutSide, model: in.prob != nil})
}

// seed builds one seed (see segmentSubject) on a copy sp.side wide.
func (in *subjectInput) seed(sp seedSpec) (*cutSetup, error) {
	b, guide := in.bounds, in.guide
	sw := in.sides[sp.side]
	if sw == nil {
		sw = &sideWork{}
	}
	work := in.work(sp.side)
	w, h := work.Bounds().Dx(), work.Bounds().Dy()
	sx, sy := float64(w)/float64(b.Dx()), float64(h)/float64(b.Dy())

	// A box prompt limits the subject to the box.
	roi := image.Rect(0, 0, w, h)
	if box := in.req.Box; !box.Empty() {
		r := box.Intersect(b) // not empty: checkRequest
		roi = image.Rect(int(float64(r.Min.X-b.Min.X)*sx), int(float64(r.Min.Y-b.Min.Y)*sy),
			int(math.Ceil(float64(r.Max.X-b.Min.X)*sx)), int(math.Ceil(float64(r.Max.Y-b.Min.Y)*sy))).Intersect(roi)
		if roi.Dx() < 2 || roi.Dy() < 2 {
			return nil, fmt.Errorf("subject: box %v is too small", box)
		}
	}
	var clicks []image.Point
	for _, p := range in.req.Points {
		clicks = append(clicks, image.Pt(min(int(float64(p.X-b.Min.X)*sx), w-1), min(int(float64(p.Y-b.Min.Y)*sy), h-1)))
	}
	c := &cutSetup{bounds: b, guide: guide, work: work, w: w, h: h,
		prior: make([]float32, w*h), seed: make([]uint8, w*h), method: MethodSaliencyGrabCut, clicked: len(clicks) > 0}
	ppl := in.people.scaled(guide.Bounds().Dx(), guide.Bounds().Dy(), w, h, roi)
	if len(clicks) > 0 {
		// the clicks say which object is the subject; a body box, unlike
		// a face, is too unsure to add people the caller did not click
		ppl.bodies = nil
	}
	if sp.model && c.modelSeed(in.prob, ppl, roi, clicks) {
		// the model's map seeds the cut (model.go)
	} else if len(ppl.faces) > 0 {
		for i := range c.prior {
			c.prior[i], c.seed[i] = priorOther, seedProbBG
		}
		personPriors(w, h, ppl, c.prior, c.seed)
		c.method = MethodPersonGrabCut
	} else {
		var sharp *plane
		if sp.sharp {
			in.sharpOnce.Do(func() { in.sharp = sharpEdgeEnergy(guide) })
			sharp = in.sharp
		}
		sw.cuesOnce.Do(func() { sw.cues = newSaliencyCues(work, roi) })
		on, sal, t, err := saliencySeed(sw.cues, roi, clicks, sharp)
		switch {
		case err == nil:
			saliencyPriors(w, h, on, sal, t, c.prior, c.seed)
		case len(ppl.bodies) == 0:
			return nil, err
		default: // nothing stands out but the people
			on, sal = make([]bool, w*h), newPlane(w, h)
		}
		if len(ppl.bodies) > 0 {
			// people found by their bodies join what stands out (model.go)
			c.addBodies(ppl.bodies, on, sal.pix)
			c.method = MethodPersonGrabCut
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if !image.Pt(x, y).In(roi) {
				c.seed[y*w+x], c.prior[y*w+x] = seedBG, 0
			}
		}
	}
	for _, p := range clicks {
		disc(w, h, p, max(2, max(w, h)/80), func(i int) { c.seed[i], c.prior[i] = seedFG, 1 })
	}
	return c, in.ctx.Err()
}

// cut runs GrabCut on the seed, keeps the seeded parts, fills small holes
// and refines the edge at refineSide; invert returns what is left out
// (the background) instead.
func (c *cutSetup) cut(ctx context.Context, invert bool) (Mask, error) {
	fg, err := c.decide(ctx)
	if err != nil {
		return Mask{}, err
	}
	return c.finish(fg, invert)
}

// decide runs GrabCut on the seed, keeps the seeded parts and fills small
// holes: the subject at the work size.
func (c *cutSetup) decide(ctx context.Context) ([]bool, error) {
	w, h := c.w, c.h
	fg, err := grabCut(ctx, rgbPlanes(c.work), w, h, c.seed, c.prior, c.unsure)
	if err != nil {
		return nil, err
	}
	for i, s := range c.sure {
		// where the model is sure, a thin part whose colours the
		// blurred background shares (a seed on its stalk) stays
		fg[i] = fg[i] || s
	}
	n := keepSeeded(fg, w, h, c.seed, c.prior, c.clicked)
	if n < w*h/400 {
		// the colours could not tell the seed from its surroundings (a
		// smooth gradient): the seed itself is the best answer there is
		for i, s := range c.seed {
			fg[i] = s >= seedProbFG
		}
		if n = keepSeeded(fg, w, h, c.seed, c.prior, c.clicked); n < w*h/400 {
			return nil, fmt.Errorf("subject: no salient region stands out: %w", ErrNoRegion)
		}
	}
	fillSmallHoles(fg, w, h, n/50)
	return fg, nil
}

// finish refines the edge of a decided subject at refineSide and scales
// it to the picture; invert returns the rest (the background) instead.
func (c *cutSetup) finish(fg []bool, invert bool) (Mask, error) {
	if invert {
		for i := range fg {
			fg[i] = !fg[i]
		}
	}
	alpha := softMaskRefined(fg, c.w, c.h, subjectFeather, c.guide, c.bounds)
	bbox := alphaBBox(alpha)
	if bbox.Empty() {
		return Mask{}, fmt.Errorf("subject: %w", ErrNoRegion)
	}
	return Mask{Alpha: alpha, BBox: bbox, Method: c.method}, nil
}

// guideFaces finds the faces that make a picture a portrait or a group
// photo (subjectFaces), in guide pixels, searching small, the guide
// shrunk to subjectFaceSide (every cascade reads its luma). Without a
// cascade (opencv-data not installed) it finds none and the subject falls
// back to saliency.
func guideFaces(ctx context.Context, guide, small *image.RGBA) []image.Rectangle {
	g, b := lumaOf(small), guide.Bounds()
	found, err := detectFacesOn(ctx, g, b)
	if err != nil {
		return nil
	}
	if len(found) == 0 {
		// the profile cascade is looser than the frontal one: a profile
		// must look like skin, unless the photo has no colour to tell
		profiles, _ := detectWithOn(ctx, profileCandidates, g, b, true, 0)
		for _, f := range profiles {
			if skinLike(guide, f) {
				found = append(found, f)
			}
		}
	}
	if len(found) == 0 {
		found, _ = detectWithOn(ctx, catCandidates, g, b, false, 0)
	}
	return subjectFaces(found, guide.Bounds().Dx(), guide.Bounds().Dy())
}

// bodyCandidates are the full-body cascades of opencv-data (pedestrians,
// a 14x28 window with tilted features).
var bodyCandidates = []string{
	"/usr/share/opencv4/haarcascades/haarcascade_fullbody.xml",
	"/usr/share/opencv/haarcascades/haarcascade_fullbody.xml",
}

// guideBodies finds the whole people of a picture whose faces the
// cascades did not find (seen from behind, in profile, small, in
// action), in guide pixels: the full-body cascade over the guide shrunk
// to subjectBodySide (a person a tenth of a 4:3 picture's height is 48
// px there; the 28 px window finds people about twice its size: at
// subjectFaceSide it found 3 of the people set's 25, at 640 px 13 and
// no false one once standsOut had its say),
// keeping the boxes that stand out from what is beside them (standsOut)
// and are subject-sized (subjectBodies). It runs beside the model, and
// costs a 640 px scan only when no face was found.
func guideBodies(ctx context.Context, guide *image.RGBA) []image.Rectangle {
	found, err := detectWithOn(ctx, bodyCandidates, lumaOf(shrink(guide, subjectBodySide)), guide.Bounds(), false, bodyShare)
	if err != nil {
		return nil
	}
	var bodies []image.Rectangle
	for _, b := range found {
		if standsOut(guide, b) {
			bodies = append(bodies, b)
		}
	}
	return subjectBodies(bodies, guide.Bounds().Dy())
}

// saliencySeed builds a saliency map from three cues and thresholds it:
//
//   - background contrast: the colour distance from each pixel to the
//     nearest colour cluster of the image border. Photographers rarely put
//     the subject on all four edges, so the border is mostly background;
//     clusters that hold only a small share of the border (a subject
//     touching one edge) are not counted as background.
//   - focus: local Laplacian energy, widely smoothed, relative to the
//     image's own mean (so an all-sharp photo gets no bias from it). A
//     subject is usually in focus and its background often is not. Focus
//     weighs the contrast (0.25 + 0.75*focus) rather than adding to it: a
//     sharp edge alone never makes a halo, and a colourful blur counts less.
//   - centre prior: a wide gaussian, because subjects sit near the middle
//     more often than near a corner.
//
// The map is thresholded with Otsu, closed, its holes filled; the largest
// components (or those under the clicks) are kept. It returns the mask,
// the map and the threshold.
func saliencySeed(cues *saliencyCues, roi image.Rectangle, clicks []image.Point, sharp *plane) ([]bool, *plane, float32, error) {
	L, contrast := cues.L, cues.contrast
	w, h := L.w, L.h
	var focus *plane
	if sharp != nil {
		focus = sharpFocus(sharp, w, h)
	} else {
		focus = focusMap(L)
	}
	sal := newPlane(w, h)
	cx, cy := float64(roi.Min.X+roi.Max.X)/2, float64(roi.Min.Y+roi.Max.Y)/2
	for y := roi.Min.Y; y < roi.Max.Y; y++ {
		dy := (float64(y) + 0.5 - cy) / float64(roi.Dy())
		for x := roi.Min.X; x < roi.Max.X; x++ {
			dx := (float64(x) + 0.5 - cx) / float64(roi.Dx())
			centre := math.Exp(-(dx*dx + dy*dy) / (2 * centreSigma * centreSigma))
			i := y*w + x
			sal.pix[i] = contrast.pix[i] * (0.25 + 0.75*focus.pix[i]) * float32(centre)
		}
	}
	normalize(sal)
	boxBlur(sal, 1)

	vals := make([]float32, 0, roi.Dx()*roi.Dy())
	for y := roi.Min.Y; y < roi.Max.Y; y++ {
		vals = append(vals, sal.pix[y*w+roi.Min.X:y*w+roi.Max.X]...)
	}
	t := otsu(vals)
	on := make([]bool, w*h)
	for y := roi.Min.Y; y < roi.Max.Y; y++ {
		for x := roi.Min.X; x < roi.Max.X; x++ {
			on[y*w+x] = sal.pix[y*w+x] > t
		}
	}
	// Closing bridges the gaps between petals, stamens or hair where the
	// background shows through; then enclosed holes are filled, so a flat
	// subject whose edges stand out more than its inside is whole again.
	r := max(2, max(w, h)/64)
	morph(on, w, h, r, true)
	morph(on, w, h, r, false)
	fillHoles(on, w, h)
	n := keepComponents(on, w, h, clicks)
	if n < w*h/400 {
		return nil, nil, 0, fmt.Errorf("subject: no salient region stands out: %w", ErrNoRegion)
	}
	return on, sal, t, nil
}

// saliencyCues are what the saliency of a work copy needs whichever focus
// cue it uses: the lightness (slightly blurred) and the colour contrast
// against the border, made once for the seeds that share the copy.
type saliencyCues struct {
	L, contrast *plane
}

func newSaliencyCues(work *image.RGBA, roi image.Rectangle) *saliencyCues {
	L, A, B := labPlanes(work)
	for _, p := range []*plane{L, A, B} {
		boxBlur(p, 1)
	}
	return &saliencyCues{L: L, contrast: borderContrast(L, A, B, roi)}
}

// keepComponents keeps the components under the clicks, or without clicks
// every component at least keepComponent times the largest (a subject can
// be two people; specks of texture are not), and returns the cells kept.
func keepComponents(on []bool, w, h int, clicks []image.Point) int {
	labels, sizes := components(on, w, h)
	keep := make([]bool, len(sizes))
	if len(clicks) > 0 {
		for _, p := range clicks {
			if p.X >= 0 && p.Y >= 0 && p.X < w && p.Y < h {
				l := labels[p.Y*w+p.X]
				keep[l] = l != 0
			}
		}
	} else {
		largest := 0
		for _, s := range sizes[1:] {
			largest = max(largest, s)
		}
		for id, s := range sizes {
			keep[id] = id != 0 && float64(s) >= keepComponent*float64(largest)
		}
	}
	n := 0
	for i, l := range labels {
		on[i] = keep[l]
		if on[i] {
			n++
		}
	}
	return n
}

// borderContrast is, per pixel, the Lab distance to the nearest colour
// cluster of the roi's border (ignoring clusters too small to be
// background), normalised to 0..1.
func borderContrast(L, A, B *plane, roi image.Rectangle) *plane {
	w := L.w
	var border [][3]float32
	add := func(x, y int) {
		i := y*w + x
		border = append(border, [3]float32{L.pix[i], A.pix[i], B.pix[i]})
	}
	for x := roi.Min.X; x < roi.Max.X; x++ {
		add(x, roi.Min.Y)
		add(x, roi.Max.Y-1)
	}
	for y := roi.Min.Y + 1; y < roi.Max.Y-1; y++ {
		add(roi.Min.X, y)
		add(roi.Max.X-1, y)
	}
	centres, counts := kmeans(border, borderClusters)
	var bg [][3]float32
	for k, c := range centres {
		if float64(counts[k]) >= minClusterShare*float64(len(border)) {
			bg = append(bg, c)
		}
	}
	out := newPlane(L.w, L.h)
	for y := roi.Min.Y; y < roi.Max.Y; y++ {
		for x := roi.Min.X; x < roi.Max.X; x++ {
			i := y*w + x
			best := float32(math.Inf(1))
			for _, c := range bg {
				dl, da, db := L.pix[i]-c[0], A.pix[i]-c[1], B.pix[i]-c[2]
				best = min(best, dl*dl+da*da+db*db)
			}
			out.pix[i] = float32(math.Sqrt(float64(best)))
		}
	}
	normalize(out)
	return out
}

// kmeans clusters colours with a deterministic farthest-point start (no
// randomness: the same photo always gives the same mask).
func kmeans(pts [][3]float32, k int) (centres [][3]float32, counts []int) {
	if len(pts) == 0 {
		return nil, nil
	}
	dist := func(a, b [3]float32) float32 {
		d0, d1, d2 := a[0]-b[0], a[1]-b[1], a[2]-b[2]
		return d0*d0 + d1*d1 + d2*d2
	}
	centres = append(centres, pts[0])
	// each point's distance to its nearest centre so far, kept up to date
	// as centres are added (the same minimum as taking it over them all)
	nearest := make([]float32, len(pts))
	for i := range nearest {
		nearest[i] = float32(math.Inf(1))
	}
	for len(centres) < k {
		newest := centres[len(centres)-1]
		far, farD := 0, float32(-1)
		for i, p := range pts {
			d := min(nearest[i], dist(p, newest))
			nearest[i] = d
			if d > farD {
				far, farD = i, d
			}
		}
		if farD <= 0 {
			break
		}
		centres = append(centres, pts[far])
	}
	assign := make([]int, len(pts))
	sums := make([][3]float64, len(centres))
	for iter := 0; iter < 10; iter++ {
		clear(sums)
		counts = make([]int, len(centres))
		changed := false
		for i, p := range pts {
			best, bestD := 0, float32(math.Inf(1))
			for c := range centres {
				if d := dist(p, centres[c]); d < bestD {
					best, bestD = c, d
				}
			}
			changed = changed || assign[i] != best
			assign[i] = best
			counts[best]++
			for j := 0; j < 3; j++ {
				sums[best][j] += float64(p[j])
			}
		}
		for c := range centres {
			if counts[c] > 0 {
				for j := 0; j < 3; j++ {
					centres[c][j] = float32(sums[c][j] / float64(counts[c]))
				}
			}
		}
		if iter > 0 && !changed {
			// the centres were made from this very assignment last time:
			// they are what they were, and so would every later pass be
			break
		}
	}
	return centres, counts
}

// focusMap is local sharpness relative to the image mean, E/(E+mean(E)),
// so 0.5 is "as sharp as average" and a uniformly sharp photo is flat.
func focusMap(L *plane) *plane {
	w, h := L.w, L.h
	e := newPlane(w, h)
	for y := 1; y < h-1; y++ {
		for x := 1; x < w-1; x++ {
			i := y*w + x
			lap := 4*L.pix[i] - L.pix[i-1] - L.pix[i+1] - L.pix[i-w] - L.pix[i+w]
			e.pix[i] = lap * lap
		}
	}
	// a window of 1/40 of the picture tells a small sharp subject (a bird
	// on a blurred field) from the blur next to it; 1/16 smeared them
	boxBlur(e, max(2, max(w, h)/40))
	var mean float64
	for _, v := range e.pix {
		mean += float64(v)
	}
	mean /= float64(len(e.pix))
	m := float32(mean) + 1e-6
	for i, v := range e.pix {
		e.pix[i] = v / (v + m)
	}
	return e
}

// morph dilates (grow=true) or erodes the mask with a (2r+1) square,
// separably: a square is two 1-D max/min passes. Each pass slides a
// window along the line counting the pixels in it that are grow: a pixel
// is grow when the count is not zero, two steps a pixel whatever r.
func morph(on []bool, w, h, r int, grow bool) {
	tmp := make([]bool, len(on))
	pass := func(src, dst []bool, n, lines, step, lineStep int) {
		for l := 0; l < lines; l++ {
			line := l * lineStep
			count := 0
			for k := 0; k <= min(n-1, r); k++ {
				if src[line+k*step] == grow {
					count++
				}
			}
			for i := 0; i < n; i++ {
				dst[line+i*step] = (count > 0) == grow
				if k := i + r + 1; k < n && src[line+k*step] == grow {
					count++
				}
				if k := i - r; k >= 0 && src[line+k*step] == grow {
					count--
				}
			}
		}
	}
	pass(on, tmp, w, h, 1, w)
	pass(tmp, on, h, w, w, 1)
}

// skinLike reports whether the middle of box looks like skin: at least
// 30% of its pixels within the YCbCr skin range of Chai and Ngan (Cb
// 77..127, Cr 133..173), which covers skin tones from light to dark; a
// photo with almost no colour (black and white) passes, having no colour
// to tell by.
func skinLike(img *image.RGBA, box image.Rectangle) bool {
	inner := image.Rect(box.Min.X+box.Dx()/4, box.Min.Y+box.Dy()/4, box.Max.X-box.Dx()/4, box.Max.Y-box.Dy()/4).Intersect(img.Rect)
	var skin, n, chroma int
	for y := inner.Min.Y; y < inner.Max.Y; y++ {
		for x := inner.Min.X; x < inner.Max.X; x++ {
			i := img.PixOffset(x, y)
			r, g, b := int(img.Pix[i]), int(img.Pix[i+1]), int(img.Pix[i+2])
			cb := 128 + (-43*r-85*g+128*b)/256
			cr := 128 + (128*r-107*g-21*b)/256
			chroma += max(r, g, b) - min(r, g, b)
			n++
			if cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173 {
				skin++
			}
		}
	}
	if n == 0 {
		return false
	}
	return chroma < 4*n || skin*10 >= 3*n
}
