package segment

import (
	"image"
	"image/draw"
	"sync"
	"testing"
)

// The people development set (testdata/people/people.json): photos with
// two or more people that a face cascade cannot find (seen from behind,
// small, grayscale), every person traced before any segmenter was run on
// them and then tuned on. The subject of such a photo is every person;
// the set's mean says how much of them the mask holds, and each person's
// own IoU says whether one of them was dropped (a mean can hide that).

// TestSubjectPeopleSet holds the subject mask, on each path, to the
// figures measured on the people set less a margin, and every person of
// the photos in personFloors to that photo's floor.
func TestSubjectPeopleSet(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes 5 photos up to 1000x666")
	}
	needCascade(t)
	set := loadLabelSet(t, "testdata/people/people.json")
	for _, path := range subjectPaths(t) {
		t.Run(path.name, func(t *testing.T) {
			var mu sync.Mutex
			each := func(p *labelledPhoto, alpha *image.Gray) {
				ious := personIoUs(alpha, p)
				mu.Lock()
				defer mu.Unlock()
				t.Logf("%-10s each person's IoU %.3f", p.Name, ious)
				floor, ok := personFloors[path.model][p.Name]
				if !ok {
					return
				}
				for k, v := range ious {
					if v < floor {
						t.Errorf("%s: person %d IoU %.3f, want >= %.2f", p.Name, k, v, floor)
					}
				}
			}
			checkSetFloors(t, "people "+path.name, set, path, peopleFloors[path.model], peopleKnownErrors, each)
		})
	}
}

// peopleFloors are the measured figures less a margin (mean and boundary
// F 0.03, worst 0.05). Mean IoU, worst, mean boundary F (the model's
// error on ascent scored as an empty mask):
//
//	before any rule was chosen on the set (main at e719704):
//	cues:  0.040, 0.000 (kite: the sea and sand taken), 0.137
//	model: 0.203, 0.000 (ascent: the error; vtest700: the error too),
//	       0.325; the map takes the lit road under vtest's walkers and
//	       one of the kite's two people
//	with the full-body cascade when no face is found (guideBodies), its
//	boxes added to the seed (addBodies), a group's road dropped:
//	cues:  0.295, 0.044 (kite: the body cascade finds one of the two,
//	       the saliency neither), 0.454
//	model: 0.525, 0.000 (ascent: the error, no body found behind the
//	       balusters), 0.652; kite 0.416 -> 0.651 (each person 0.807,
//	       0.769), vtest250 0.479 -> 0.715, vtest600 0.118 -> 0.613,
//	       vtest700 error -> 0.646
//	(the labelled and development sets' figures did not move, photo by
//	photo: none of their photos gets a body box)
var peopleFloors = map[bool]blindFloor{
	false: {mean: 0.26, worst: 0, boundaryF: 0.42}, // the hand-made cues
	true:  {mean: 0.49, worst: 0, boundaryF: 0.62}, // the salient-object model
}

// peopleKnownErrors: the model's map on ascent (two people on a
// staircase, in gray, one behind balusters) finds nothing the cut keeps.
var peopleKnownErrors = map[string]bool{"model/ascent": true}

// personFloors is, per path and photo, the least IoU each of its people
// must have: the measured least less 0.05. Only photos where the path
// finds every person are listed (a floor of 0 could not fail).
var personFloors = map[bool]map[string]float64{
	false: {},
	true:  {"kite": 0.72}, // 0.807, 0.769
}

