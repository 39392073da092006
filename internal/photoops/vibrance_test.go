package photoops

import (
	"fmt"
	"math"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// chromaGains is the mean chroma after over before, for pixels in bands
// of saturation before (muted 0.05-0.25, mid 0.25-0.6, vivid 0.6-1, HSL)
// away from skin hues, and for skin-hued pixels (within 12 degrees of 25)
// of saturation 0.15-0.6, with the gain of the non-skin pixels in that
// same band.
type chromaGains struct {
	low, mid, high, skin, skinBandOthers float64
	nLow, nHigh, nSkin                   int
}

func gainsOf(before, after *photo.Raster) chromaGains {
	var s [5][2]float64
	var n [5]int
	bp, ap := before.Pix(), after.Pix()
	for i := 0; i < len(bp); i += 4 {
		h, sat, c0 := hsl(bp[i : i+3])
		_, _, c1 := hsl(ap[i : i+3])
		if c0 < 0.02 {
			continue // grey: no hue
		}
		add := func(k int) { s[k][0] += c0; s[k][1] += c1; n[k]++ }
		d := hueDistance(h, 25)
		switch {
		case d <= 12 && sat >= 0.15 && sat < 0.6:
			add(3)
		case d > 27 && sat >= 0.15 && sat < 0.6:
			add(4)
		}
		if d <= 27 {
			continue
		}
		switch {
		case sat >= 0.05 && sat < 0.25:
			add(0)
		case sat >= 0.25 && sat < 0.6:
			add(1)
		case sat >= 0.6:
			add(2)
		}
	}
	r := func(k int) float64 { return s[k][1] / max(s[k][0], 1e-9) }
	return chromaGains{r(0), r(1), r(2), r(3), r(4), n[0], n[2], n[3]}
}

// Vibrance raises muted colours more than vivid ones and spares skin,
// measured on real photos against an even saturation change
// (hue-saturation saturation +30): the chroma of muted pixels grows at
// least twice as much as that of vivid ones, and skin-hued pixels grow at
// most a third as much as other pixels as saturated; the even change
// moves skin like the rest.
func TestVibranceFavoursMutedColoursAndSparesSkin(t *testing.T) {
	for _, tc := range []struct {
		photo        string
		chroma, skin bool // what the photo has enough of to measure
	}{{"astronaut.png", true, true}, {"Dune.jpg", true, true}, {"chelsea.png", false, true}} {
		p := tc.photo
		var ed *Editor
		if p == "Dune.jpg" {
			ed = gplEditor(t, p)
		} else {
			ed = newEditor(t, p)
		}
		before := snap(ed)
		orig := composite(ed)
		out := mustCall(t, ed, "adjustments.vibrance", `{"amount":60}`).(AdjustOut)
		if out.Type != "vibrance" || out.Params["vibrance"] != 60.0 || out.Name != "vibrance" {
			t.Fatalf("%s: %+v", p, out)
		}
		v := gainsOf(orig, composite(ed))
		dump(t, ed, "vibrance-"+p)
		mustCall(t, ed, "history.undo", "")
		if !snap(ed).equal(before) {
			t.Fatalf("%s: undo not exact", p)
		}
		mustCall(t, ed, "adjustments.apply", `{"type":"hue-saturation","params":{"saturation":30}}`)
		even := gainsOf(orig, composite(ed))
		t.Logf("%s: vibrance 60 chroma gains low %.3f mid %.3f high %.3f (%d muted, %d vivid px), skin %.3f vs others %.3f (%d px); saturation +30: low %.3f high %.3f, skin %.3f vs others %.3f",
			p, v.low, v.mid, v.high, v.nLow, v.nHigh, v.skin, v.skinBandOthers, v.nSkin, even.low, even.high, even.skin, even.skinBandOthers)
		if tc.chroma {
			if v.nLow < 1000 || v.nHigh < 1000 {
				t.Fatalf("%s: %d muted and %d vivid pixels, too few to measure", p, v.nLow, v.nHigh)
			}
			if v.low-1 < 2*(v.high-1) || v.low < v.mid || v.mid < v.high || v.low < 1.15 {
				t.Errorf("%s: vibrance gains low %.3f mid %.3f high %.3f: muted colours should gain most", p, v.low, v.mid, v.high)
			}
		}
		if tc.skin {
			if v.nSkin < 1000 {
				t.Fatalf("%s: %d skin-hued pixels, too few to measure", p, v.nSkin)
			}
			if v.skin-1 > (v.skinBandOthers-1)/3 {
				t.Errorf("%s: skin gained %.3f against %.3f for other colours of the same chroma", p, v.skin, v.skinBandOthers)
			}
			if math.Abs((even.skin-1)-(even.skinBandOthers-1)) > 0.5*(even.skinBandOthers-1) {
				t.Errorf("%s: the even change should move skin like the rest: %.3f vs %.3f", p, even.skin, even.skinBandOthers)
			}
		}
	}
}

// adjustments.desaturate removes saturation in the documented steps:
// slightly (20) leaves 80% of every colour's chroma and a lot (60) 40%,
// brightness kept, and even the slight step is plain to see (most
// coloured pixels move by 2 or more 8-bit levels); bad amounts are
// refused.
func TestDesaturateSteps(t *testing.T) {
	for _, p := range []string{"coffee.png", "astronaut.png"} {
		for _, step := range []struct {
			word   string
			amount float64
		}{{"slightly", 20}, {"a lot", 60}, {"completely", 100}} {
			ed := newEditor(t, p)
			orig := composite(ed)
			out := mustCall(t, ed, "adjustments.desaturate", fmt.Sprintf(`{"amount":%g}`, step.amount)).(AdjustOut)
			if out.Name != "desaturate" || out.Params["amount"] != step.amount {
				t.Fatalf("%+v", out)
			}
			got := composite(ed)
			op, gp := orig.Pix(), got.Pix()
			var c0, c1, dLuma float64
			coloured, visible := 0, 0
			for i := 0; i < len(op); i += 4 {
				_, _, a := hsl(op[i : i+3])
				_, _, b := hsl(gp[i : i+3])
				c0, c1 = c0+a, c1+b
				y := func(p []uint16) float64 {
					return (0.2126*float64(p[0]) + 0.7152*float64(p[1]) + 0.0722*float64(p[2])) / 65535
				}
				dLuma = math.Max(dLuma, math.Abs(y(op[i:i+3])-y(gp[i:i+3])))
				if a >= 0.1 {
					coloured++
					for c := 0; c < 3; c++ {
						if math.Abs(float64(op[i+c])-float64(gp[i+c])) >= 2*257 {
							visible++
							break
						}
					}
				}
			}
			ratio := c1 / c0
			t.Logf("%s %s (%g): chroma x%.3f, %d of %d coloured pixels moved 2+ levels, brightness within %.4f", p, step.word, step.amount, ratio, visible, coloured, dLuma)
			if math.Abs(ratio-(1-step.amount/100)) > 0.01 {
				t.Errorf("%s %s: chroma x%.3f, want x%.2f", p, step.word, ratio, 1-step.amount/100)
			}
			if dLuma > 1.0/255 {
				t.Errorf("%s %s: brightness moved by %.4f", p, step.word, dLuma)
			}
			if visible < coloured/2 {
				t.Errorf("%s %s: only %d of %d coloured pixels visibly changed", p, step.word, visible, coloured)
			}
		}
	}
	ed := newEditor(t, "coffee.png")
	for _, tc := range []struct{ op, params, want string }{
		{"adjustments.desaturate", `{}`, "Invalid amount: the percent of saturation to remove, above 0 up to 100 (slightly 20, a lot 60, completely 100)"},
		{"adjustments.desaturate", `{"amount":-20}`, "Invalid amount: the percent of saturation to remove, above 0 up to 100 (slightly 20, a lot 60, completely 100)"},
		{"adjustments.vibrance", `{"amount":0}`, "Invalid amount: -100..100, not 0 (slightly 20, a lot 60; less vibrant below 0)"},
		{"adjustments.vibrance", `{"amount":"lots"}`, "Invalid amount: -100..100, not 0 (slightly 20, a lot 60; less vibrant below 0)"},
	} {
		if r := call(t, ed, tc.op, tc.params); r.OK || r.Error != tc.want {
			t.Errorf("%s %s: %+v, want %q", tc.op, tc.params, r, tc.want)
		}
	}
}
