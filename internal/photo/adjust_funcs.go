package photo

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
)

// Rec. 709 luma weights on encoded values: the grey a viewer expects from
// a colour photo.
func luma(c [3]float32) float32 { return 0.2126*c[0] + 0.7152*c[1] + 0.0722*c[2] }

// BrightnessContrast: brightness shifts, contrast scales around mid-grey;
// both -100..100, 0 neutral.
func BrightnessContrast(brightness, contrast float32) PointFunc {
	shift := brightness / 100 * 0.4
	k := 1 + contrast/100
	if contrast > 0 {
		k = 1 / (1 - contrast/100*0.95)
	}
	return func(c [3]float32) [3]float32 {
		for i := range c {
			c[i] = clamp01((c[i]+shift-0.5)*k + 0.5)
		}
		return c
	}
}

// WhiteBalance: warmth > 0 adds red and removes blue (R-B rises); tint > 0
// moves toward magenta. Both -100..100.
func WhiteBalance(warmth, tint float32) PointFunc {
	w, t := warmth/100*0.2, tint/100*0.15
	return func(c [3]float32) [3]float32 {
		return [3]float32{clamp01(c[0] * (1 + w)), clamp01(c[1] * (1 - t)), clamp01(c[2] * (1 - w))}
	}
}

// Saturation scales the distance from grey by mul (1 neutral, 0 grey).
func Saturation(mul float32) PointFunc {
	return func(c [3]float32) [3]float32 {
		y := luma(c)
		for i := range c {
			c[i] = clamp01(y + (c[i]-y)*mul)
		}
		return c
	}
}

// Invert is the negative.
func Invert(c [3]float32) [3]float32 { return [3]float32{1 - c[0], 1 - c[1], 1 - c[2]} }

func toLinear(v float32) float32 {
	if v <= 0.04045 {
		return v / 12.92
	}
	return float32(math.Pow(float64(v+0.055)/1.055, 2.4))
}

func toSRGB(v float32) float32 {
	if v <= 0.0031308 {
		return v * 12.92
	}
	return float32(1.055*math.Pow(float64(v), 1/2.4) - 0.055)
}

// exposure works in linear light, where one stop is a doubling.
func exposure(stops, offset, gamma float32) PointFunc {
	gain := float32(math.Exp2(float64(stops)))
	return func(c [3]float32) [3]float32 {
		for i := range c {
			v := max(0, toLinear(c[i])*gain+offset)
			if gamma != 1 {
				v = float32(math.Pow(float64(v), 1/float64(gamma)))
			}
			c[i] = clamp01(toSRGB(min(v, 1)))
		}
		return c
	}
}

// hueSaturation is the per-colour function (adjustment layers call it);
// ApplyRaster runs the equivalent hueSat.rows kernel. With a hue range,
// only colours of those hues change (hueSat.ranged).
func hueSaturation(hue, saturation, lightness float32, hr *hueRange) PointFunc {
	hs := newHueSat(hue, saturation, lightness)
	if hr != nil {
		rw := hr.weights()
		return func(c [3]float32) [3]float32 {
			r, g, b := hs.ranged(rw, c[0], c[1], c[2])
			return [3]float32{r, g, b}
		}
	}
	return func(c [3]float32) [3]float32 {
		r, g, b := hs.px(c[0], c[1], c[2])
		return [3]float32{r, g, b}
	}
}

// ranged adjusts a colour by the part of the adjustment its hue range
// gives it: the hue turned, the saturation scaled and the lightness
// pushed by that fraction; a colour outside the range is returned as it
// came.
func (hs hueSat) ranged(rw rangeWeight, r, g, b float32) (float32, float32, float32) {
	h, chroma := hueOf(r, g, b)
	w := rw.at(float32(h/60), chroma)
	if w == 0 {
		return r, g, b
	}
	return hueSat{dh6: hs.dh6 * w, sk: 1 + (hs.sk-1)*w, lk: hs.lk * w}.px(r, g, b)
}

