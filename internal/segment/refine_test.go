package segment

import (
	"image"
	"testing"
)

// refineMask filters only the rectangle around the coarse mask's edge and
// keeps the coarse 0 or 1 elsewhere. Over the whole guide (the filter as
// it was, below) the result must be the same within one level, on a real
// photo with the subject mask a blob in the middle, at the radius the
// subject op uses; and the rectangle must be smaller than the guide (or
// the test would not test the cropping).
func TestRefineCropMatchesWholeGuide(t *testing.T) {
	guide := shrink(loadImage(t, "testdata/coffee.png"), refineSide)
	gw, gh := guide.Bounds().Dx(), guide.Bounds().Dy()
	w, h := 200, 200*gh/gw
	on := make([]bool, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx, dy := float64(x-w/2)/float64(w/5), float64(y-h/2)/float64(h/4)
			on[y*w+x] = dx*dx+dy*dy < 1 || (x > w/2 && x < w/2+8 && y < h/2) // a blob and a thin arm
		}
	}
	coarse := newPlane(w, h)
	for i, v := range on {
		if v {
			coarse.pix[i] = 1
		}
	}
	boxBlur(coarse, subjectFeather)
	radius := max(2, (3*subjectFeather+2)*gw/w)
	bounds := image.Rect(0, 0, 3*gw/2, 3*gh/2)
	if edge := rampBounds(upscalePlane(coarse, gw, gh)).Inset(-3 * radius); edge.Dx()*edge.Dy() > gw*gh*2/3 {
		t.Fatalf("the edge's rectangle %v is most of the %dx%d guide: nothing is cropped", edge, gw, gh)
	}
	got := refineMask(coarse, guide, radius, bounds)
	want := refineWhole(coarse, guide, radius, bounds)
	differ := 0
	for i := range got.Pix {
		d := int(got.Pix[i]) - int(want.Pix[i])
		if d < -1 || d > 1 {
			t.Fatalf("pixel %d: %d cropped, %d over the whole guide", i, got.Pix[i], want.Pix[i])
		}
		if d != 0 {
			differ++
		}
	}
	if differ > len(got.Pix)/1000 {
		t.Errorf("%d of %d pixels differ by a level", differ, len(got.Pix))
	}
	// no edge at all: the coarse value, without filtering
	if m := refineMask(newPlane(w, h), guide, radius, bounds); alphaBBox(m) != (image.Rectangle{}) {
		t.Errorf("an empty coarse mask refines to %v", alphaBBox(m))
	}
}

// refineWhole is the guided filter over the whole guide, as refineMask
// computed it before it cropped to the edge.
func refineWhole(coarse *plane, guide *image.RGBA, radius int, bounds image.Rectangle) *image.Gray {
	gw, gh := guide.Bounds().Dx(), guide.Bounds().Dy()
	p := upscalePlane(coarse, gw, gh)
	var I [3]*plane
	for c := range I {
		I[c] = newPlane(gw, gh)
	}
	for y := 0; y < gh; y++ {
		for x := 0; x < gw; x++ {
			for c := 0; c < 3; c++ {
				I[c].pix[y*gw+x] = float32(guide.Pix[y*guide.Stride+4*x+c]) / 255
			}
		}
	}
	mean := func(src *plane) *plane {
		m := src.clone()
		boxMean(m, radius)
		return m
	}
	meanOfProduct := func(a, b *plane) *plane {
		o := newPlane(gw, gh)
		for i := range o.pix {
			o.pix[i] = a.pix[i] * b.pix[i]
		}
		boxMean(o, radius)
		return o
	}
	meanP := mean(p)
	var meanI, covIP, ca [3]*plane
	var varI [3][3]*plane
	for c := 0; c < 3; c++ {
		meanI[c], covIP[c], ca[c] = mean(I[c]), meanOfProduct(I[c], p), newPlane(gw, gh)
		for b := c; b < 3; b++ {
			varI[c][b] = meanOfProduct(I[c], I[b])
		}
	}
	cb := newPlane(gw, gh)
	for i := range cb.pix {
		solveGuided(i, &meanI, meanP, &covIP, &varI, &ca, cb)
	}
	for c := range ca {
		boxMean(ca[c], radius)
	}
	boxMean(cb, radius)
	q := newPlane(gw, gh)
	for i := range q.pix {
		v := ca[0].pix[i]*I[0].pix[i] + ca[1].pix[i]*I[1].pix[i] + ca[2].pix[i]*I[2].pix[i] + cb.pix[i]
		q.pix[i] = min(max((v-refineLow)/(1-2*refineLow), 0), 1)
	}
	return upscale(q, bounds)
}
