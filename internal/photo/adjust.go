package photo

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"unicode"
)

// PointFunc maps one colour (0..1, sRGB-encoded) to another.
type PointFunc func(c [3]float32) [3]float32

// Adjustment is an adjustment layer's settings: a type from
// AdjustmentTypes and its canonical parameters.
type Adjustment struct {
	Type   string
	Params map[string]any
	fn     PointFunc
	// rows, when set, is a specialised whole-raster kernel for fn
	rows func(dst, src []uint16)
	// local, when set, is the adjustment as it is meant: each colour
	// adjusted by the local luminance around it (see lumMap), averaged
	// over radius pixels (0: automatic); fn is its global stand-in for a
	// single colour.
	local  func(c [3]float32, l float32) [3]float32
	radius float64
	// place, when set, makes the adjustment depend on where a pixel is
	// (vignette): it adjusts a run of 16-bit RGBA pixels in place, those
	// of canvas row y from column x0 on a w x h canvas; fn is then the
	// identity, what it does at the centre.
	place func(run []uint16, x0, y, w, h int)
	// steps, when set, are the adjustments of a look, applied in turn and
	// mixed with the picture by amount (0..65536)
	steps  []*Adjustment
	amount int32

	lutOnce sync.Once
	lut     []uint16
}

// Apply maps one colour.
func (a *Adjustment) Apply(c [3]float32) [3]float32 { return a.fn(c) }

// separableTypes map each channel on its own, so a table of 65536 values
// a channel replaces the arithmetic (20x faster on large images).
var separableTypes = map[string]bool{"brightness-contrast": true, "exposure": true, "white-balance": true,
	"levels": true, "curves": true, "posterize": true, "invert": true}

// table returns the per-channel lookup table (3 x 65536), or nil when the
// adjustment mixes channels.
func (a *Adjustment) table() []uint16 {
	if !separableTypes[a.Type] {
		return nil
	}
	a.lutOnce.Do(func() {
		lut := make([]uint16, 3*65536)
		for v := range 65536 {
			f := float32(v) * inv16
			c := a.fn([3]float32{f, f, f})
			lut[v], lut[65536+v], lut[2*65536+v] = to16(c[0]), to16(c[1]), to16(c[2])
		}
		a.lut = lut
	})
	return a.lut
}

// ApplyRaster applies the adjustment to every pixel of r (alpha kept).
// Adjustments compute at 16 bits (an adjustment layer does, at composite
// time): the result is 16-bit whatever r's depth.
func (a *Adjustment) ApplyRaster(r *Raster) *Raster {
	r = r.Promoted()
	if a.local != nil {
		// r alone is the picture: composite an adjustment layer over it
		s := NewState(r.W, r.H)
		s.Layers = []*Layer{{ID: "adjust", Kind: KindAdjustment, Visible: true, Opacity: 1, Blend: "normal", Adjust: a},
			{ID: "pixels", Kind: KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: r}}
		return Composite(s, nil)
	}
	if a.place != nil || a.steps != nil {
		// r is the canvas
		out := r.Clone()
		parallelRows(r.H, func(y0, y1 int) {
			var sc runScratch
			for y := y0; y < y1; y++ {
				a.run(out.pix[y*r.W*4:(y+1)*r.W*4], &sc, 0, y, r.W, r.H)
			}
		})
		return out
	}
	lut := a.table()
	if a.rows != nil {
		out := NewRaster(r.W, r.H)
		src := r.Pix()
		parallelRows(r.H, func(y0, y1 int) {
			a.rows(out.pix[y0*r.W*4:y1*r.W*4], src[y0*r.W*4:y1*r.W*4])
		})
		return out
	}
	if lut == nil {
		return ApplyPoint(r, a.fn)
	}
	out := NewRaster(r.W, r.H)
	src := r.Pix()
	parallelRows(r.H, func(y0, y1 int) {
		d := out.pix[y0*r.W*4 : y1*r.W*4]
		s := src[y0*r.W*4 : y1*r.W*4]
		for i := 0; i+3 < len(s); i += 4 {
			d[i], d[i+1], d[i+2], d[i+3] = lut[s[i]], lut[65536+int(s[i+1])], lut[2*65536+int(s[i+2])], s[i+3]
		}
	})
	return out
}

// AdjustmentTypes lists the adjustment layer types.
var AdjustmentTypes = []string{"brightness-contrast", "exposure", "white-balance", "hue-saturation",
	"vibrance", "black-white", "shadows-highlights", "levels", "curves", "color-balance",
	"gradient-map", "posterize", "threshold", "invert", "vignette", "look"}

var typeAliases = map[string]string{
	"black-and-white": "black-white", "blackwhite": "black-white", "bw": "black-white",
	"grayscale": "black-white", "greyscale": "black-white", "desaturate": "black-white",
	"brightness": "brightness-contrast", "contrast": "brightness-contrast",
	"brightness-and-contrast": "brightness-contrast",
	"warmth":                  "white-balance", "temperature": "white-balance", "color-temperature": "white-balance",
	"hue-sat": "hue-saturation", "hue-and-saturation": "hue-saturation", "saturation": "hue-saturation", "hue": "hue-saturation",
	"shadow-highlight": "shadows-highlights", "shadows-and-highlights": "shadows-highlights", "shadows-highlight": "shadows-highlights",
	"level": "levels", "curve": "curves", "colour-balance": "color-balance", "colorbalance": "color-balance",
	"gradientmap": "gradient-map", "posterise": "posterize", "negative": "invert", "vignetting": "vignette",
}

