package photoops

import (
	"fmt"
	"math"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// hsl is the hue (degrees), HSL saturation and chroma of a 16-bit pixel.
func hsl(p []uint16) (h, s, chroma float64) {
	r, g, b := float64(p[0])/65535, float64(p[1])/65535, float64(p[2])/65535
	mx, mn := max(r, g, b), min(r, g, b)
	chroma = mx - mn
	if chroma == 0 {
		return 0, 0, 0
	}
	switch mx {
	case r:
		h = math.Mod((g-b)/chroma+6, 6)
	case g:
		h = (b-r)/chroma + 2
	default:
		h = (r-g)/chroma + 4
	}
	l := (mx + mn) / 2
	return h * 60, chroma / (1 - math.Abs(2*l-1)), chroma
}

// hueDistance is the distance between two hues on the colour wheel.
func hueDistance(a, b float64) float64 {
	d := math.Abs(a - b)
	return math.Min(d, 360-d)
}

// hueHistogram counts coloured pixels (chroma at least 6%) in 36 bins of
// 10 degrees, with their mean saturation.
type hueHistogram struct {
	count [36]int
	sat   [36]float64
}

func histogramOf(r *photo.Raster) hueHistogram {
	var hh hueHistogram
	pix := r.Pix()
	for i := 0; i < len(pix); i += 4 {
		h, s, c := hsl(pix[i : i+3])
		if c < 0.06 {
			continue
		}
		b := int(h/10) % 36
		hh.count[b]++
		hh.sat[b] += s
	}
	for b := range hh.sat {
		if hh.count[b] > 0 {
			hh.sat[b] /= float64(hh.count[b])
		}
	}
	return hh
}

// A hue-saturation layer limited to a range of hues changes only those
// colours, on a real photo with golden grass, green bushes, a blue sea
// and sky (Dune): "make the sky bluer" (blues, saturation +40), "make the
// grass greener" (greens, saturation +40, hue +8) and a sampled colour.
// Every pixel whose hue lies beyond the range and its feather is exactly
// as it was, so the hue histogram's bins outside the range keep their
// counts and saturation to the last pixel; inside the range the
// saturation rises.
func TestHueRangeChangesOnlyThoseColours(t *testing.T) {
	for _, tc := range []struct {
		params               string
		centre, tol, feather float64
		satGain              float64 // at least, in the range's core
	}{
		{`{"range":"blues","saturation":40}`, 220, 25, 25, 1.15},
		{`{"range":"greens","saturation":40,"hue":8}`, 100, 35, 25, 1.15},
		{`{"color":"#2a93c9","saturation":50,"lightness":-10}`, 0, 20, 20, 1.15}, // the sea; default tolerance and feather
	} {
		ed := gplEditor(t, "Dune.jpg")
		before := snap(ed)
		orig := composite(ed)
		out := mustCall(t, ed, "adjustments.apply", `{"type":"hue-saturation","params":`+tc.params+`}`).(AdjustOut)
		if tc.centre == 0 {
			// the sampled colour's hue
			tc.centre, _, _ = hsl([]uint16{0x2a * 257, 0x93 * 257, 0xc9 * 257})
		}
		got := composite(ed)
		op, gp := orig.Pix(), got.Pix()
		var outside, changedOutside, inside, changedInside int
		for i := 0; i < len(op); i += 4 {
			h, _, c := hsl(op[i : i+3])
			same := op[i] == gp[i] && op[i+1] == gp[i+1] && op[i+2] == gp[i+2]
			d := hueDistance(h, tc.centre)
			switch {
			case c <= 0.02 || d >= tc.tol+tc.feather+0.5:
				outside++
				if !same {
					changedOutside++
				}
			case d <= tc.tol && c >= 0.06:
				inside++
				if !same {
					changedInside++
				}
			}
		}
		if changedOutside > 0 {
			t.Errorf("%s: %d of %d pixels outside the range changed", tc.params, changedOutside, outside)
		}
		if inside < len(op)/4/50 || changedInside < inside*9/10 {
			t.Errorf("%s: %d of %d pixels inside the range changed", tc.params, changedInside, inside)
		}
		hb, ha := histogramOf(orig), histogramOf(got)
		var movedIn, worstOut float64
		for b := range 36 {
			mid := float64(b)*10 + 5
			d := hueDistance(mid, tc.centre)
			if d >= tc.tol+tc.feather+10 { // a whole bin beyond the feather (and the hue shift)
				if hb.count[b] != ha.count[b] || hb.sat[b] != ha.sat[b] {
					t.Errorf("%s: bin %d-%d moved: %d -> %d pixels, saturation %.4f -> %.4f", tc.params, b*10, b*10+10, hb.count[b], ha.count[b], hb.sat[b], ha.sat[b])
				}
				worstOut = math.Max(worstOut, math.Abs(ha.sat[b]-hb.sat[b]))
			}
			if d+5 <= tc.tol && hb.count[b] > 100 {
				gain := ha.sat[b] / hb.sat[b]
				movedIn = math.Max(movedIn, gain)
				if tc.params[2:7] != "color" && gain < tc.satGain && ha.sat[b] < 0.95 {
					t.Errorf("%s: bin %d-%d saturation %.3f -> %.3f, want x%.2f", tc.params, b*10, b*10+10, hb.sat[b], ha.sat[b], tc.satGain)
				}
			}
		}
		t.Logf("%s: %+v; %d pixels inside (%d changed), %d outside (%d changed); best in-range saturation gain x%.2f, outside bins moved by %.4f",
			tc.params, out.Params, inside, changedInside, outside, changedOutside, movedIn, worstOut)
		dump(t, ed, fmt.Sprintf("huerange-%.0f", tc.centre))
		mustCall(t, ed, "history.undo", "")
		if !snap(ed).equal(before) {
			t.Errorf("%s: undo not exact", tc.params)
		}
	}
}

// Range parameters follow the catalog's conventions: names with aliases
// (sky, grass, skin tones), canonical names back, and clear errors.
func TestHueRangeParams(t *testing.T) {
	ed := newEditor(t, "astronaut.png")
	out := mustCall(t, ed, "adjustments.apply", `{"type":"hueSaturation","params":{"range":"sky","saturation":20}}`).(AdjustOut)
	if out.Params["range"] != "blues" || out.Params["tolerance"] != 25.0 || out.Params["feather"] != 25.0 {
		t.Errorf("sky: %+v", out.Params)
	}
	out = mustCall(t, ed, "adjustments.apply", `{"type":"hue-saturation","params":{"range":"Skin Tones","lightness":10,"tolerance":8}}`).(AdjustOut)
	if out.Params["range"] != "skin" || out.Params["tolerance"] != 8.0 {
		t.Errorf("skin: %+v", out.Params)
	}
	before := snap(ed)
	for params, want := range map[string]string{
		`{"range":"browns"}`:                 "Invalid hue-saturation parameter range: browns is not one of reds, oranges, skin, yellows, greens, cyans, blues, purples, magentas",
		`{"range":"blues","color":"#00f"}`:   "Invalid hue-saturation parameter range: give a range or a color, not both",
		`{"color":"#808080"}`:                "Invalid hue-saturation parameter color: #808080 is grey and has no hue: sample a coloured pixel",
		`{"color":"leafy"}`:                  `Invalid hue-saturation parameter color: Invalid color: "leafy" (use #rrggbb, rgb(r,g,b) or a colour name)`,
		`{"tolerance":30}`:                   "Invalid hue-saturation parameter tolerance: give a range or a color to limit the adjustment to",
		`{"range":"greens","feather":200}`:   "Invalid hue-saturation parameter feather: 200 is out of range 0..180",
		`{"range":"greens","tolerance":"x"}`: "Invalid hue-saturation parameter tolerance: expected a number",
	} {
		r := call(t, ed, "adjustments.apply", `{"type":"hue-saturation","params":`+params+`}`)
		if r.OK || r.Error != want {
			t.Errorf("%s: %+v, want %q", params, r, want)
		}
	}
	if !snap(ed).equal(before) {
		t.Error("refused params changed the document")
	}
}
