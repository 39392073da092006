package photoops

import (
	"fmt"
	"image"
	"math"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// stats are measurements of a picture (0..1 units): luma (Rec. 709 on
// encoded values), HSL saturation, and channel means over dark (luma <
// 0.3) and bright (luma > 0.7) pixels.
type stats struct {
	meanLuma, stdLuma, meanSat, minLuma, maxLuma     float64
	darkBminusR, brightRminusB, darkB, brightYminusB float64
}

func measure(r *photo.Raster) stats {
	var s stats
	var n, nd, nb float64
	s.minLuma = 1
	pix := r.Pix()
	lumas := make([]float64, 0, len(pix)/4)
	for i := 0; i < len(pix); i += 4 {
		cr, cg, cb := float64(pix[i])/65535, float64(pix[i+1])/65535, float64(pix[i+2])/65535
		y := 0.2126*cr + 0.7152*cg + 0.0722*cb
		mx, mn := max(cr, cg, cb), min(cr, cg, cb)
		l := (mx + mn) / 2
		sat := 0.0
		if mx > mn {
			sat = (mx - mn) / (1 - math.Abs(2*l-1))
		}
		n++
		s.meanLuma += y
		s.meanSat += sat
		s.minLuma, s.maxLuma = min(s.minLuma, y), max(s.maxLuma, y)
		lumas = append(lumas, y)
		if y < 0.3 {
			nd++
			s.darkBminusR += cb - cr
			s.darkB += cb
		}
		if y > 0.7 {
			nb++
			s.brightRminusB += cr - cb
			s.brightYminusB += (cr+cg)/2 - cb
		}
	}
	s.meanLuma /= n
	s.meanSat /= n
	for _, y := range lumas {
		s.stdLuma += (y - s.meanLuma) * (y - s.meanLuma)
	}
	s.stdLuma = math.Sqrt(s.stdLuma / n)
	s.darkBminusR /= max(nd, 1)
	s.darkB /= max(nd, 1)
	s.brightRminusB /= max(nb, 1)
	s.brightYminusB /= max(nb, 1)
	return s
}

// Every look, applied by looks.apply to real photos, does what its
// description says, measured: sepia turns every pixel brown (red above
// green above blue) keeping the brightness; the black-and-white looks
// leave no colour, matte lifting the blacks and dimming the whites, noir
// raising the contrast; faded lifts the blacks and mutes the colours;
// bleach-bypass mutes the colours and raises the contrast; teal-orange
// turns shadows bluer and highlights warmer; cross-process casts blue
// into the shadows and yellow into the highlights; vintage mutes, warms
// and lifts. Each is one layer, one undo step, undone exactly.
func TestLooksDoWhatTheySay(t *testing.T) {
	for _, p := range []string{"astronaut.png", "coffee.png", "chelsea.png"} {
		for _, look := range photo.LookNames() {
			ed := newEditor(t, p)
			before := snap(ed)
			orig := composite(ed)
			b := measure(orig)
			out := mustCall(t, ed, "looks.apply", fmt.Sprintf(`{"name":%q}`, look)).(AdjustOut)
			if out.Type != "look" || out.Name != look || out.Params["name"] != look || len(ed.History.Undo) != 1 {
				t.Fatalf("%s %s: %+v", p, look, out)
			}
			r := composite(ed)
			a := measure(r)
			name := p + " " + look
			check := func(ok bool, what string, args ...any) {
				if !ok {
					t.Errorf("%s: %s (before %+v, after %+v)", name, fmt.Sprintf(what, args...), b, a)
				}
			}
			grey := func() bool {
				pix := r.Pix()
				for i := 0; i < len(pix); i += 4 {
					if pix[i] != pix[i+1] || pix[i+1] != pix[i+2] {
						return false
					}
				}
				return true
			}
			switch look {
			case "sepia":
				pix := r.Pix()
				for i := 0; i < len(pix); i += 4 {
					if int(pix[i])+300 < int(pix[i+1]) || int(pix[i+1])+300 < int(pix[i+2]) {
						t.Fatalf("%s: pixel %d is %v, not brown", name, i/4, pix[i:i+3])
					}
				}
				check(math.Abs(a.meanLuma-b.meanLuma) < 0.05, "mean brightness %.3f -> %.3f", b.meanLuma, a.meanLuma)
			case "matte-black-white", "noir":
				check(grey(), "colour left")
				if look == "noir" {
					// in the middle, inside the vignette's untouched part
					mid := image.Rect(r.W*35/100, r.H*35/100, r.W*65/100, r.H*65/100)
					bm, am := measure(photo.CropRaster(orig, mid)), measure(photo.CropRaster(r, mid))
					check(am.stdLuma > bm.stdLuma*1.1, "contrast in the middle %.3f -> %.3f", bm.stdLuma, am.stdLuma)
					check(a.meanLuma < b.meanLuma, "not darker")
				} else {
					check(a.minLuma >= 36.0/255 && a.maxLuma <= 237.0/255, "range %.3f..%.3f, want within the matte 0.14..0.93", a.minLuma, a.maxLuma)
				}
			case "faded":
				check(a.minLuma >= 40.0/255, "darkest %.3f, want lifted blacks", a.minLuma)
				check(a.meanSat < b.meanSat*0.9, "saturation %.3f -> %.3f", b.meanSat, a.meanSat)
			case "bleach-bypass":
				check(a.meanSat < b.meanSat*0.7, "saturation %.3f -> %.3f", b.meanSat, a.meanSat)
				check(a.stdLuma > b.stdLuma*1.05, "contrast %.3f -> %.3f", b.stdLuma, a.stdLuma)
			case "teal-orange":
				check(a.darkBminusR > b.darkBminusR+0.02, "shadows B-R %.3f -> %.3f", b.darkBminusR, a.darkBminusR)
				check(a.brightRminusB > b.brightRminusB+0.02, "highlights R-B %.3f -> %.3f", b.brightRminusB, a.brightRminusB)
			case "cross-process":
				check(a.darkB > b.darkB+0.03, "shadows blue %.3f -> %.3f", b.darkB, a.darkB)
				check(a.brightYminusB > b.brightYminusB+0.03, "highlights yellow %.3f -> %.3f", b.brightYminusB, a.brightYminusB)
			case "vintage":
				check(a.meanSat < b.meanSat*0.85, "saturation %.3f -> %.3f", b.meanSat, a.meanSat)
				check(a.minLuma > b.minLuma+0.02, "darkest %.3f -> %.3f", b.minLuma, a.minLuma)
			default:
				t.Errorf("look %s has no measurement here", look)
			}
			t.Logf("%s: luma %.3f->%.3f (sd %.3f->%.3f, %.3f..%.3f), saturation %.3f->%.3f, shadows B-R %.3f->%.3f, highlights R-B %.3f->%.3f",
				name, b.meanLuma, a.meanLuma, b.stdLuma, a.stdLuma, a.minLuma, a.maxLuma, b.meanSat, a.meanSat, b.darkBminusR, a.darkBminusR, b.brightRminusB, a.brightRminusB)
			mustCall(t, ed, "history.undo", "")
			if !snap(ed).equal(before) {
				t.Errorf("%s: undo not exact", name)
			}
		}
	}
}

// amount mixes a look with the picture: at 50 every channel moves half
// as far as at 100 (to rounding), at 0 nothing changes.
func TestLookAmountMixes(t *testing.T) {
	base := composite(newEditor(t, "chelsea.png")).Pix()
	moved := func(amount string) ([]uint16, float64) {
		ed := newEditor(t, "chelsea.png")
		mustCall(t, ed, "looks.apply", `{"name":"cross-process","amount":`+amount+`}`)
		p := composite(ed).Pix()
		var s float64
		for i := range p {
			s += math.Abs(float64(p[i]) - float64(base[i]))
		}
		return p, s
	}
	full, dFull := moved("100")
	half, dHalf := moved("50")
	if _, d0 := moved("0"); d0 != 0 {
		t.Errorf("amount 0 moved the picture by %.0f", d0)
	}
	for i := range half {
		want := (float64(base[i]) + float64(full[i])) / 2
		if math.Abs(float64(half[i])-want) > 2 {
			t.Fatalf("value %d: %d at amount 50, want %.1f (halfway from %d to %d)", i, half[i], want, base[i], full[i])
		}
	}
	t.Logf("mean move: %.1f at 100, %.1f at 50 (/65535)", dFull/float64(len(base)), dHalf/float64(len(base)))
}

// looks.list lists every look with a one-line description and its
// steps; a look's name is not an adjustment type, and saying one there
// points to looks.apply; bad names and amounts are refused.
func TestLooksListAndErrors(t *testing.T) {
	ed := newEditor(t, "coffee.png")
	list := mustCall(t, ed, "looks.list", "").(LooksOut)
	if len(list.Looks) < 8 {
		t.Fatalf("%d looks", len(list.Looks))
	}
	for _, l := range list.Looks {
		if l.Description == "" || strings.Contains(l.Description, "\n") || !strings.HasSuffix(l.Description, ".") || len(l.Steps) == 0 {
			t.Errorf("look %+v: want a one-line description and steps", l)
		}
	}
	for _, tc := range []struct{ op, params, want string }{
		{"adjustments.apply", `{"type":"sepia"}`, `sepia is a look, not an adjustment type: use looks.apply {"name":"sepia"}`},
		{"looks.apply", `{"name":"polaroid"}`, "Unknown look: polaroid (use one of " + strings.Join(photo.LookNames(), ", ") + ")"},
		{"looks.apply", `{}`, "Invalid name: give a look that looks.list lists"},
		{"looks.apply", `{"name":"glow"}`, "Unknown look: glow (use one of " + strings.Join(photo.LookNames(), ", ") + ")"},
		{"looks.apply", `{"name":"noir","amount":150}`, "Invalid amount: must be between 0 and 100"},
		{"looks.apply", `{"name":"noir","amount":"all"}`, "Invalid amount: must be between 0 and 100"},
	} {
		if r := call(t, ed, tc.op, tc.params); r.OK || r.Error != tc.want {
			t.Errorf("%s %s: %+v, want %q", tc.op, tc.params, r, tc.want)
		}
	}
	// aliases and the adjustment type itself
	mustCall(t, ed, "looks.apply", `{"name":"Teal and Orange","amount":40}`)
	out := mustCall(t, ed, "adjustments.apply", `{"type":"look","params":{"name":"matteBW"}}`).(AdjustOut)
	if out.Params["name"] != "matte-black-white" || out.Params["amount"] != 100.0 {
		t.Errorf("look by alias: %+v", out)
	}
}
