package photo

import (
	"encoding/json"
	"fmt"
	"math"
	"testing"
)

// vignetteRef is the vignette written from its definition in float64,
// a pixel at a time: the weight (0..1 of the amount) at canvas pixel
// (x, y) of a w x h canvas.
func vignetteRef(x, y, w, h int, midpoint, roundness, feather float64) float64 {
	ax, ay := float64(w)/2, float64(h)/2
	p := 2.0
	if roundness > 0 {
		r := math.Sqrt(ax * ay)
		ax += (r - ax) * roundness / 100
		ay += (r - ay) * roundness / 100
	} else {
		p = 2 - 6*roundness/100
	}
	dist := func(dx, dy float64) float64 {
		return math.Pow(math.Pow(math.Abs(dx)/ax, p)+math.Pow(math.Abs(dy)/ay, p), 1/p)
	}
	d := dist(float64(x)+0.5-float64(w)/2, float64(y)+0.5-float64(h)/2) / dist(float64(w)/2, float64(h)/2)
	mid := 0.3 + 0.6*midpoint/100
	width := max(feather/100*2*math.Min(mid, 1-mid), 0.002)
	e0, e1 := mid-width/2, mid+width/2
	switch {
	case d <= e0:
		return 0
	case d >= e1:
		return 1
	}
	t := (d - e0) / (e1 - e0)
	return t * t * (3 - 2*t)
}

// The vignette kernel gives its definition to within 3/65535 on every
// pixel of a noise picture (a quarter of an 8-bit level for a hard edge), for dark and light amounts and every shape;
// inside the transition's start the picture is exactly unchanged.
func TestVignetteMatchesItsDefinition(t *testing.T) {
	const w, h = 301, 199
	src := noiseRaster(w, h)
	for _, p := range []struct{ amount, midpoint, roundness, feather float64 }{
		{-50, 50, 0, 50}, {-100, 0, 0, 100}, {80, 70, 100, 30}, {-60, 40, -100, 60}, {30, 100, 50, 0}, {-100, 50, -40, 0},
	} {
		params, _ := json.Marshal(map[string]float64{"amount": p.amount, "midpoint": p.midpoint, "roundness": p.roundness, "feather": p.feather})
		a, err := NewAdjustment("vignette", params)
		if err != nil {
			t.Fatal(err)
		}
		got := a.ApplyRaster(src).Pix()
		worst, untouched := 0.0, 0
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				k := vignetteRef(x, y, w, h, p.midpoint, p.roundness, p.feather) * math.Abs(p.amount) / 100
				for c := 0; c < 4; c++ {
					i := (y*w+x)*4 + c
					v := float64(src.Pix()[i])
					want := v
					switch {
					case c == 3:
					case p.amount < 0:
						want = v * (1 - k)
					default:
						want = v + (65535-v)*k
					}
					if k == 0 && got[i] != src.Pix()[i] {
						t.Fatalf("%+v: (%d,%d) changed where the vignette is nil", p, x, y)
					}
					worst = math.Max(worst, math.Abs(float64(got[i])-want))
				}
				if k == 0 {
					untouched++
				}
			}
		}
		tolerance := 3.0
		if p.feather == 0 {
			// a hard edge is a smoothstep over 0.002 of the way to the
			// corner, steep against the table's steps: a quarter of an
			// 8-bit level
			tolerance = 64
		}
		if worst > tolerance {
			t.Errorf("%+v: %.1f/65535 from the definition", p, worst)
		}
		t.Logf("%+v: worst %.1f/65535, %d of %d pixels untouched", p, worst, untouched, w*h)
	}
}

// The vignette's profile, from the centre out along the diagonal, on a
// uniform grey canvas: unchanged at the centre, never rising outwards,
// and the amount at the corner.
func TestVignetteRadialProfile(t *testing.T) {
	const w, h = 600, 400
	grey := NewRaster(w, h)
	for i := range grey.pix {
		grey.pix[i] = 40000
		if i%4 == 3 {
			grey.pix[i] = 65535
		}
	}
	for _, amount := range []float64{-35, -100, 50} {
		a, _ := NewAdjustment("vignette", json.RawMessage(fmt.Sprintf(`{"amount":%g}`, amount)))
		out := a.ApplyRaster(grey).Pix()
		prev := -1.0
		for i := 0; i <= 100; i++ {
			x, y := w/2+(w/2-1)*i/100, h/2+(h/2-1)*i/100
			v := float64(out[(y*w+x)*4])
			change := math.Abs(v - 40000)
			if i == 0 && change != 0 {
				t.Errorf("amount %g: centre changed by %.0f", amount, change)
			}
			if change < prev {
				t.Errorf("amount %g: the effect falls outwards at step %d", amount, i)
			}
			prev = change
		}
		corner := float64(out[0]) / 40000
		want := 1 + amount/100
		if amount > 0 {
			corner, want = (float64(out[0])-40000)/(65535-40000), amount/100
		}
		if math.Abs(corner-want) > 0.002 {
			t.Errorf("amount %g: corner %.4f, want %.4f", amount, corner, want)
		}
	}
}
