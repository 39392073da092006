package photoops

import (
	"encoding/json"
	"math"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// The coffee cup's outline, traced by hand in the segment package's
// labelled set (on the 600x400 original), on a w x h copy.
func cupOutline(t *testing.T, w, h int) []bool {
	t.Helper()
	data, err := os.ReadFile("../segment/testdata/labelled/labelled.json")
	if err != nil {
		t.Fatal(err)
	}
	var set struct {
		Photos []struct {
			Name          string
			Width, Height int
			Subject       [][][2]float64
		}
	}
	if err := json.Unmarshal(data, &set); err != nil {
		t.Fatal(err)
	}
	for _, p := range set.Photos {
		if p.Name != "coffee" {
			continue
		}
		in := make([]bool, w*h)
		var poly [][2]float64
		for _, pt := range p.Subject[0] {
			poly = append(poly, [2]float64{pt[0] * float64(w) / float64(p.Width), pt[1] * float64(h) / float64(p.Height)})
		}
		for y := 0; y < h; y++ {
			var xs []float64
			cy := float64(y) + 0.5
			for i := range poly {
				a, b := poly[i], poly[(i+1)%len(poly)]
				if (a[1] <= cy) != (b[1] <= cy) {
					xs = append(xs, a[0]+(cy-a[1])/(b[1]-a[1])*(b[0]-a[0]))
				}
			}
			sort.Float64s(xs)
			for k := 0; k+1 < len(xs); k += 2 {
				for x := max(0, int(math.Ceil(xs[k]-0.5))); x < min(w, int(math.Ceil(xs[k+1]-0.5))); x++ {
					in[y*w+x] = true
				}
			}
		}
		return in
	}
	t.Fatal("no coffee in the labelled set")
	return nil
}

// iouOutside is the IoU between what the mask leaves out (the subject,
// when the mask is a background) and the traced subject.
func iouOutside(m *photo.Mask, subject []bool) float64 {
	var inter, union int
	for i, v := range m.Pix() {
		s, g := v < 128, subject[i]
		if s && g {
			inter++
		}
		if s || g {
			union++
		}
	}
	return float64(inter) / float64(union)
}

// selection.background: the border-colour rule seeds a cut along the
// picture's edges. On the coffee photo the dark wooden table around the
// cup is what the rule starts from; the cut must leave the cup, saucer
// and spoon out, better than the rule alone.
func TestBackgroundCut(t *testing.T) {
	ed := newEditor(t, "coffee.png")
	out := mustCall(t, ed, "selection.background", `{"fuzziness":40}`).(RegionOut)
	cup := cupOutline(t, ed.S().Width, ed.S().Height)
	got := iouOutside(ed.S().Selection, cup)
	rule := photo.BackgroundMask(photo.Composite(ed.S(), nil), 40)
	was := iouOutside(rule, cup)
	t.Logf("method %s: the cup left out with IoU %.3f (the colour rule alone %.3f)", out.Method, got, was)
	if out.Method != "background-grabcut" {
		t.Errorf("method %q", out.Method)
	}
	if got < 0.85 || got <= was {
		t.Errorf("IoU %.3f, want >= 0.85 and above the rule's %.3f", got, was)
	}
}

// Prompts are checked before anything is segmented, and a bad one leaves
// the document as it was.
func TestRegionPromptsValidated(t *testing.T) {
	ed := newEditor(t, "astronaut.png")
	before := snap(ed)
	for _, tc := range []struct{ op, params, want string }{
		{"selection.subject", `{"points":[[600,10]]}`, "Invalid points: 600,10 is outside the 256x256 canvas"},
		{"selection.subject", `{"points":[[10]]}`, "Invalid points"},
		{"selection.subject", `{"box":[10,10,0,40]}`, "Invalid box: w and h must be positive"},
		{"selection.subject", `{"box":[10,10,40]}`, "Invalid box: give [x,y,w,h] in document pixels"},
		{"selection.subject", `{"box":[900,900,40,40]}`, "Invalid box: 40x40 at 900,900 is outside the 256x256 canvas"},
		{"selection.face", `{"region":"torso"}`, "Invalid region"},
	} {
		r := call(t, ed, tc.op, tc.params)
		if r.OK || !strings.Contains(r.Error, tc.want) {
			t.Errorf("%s %s: ok=%v error %q, want %q", tc.op, tc.params, r.OK, r.Error, tc.want)
		}
		if !snap(ed).equal(before) || len(ed.History.Undo) != 0 {
			t.Fatalf("%s %s changed the document", tc.op, tc.params)
		}
	}
	// a box around the astronaut's head and shoulders: the subject stays
	// in it (give or take the soft edge, 2% of the canvas)
	out := mustCall(t, ed, "selection.subject", `{"box":[50,0,150,150],"points":[[112,60]]}`).(RegionOut)
	if b := out.BBox; b == nil || b.X < 45 || b.Y < 0 || b.X+b.W > 205 || b.Y+b.H > 155 {
		t.Errorf("bounds %+v leave the box", out.BBox)
	}
	head := mustCall(t, ed, "selection.face", `{"region":"head"}`).(RegionOut)
	if head.Method != "head-grabcut" {
		t.Errorf("head method %q", head.Method)
	}
}
