package photo

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
)

// hueRange limits a hue-saturation adjustment to colours of some hues,
// as a photo editor's "Greens" or "Blues" does: full strength within
// tolerance degrees of the centre hue, fading to nothing over feather
// degrees beyond, and nothing on near-greys, whose hue means little. A
// colour outside the range is left exactly as it was.
type hueRange struct {
	name                     string  // a named range, or "" for a sampled colour
	color                    string  // the sampled colour, #rrggbb
	centre, tolerance, fader float64 // degrees
}

// namedRange is a range's centre hue, tolerance and feather, degrees.
type namedRange struct{ centre, tolerance, feather float64 }

// HueRanges are the named ranges. Greens reach into yellow-green (grass
// and leaves sit at 70-110 degrees), blues span sky blue to deep blue,
// skin is the orange-red band of skin tones of every complexion.
var HueRanges = map[string]namedRange{
	"reds": {0, 15, 25}, "oranges": {30, 10, 20}, "yellows": {58, 12, 20}, "greens": {100, 35, 25},
	"cyans": {180, 15, 25}, "blues": {220, 25, 25}, "purples": {270, 15, 20}, "magentas": {315, 15, 25},
	"skin": {25, 12, 15},
}

// HueRangeNames lists the named ranges in hue order.
var HueRangeNames = []string{"reds", "oranges", "skin", "yellows", "greens", "cyans", "blues", "purples", "magentas"}

var rangeAliases = map[string]string{
	"red": "reds", "orange": "oranges", "yellow": "yellows", "green": "greens", "cyan": "cyans", "blue": "blues",
	"purple": "purples", "violet": "purples", "violets": "purples", "magenta": "magentas", "pink": "magentas",
	"skin-tones": "skin", "skintones": "skin", "skin-tone": "skin", "skins": "skin",
	"sky": "blues", "grass": "greens", "foliage": "greens", "leaves": "greens",
}

// hueRangeFrom reads the range parameters of hue-saturation: range (a
// name) or color (a sampled colour), with tolerance and feather in
// degrees (each 0..180; defaults: the named range's, or 20 and 20 for a
// colour). It returns nil when neither is given.
func hueRangeFrom(o map[string]json.RawMessage, canon map[string]any) (*hueRange, error) {
	bad := func(name, msg string) error { return fmt.Errorf("Invalid hue-saturation parameter %s: %s", name, msg) }
	var hr *hueRange
	_, hasRange := o["range"]
	_, hasColor := o["color"]
	switch {
	case hasRange && hasColor:
		return nil, bad("range", "give a range or a color, not both")
	case hasRange:
		var name string
		if json.Unmarshal(o["range"], &name) != nil {
			return nil, bad("range", "expected one of "+strings.Join(HueRangeNames, ", "))
		}
		k := kebab(name)
		if a, ok := rangeAliases[k]; ok {
			k = a
		}
		if k == "all" || k == "master" || k == "" {
			break // the whole picture
		}
		nr, ok := HueRanges[k]
		if !ok {
			return nil, bad("range", fmt.Sprintf("%s is not one of %s", name, strings.Join(HueRangeNames, ", ")))
		}
		hr = &hueRange{name: k, centre: nr.centre, tolerance: nr.tolerance, fader: nr.feather}
	case hasColor:
		var s string
		if json.Unmarshal(o["color"], &s) != nil {
			return nil, bad("color", "expected a colour such as #6a8f3a")
		}
		c, err := ParseColor(s)
		if err != nil {
			return nil, bad("color", err.Error())
		}
		h, chroma := hueOf(c.R, c.G, c.B)
		if chroma < 0.04 {
			return nil, bad("color", fmt.Sprintf("%s is grey and has no hue: sample a coloured pixel", c.Hex()))
		}
		hr = &hueRange{color: c.Hex(), centre: h, tolerance: 20, fader: 20}
	}
	for _, p := range []struct {
		name string
		dst  *float64
	}{{"tolerance", nil}, {"feather", nil}} {
		r, ok := o[p.name]
		if !ok {
			continue
		}
		if hr == nil {
			return nil, bad(p.name, "give a range or a color to limit the adjustment to")
		}
		var v float64
		if json.Unmarshal(r, &v) != nil {
			return nil, bad(p.name, "expected a number")
		}
		if v < 0 || v > 180 || math.IsNaN(v) {
			return nil, bad(p.name, fmt.Sprintf("%g is out of range 0..180", v))
		}
		if p.name == "tolerance" {
			hr.tolerance = v
		} else {
			hr.fader = v
		}
	}
	if hr == nil {
		return nil, nil
	}
	if hr.name != "" {
		canon["range"] = hr.name
	} else {
		canon["color"] = hr.color
	}
	canon["tolerance"], canon["feather"] = hr.tolerance, hr.fader
	return hr, nil
}

// hueOf is the hue (degrees) and chroma (max - min) of a colour.
func hueOf(r, g, b float32) (float64, float32) {
	mx, mn := max(r, g, b), min(r, g, b)
	d := mx - mn
	if d <= 0 {
		return 0, 0
	}
	var h float32
	switch mx {
	case r:
		h = (g - b) / d
		if g < b {
			h += 6
		}
	case g:
		h = (b-r)/d + 2
	default:
		h = (r-g)/d + 4
	}
	return float64(h) * 60, d
}

// rangeWeight is how much of the adjustment a colour of hue h (in
// sextants, 0..6) and chroma (0..1) gets: 1 inside the tolerance, a
// smoothstep down to 0 across the feather, 0 beyond, and nothing for
// near-greys (chroma below 2%, full from 6%).
type rangeWeight struct{ c6, tol6, end6 float32 }

func (hr *hueRange) weights() rangeWeight {
	return rangeWeight{float32(hr.centre / 60), float32(hr.tolerance / 60), float32((hr.tolerance + hr.fader) / 60)}
}

func (rw rangeWeight) at(h6, chroma float32) float32 {
	d := h6 - rw.c6
	if d < 0 {
		d = -d
	}
	if d > 3 {
		d = 6 - d
	}
	if d >= rw.end6 || chroma <= 0.02 {
		return 0
	}
	w := float32(1)
	if d > rw.tol6 {
		t := (d - rw.tol6) / (rw.end6 - rw.tol6)
		w = 1 - t*t*(3-2*t)
	}
	if chroma < 0.06 {
		t := (chroma - 0.02) / 0.04
		w *= t * t * (3 - 2*t)
	}
	return w
}
