package planner

import (
	"math"
	"slices"
	"strings"
)

// A part's own colour said with a comparative ("make the sky a deeper
// blue", "the grass a richer green", "el agua de un azul más profundo",
// "dale al cielo un azul más fuerte", "the water a brighter blue") is that
// colour made stronger or weaker in the part: the hue range of the
// hue-saturation adjustment, as "the sky bluer" is, with the lightness
// the adjective says. They were refused ("deeper" not known), or the
// brighter blue was the water brightened, not its blue.

// shadeWords are the comparatives of a colour, by what they do to it:
// deeper is more of it and darker; brighter more of it and lighter; richer
// more of it; paler less of it.
var shadeWords = map[string][]string{
	"deeper":   {"deeper", "deep", "profundo", "profunda", "mas profundo", "mas profunda", "oscuro profundo"},
	"richer":   {"richer", "rich", "stronger", "strong", "bolder", "bold", "intense", "more intense", "vivid", "more vivid", "vibrant", "punchier", "rico", "rica", "intenso", "intensa", "mas intenso", "mas intensa", "fuerte", "mas fuerte", "vivo", "viva", "vivido", "vivida", "vibrante", "saturado", "saturada"},
	"brighter": {"brighter", "bright", "brillante", "mas brillante", "luminoso", "luminosa", "mas luminoso", "mas luminosa"},
	"paler":    {"paler", "pale", "duller", "dull", "muted", "softer", "less intense", "palido", "palida", "mas palido", "mas palida", "apagado", "apagada", "suave", "mas suave", "menos intenso", "menos intensa"},
}

// ownHue is the hue family of each part's own colour.
var ownHue = map[string]string{"sky": "blue", "water": "blue", "grass": "green"}

// shadeOfOwnColour reads "the sky a deeper blue" into the look "bluer"
// with its shade (a frame mod the hue range reads: shadeLightness); the
// colour and the comparative words are used up. Only for one part whose
// own colour is the one said: "the sky a deeper red" is another colour
// (refused as before), and "a lighter/darker blue" stays a lighter or
// darker part.
func shadeOfOwnColour(f *frame) {
	if len(f.regions) != 1 || len(f.colors) != 1 {
		return
	}
	hue := ownHue[f.regions[0].region]
	if hue == "" || hueFamily(f.colors[0]) != hue {
		return
	}
	shade, words := shadeSaid(f)
	if shade == "" {
		return
	}
	if slices.Contains(punchWords, words[0]) {
		// "punch up the blue in the sky": the punch is the colour's, not
		// the contrast "punch up" reads as alone (the blue was dropped)
		f.effects = slices.DeleteFunc(slices.Clone(f.effects), func(e string) bool { return e == "contrast" || e == "vibrance" })
	}
	if len(slices.DeleteFunc(slices.Clone(f.effects), func(e string) bool { return e == "brighter" || e == "saturate" })) > 0 {
		return // "make the sky a deeper blue and warmer": another look beside it
	}
	look := map[string]string{"blue": "bluer", "green": "greener"}[hue]
	f.effects, f.colors = []string{look}, nil
	f.unknown = slices.DeleteFunc(f.unknown, func(u string) bool { return slices.Contains(words, u) })
	// "a deeper" read as a thing named
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool {
		return n.kind == "" && !n.pron && len(n.names) > 0 && hasAll(words, n.names)
	})
	// "más fuerte" reads as louder, "más intenso" as more: the shade says
	// how much, not them
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "louder" })
	f.mods = append(f.mods, "shade-"+shade)
	if shade == "paler" {
		f.mods = append(f.mods, "less")
	}
}

// punchWords, said of a part's own colour, make it richer.
var punchWords = []string{"punch", "punch up", "pump up", "boost"}

// shadeSaid is the shade the clause's words say, and those words.
func shadeSaid(f *frame) (string, []string) {
	for _, t := range f.c.toks {
		if t.kind != tWord {
			continue
		}
		if t.word(punchWords...) {
			return "richer", []string{t.text}
		}
		for shade, ws := range shadeWords {
			if slices.Contains(ws, t.text) {
				return shade, strings.Fields(t.text)
			}
		}
	}
	// "un azul más profundo": "más" and "profundo" apart
	for i := 1; i < len(f.c.toks); i++ {
		if f.c.toks[i-1].word("mas", "more") {
			for shade, ws := range shadeWords {
				if slices.Contains(ws, "mas "+f.c.toks[i].text) {
					return shade, []string{f.c.toks[i].text}
				}
			}
		}
	}
	return "", nil
}

// shadeLightness is the lightness of a hue range made stronger by amount
// with the shade said: deeper darker, brighter and paler lighter; the
// plain "bluer" a little deeper, as before.
func shadeLightness(f *frame, amount float64) float64 {
	switch {
	case f.has("shade-deeper"):
		return -math.Abs(amount) / 3
	case f.has("shade-brighter"), f.has("shade-paler"):
		return math.Abs(amount) / 6
	}
	return -amount / 6
}

// hueFamily names the hue of a colour "#rrggbb": blue, green or "".
func hueFamily(hex string) string {
	h, ok := hueOf(hex)
	if !ok {
		return ""
	}
	switch {
	case h >= 75 && h < 165:
		return "green"
	case h >= 165 && h < 255:
		return "blue"
	}
	return ""
}

// hueOf is the hue of a colour "#rrggbb" in degrees; false for a grey.
func hueOf(hex string) (float64, bool) {
	r, g, b := hexRGB(hex)
	hi, lo := max(r, g, b), min(r, g, b)
	if hi == lo {
		return 0, false
	}
	d := float64(hi - lo)
	var h float64
	switch hi {
	case r:
		h = math.Mod(float64(g-b)/d, 6) * 60
	case g:
		h = (float64(b-r)/d + 2) * 60
	default:
		h = (float64(r-g)/d + 4) * 60
	}
	if h < 0 {
		h += 360
	}
	return h, true
}

// sameHue: two colours a viewer calls by one name ("blue" for #3080ff,
// "green" for #00a050): the chromatic colour of the lexicon each is
// nearest in hue is the same one (orange and red stay apart).
func sameHue(a, b string) bool {
	na, nb := nearestHue(a), nearestHue(b)
	return na != "" && na == nb
}

// hueAnchors are the chromatic colours the lexicon names (red, orange,
// yellow, green, cyan, blue, purple, pink).
var hueAnchors = []string{"#ff0000", "#ff8000", "#ffe600", "#00c000", "#00c0c0", "#0050ff", "#8000ff", "#ff60b0"}

// nearestHue is the hue anchor nearest a colour's hue; "" for a grey.
func nearestHue(hex string) string {
	h, ok := hueOf(hex)
	if !ok {
		return ""
	}
	best, bestD := "", 361.0
	for _, a := range hueAnchors {
		ha, _ := hueOf(a)
		d := math.Abs(h - ha)
		if d = min(d, 360-d); d < bestD {
			best, bestD = a, d
		}
	}
	return best
}