// rangedRows is rows for a hue range: each pixel's hue and chroma are
// found in integers first, so the many pixels outside the range are
// copied untouched without the colour arithmetic.
func (hs hueSat) rangedRows(rw rangeWeight) func(dst, src []uint16) {
	return func(dst, src []uint16) {
		dst = dst[:len(src)]
		for i := 0; i+3 < len(src); i += 4 {
			s := src[i : i+4 : i+4]
			d := dst[i : i+4 : i+4]
			r, g, b := int32(s[0]), int32(s[1]), int32(s[2])
			mx, mn := max(r, g, b), min(r, g, b)
			var w float32
			if s[3] != 0 && mx > mn {
				num, off := r-g, int32(4)
				if mx == g {
					num, off = b-r, 2
				}
				if mx == r {
					num, off = g-b, 0
					if g < b {
						off = 6
					}
				}
				w = rw.at(float32(num)/float32(mx-mn)+float32(off), float32(mx-mn)*inv16)
			}
			if w == 0 {
				d[0], d[1], d[2], d[3] = s[0], s[1], s[2], s[3]
				continue
			}
			k := hueSat{dh6: hs.dh6 * w, sk: 1 + (hs.sk-1)*w, lk: hs.lk * w}
			fr, fg, fb := k.px(float32(r)*inv16, float32(g)*inv16, float32(b)*inv16)
			d[0], d[1], d[2], d[3] = to16(fr), to16(fg), to16(fb), s[3]
		}
	}
}

// hueSat is the hue-saturation adjustment in HSL: hue rotated, saturation
// scaled, lightness pushed toward white or black. The HSL round trip is
// written out without closures or math calls (hue in sextants, a
// branch-free channel ramp) since it runs once per pixel.
type hueSat struct{ dh6, sk, lk float32 }

func newHueSat(hue, saturation, lightness float32) hueSat {
	return hueSat{dh6: hue / 60, sk: 1 + saturation/100, lk: lightness / 100}
}

func (hs hueSat) px(r, g, b float32) (float32, float32, float32) {
	mx, mn := max(r, g, b), min(r, g, b)
	l := (mx + mn) / 2
	d := mx - mn
	var h, s float32
	if d > 0 {
		if l > 0.5 {
			s = d / (2 - mx - mn)
		} else {
			s = d / (mx + mn)
		}
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
	}
	s = clamp01(s * hs.sk)
	if hs.lk > 0 {
		l += (1 - l) * hs.lk
	} else {
		l += l * hs.lk
	}
	if s == 0 {
		return l, l, l
	}
	var q float32
	if l < 0.5 {
		q = l * (1 + s)
	} else {
		q = l + s - l*s
	}
	p := 2*l - q
	h += hs.dh6
	if h >= 6 {
		h -= 6
	} else if h < 0 {
		h += 6
	}
	tr, tb := h+2, h-2
	if tr >= 6 {
		tr -= 6
	}
	if tb < 0 {
		tb += 6
	}
	k := q - p
	return p + k*clamp01(min(tr, 4-tr)), p + k*clamp01(min(h, 4-h)), p + k*clamp01(min(tb, 4-tb))
}

// hueSextants gives, for each sextant of hue (6 bits each, first at the
// bottom), which of {q, p, between} the red, green and blue channels take
// (2 bits each).
const hueSextants = uint64(0|2<<2|1<<4) | uint64(2|0<<2|1<<4)<<6 | uint64(1|0<<2|2<<4)<<12 |
	uint64(1|2<<2|0<<4)<<18 | uint64(2|1<<2|0<<4)<<24 | uint64(0|1<<2|2<<4)<<30

