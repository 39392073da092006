package photo

import (
	"math"
	"testing"
)

// The opaque fast path computes the same three-box filter as the general
// path, so the two agree to rounding.
func TestBoxBlurOpaqueMatchesGeneral(t *testing.T) {
	for _, size := range [][2]int{{203, 117}, {1, 1}, {7, 3}, {3, 200}, {64, 900}} {
		r := noiseRaster(size[0], size[1])
		for _, sigma := range []float64{3, 8, 20} {
			fast := GaussianBlur(r, sigma).Pix()
			slow := separable(r, gaussLine(sigma)).Pix()
			worst := 0
			for i := range fast {
				worst = max(worst, absInt(int(fast[i])-int(slow[i])))
			}
			if worst > 2 {
				t.Errorf("%dx%d sigma %g: fast and general blur differ by %d/65535", size[0], size[1], sigma, worst)
			}
		}
	}
}

// The three-box approximation stays within 1% of full scale of a true
// gaussian (computed in float64 with the exact kernel) on a hard edge and
// on noise, away from the image borders.
func TestBoxBlurNearTrueGaussian(t *testing.T) {
	const w, h = 160, 160
	edge := NewRaster(w, h)
	for y := range h {
		for x := range w {
			v := uint16(0)
			if x >= w/2 {
				v = 65535
			}
			i := (y*w + x) * 4
			edge.pix[i], edge.pix[i+1], edge.pix[i+2], edge.pix[i+3] = v, v, v, 65535
		}
	}
	for _, sigma := range []float64{3, 8, 15} {
		for name, r := range map[string]*Raster{"edge": edge, "noise": noiseRaster(w, h)} {
			got := GaussianBlur(r, sigma).Pix()
			want := trueGauss(r, sigma)
			m := int(math.Ceil(4 * sigma))
			worst := 0.0
			for y := m; y < h-m; y++ {
				for x := m; x < w-m; x++ {
					for c := 0; c < 3; c++ {
						i := (y*w+x)*4 + c
						worst = max(worst, math.Abs(float64(got[i])-want[i])/65535)
					}
				}
			}
			if worst > 0.01 {
				t.Errorf("%s sigma %g: max error %.4f of full scale, want <= 0.01", name, sigma, worst)
			}
			t.Logf("%s sigma %g: max abs error %.5f of full scale", name, sigma, worst)
		}
	}
}

func trueGauss(r *Raster, sigma float64) []float64 {
	rad := int(math.Ceil(5 * sigma))
	k := make([]float64, 2*rad+1)
	var sum float64
	for i := range k {
		d := float64(i - rad)
		k[i] = math.Exp(-d * d / (2 * sigma * sigma))
		sum += k[i]
	}
	for i := range k {
		k[i] /= sum
	}
	w, h := r.W, r.H
	src := r.Pix()
	tmp := make([]float64, len(src))
	out := make([]float64, len(src))
	for y := range h {
		for x := range w {
			for c := 0; c < 3; c++ {
				var a float64
				for j, kv := range k {
					xx := min(max(x+j-rad, 0), w-1)
					a += kv * float64(src[(y*w+xx)*4+c])
				}
				tmp[(y*w+x)*4+c] = a
			}
		}
	}
	for y := range h {
		for x := range w {
			for c := 0; c < 3; c++ {
				var a float64
				for j, kv := range k {
					yy := min(max(y+j-rad, 0), h-1)
					a += kv * tmp[(yy*w+x)*4+c]
				}
				out[(y*w+x)*4+c] = a
			}
		}
	}
	return out
}
func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// The integer raster kernel of hue-saturation agrees with the per-colour
// function (used by adjustment layers) to within rounding.
func TestHueSatRowsMatchPointFunc(t *testing.T) {
	r := noiseRaster(300, 200)
	// runs of equal colours exercise the kernel's previous-pixel reuse,
	// transparent ones its alpha check
	pix := r.Pix()
	for i := 4; i < len(pix); i += 4 {
		if (i/4)%3 != 0 {
			copy(pix[i:i+3], pix[i-4:i-1])
		}
		if (i/4)%7 == 0 {
			pix[i+3] = 0
		}
	}
	for _, p := range []string{`{"hue":36,"saturation":30}`, `{"hue":-170,"saturation":-60,"lightness":25}`, `{"hue":180,"saturation":100,"lightness":-40}`} {
		a, err := NewAdjustment("hue-saturation", []byte(p))
		if err != nil {
			t.Fatal(err)
		}
		fast := a.ApplyRaster(r).Pix()
		slow := ApplyPoint(r, a.fn).Pix()
		worst := 0
		for i := range fast {
			worst = max(worst, absInt(int(fast[i])-int(slow[i])))
		}
		if worst > 3 {
			t.Errorf("%s: raster kernel differs from the point function by %d/65535", p, worst)
		}
	}
}

