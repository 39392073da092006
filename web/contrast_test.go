package web

import (
	"math"
	"regexp"
	"strconv"
	"testing"
)

// The design tokens meet WCAG AA: 4.5:1 for text on every surface it is used on, 3:1 for large
// text and the focus ring.
func TestTokensMeetWCAGAA(t *testing.T) {
	css, err := files.ReadFile("static/css/app.css")
	if err != nil {
		t.Fatal(err)
	}
	tokens := map[string]string{}
	for _, m := range regexp.MustCompile(`--([a-z0-9-]+):\s*(#[0-9a-fA-F]{6})\s*;`).FindAllStringSubmatch(string(css), -1) {
		tokens[m[1]] = m[2]
	}
	surfaces := []string{"bg", "panel", "panel-2", "panel-3"}
	for _, tc := range []struct {
		fg    string
		on    []string
		ratio float64
	}{
		{"text", surfaces, 4.5},
		{"text-dim", surfaces, 4.5},
		{"text-faint", []string{"bg", "panel", "panel-2"}, 4.5},
		{"accent", []string{"bg", "panel", "panel-2", "panel-3"}, 4.5},
		{"warn", []string{"warn-bg", "panel", "panel-2"}, 4.5},
		{"danger", []string{"panel", "panel-2"}, 4.5},
		{"ok", []string{"panel", "panel-2"}, 4.5},
		{"focus", surfaces, 3},
	} {
		for _, bg := range tc.on {
			f, b := tokens[tc.fg], tokens[bg]
			if f == "" || b == "" {
				t.Fatalf("token --%s or --%s missing", tc.fg, bg)
			}
			if r := contrast(f, b); r < tc.ratio {
				t.Errorf("--%s %s on --%s %s: %.2f:1, want >= %.1f:1", tc.fg, f, bg, b, r, tc.ratio)
			}
		}
	}
	// White button text on the accent button.
	if r := contrast("#ffffff", tokens["accent-bg"]); r < 4.5 {
		t.Errorf("white on --accent-bg: %.2f:1", r)
	}
	if r := contrast("#ffffff", tokens["accent-bg-hover"]); r < 4.5 {
		t.Errorf("white on --accent-bg-hover: %.2f:1", r)
	}
}

func luminance(hex string) float64 {
	var c [3]float64
	for i := range c {
		v, _ := strconv.ParseUint(hex[1+2*i:3+2*i], 16, 8)
		s := float64(v) / 255
		if s <= 0.04045 {
			c[i] = s / 12.92
		} else {
			c[i] = math.Pow((s+0.055)/1.055, 2.4)
		}
	}
	return 0.2126*c[0] + 0.7152*c[1] + 0.0722*c[2]
}

func contrast(a, b string) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}