// rows applies the adjustment to a run of 16-bit RGBA pixels. It is px
// rewritten for integer input so that the choices (which channel is the
// maximum, which side of mid-grey) are conditional moves rather than
// branches that a photo's noise would make unpredictable.
func (hs hueSat) rows(dst, src []uint16) {
	dst = dst[:len(src)]
	for i := 0; i+3 < len(src); i += 4 {
		s := src[i : i+4 : i+4]
		d := dst[i : i+4 : i+4]
		if s[3] == 0 {
			d[0], d[1], d[2], d[3] = 0, 0, 0, 0
			continue
		}
		if i >= 4 && s[0] == src[i-4] && s[1] == src[i-3] && s[2] == src[i-2] && src[i-1] != 0 {
			// same colour as the pixel before (flat areas, 8-bit
			// sources): same result, exactly
			d[0], d[1], d[2], d[3] = dst[i-4], dst[i-3], dst[i-2], s[3]
			continue
		}
		r, g, b := int32(s[0]), int32(s[1]), int32(s[2])
		mx, mn := max(r, g, b), min(r, g, b)
		num, off := r-g, int32(4)
		if mx == g {
			num, off = b-r, 2
		}
		if mx == r {
			num, off = g-b, 0
			if g < b {
				off = 6
			}
		}
		dd := max(mx-mn, 1)
		den := max(min(mx+mn, 2*65535-mx-mn), 1)
		h := float32(num)/float32(dd) + float32(off)
		sat := min(float32(mx-mn)/float32(den)*hs.sk, 1)
		l := float32(mx+mn) * (0.5 * inv16)
		if hs.lk > 0 {
			l += (1 - l) * hs.lk
		} else {
			l += l * hs.lk
		}
		k := 2 * sat * min(l, 1-l) // q - p
		p := l - k/2
		// In the new hue's sextant one channel is q, one p and one
		// between; hueSextants says which is which.
		h += hs.dh6 + 6        // now in [3, 15): whole turns drop out below
		sx := uint32(int32(h)) // via int32: a float to uint32 conversion is a longer sequence
		f := h - float32(sx)
		sx %= 6
		f += float32(sx&1) * (1 - 2*f) // falling edge in odd sextants
		var v [4]int32
		v[0] = int32((p+k)*65535 + 0.5)
		v[1] = int32(p*65535 + 0.5)
		v[2] = int32((p+k*f)*65535 + 0.5)
		code := hueSextants >> (6 * sx)
		d[0] = uint16(min(max(v[code&3], 0), 65535))
		d[1] = uint16(min(max(v[code>>2&3], 0), 65535))
		d[2] = uint16(min(max(v[code>>4&3], 0), 65535))
		d[3] = s[3]
	}
}

// vibrance raises (or lowers) the saturation of dull colours more than of
// vivid ones, in proportion to how far each is from full saturation
// (chroma over the brightest channel: a dark red is as vivid as a bright
// one), and spares skin tones (the skin hue range gets a fifth of it), so
// faces do not turn orange; saturation scales every colour alike. Both
// move a colour along the line to the grey of its own brightness (luma)
// and stop at the edge of the gamut rather than clip a channel, which
// would shift its hue.
func vibrance(vib, satur float32) PointFunc {
	v, sk := vib/100, 1+satur/100
	skin := skinProtection
	return func(c [3]float32) [3]float32 {
		y := luma(c)
		mx, mn := max(c[0], c[1], c[2]), min(c[0], c[1], c[2])
		if mx <= mn {
			return c // grey stays grey
		}
		chroma := mx - mn
		var protect float32 = 1
		if v != 0 {
			h, _ := hueOf(c[0], c[1], c[2])
			protect -= 0.8 * skin.at(float32(h/60), chroma)
		}
		k := (1 + v*(1-chroma/mx)*protect) * sk
		if k > 1 {
			// the largest factor that keeps every channel in 0..1
			for i := range c {
				switch d := c[i] - y; {
				case d > 0:
					k = min(k, (1-y)/d)
				case d < 0:
					k = min(k, y/-d)
				}
			}
			k = max(k, 1)
		}
		for i := range c {
			c[i] = clamp01(y + (c[i]-y)*k)
		}
		return c
	}
}

// skinProtection is where vibrance holds back: the skin hue range.
var skinProtection = func() rangeWeight {
	r := HueRanges["skin"]
	return (&hueRange{centre: r.centre, tolerance: r.tolerance, fader: r.feather}).weights()
}()

func blackWhite(amount float32) PointFunc {
	return func(c [3]float32) [3]float32 {
		y := luma(c)
		for i := range c {
			c[i] = y*amount + c[i]*(1-amount)
		}
		return c
	}
}

func smoothstep(a, b, x float32) float32 {
	t := clamp01((x - a) / (b - a))
	return t * t * (3 - 2*t)
}

// shadowsHighlights is the global stand-in of shadows-highlights (for a
// single colour, where there is no neighbourhood): the local version with
// the colour's own luminance as its surroundings.
func shadowsHighlights(shadows, highlights float32) PointFunc {
	local := shadowsHighlightsLocal(shadows, highlights)
	return func(c [3]float32) [3]float32 { return local(c, luma(c)) }
}

