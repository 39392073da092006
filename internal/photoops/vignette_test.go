package photoops

import (
	"fmt"
	"math"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// ringRatios is the mean of each channel after over before, per ring of
// distance from the centre (ten rings, the corners at 1; rings follow
// the frame's proportions, as the default vignette does), and whether
// every pixel of a ring is unchanged.
func ringRatios(before, after *photo.Raster) (ratio [10]float64, same [10]bool) {
	var sa, sb [10]float64
	for i := range same {
		same[i] = true
	}
	w, h := before.W, before.H
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			nx, ny := (float64(x)+0.5-float64(w)/2)/(float64(w)/2), (float64(y)+0.5-float64(h)/2)/(float64(h)/2)
			ring := min(int(math.Hypot(nx, ny)/math.Sqrt2*10), 9)
			for c := 0; c < 3; c++ {
				i := (y*w+x)*4 + c
				a, b := after.Pix()[i], before.Pix()[i]
				sa[ring] += float64(a)
				sb[ring] += float64(b)
				same[ring] = same[ring] && a == b
			}
		}
	}
	for i := range ratio {
		ratio[i] = sa[i] / sb[i]
	}
	return ratio, same
}

// A vignette is an adjustment layer: on real photos the middle rings are
// exactly unchanged, the effect grows ring by ring outwards, and the
// corners come out darker by the amount (a dark vignette of -40 leaves
// 60% in the outermost ring's corners) or lighter toward white. The fast
// flat composite and the general path (the same vignette under a
// full-canvas mask) agree; undo is exact.
func TestVignetteRadialProfileOnPhotos(t *testing.T) {
	for _, tc := range []struct {
		photo  string
		params string
		amount float64
		middle int // rings inside the transition's start (0.4 of the way to the corners by default)
	}{
		{"chelsea.png", `{"amount":-40}`, -40, 4},
		{"Garden.jpg", `{"amount":-60,"midpoint":30,"feather":70}`, -60, 1}, // starts at 0.144
		{"coffee.png", `{"amount":35,"roundness":100}`, 35, 3},              // a circle: the rings' ellipses reach past it
	} {
		var ed *Editor
		if tc.photo == "Garden.jpg" {
			ed = gplEditor(t, tc.photo)
		} else {
			ed = newEditor(t, tc.photo)
		}
		before := snap(ed)
		orig := composite(ed)
		out := mustCall(t, ed, "adjustments.apply", `{"type":"vignette","params":`+tc.params+`}`).(AdjustOut)
		if out.Type != "vignette" || out.Params["amount"] != tc.amount {
			t.Fatalf("%s: %+v", tc.photo, out)
		}
		got := composite(ed)
		ratio, same := ringRatios(orig, got)
		t.Logf("%s %s: ring ratios %.3f, unchanged %v", tc.photo, tc.params, ratio, same)
		for i := range tc.middle {
			if !same[i] {
				t.Errorf("%s: ring %d in the middle changed", tc.photo, i)
			}
		}
		for i := 1; i < 10; i++ {
			if tc.amount < 0 && ratio[i] > ratio[i-1]+1e-9 || tc.amount > 0 && ratio[i] < ratio[i-1]-1e-9 {
				t.Errorf("%s: ring %d %.3f against ring %d %.3f: not monotonic", tc.photo, i, ratio[i], i-1, ratio[i-1])
			}
		}
		// the corner pixels themselves: exactly the amount
		w, h := got.W, got.H
		for _, p := range [][2]int{{0, 0}, {w - 1, 0}, {0, h - 1}, {w - 1, h - 1}} {
			for c := 0; c < 3; c++ {
				i := (p[1]*w+p[0])*4 + c
				b, a := float64(orig.Pix()[i]), float64(got.Pix()[i])
				want := b * (1 + tc.amount/100)
				if tc.amount > 0 {
					want = b + (65535-b)*tc.amount/100
				}
				if math.Abs(a-want) > 0.01*65535 {
					t.Errorf("%s: corner %v channel %d %.0f -> %.0f, want %.0f", tc.photo, p, c, b, a, want)
				}
			}
		}
		dump(t, ed, "vignette-"+tc.photo)
		// the general path: the same layer under a full mask
		general := newEditorLike(t, ed, tc.photo)
		mustCall(t, general, "selection.selectAll", "")
		mustCall(t, general, "adjustments.apply", `{"type":"vignette","params":`+tc.params+`}`)
		worst := 0
		for i, v := range composite(general).Pix() {
			worst = max(worst, absDiff(v, got.Pix()[i]))
		}
		if worst > 2 {
			t.Errorf("%s: flat and general composites differ by %d/65535", tc.photo, worst)
		}
		mustCall(t, ed, "history.undo", "")
		if !snap(ed).equal(before) {
			t.Errorf("%s: undo not exact", tc.photo)
		}
	}
}

// newEditorLike opens the same photo again.
func newEditorLike(t *testing.T, ed *Editor, name string) *Editor {
	if name == "Garden.jpg" || name == "Dune.jpg" || name == "Storm.jpg" {
		return gplEditor(t, name)
	}
	return newEditor(t, name)
}

func absDiff(a, b uint16) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// Vignette parameters out of range are refused with the parameter named.
func TestVignetteParams(t *testing.T) {
	ed := newEditor(t, "coffee.png")
	for params, want := range map[string]string{
		`{"amount":-150}`:    "Invalid vignette parameter amount: -150 is out of range -100..100",
		`{"feather":"soft"}`: "Invalid vignette parameter feather: expected a number",
		`{"radius":3}`:       "Unknown parameter radius for adjustment vignette (accepted: amount, midpoint, roundness, feather)",
	} {
		r := call(t, ed, "adjustments.apply", fmt.Sprintf(`{"type":"vignette","params":%s}`, params))
		if r.OK || r.Error != want {
			t.Errorf("%s: %+v, want %q", params, r, want)
		}
	}
}