// Known colours: a hue turn of 120 degrees takes red to green, -120 to
// blue; saturation -100 leaves the HSL lightness as grey.
func TestHueSatKnownColours(t *testing.T) {
	for _, c := range []struct {
		hue, sat float32
		in, want [3]float32
	}{
		{120, 0, [3]float32{1, 0, 0}, [3]float32{0, 1, 0}},
		{-120, 0, [3]float32{1, 0, 0}, [3]float32{0, 0, 1}},
		{60, 0, [3]float32{1, 0, 0}, [3]float32{1, 1, 0}},
		{0, -100, [3]float32{0.8, 0.2, 0.4}, [3]float32{0.5, 0.5, 0.5}},
		{180, 0, [3]float32{0.6, 0.3, 0.3}, [3]float32{0.3, 0.6, 0.6}},
	} {
		got := hueSaturation(c.hue, c.sat, 0, nil)(c.in)
		for i := range got {
			if math.Abs(float64(got[i]-c.want[i])) > 1e-5 {
				t.Errorf("hue %g sat %g of %v: got %v, want %v", c.hue, c.sat, c.in, got, c.want)
				break
			}
		}
	}
}

// The streaming small-sigma gaussian (opaque rasters) computes what the
// general separable path computes, to rounding, on shapes smaller than
// the kernel and on bands of every size.
func TestGaussStreamMatchesGeneral(t *testing.T) {
	for _, size := range [][2]int{{203, 117}, {1, 1}, {7, 3}, {3, 200}, {64, 900}, {2, 2}} {
		r := noiseRaster(size[0], size[1])
		for _, sigma := range []float64{0.4, 1, 1.5, 2.9} {
			fast := GaussianBlur(r, sigma).Pix()
			slow := separable(r, gaussLine(sigma)).Pix()
			worst := 0
			for i := range fast {
				worst = max(worst, absInt(int(fast[i])-int(slow[i])))
			}
			if worst > 2 {
				t.Errorf("%dx%d sigma %g: streaming and general blur differ by %d/65535", size[0], size[1], sigma, worst)
			}
		}
	}
}

// The unsharp mask fused into the streaming blur gives the two-pass
// result: the source plus amount times its difference from the blur,
// unchanged where that difference is under the threshold.
func TestUnsharpFusedMatchesTwoPass(t *testing.T) {
	r := noiseRaster(150, 97)
	for _, tc := range []struct{ sigma, amount, threshold float32 }{{1.5, 1, 0}, {1, 2.5, 0.1}, {2.5, 0.5, 0.02}} {
		got := UnsharpMask(r, float64(tc.sigma), tc.amount, tc.threshold).Pix()
		blur := separable(r, gaussLine(float64(tc.sigma))).Pix()
		src := r.Pix()
		worst, kept := 0, 0
		for i := range got {
			want := int(src[i])
			if i%4 != 3 {
				d := float32(src[i])*inv16 - float32(blur[i])*inv16
				if math.Abs(math.Abs(float64(d))-float64(tc.threshold)) < 3.0/65535 {
					continue // on the threshold, to rounding: either side is right
				}
				if d >= tc.threshold || -d >= tc.threshold {
					want = int(to16(float32(src[i])*inv16 + tc.amount*d))
				} else {
					kept++
				}
			}
			worst = max(worst, absInt(want-int(got[i])))
		}
		// the blur is rounded to 16 bits in one and not in the other
		if worst > 2+int(tc.amount*2) {
			t.Errorf("%+v: fused unsharp differs from two passes by %d/65535", tc, worst)
		}
		if tc.threshold > 0 && kept == 0 {
			t.Errorf("%+v: the threshold kept no value", tc)
		}
	}
}