// shadowsHighlightsLocal lifts (or deepens) the tones of dark surroundings
// and recovers (or brightens) those of bright surroundings: how much is
// weighed by l, the luminance around the pixel, and scaled by the pixel's
// own distance to white (shadows) or black (highlights), so detail keeps
// its contrast and mid-grey surroundings are left alone.
func shadowsHighlightsLocal(shadows, highlights float32) func(c [3]float32, l float32) [3]float32 {
	sh, hi := shadows/100*0.35, highlights/100*0.35
	return func(c [3]float32, l float32) [3]float32 {
		y := luma(c)
		d := sh*(1-smoothstep(0, 0.5, l))*(1-y) - hi*smoothstep(0.5, 1, l)*y
		for i := range c {
			c[i] = clamp01(c[i] + d)
		}
		return c
	}
}

func levels(inB, inW, gamma, outB, outW float32) PointFunc {
	inv := 1 / float64(gamma)
	return func(c [3]float32) [3]float32 {
		for i := range c {
			v := clamp01((c[i] - inB) / (inW - inB))
			if gamma != 1 {
				v = float32(math.Pow(float64(v), inv))
			}
			c[i] = clamp01(outB + v*(outW-outB))
		}
		return c
	}
}

func posterize(n float32) PointFunc {
	return func(c [3]float32) [3]float32 {
		for i := range c {
			c[i] = float32(math.Round(float64(c[i]*(n-1)))) / (n - 1)
		}
		return c
	}
}

func threshold(level float32) PointFunc {
	return func(c [3]float32) [3]float32 {
		if luma(c) >= level {
			return [3]float32{1, 1, 1}
		}
		return [3]float32{}
	}
}

// curvesFrom reads {points:[[x,y],...] (0..255), channel}: a monotone
// cubic through the points, as a lookup table.
func curvesFrom(o map[string]json.RawMessage, canon map[string]any) (PointFunc, error) {
	channel := "rgb"
	if raw, ok := o["channel"]; ok {
		if err := json.Unmarshal(raw, &channel); err != nil {
			return nil, fmt.Errorf("Invalid curves parameter channel: expected rgb, red, green or blue")
		}
		channel = strings.ToLower(channel)
		if a, ok := map[string]string{"r": "red", "g": "green", "b": "blue", "all": "rgb", "master": "rgb"}[channel]; ok {
			channel = a
		}
		if !slices.Contains([]string{"rgb", "red", "green", "blue"}, channel) {
			return nil, fmt.Errorf("Invalid curves parameter channel: expected rgb, red, green or blue")
		}
	}
	var pts [][2]float64
	if raw, ok := o["points"]; ok {
		var arr []json.RawMessage
		if err := json.Unmarshal(raw, &arr); err != nil {
			return nil, fmt.Errorf("Invalid curves parameter points: expected [[x,y],...] with values 0..255")
		}
		for _, p := range arr {
			var xy [2]float64
			var obj struct{ X, Y *float64 }
			if json.Unmarshal(p, &xy) != nil {
				if json.Unmarshal(p, &obj) != nil || obj.X == nil || obj.Y == nil {
					return nil, fmt.Errorf("Invalid curves parameter points: expected [[x,y],...] with values 0..255")
				}
				xy = [2]float64{*obj.X, *obj.Y}
			}
			if xy[0] < 0 || xy[0] > 255 || xy[1] < 0 || xy[1] > 255 {
				return nil, fmt.Errorf("Invalid curves parameter points: values must be 0..255")
			}
			pts = append(pts, xy)
		}
	}
	if len(pts) == 0 {
		pts = [][2]float64{{0, 0}, {255, 255}}
	}
	slices.SortFunc(pts, func(a, b [2]float64) int { return int(a[0] - b[0]) })
	for i := 1; i < len(pts); i++ {
		if pts[i][0] == pts[i-1][0] {
			return nil, fmt.Errorf("Invalid curves parameter points: two points with x=%g", pts[i][0])
		}
	}
	if len(pts) == 1 {
		return nil, fmt.Errorf("Invalid curves parameter points: need at least 2 points")
	}
	canon["points"], canon["channel"] = pts, channel
	lut := curveLUT(pts)
	chans := map[string][]int{"rgb": {0, 1, 2}, "red": {0}, "green": {1}, "blue": {2}}[channel]
	return func(c [3]float32) [3]float32 {
		for _, i := range chans {
			c[i] = lutAt(lut, c[i])
		}
		return c
	}, nil
}

