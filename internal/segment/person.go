package segment

import (
	"image"
	"math"
)

// Person priors. A frontal-face box from the cascade frames the face from
// the brows to the chin and cheek to cheek; a person is much more than
// that. Around each face the subject is expected to hold, by how sure we
// are that a pixel is part of the person:
//
//   - the face core: certainly subject (a hard seed for the cut);
//   - the head: an ellipse reaching half a face above the box (hair,
//     forehead), a quarter to each side (ears, hair) and down to the chin;
//   - the neck below the chin, and the body below the neck: a widening
//     trapezoid from shoulders about three faces wide to the bottom of the
//     picture, the likeliest place of the torso in portraits and group
//     photos alike;
//
// and, far from every person (more than two faces above the head or more
// than three to the side of the shoulders), certainly background. The
// colour models of the cut then decide the real outline within these
// bounds: a ponytail or a raised arm that leaves the priors is kept when
// its colours are the person's.

// Prior probabilities of being subject.
const (
	priorHead  = 0.9
	priorNeck  = 0.8
	priorBody  = 0.75
	priorOther = 0.15
)

// people are the persons found in a picture: their faces, and the
// bodies of those whose face the cascades could not find (seen from
// behind, in profile, too small), in one picture's coordinates.
type people struct {
	faces, bodies []image.Rectangle
}

func (pp people) any() bool { return len(pp.faces)+len(pp.bodies) > 0 }

// scaled maps the boxes from a w0 x h0 picture to a w x h copy, keeping
// those that overlap roi.
func (pp people) scaled(w0, h0, w, h int, roi image.Rectangle) people {
	scale := func(boxes []image.Rectangle) []image.Rectangle {
		var out []image.Rectangle
		for _, f := range boxes {
			if r := image.Rect(f.Min.X*w/w0, f.Min.Y*h/h0, f.Max.X*w/w0, f.Max.Y*h/h0); r.Overlaps(roi) {
				out = append(out, r)
			}
		}
		return out
	}
	return people{faces: scale(pp.faces), bodies: scale(pp.bodies)}
}

// personPriors fills prior (probability of subject) and seed (seed
// labels) for a w x h work image with the given people (work
// coordinates), raising what is there already.
func personPriors(w, h int, ppl people, prior []float32, seed []uint8) {
	near := make([]bool, w*h) // within reach of some person
	for _, b := range ppl.bodies {
		bodyPriors(w, h, b, prior, seed, near)
	}
	for _, f := range ppl.faces {
		fw, fh := float64(f.Dx()), float64(f.Dy())
		cx := float64(f.Min.X+f.Max.X) / 2
		top, bottom := float64(f.Min.Y), float64(f.Max.Y)
		for y := 0; y < h; y++ {
			py := float64(y) + 0.5
			for x := 0; x < w; x++ {
				px := float64(x) + 0.5
				i := y*w + x
				dx := px - cx
				// face core: certainly subject
				if ex, ey := dx/(0.32*fw), (py-(top+bottom)/2)/(0.42*fh); ex*ex+ey*ey <= 1 {
					seed[i] = seedFG
					prior[i] = 1
					near[i] = true
					continue
				}
				p := float32(0)
				// head with hair and ears
				hcy := top + 0.35*fh
				if ex, ey := dx/(0.78*fw), (py-hcy)/(0.95*fh); ex*ex+ey*ey <= 1 {
					p = priorHead
				}
				// neck
				if math.Abs(dx) <= 0.38*fw && py >= bottom-0.1*fh && py <= bottom+0.7*fh {
					p = max(p, priorNeck)
				}
				// body: shoulders 3 faces wide half a face under the chin,
				// widening to 4.5 faces further down
				if sy := py - (bottom + 0.45*fh); sy >= 0 {
					half := fw * min(1.5+0.35*sy/fh, 2.3)
					if math.Abs(dx) <= half {
						p = max(p, priorBody)
					}
				}
				if p > 0 && prior[i] < p {
					prior[i] = p
					if seed[i] < seedProbFG {
						seed[i] = seedProbFG
					}
				}
				// reach: the region the person's outline may extend to
				if py >= top-1.6*fh && math.Abs(dx) <= fw*(1.6+max(0, (py-top)/fh)*0.6) {
					near[i] = true
				}
			}
		}
	}
	for i := range near {
		if !near[i] && seed[i] != seedFG {
			seed[i] = seedBG
			prior[i] = 0
		}
	}
}

// bodyPriors marks one body box of the full-body cascade (trained on
// pedestrians framed with a margin: on the people set the person fills
// about the middle half of the box's width and runs from a tenth under
// its top to its bottom) as the person priors do a face: a thin core down
// the middle of the trunk certainly subject, an ellipse filling the
// person's part of the box likely subject, and the box grown by half
// its width to each side and a fifth of its height up and down within
// reach (arms, a swinging leg, a ball held out).
func bodyPriors(w, h int, b image.Rectangle, prior []float32, seed []uint8, near []bool) {
	bw, bh := float64(b.Dx()), float64(b.Dy())
	cx, cy := float64(b.Min.X+b.Max.X)/2, float64(b.Min.Y)+0.55*bh
	reach := image.Rect(b.Min.X-b.Dx()/2, b.Min.Y-b.Dy()/5, b.Max.X+b.Dx()/2, b.Max.Y+b.Dy()/5).Intersect(image.Rect(0, 0, w, h))
	for y := reach.Min.Y; y < reach.Max.Y; y++ {
		py := float64(y) + 0.5
		for x := reach.Min.X; x < reach.Max.X; x++ {
			px := float64(x) + 0.5
			i := y*w + x
			near[i] = true
			if ex, ey := (px-cx)/(0.08*bw), (py-(float64(b.Min.Y)+0.4*bh))/(0.2*bh); ex*ex+ey*ey <= 1 {
				seed[i], prior[i] = seedFG, 1
				continue
			}
			if ex, ey := (px-cx)/(0.3*bw), (py-cy)/(0.47*bh); ex*ex+ey*ey <= 1 && prior[i] < priorBody {
				prior[i] = priorBody
				if seed[i] < seedProbFG {
					seed[i] = seedProbFG
				}
			}
		}
	}
}

