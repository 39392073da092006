package photo

import (
	"fmt"
	"math"
	"strings"
)

// BlendModes are the layer blend modes, with the formulas of the W3C
// Compositing and Blending spec (what Photoshop and browsers implement).
var BlendModes = []string{"normal", "multiply", "screen", "overlay", "darken", "lighten",
	"color-dodge", "color-burn", "hard-light", "soft-light", "difference", "exclusion",
	"hue", "saturation", "color", "luminosity"}

// ValidBlend reports whether mode is a blend mode.
func ValidBlend(mode string) bool {
	_, ok := modeIndex[mode]
	return ok
}

// NormalizeBlend accepts camelCase and spaced spellings ("colorDodge",
// "Soft Light", "colour-burn") and returns the canonical mode name.
func NormalizeBlend(mode string) (string, error) {
	k := strings.ReplaceAll(kebab(mode), "colour", "color")
	if ValidBlend(k) {
		return k, nil
	}
	return "", fmt.Errorf("Invalid blend mode: %q (use one of %s)", mode, strings.Join(BlendModes, ", "))
}

// modeIndex numbers the modes in BlendModes order; the first twelve are
// separable (one channel at a time).
var modeIndex = func() map[string]int {
	m := map[string]int{}
	for i, n := range BlendModes {
		m[n] = i
	}
	return m
}()

const (
	modeNormal        = 0
	firstNonSeparable = 12
)

// blendSep is B(cb, cs) of a separable mode, one channel: a direct call
// with a switch, which the compositor's inner loop runs far faster than a
// function value.
func blendSep(mode int, cb, cs float32) float32 {
	switch mode {
	case 1:
		return cb * cs
	case 2:
		return cb + cs - cb*cs
	case 3:
		return hardLight(cs, cb)
	case 4:
		return min(cb, cs)
	case 5:
		return max(cb, cs)
	case 9, 6, 7:
		return blendFuncs[BlendModes[mode]]([3]float32{cb}, [3]float32{cs})[0]
	case 8:
		return hardLight(cb, cs)
	case 10:
		if cb > cs {
			return cb - cs
		}
		return cs - cb
	case 11:
		return cb + cs - 2*cb*cs
	}
	return cs
}

// blendFunc computes B(Cb, Cs) for one pixel: backdrop and source colour,
// 0..1, non-premultiplied.
type blendFunc func(cb, cs [3]float32) [3]float32

func sepBlend(f func(cb, cs float32) float32) blendFunc {
	return func(cb, cs [3]float32) [3]float32 {
		return [3]float32{f(cb[0], cs[0]), f(cb[1], cs[1]), f(cb[2], cs[2])}
	}
}

func multiply(cb, cs float32) float32 { return cb * cs }
func screen(cb, cs float32) float32   { return cb + cs - cb*cs }
func hardLight(cb, cs float32) float32 {
	if cs <= 0.5 {
		return multiply(cb, 2*cs)
	}
	return screen(cb, 2*cs-1)
}

var blendFuncs = map[string]blendFunc{
	"normal":   sepBlend(func(_, cs float32) float32 { return cs }),
	"multiply": sepBlend(multiply),
	"screen":   sepBlend(screen),
	"overlay":  sepBlend(func(cb, cs float32) float32 { return hardLight(cs, cb) }),
	"darken":   sepBlend(func(cb, cs float32) float32 { return min(cb, cs) }),
	"lighten":  sepBlend(func(cb, cs float32) float32 { return max(cb, cs) }),
	"color-dodge": sepBlend(func(cb, cs float32) float32 {
		switch {
		case cb == 0:
			return 0
		case cs >= 1:
			return 1
		}
		return min(1, cb/(1-cs))
	}),
	"color-burn": sepBlend(func(cb, cs float32) float32 {
		switch {
		case cb >= 1:
			return 1
		case cs == 0:
			return 0
		}
		return 1 - min(1, (1-cb)/cs)
	}),
	"hard-light": sepBlend(hardLight),
	"soft-light": sepBlend(func(cb, cs float32) float32 {
		if cs <= 0.5 {
			return cb - (1-2*cs)*cb*(1-cb)
		}
		var d float32
		if cb <= 0.25 {
			d = ((16*cb-12)*cb + 4) * cb
		} else {
			d = float32(math.Sqrt(float64(cb)))
		}
		return cb + (2*cs-1)*(d-cb)
	}),
	"difference": sepBlend(func(cb, cs float32) float32 {
		if cb > cs {
			return cb - cs
		}
		return cs - cb
	}),
	"exclusion": sepBlend(func(cb, cs float32) float32 { return cb + cs - 2*cb*cs }),
	"hue": func(cb, cs [3]float32) [3]float32 {
		return setLum(setSat(cs, sat(cb)), lum(cb))
	},
	"saturation": func(cb, cs [3]float32) [3]float32 {
		return setLum(setSat(cb, sat(cs)), lum(cb))
	},
	"color":      func(cb, cs [3]float32) [3]float32 { return setLum(cs, lum(cb)) },
	"luminosity": func(cb, cs [3]float32) [3]float32 { return setLum(cb, lum(cs)) },
}

// BlendColor exposes B(Cb, Cs) of a mode for tests and tools.
func BlendColor(mode string, cb, cs [3]float32) [3]float32 { return blendFuncs[mode](cb, cs) }

func lum(c [3]float32) float32 { return 0.3*c[0] + 0.59*c[1] + 0.11*c[2] }

func clipColor(c [3]float32) [3]float32 {
	l := lum(c)
	n := min(c[0], c[1], c[2])
	x := max(c[0], c[1], c[2])
	if n < 0 {
		for i := range c {
			c[i] = l + (c[i]-l)*l/(l-n)
		}
	}
	if x > 1 {
		for i := range c {
			c[i] = l + (c[i]-l)*(1-l)/(x-l)
		}
	}
	return c
}

func setLum(c [3]float32, l float32) [3]float32 {
	d := l - lum(c)
	return clipColor([3]float32{c[0] + d, c[1] + d, c[2] + d})
}

func sat(c [3]float32) float32 { return max(c[0], c[1], c[2]) - min(c[0], c[1], c[2]) }

func setSat(c [3]float32, s float32) [3]float32 {
	// indices of max, mid, min
	mx, md, mn := 0, 1, 2
	if c[mx] < c[md] {
		mx, md = md, mx
	}
	if c[md] < c[mn] {
		md, mn = mn, md
	}
	if c[mx] < c[md] {
		mx, md = md, mx
	}
	var out [3]float32
	if c[mx] > c[mn] {
		out[md] = (c[md] - c[mn]) * s / (c[mx] - c[mn])
		out[mx] = s
	}
	return out
}
