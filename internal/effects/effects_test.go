package effects

import (
	"os/exec"
	"strings"
	"testing"
)

func TestSpecEffectsRegistered(t *testing.T) {
	for _, id := range []string{"blur", "brightness-contrast", "grayscale", "saturation", "sepia", "invert", "vignette"} {
		if _, ok := Lookup(id); !ok {
			t.Errorf("spec effect %s missing", id)
		}
	}
	for _, d := range All() {
		if d.Name == "" || d.Description == "" || d.Filter == nil || Normalize(d.ID) != d.ID {
			t.Errorf("%s: incomplete definition", d.ID)
		}
		for _, p := range d.Params {
			if p.Key == "" || p.Label == "" || p.Describe() == "" {
				t.Errorf("%s.%s: incomplete param", d.ID, p.Key)
			}
			// every default must pass the effect's own validation
			if _, err := d.Merge(nil, map[string]any{p.Key: p.Default}); err != nil {
				t.Errorf("%s.%s: default %v rejected: %v", d.ID, p.Key, p.Default, err)
			}
		}
	}
}

func TestLookupNormalizes(t *testing.T) {
	for in, want := range map[string]string{
		"brightnessContrast": "brightness-contrast", "Brightness Contrast": "brightness-contrast",
		"brightness_contrast": "brightness-contrast", " BLUR ": "blur", "Grayscale": "grayscale",
		"BrightnessContrast": "brightness-contrast", "BRIGHTNESS-CONTRAST": "brightness-contrast",
	} {
		if d, ok := Lookup(in); !ok || d.ID != want {
			t.Errorf("Lookup(%q) = %v, want %s", in, d, want)
		}
	}
	if _, ok := Lookup("glitch"); ok {
		t.Errorf("unknown effect found")
	}
}

func TestDescribe(t *testing.T) {
	blur, _ := Lookup("blur")
	if got := blur.Params[0].Describe(); got != "Number between 0 and 100, step 1. Default: 15" {
		t.Errorf("blur intensity: %q", got)
	}
	v, _ := Lookup("vignette")
	if got := v.Params[1].Describe(); got != "One of: darken (Dark corners), lighten (Light corners). Default: darken" {
		t.Errorf("vignette mode: %q", got)
	}
	bc, _ := Lookup("brightness-contrast")
	if got := bc.Params[0].Describe(); got != "Number between -100 and 100, step 1. Default: 0" {
		t.Errorf("brightness: %q", got)
	}
}

func TestMerge(t *testing.T) {
	v, _ := Lookup("vignette")
	base := v.Defaults()
	got, err := v.Merge(base, map[string]any{"intensity": 80.0})
	if err != nil || got["intensity"] != 80.0 || got["mode"] != "darken" {
		t.Fatalf("merge: %v %v", got, err)
	}
	if base["intensity"] != 50.0 {
		t.Errorf("merge changed its base")
	}
	tint, _ := Lookup("tint")
	if got, err := tint.Merge(nil, map[string]any{"color": "RED"}); err != nil || got["color"] != "#ff0000" {
		t.Errorf("colour normalised: %v %v", got, err)
	}
	for _, tc := range []struct {
		d     string
		patch map[string]any
		want  string
	}{
		{"blur", map[string]any{"radius": 1.0}, "Unknown parameter: radius"},
		{"blur", map[string]any{"intensity": -0.5}, "Parameter 'intensity' must be >= 0"},
		{"blur", map[string]any{"intensity": 100.5}, "Parameter 'intensity' must be <= 100"},
		{"brightness-contrast", map[string]any{"brightness": -101.0}, "Parameter 'brightness' must be >= -100"},
		{"blur", map[string]any{"intensity": "10"}, "Invalid effect parameters"},
		{"blur", map[string]any{"intensity": true}, "Invalid effect parameters"},
		{"blur", map[string]any{"intensity": nil}, "Invalid effect parameters"},
		{"vignette", map[string]any{"mode": "sideways"}, "Invalid effect parameters"},
		{"vignette", map[string]any{"mode": 1.0}, "Invalid effect parameters"},
		{"tint", map[string]any{"color": "#12"}, "Invalid effect parameters"},
		{"tint", map[string]any{"color": 255.0}, "Invalid effect parameters"},
		// two bad keys: always the first in sorted order
		{"vignette", map[string]any{"zeta": 1.0, "mode": "x"}, "Invalid effect parameters"},
	} {
		d, _ := Lookup(tc.d)
		if _, err := d.Merge(d.Defaults(), tc.patch); err == nil || err.Error() != tc.want {
			t.Errorf("%s %v: got %v, want %q", tc.d, tc.patch, err, tc.want)
		}
	}
}

// Every effect's filter, at its defaults and at both ends of every number
// parameter, is a filter chain the installed ffmpeg accepts and runs.
func TestFiltersRunInFFmpeg(t *testing.T) {
	if _, err := exec.LookPath("ffmpeg"); err != nil {
		t.Skip("ffmpeg not installed")
	}
	// one ffmpeg run, one null output per effect (each with its own chain)
	args := []string{"-v", "error", "-nostdin", "-f", "lavfi", "-i", "testsrc2=size=320x180:rate=1"}
	for _, d := range All() {
		chain := []string{d.Filter(d.Defaults(), 180)}
		for _, p := range d.Params {
			if p.Type != Number {
				continue
			}
			for _, x := range []float64{p.Min, p.Max} {
				params, err := d.Merge(d.Defaults(), map[string]any{p.Key: x})
				if err != nil {
					t.Fatal(err)
				}
				chain = append(chain, d.Filter(params, 180))
			}
		}
		for _, f := range chain {
			if strings.Contains(f, "NaN") || strings.Contains(f, "Inf") {
				t.Errorf("%s: filter %q", d.ID, f)
			}
		}
		args = append(args, "-map", "0:v", "-frames:v", "1", "-vf", "format=rgb24,"+strings.Join(chain, ","), "-f", "null", "-")
	}
	if out, err := exec.Command("ffmpeg", args...).CombinedOutput(); err != nil {
		t.Errorf("ffmpeg refused an effect filter: %v\n%s\nargs: %q", err, out, args)
	}
}