// headPriors fills prior and seed for selection.face's "head" region:
// each face's core certain, its head ellipse (hair, ears) likely, and
// everything beyond a head and a half from the face certainly not head,
// so the cut finds the hairline and the ears but never walks down the
// neck into the clothes.
func headPriors(w, h int, faces []image.Rectangle, prior []float32, seed []uint8) {
	for i := range prior {
		prior[i], seed[i] = 0, seedBG
	}
	for _, f := range faces {
		fw, fh := float64(f.Dx()), float64(f.Dy())
		cx := float64(f.Min.X+f.Max.X) / 2
		top, bottom := float64(f.Min.Y), float64(f.Max.Y)
		hcy := top + 0.35*fh
		for y := 0; y < h; y++ {
			py := float64(y) + 0.5
			for x := 0; x < w; x++ {
				px := float64(x) + 0.5
				i := y*w + x
				dx := px - cx
				if ex, ey := dx/(0.32*fw), (py-(top+bottom)/2)/(0.42*fh); ex*ex+ey*ey <= 1 {
					prior[i], seed[i] = 1, seedFG
					continue
				}
				ex, ey := dx/(0.78*fw), (py-hcy)/(0.95*fh)
				d := ex*ex + ey*ey
				switch {
				case d <= 1 && py <= bottom+0.05*fh:
					if prior[i] < priorHead {
						prior[i], seed[i] = priorHead, seedProbFG
					}
				case d <= 2.2 && py <= bottom+0.15*fh:
					if seed[i] == seedBG {
						prior[i], seed[i] = 0.3, seedProbBG
					}
				}
			}
		}
	}
}

// bodyShare is the least height of a subject's body box, as a share of
// the picture's.
const bodyShare = 0.1

// subjectBodies keeps the body boxes that are subjects: at least
// bodyShare of the picture's height and at least 40% the height of the
// tallest (passers-by far behind are not the subject).
func subjectBodies(bodies []image.Rectangle, h int) []image.Rectangle {
	var out []image.Rectangle
	tallest := 0
	for _, b := range bodies {
		tallest = max(tallest, b.Dy())
	}
	for _, b := range bodies {
		if float64(b.Dy()) >= bodyShare*float64(h) && float64(b.Dy()) >= 0.4*float64(tallest) {
			out = append(out, b)
		}
	}
	return out
}

// bodyContrast is the least colour distance (RGB, 0..441) between the
// middle of a body box and what lies beside it for the box to be kept:
// on the people set and the development set the full-body cascade's boxes
// on people scored 93 to 260, its two false ones (a kite in a cloudy sky,
// a horse's flank) 58 and 45.
const bodyContrast = 75

// standsOut reports whether the middle of body box b (the ellipse where
// its person's trunk and legs are) differs in mean colour from the bands
// beside the box, half its width on each side, by bodyContrast: a person
// stands out from the ground beside them; a window of sky does not.
func standsOut(img *image.RGBA, b image.Rectangle) bool {
	cx, cy := float64(b.Min.X+b.Max.X)/2, float64(b.Min.Y)+0.55*float64(b.Dy())
	beside := image.Rect(b.Min.X-b.Dx()/2, b.Min.Y, b.Max.X+b.Dx()/2, b.Max.Y).Intersect(img.Rect)
	var in, out [3]float64
	var nIn, nOut float64
	for y := beside.Min.Y; y < beside.Max.Y; y++ {
		for x := beside.Min.X; x < beside.Max.X; x++ {
			i := img.PixOffset(x, y)
			ex, ey := (float64(x)+0.5-cx)/(0.2*float64(b.Dx())), (float64(y)+0.5-cy)/(0.4*float64(b.Dy()))
			sums, n := &out, &nOut
			switch {
			case ex*ex+ey*ey <= 1:
				sums, n = &in, &nIn
			case image.Pt(x, y).In(b):
				continue
			}
			for k := range 3 {
				sums[k] += float64(img.Pix[i+k])
			}
			*n++
		}
	}
	if nIn == 0 || nOut == 0 {
		return false
	}
	var d float64
	for k := range 3 {
		v := in[k]/nIn - out[k]/nOut
		d += v * v
	}
	return d >= bodyContrast*bodyContrast
}

// subjectFaces keeps the faces that are subjects: at least 1/16 of the
// picture's longer side wide and at least 40% the width of the largest
// face (faces in a crowd behind the subject are not the subject).
func subjectFaces(faces []image.Rectangle, w, h int) []image.Rectangle {
	var out []image.Rectangle
	largest := 0
	for _, f := range faces {
		largest = max(largest, f.Dx())
	}
	for _, f := range faces {
		if f.Dx()*16 >= max(w, h) && float64(f.Dx()) >= 0.4*float64(largest) {
			out = append(out, f)
		}
	}
	return out
}