// personIoUs is each traced person's IoU with the mask: the person's
// polygon against the mask's pixels near it (in its box grown by half its
// size each way), leaving out the other people and the ignored regions,
// so a mask that holds one person and drops another scores the second
// near 0 whatever the first.
func personIoUs(alpha *image.Gray, p *labelledPhoto) []float64 {
	w, h := p.Width, p.Height
	all := rasterize(w, h, p.Subject)
	ign := rasterize(w, h, p.Ignore)
	out := make([]float64, len(p.Subject))
	for k, poly := range p.Subject {
		gt := rasterize(w, h, [][][2]int{poly})
		box := polyBounds(poly)
		box = image.Rect(box.Min.X-box.Dx()/2, box.Min.Y-box.Dy()/2, box.Max.X+box.Dx()/2, box.Max.Y+box.Dy()/2).Intersect(image.Rect(0, 0, w, h))
		var inter, union int
		for y := box.Min.Y; y < box.Max.Y; y++ {
			for x := box.Min.X; x < box.Max.X; x++ {
				i := y*w + x
				g, m := gt[i], alpha.Pix[y*alpha.Stride+x] >= 128
				if !g && (all[i] || ign[i]) {
					continue
				}
				if g && m {
					inter++
				}
				if g || m {
					union++
				}
			}
		}
		out[k] = float64(inter) / float64(max(union, 1))
	}
	return out
}

func polyBounds(poly [][2]int) image.Rectangle {
	r := image.Rect(poly[0][0], poly[0][1], poly[0][0]+1, poly[0][1]+1)
	for _, pt := range poly {
		r = r.Union(image.Rect(pt[0], pt[1], pt[0]+1, pt[1]+1))
	}
	return r
}

// TestSubjectPeopleGrayscale: in a black-and-white photo of two people
// seen from behind (the kite photo made gray), each person is in the
// subject, on each path, above the floor measured less a margin.
func TestSubjectPeopleGrayscale(t *testing.T) {
	needCascade(t)
	kite := kitePhoto(t)
	src := kite.image(t)
	gray := image.NewGray(src.Bounds())
	draw.Draw(gray, gray.Bounds(), src, src.Bounds().Min, draw.Src)
	for _, path := range subjectPaths(t) {
		m, err := Builtin().Segment(path.ctx, gray, Request{Target: TargetSubject})
		if err != nil {
			t.Fatalf("%s: %v", path.name, err)
		}
		ious := personIoUs(m.Alpha, kite)
		t.Logf("%s: %s, each person's IoU %.3f", path.name, m.Method, ious)
		for k, v := range ious {
			if floor := grayFloors[path.model][k]; v < floor {
				t.Errorf("%s: person %d IoU %.3f, want >= %.2f", path.name, k, v, floor)
			}
		}
	}
}

// grayFloors are each person's IoU on the grayscale kite, less 0.05:
// the cues 0.722 and 0 (the body cascade finds the first person only,
// and the saliency neither), the model 0.762 and 0.753. Before the body
// cascade (main at e719704) the model took only the second person.
var grayFloors = map[bool][]float64{false: {0.67, 0}, true: {0.71, 0.70}}

// A click on one of the kite photo's two people makes the subject that
// person: the body cascade's other person is not added to a clicked
// subject.
func TestSubjectPeopleClickOne(t *testing.T) {
	needCascade(t)
	kite := kitePhoto(t)
	click := image.Pt(180, 560) // the second person's back
	for _, path := range subjectPaths(t) {
		m, err := Builtin().Segment(path.ctx, kite.image(t), Request{Target: TargetSubject, Points: []image.Point{click}})
		if err != nil {
			t.Fatalf("%s: %v", path.name, err)
		}
		ious := personIoUs(m.Alpha, kite)
		t.Logf("%s: each person's IoU %.3f", path.name, ious)
		if ious[0] > 0.1 || ious[1] < 0.5 {
			t.Errorf("%s: each person's IoU %.3f, want the first under 0.1 and the clicked second at least 0.5", path.name, ious)
		}
	}
}

// kitePhoto is the people set's kite photo: two people seen from behind.
func kitePhoto(t *testing.T) *labelledPhoto {
	t.Helper()
	for _, p := range loadLabelSet(t, "testdata/people/people.json") {
		if p.Name == "kite" {
			return p
		}
	}
	t.Fatal("no kite photo in the people set")
	return nil
}
