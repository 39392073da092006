package photo

import (
	"encoding/json"
	"testing"
)

// The ranged hue-saturation kernel gives what its colour function gives
// (to rounding), and leaves every pixel whose hue is beyond the range and
// its feather, or that is grey, exactly as it was.
func TestHueRangeKernelMatchesPointFunc(t *testing.T) {
	src := noiseRaster(300, 120)
	pix := src.Pix()
	for i := 0; i < 4*300*10; i += 4 {
		pix[i+1], pix[i+2] = pix[i], pix[i] // some greys
	}
	for _, params := range []string{`{"range":"greens","saturation":60,"hue":-20,"lightness":10}`,
		`{"color":"#d08050","tolerance":5,"feather":40,"saturation":-70}`, `{"range":"reds","hue":90}`} {
		a, err := NewAdjustment("hue-saturation", json.RawMessage(params))
		if err != nil {
			t.Fatal(err)
		}
		got, want := a.ApplyRaster(src).Pix(), ApplyPoint(src, a.fn).Pix()
		hr, _ := hueRangeFrom(rawParams(params), map[string]any{})
		rw := hr.weights()
		untouched := 0
		for i := 0; i < len(got); i += 4 {
			for c := 0; c < 4; c++ {
				if d := absInt(int(got[i+c]) - int(want[i+c])); d > 2 {
					t.Fatalf("%s: pixel %d channel %d: kernel %d, function %d", params, i/4, c, got[i+c], want[i+c])
				}
			}
			h, chroma := hueOf(float32(pix[i])*inv16, float32(pix[i+1])*inv16, float32(pix[i+2])*inv16)
			if rw.at(float32(h/60), chroma) == 0 {
				untouched++
				if got[i] != pix[i] || got[i+1] != pix[i+1] || got[i+2] != pix[i+2] {
					t.Fatalf("%s: pixel %d outside the range changed", params, i/4)
				}
			}
		}
		if untouched < 3000 || untouched > len(got)/4-3000 {
			t.Errorf("%s: %d of %d pixels outside the range", params, untouched, len(got)/4)
		}
	}
}

func rawParams(s string) map[string]json.RawMessage {
	m := map[string]json.RawMessage{}
	json.Unmarshal([]byte(s), &m)
	return m
}