// NormalizeAdjustmentType turns "blackAndWhite", "Black_White" or
// "brightness" into the canonical type name.
func NormalizeAdjustmentType(t string) (string, error) {
	k := kebab(t)
	if a, ok := typeAliases[k]; ok {
		k = a
	}
	if slices.Contains(AdjustmentTypes, k) {
		return k, nil
	}
	return "", fmt.Errorf("Unknown adjustment type: %s (use one of %s)", t, strings.Join(AdjustmentTypes, ", "))
}

// kebab lowers camelCase, snake_case and spaces to kebab-case.
func kebab(s string) string {
	var b strings.Builder
	prevLower := false
	for _, r := range strings.TrimSpace(s) {
		switch {
		case r == '_' || r == ' ' || r == '-':
			b.WriteByte('-')
			prevLower = false
		case unicode.IsUpper(r):
			if prevLower {
				b.WriteByte('-')
			}
			b.WriteRune(unicode.ToLower(r))
			prevLower = false
		default:
			b.WriteRune(r)
			prevLower = unicode.IsLower(r) || unicode.IsDigit(r)
		}
	}
	return b.String()
}

// squash is how parameter names are matched: inBlack, in_black and
// in-black are the same key.
func squash(s string) string {
	return strings.NewReplacer("-", "", "_", "", " ", "").Replace(strings.ToLower(s))
}

type numParam struct {
	name    string
	def     float64
	lo, hi  float64
	aliases []string
}

var numParams = map[string][]numParam{
	"brightness-contrast": {{name: "brightness", lo: -100, hi: 100}, {name: "contrast", lo: -100, hi: 100}},
	"exposure": {{name: "exposure", lo: -5, hi: 5, aliases: []string{"stops", "ev"}},
		{name: "offset", lo: -0.5, hi: 0.5}, {name: "gamma", def: 1, lo: 0.1, hi: 9.99}},
	"white-balance": {{name: "warmth", lo: -100, hi: 100, aliases: []string{"temperature", "temp"}},
		{name: "tint", lo: -100, hi: 100}},
	"hue-saturation": {{name: "hue", lo: -180, hi: 180}, {name: "saturation", lo: -100, hi: 100, aliases: []string{"sat"}},
		{name: "lightness", lo: -100, hi: 100}},
	"vibrance":    {{name: "vibrance", lo: -100, hi: 100}, {name: "saturation", lo: -100, hi: 100}},
	"black-white": {{name: "amount", def: 100, lo: 0, hi: 100}},
	"shadows-highlights": {{name: "shadows", lo: -100, hi: 100}, {name: "highlights", lo: -100, hi: 100},
		{name: "radius", lo: 0, hi: 2000}}, // pixels the local brightness is measured over; 0: 3% of the longer side
	"levels": {{name: "inBlack", lo: 0, hi: 254, aliases: []string{"inputBlack", "black", "blackPoint"}},
		{name: "inWhite", def: 255, lo: 1, hi: 255, aliases: []string{"inputWhite", "white", "whitePoint"}},
		{name: "gamma", def: 1, lo: 0.1, hi: 9.99, aliases: []string{"midtones", "gray"}},
		{name: "outBlack", lo: 0, hi: 255, aliases: []string{"outputBlack"}},
		{name: "outWhite", def: 255, lo: 0, hi: 255, aliases: []string{"outputWhite"}}},
	"posterize": {{name: "levels", def: 4, lo: 2, hi: 255}},
	"threshold": {{name: "level", def: 128, lo: 1, hi: 255, aliases: []string{"threshold", "value"}}},
	// amount < 0 darkens the corners (-100: black), > 0 lightens them;
	// midpoint: how far out the effect reaches half strength; roundness 0
	// follows the frame, 100 is a circle, -100 a rounded rectangle;
	// feather: how soft the transition is (0: a hard edge)
	"vignette": {{name: "amount", def: -50, lo: -100, hi: 100, aliases: []string{"strength", "intensity"}},
		{name: "midpoint", def: 50, lo: 0, hi: 100, aliases: []string{"mid", "size"}},
		{name: "roundness", lo: -100, hi: 100, aliases: []string{"round"}},
		{name: "feather", def: 50, lo: 0, hi: 100, aliases: []string{"softness"}}},
	"look": {{name: "amount", def: 100, lo: 0, hi: 100, aliases: []string{"strength", "intensity"}}},
}

// special parameters that are not plain numbers
var otherParams = map[string][]string{
	"curves":        {"points", "channel"},
	"color-balance": {"shadows", "midtones", "highlights", "preserveLuminosity"},
	"gradient-map":  {"stops", "from", "to", "colors"},
	// a hue range: only colours of these hues change
	"hue-saturation": {"range", "color", "tolerance", "feather"},
	"look":           {"name"},
}

