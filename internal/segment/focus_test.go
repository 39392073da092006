package segment

import (
	"context"
	"image"
	"math"
	"testing"

	"github.com/neuralcut/neuralcut/internal/salient"
)

// The focus cue on real photos: the labelled photos with a shallow depth
// of field (the ladybird before blurred flowers, the dandelion) are split,
// the all-sharp ones (a raccoon in leaves, a coffee cup) are not.
func TestFocusSplit(t *testing.T) {
	for name, want := range map[string]bool{"ladybird": true, "dandelion": true, "raccoon": false, "coffee": false} {
		p := labelled(t, name)
		guide := shrink(p.image(t), refineSide)
		work := shrink(guide, grabCutSide)
		f := focusSeed{newFocusCue(guide, work.Bounds().Dx(), work.Bounds().Dy())}
		if got := f.split(); got != want {
			t.Errorf("%s: split %v, want %v", name, got, want)
		}
		p.img = nil
	}
}

// mapRegion is a disc of a model map, in photo pixels.
type mapRegion struct {
	cx, cy, r float64
	p         float32
}

// fakeMap is a model map (salient.Side square, spanning the photo as the
// model's does) that is base but for the discs and, inside the photo's
// label, subject: what a model fooled by something else would answer.
func fakeMap(p *labelledPhoto, base, subject float32, discs ...mapRegion) []float32 {
	const n = salient.Side
	sx, sy := float64(p.Width)/n, float64(p.Height)/n
	var polys [][][2]int
	for _, poly := range p.Subject {
		var q [][2]int
		for _, pt := range poly {
			q = append(q, [2]int{int(float64(pt[0]) / sx), int(float64(pt[1]) / sy)})
		}
		polys = append(polys, q)
	}
	label := rasterize(n, n, polys)
	m := make([]float32, n*n)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			i, v := y*n+x, base
			if label[i] {
				v = subject
			}
			for _, d := range discs {
				if math.Hypot((float64(x)+0.5)*sx-d.cx, (float64(y)+0.5)*sy-d.cy) < d.r {
					v = d.p
				}
			}
			m[i] = v
		}
	}
	return m
}

// subjectWithMap is the subject op on a photo with the given model map,
// whether the model is installed or not.
func subjectWithMap(t *testing.T, p *labelledPhoto, prob []float32) (Mask, labelScore) {
	t.Helper()
	in := newSubjectInput(context.WithValue(context.Background(), noModelKey{}, true), p.image(t), Request{Target: TargetSubject})
	in.prob = prob
	m, err := in.subject()
	if err != nil {
		t.Fatal(err)
	}
	s := scoreMask(m.Alpha, p)
	t.Logf("%s: method %s, IoU %.3f, boundary F %.3f", p.Name, m.Method, s.IoU, s.BoundaryF)
	return m, s
}

// A model that likes a blurred flower better than the small sharp
// ladybird in front of it (0.9 there, 0.2 on the ladybird): the blurred
// pick is overruled by the focus, and the ladybird is selected.
func TestFocusOverrulesABlurredPick(t *testing.T) {
	needCascade(t)
	p := labelled(t, "ladybird")
	// the blurred forget-me-not at the top left, in photo pixels
	flower := mapRegion{cx: 0.12 * float64(p.Width), cy: 0.28 * float64(p.Height), r: 0.06 * float64(p.Width), p: 0.9}
	m, s := subjectWithMap(t, p, fakeMap(p, 0.02, 0.2, flower))
	if m.Method != MethodFocusModelGrabCut {
		t.Errorf("method %s, want %s", m.Method, MethodFocusModelGrabCut)
	}
	if s.IoU < 0.6 {
		t.Errorf("IoU %.3f, want >= 0.6", s.IoU)
	}
	// the control: the same photo, the model right
	m, s = subjectWithMap(t, p, fakeMap(p, 0.02, 0.9))
	if m.Method != MethodModelGrabCut || s.IoU < 0.7 {
		t.Errorf("the model on the ladybird: method %s, IoU %.3f; want %s, >= 0.7", m.Method, s.IoU, MethodModelGrabCut)
	}
}

// A model that finds nothing (0.05 everywhere) gives way to every
// hand-made seed, as when it is not installed: the nuthatch, found by the
// cues (0.896 on the labelled set), not an error or a single weak seed.
func TestModelAbstainsForTheCues(t *testing.T) {
	needCascade(t)
	p := labelled(t, "kleiber")
	m, s := subjectWithMap(t, p, fakeMap(p, 0.05, 0.05))
	if m.Method != MethodSaliencyGrabCut {
		t.Errorf("method %s, want %s", m.Method, MethodSaliencyGrabCut)
	}
	if s.IoU < 0.85 {
		t.Errorf("IoU %.3f, want >= 0.85", s.IoU)
	}
}

// Several objects of one kind: the areas the map scores lower than its
// favourite join it when they are as large as keepComponents asks; a
// speck does not, and neither does anything when a click says which.
func TestModelKeepsItsKind(t *testing.T) {
	const w, h = 100, 60
	prob := make([]float32, w*h)
	fill := func(r image.Rectangle, v float32) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				prob[y*w+x] = v
			}
		}
	}
	best, second, third, speck := image.Rect(5, 10, 15, 50), image.Rect(30, 10, 40, 50), image.Rect(55, 15, 63, 45), image.Rect(80, 10, 82, 12)
	fill(best, 0.9)
	fill(second, 0.35)
	fill(third, 0.3)
	fill(speck, 0.4)
	share := func(on []bool, r image.Rectangle) float64 {
		n := 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if on[y*w+x] {
					n++
				}
			}
		}
		return float64(n) / float64(r.Dx()*r.Dy())
	}
	on := modelLikely(w, h, prob, image.Rect(0, 0, w, h), nil)
	for _, c := range []struct {
		name string
		r    image.Rectangle
		want float64
	}{{"favourite", best, 1}, {"second", second, 1}, {"third", third, 1}, {"speck", speck, 0}} {
		if got := share(on, c.r); got != c.want {
			t.Errorf("%s: %.2f of it likely subject, want %.0f", c.name, got, c.want)
		}
	}
	on = modelLikely(w, h, prob, image.Rect(0, 0, w, h), []image.Point{{10, 30}})
	if share(on, best) != 1 || share(on, second) != 0 {
		t.Errorf("with a click on the favourite: %.2f of it, %.2f of the second; want 1, 0", share(on, best), share(on, second))
	}
}