// curveLUT evaluates a Fritsch-Carlson monotone cubic through pts at 1024
// steps; beyond the end points the curve is flat.
func curveLUT(pts [][2]float64) []float32 {
	n := len(pts)
	xs, ys := make([]float64, n), make([]float64, n)
	for i, p := range pts {
		xs[i], ys[i] = p[0]/255, p[1]/255
	}
	d := make([]float64, n-1)
	for i := range d {
		d[i] = (ys[i+1] - ys[i]) / (xs[i+1] - xs[i])
	}
	m := make([]float64, n)
	m[0], m[n-1] = d[0], d[n-2]
	for i := 1; i < n-1; i++ {
		if d[i-1]*d[i] <= 0 {
			m[i] = 0
		} else {
			m[i] = (d[i-1] + d[i]) / 2
		}
	}
	for i := range d {
		if d[i] == 0 {
			m[i], m[i+1] = 0, 0
			continue
		}
		a, b := m[i]/d[i], m[i+1]/d[i]
		if s := a*a + b*b; s > 9 {
			t := 3 / math.Sqrt(s)
			m[i], m[i+1] = t*a*d[i], t*b*d[i]
		}
	}
	lut := make([]float32, 1025)
	for j := range lut {
		x := float64(j) / 1024
		var y float64
		switch {
		case x <= xs[0]:
			y = ys[0]
		case x >= xs[n-1]:
			y = ys[n-1]
		default:
			i := 0
			for x > xs[i+1] {
				i++
			}
			h := xs[i+1] - xs[i]
			t := (x - xs[i]) / h
			h00, h10 := 2*t*t*t-3*t*t+1, t*t*t-2*t*t+t
			h01, h11 := -2*t*t*t+3*t*t, t*t*t-t*t
			y = h00*ys[i] + h10*h*m[i] + h01*ys[i+1] + h11*h*m[i+1]
		}
		lut[j] = clamp01(float32(y))
	}
	return lut
}

func lutAt(lut []float32, v float32) float32 {
	f := clamp01(v) * float32(len(lut)-1)
	i := int(f)
	if i >= len(lut)-1 {
		return lut[len(lut)-1]
	}
	t := f - float32(i)
	return lut[i]*(1-t) + lut[i+1]*t
}

// RGBShift is a colour-balance offset, -100..100 a channel. A bare number
// n reads as {r:n, g:n, b:n}.
type RGBShift struct{ R, G, B float64 }

// UnmarshalJSON accepts {r,g,b} or a bare number.
func (s *RGBShift) UnmarshalJSON(b []byte) error {
	var n float64
	if json.Unmarshal(b, &n) == nil {
		*s = RGBShift{n, n, n}
		return nil
	}
	var o struct{ R, G, B float64 }
	if err := json.Unmarshal(b, &o); err != nil {
		return err
	}
	*s = RGBShift(o)
	return nil
}

func colorBalanceFrom(o map[string]json.RawMessage, canon map[string]any) (PointFunc, error) {
	var tones [3]RGBShift
	for i, name := range []string{"shadows", "midtones", "highlights"} {
		if raw, ok := o[name]; ok {
			if err := json.Unmarshal(raw, &tones[i]); err != nil {
				return nil, fmt.Errorf("Invalid color-balance parameter %s: expected {r,g,b} or a number", name)
			}
			for _, v := range []float64{tones[i].R, tones[i].G, tones[i].B} {
				if v < -100 || v > 100 {
					return nil, fmt.Errorf("Invalid color-balance parameter %s: values must be -100..100", name)
				}
			}
		}
		canon[name] = map[string]float64{"r": tones[i].R, "g": tones[i].G, "b": tones[i].B}
	}
	preserve := true
	if raw, ok := o["preserveLuminosity"]; ok {
		if err := json.Unmarshal(raw, &preserve); err != nil {
			return nil, fmt.Errorf("Invalid color-balance parameter preserveLuminosity: expected true or false")
		}
	}
	canon["preserveLuminosity"] = preserve
	// each tone's shift, as added at full weight
	var sh, md, hi [3]float32
	for i, t := range []*[3]float32{&sh, &md, &hi} {
		*t = [3]float32{float32(tones[i].R) / 400, float32(tones[i].G) / 400, float32(tones[i].B) / 400}
	}
	return func(c [3]float32) [3]float32 {
		y := luma(c)
		ws := 1 - smoothstep(0, 0.5, y)
		wh := smoothstep(0.5, 1, y)
		wm := 1 - ws - wh
		for i := range c {
			c[i] = clamp01(c[i] + ws*sh[i] + wm*md[i] + wh*hi[i])
		}
		if preserve {
			d := y - luma(c)
			for i := range c {
				c[i] = clamp01(c[i] + d)
			}
		}
		return c
	}, nil
}