// NewAdjustment validates params for a type (aliases accepted) and
// compiles the adjustment.
func NewAdjustment(typ string, params json.RawMessage) (*Adjustment, error) {
	t, err := NormalizeAdjustmentType(typ)
	if err != nil {
		return nil, err
	}
	raw := map[string]json.RawMessage{}
	if p := bytes.TrimSpace(params); len(p) > 0 && !bytes.Equal(p, []byte("null")) {
		if err := json.Unmarshal(p, &raw); err != nil {
			return nil, fmt.Errorf("Invalid params for %s: expected a JSON object", t)
		}
	}
	a := &Adjustment{Type: t, Params: map[string]any{}}
	num := map[string]float64{}
	specs := numParams[t]
	for _, p := range specs {
		num[p.name] = p.def
	}
	other := map[string]json.RawMessage{}
	for _, k := range slices.Sorted(maps.Keys(raw)) {
		name, spec := matchParam(t, k)
		switch {
		case spec != nil:
			var v float64
			if err := json.Unmarshal(raw[k], &v); err != nil {
				return nil, fmt.Errorf("Invalid %s parameter %s: expected a number", t, spec.name)
			}
			if v < spec.lo || v > spec.hi {
				return nil, fmt.Errorf("Invalid %s parameter %s: %g is out of range %g..%g", t, spec.name, v, spec.lo, spec.hi)
			}
			num[spec.name] = v
		case name != "":
			other[name] = raw[k]
		default:
			return nil, fmt.Errorf("Unknown parameter %s for adjustment %s (accepted: %s)", k, t, strings.Join(paramNames(t), ", "))
		}
	}
	for _, p := range specs {
		a.Params[p.name] = num[p.name]
	}
	if t == "look" {
		a.fn, err = lookFrom(a, other, num["amount"])
	} else {
		a.fn, err = compile(t, num, other, a.Params)
	}
	if err != nil {
		return nil, err
	}
	if t == "hue-saturation" {
		hs := newHueSat(float32(num["hue"]), float32(num["saturation"]), float32(num["lightness"]))
		a.rows = hs.rows
		if hr, _ := hueRangeFrom(other, map[string]any{}); hr != nil {
			a.rows = hs.rangedRows(hr.weights())
		}
	}
	if t == "vignette" {
		a.place = newVignette(num["amount"], num["midpoint"], num["roundness"], num["feather"]).apply
	}
	if t == "shadows-highlights" {
		a.local, a.radius = shadowsHighlightsLocal(float32(num["shadows"]), float32(num["highlights"])), num["radius"]
	}
	return a, nil
}

func matchParam(t, key string) (string, *numParam) {
	k := squash(key)
	for i, p := range numParams[t] {
		if squash(p.name) == k || slices.ContainsFunc(p.aliases, func(a string) bool { return squash(a) == k }) {
			return p.name, &numParams[t][i]
		}
	}
	for _, o := range otherParams[t] {
		if squash(o) == k {
			return o, nil
		}
	}
	return "", nil
}

func paramNames(t string) []string {
	var out []string
	for _, p := range numParams[t] {
		out = append(out, p.name)
	}
	out = append(out, otherParams[t]...)
	if len(out) == 0 {
		return []string{"none"}
	}
	return out
}

func compile(t string, n map[string]float64, other map[string]json.RawMessage, canon map[string]any) (PointFunc, error) {
	f := func(k string) float32 { return float32(n[k]) }
	switch t {
	case "brightness-contrast":
		return BrightnessContrast(f("brightness"), f("contrast")), nil
	case "exposure":
		return exposure(f("exposure"), f("offset"), f("gamma")), nil
	case "white-balance":
		return WhiteBalance(f("warmth"), f("tint")), nil
	case "hue-saturation":
		hr, err := hueRangeFrom(other, canon)
		if err != nil {
			return nil, err
		}
		return hueSaturation(f("hue"), f("saturation"), f("lightness"), hr), nil
	case "vibrance":
		return vibrance(f("vibrance"), f("saturation")), nil
	case "black-white":
		return blackWhite(f("amount") / 100), nil
	case "shadows-highlights":
		return shadowsHighlights(f("shadows"), f("highlights")), nil
	case "levels":
		if n["inBlack"] >= n["inWhite"] {
			return nil, fmt.Errorf("Invalid levels: inBlack must be below inWhite")
		}
		return levels(f("inBlack")/255, f("inWhite")/255, f("gamma"), f("outBlack")/255, f("outWhite")/255), nil
	case "posterize":
		return posterize(float32(int(n["levels"]))), nil
	case "threshold":
		return threshold(f("level") / 255), nil
	case "invert":
		return Invert, nil
	case "vignette":
		return func(c [3]float32) [3]float32 { return c }, nil // at the centre
	case "curves":
		return curvesFrom(other, canon)
	case "color-balance":
		return colorBalanceFrom(other, canon)
	case "gradient-map":
		return gradientMapFrom(other, canon)
	}
	return nil, fmt.Errorf("Unknown adjustment type: %s", t)
}