type gradientStop struct {
	pos float32
	c   RGBA
}

// gradientMapFrom reads {from,to}, {colors:[...]} evenly spaced, or
// {stops:[{position 0..1, color}]}; the default maps black to white.
func gradientMapFrom(o map[string]json.RawMessage, canon map[string]any) (PointFunc, error) {
	bad := func(what string) error {
		return fmt.Errorf("Invalid gradient-map parameter %s", what)
	}
	var stops []gradientStop
	readColor := func(raw json.RawMessage, what string) (RGBA, error) {
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return RGBA{}, bad(what)
		}
		c, err := ParseColor(s)
		if err != nil {
			return RGBA{}, fmt.Errorf("Invalid gradient-map parameter %s: %v", what, err)
		}
		return c, nil
	}
	if raw, ok := o["stops"]; ok {
		var arr []struct {
			Position *float32        `json:"position"`
			Pos      *float32        `json:"pos"`
			Offset   *float32        `json:"offset"`
			Color    json.RawMessage `json:"color"`
		}
		if json.Unmarshal(raw, &arr) != nil || len(arr) < 2 {
			return nil, bad("stops: expected at least 2 of {position 0..1, color}")
		}
		for i, s := range arr {
			p := float32(i) / float32(len(arr)-1)
			for _, v := range []*float32{s.Position, s.Pos, s.Offset} {
				if v != nil {
					p = *v
				}
			}
			if p < 0 || p > 1 {
				return nil, bad("stops: position must be 0..1")
			}
			c, err := readColor(s.Color, "stops")
			if err != nil {
				return nil, err
			}
			stops = append(stops, gradientStop{p, c})
		}
	} else if raw, ok := o["colors"]; ok {
		var arr []json.RawMessage
		if json.Unmarshal(raw, &arr) != nil || len(arr) < 2 {
			return nil, bad("colors: expected at least 2 colours")
		}
		for i, r := range arr {
			c, err := readColor(r, "colors")
			if err != nil {
				return nil, err
			}
			stops = append(stops, gradientStop{float32(i) / float32(len(arr)-1), c})
		}
	} else {
		stops = []gradientStop{{0, RGBA{0, 0, 0, 1}}, {1, RGBA{1, 1, 1, 1}}}
		for i, k := range []string{"from", "to"} {
			if raw, ok := o[k]; ok {
				c, err := readColor(raw, k)
				if err != nil {
					return nil, err
				}
				stops[i].c = c
			}
		}
	}
	slices.SortStableFunc(stops, func(a, b gradientStop) int {
		switch {
		case a.pos < b.pos:
			return -1
		case a.pos > b.pos:
			return 1
		}
		return 0
	})
	var cs []map[string]any
	for _, s := range stops {
		cs = append(cs, map[string]any{"position": s.pos, "color": s.c.Hex()})
	}
	canon["stops"] = cs
	return func(c [3]float32) [3]float32 {
		y := luma(c)
		if y <= stops[0].pos {
			s := stops[0].c
			return [3]float32{s.R, s.G, s.B}
		}
		for i := 1; i < len(stops); i++ {
			if y <= stops[i].pos {
				a, b := stops[i-1], stops[i]
				t := float32(0)
				if b.pos > a.pos {
					t = (y - a.pos) / (b.pos - a.pos)
				}
				return [3]float32{a.c.R + (b.c.R-a.c.R)*t, a.c.G + (b.c.G-a.c.G)*t, a.c.B + (b.c.B-a.c.B)*t}
			}
		}
		s := stops[len(stops)-1].c
		return [3]float32{s.R, s.G, s.B}
	}, nil
}
