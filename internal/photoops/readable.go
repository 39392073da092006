package photoops

import (
	"context"
	"image"
	"math"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/segment"
)

// Readable titles. A title is read against what is under it: white text
// on a pale sky, or any text on leaves and wires, is hard to read; a
// designer then adds what the picture needs and no more. styleFor
// measures, under the glyphs, how much of the text would have too little
// contrast with the picture (WCAG contrast below 3:1) and how busy the
// picture is there (the mean luminance step between neighbouring pixels,
// in perceptual units), and picks:
//
//   - nothing, on a calm area where every glyph contrasts;
//   - a soft shadow, on a mildly textured area where the glyphs contrast:
//     it lifts them from fine detail;
//   - an outline, on a calm area where a little of the text would sink
//     into the picture (white text crossing a pale cloud);
//   - a translucent band where the area is busy, where much of the text
//     lacks contrast, or where both happen a little: no glyph-level
//     effect reads on leaves and wires.
//
// Text styles.
const (
	StyleAuto    = "auto"
	StylePlain   = "plain"
	StyleOutline = "outline"
	StyleShadow  = "shadow"
	StyleBand    = "band"
)

// Thresholds of styleFor, set on the titles of TestTitlesReadable: poor
// is the share of glyph pixels under 3:1 contrast, busy the mean step of
// the cube root of luminance between neighbouring pixels (a clear sky
// 0.001, a textured wall 0.01, fur and leaves 0.02).
const (
	poorPlain = 0.02  // a plain or shadowed title tolerates this much
	busyPlain = 0.006 // calm enough for glyphs alone
	busyGlyph = 0.015 // beyond this no glyph-level effect reads: a band
	poorGlyph = 0.05  // beyond this an outline leaves too much to chance
)

// effectsFor returns the effect sizes of a named style at a text size,
// in the colour that contrasts with the text.
func effectsFor(style string, size float64, effectColor string) *photo.TextStyle {
	switch style {
	case StyleOutline:
		return &photo.TextStyle{Outline: math.Max(1, math.Round(size/16*2)/2), Color: effectColor}
	case StyleShadow:
		return &photo.TextStyle{Shadow: math.Max(1.5, math.Round(size/10*2)/2), Color: effectColor}
	case StyleBand:
		return &photo.TextStyle{Band: 0.6, Color: effectColor}
	}
	return nil
}

// opposite is the effect colour for a text colour: near-black under
// light text, white under dark text.
func opposite(textColor photo.RGBA) string {
	l := 0.2126*textColor.R + 0.7152*textColor.G + 0.0722*textColor.B
	if l > 0.5 {
		return "#000000"
	}
	return "#ffffff"
}

// styleFor measures the picture under a text raster placed at (x, y)
// drawn in colour c, and names the style it needs.
func styleFor(s *photo.State, pending *photo.Transform, r *photo.Raster, x, y int, c photo.RGBA) string {
	pf, b, ok := legibility(s, pending, r, x, y, c)
	if !ok {
		return StylePlain
	}
	switch {
	case b > busyGlyph || pf > poorGlyph || pf > poorPlain && b > busyPlain:
		// too busy, too little contrast, or some of both
		return StyleBand
	case pf > poorPlain:
		return StyleOutline
	case b > busyPlain:
		return StyleShadow
	}
	return StylePlain
}

// legibility is, for a text raster at (x, y) drawn in colour c, the share
// of its glyph pixels with less than 3:1 contrast against the picture
// under them and how busy the picture is under the raster.
func legibility(s *photo.State, pending *photo.Transform, r *photo.Raster, x, y int, c photo.RGBA) (poorShare, busyness float64, ok bool) {
	lum, rect := photo.LuminanceIn(s, pending, image.Rect(x, y, x+r.W, y+r.H))
	if rect.Empty() {
		return 0, 0, false
	}
	tl := float64(0.2126*toLin(c.R) + 0.7152*toLin(c.G) + 0.0722*toLin(c.B))
	pix := r.Promoted().Pix() // a title: small
	w := rect.Dx()
	var poor, glyphs int
	var busy float64
	var steps int
	for yy := rect.Min.Y; yy < rect.Max.Y; yy++ {
		for xx := rect.Min.X; xx < rect.Max.X; xx++ {
			i := (yy-rect.Min.Y)*w + xx - rect.Min.X
			l := float64(lum[i])
			if xx+1 < rect.Max.X {
				busy += math.Abs(perceptual(l) - perceptual(float64(lum[i+1])))
				steps++
			}
			if yy+1 < rect.Max.Y {
				busy += math.Abs(perceptual(l) - perceptual(float64(lum[i+w])))
				steps++
			}
			if pix[((yy-y)*r.W+(xx-x))*4+3] < 32768 {
				continue
			}
			glyphs++
			hi, lo := math.Max(tl, l), math.Min(tl, l)
			if (hi+0.05)/(lo+0.05) < 3 {
				poor++
			}
		}
	}
	if glyphs == 0 || steps == 0 {
		return 0, 0, false
	}
	return float64(poor) / float64(glyphs), busy / float64(steps), true
}

func toLin(v float32) float32 {
	if v <= 0.04045 {
		return v / 12.92
	}
	return float32(math.Pow((float64(v)+0.055)/1.055, 2.4))
}

// perceptual maps linear luminance to a roughly even lightness scale.
func perceptual(l float64) float64 { return math.Cbrt(l) }

// avoidMap marks where a title should not go: the faces (with a margin
// for hair) and the subject, on a copy of the canvas regionSide wide.
type avoidMap struct {
	w, h  int
	scale float64 // map cells per canvas pixel
	on    []uint8 // avoidSubject, avoidFace
}

const (
	avoidSubject = 1
	avoidFace    = 2
)

// avoidFor finds the faces and the subject of the document (the editor's
// segmenter: SAM when configured, else the built-ins). What cannot be
// found is not avoided.
func avoidFor(ctx context.Context, ed *Editor) *avoidMap {
	s := ed.S()
	comp := regionComposite(s)
	w, h := comp.Rect.Dx(), comp.Rect.Dy()
	a := &avoidMap{w: w, h: h, scale: float64(w) / float64(s.Width), on: make([]uint8, w*h)}
	if faces, err := segment.DetectFaces(ctx, comp); err == nil {
		for _, f := range faces {
			// the head: half a face above the box, a quarter to the sides
			r := image.Rect(f.Min.X-f.Dx()/4, f.Min.Y-f.Dy()/2, f.Max.X+f.Dx()/4, f.Max.Y).Intersect(comp.Rect)
			for y := r.Min.Y; y < r.Max.Y; y++ {
				for x := r.Min.X; x < r.Max.X; x++ {
					a.on[y*w+x] = avoidFace
				}
			}
		}
	}
	if ed.Segmenter != nil {
		if m, err := ed.Segmenter.Segment(ctx, comp, segment.Request{Target: segment.TargetSubject}); err == nil && m.Alpha != nil {
			for y := 0; y < h; y++ {
				for x := 0; x < w; x++ {
					if m.Alpha.Pix[y*m.Alpha.Stride+x] >= 128 && a.on[y*w+x] == 0 {
						a.on[y*w+x] = avoidSubject
					}
				}
			}
		}
	}
	return a
}

// cover is how much of a canvas rectangle lies on what the map marks: the
// share on the subject, plus ten times the share on a face (a title may
// graze a subject that fills the picture, never a face).
func (a *avoidMap) cover(r image.Rectangle) float64 {
	m := image.Rect(int(float64(r.Min.X)*a.scale), int(float64(r.Min.Y)*a.scale),
		int(math.Ceil(float64(r.Max.X)*a.scale)), int(math.Ceil(float64(r.Max.Y)*a.scale)))
	in := m.Intersect(image.Rect(0, 0, a.w, a.h))
	if in.Empty() {
		return 0
	}
	n := 0
	for y := in.Min.Y; y < in.Max.Y; y++ {
		for x := in.Min.X; x < in.Max.X; x++ {
			switch a.on[y*a.w+x] {
			case avoidSubject:
				n++
			case avoidFace:
				n += 10
			}
		}
	}
	return float64(n) / float64(max(1, m.Dx()*m.Dy()))
}

// place returns where a text box of tw x th pixels goes in the band a
// position names (top: the upper part of the canvas, bottom: the lower
// 30%, center: the middle): the anchor x, the top y and the alignment,
// the spot in the band covering the least of the faces and subject,
// centred and near the band's usual line when that costs nothing, and
// how much of the faces and subject it still covers.
func (a *avoidMap) place(position string, cw, ch, tw, th int) (x, y float64, align string, covered float64) {
	W, H := float64(cw), float64(ch)
	margin := math.Round(0.04 * math.Min(W, H))
	var lo, hi, pref float64
	switch position {
	case "bottom":
		lo, hi = 0.70*H-float64(th)/2, H-margin-float64(th)
		pref = hi
	case "center":
		lo, hi = 0.30*H, 0.70*H-float64(th)
		pref = (H - float64(th)) / 2
	default: // top: the upper 30%, down to 45% when faces fill it
		lo, hi = margin, math.Max(margin, 0.45*H-float64(th))
		pref = math.Max(margin, 0.06*H)
	}
	hi = math.Max(lo, hi)
	type spot struct {
		x     float64
		align string
		left  float64
	}
	spots := []spot{{W / 2, "center", W/2 - float64(tw)/2}}
	if float64(tw) < 0.6*W {
		spots = append(spots, spot{margin, "left", margin}, spot{W - margin, "right", W - margin - float64(tw)})
	}
	best := math.Inf(1)
	step := math.Max(1, (hi-lo)/24)
	for _, sp := range spots {
		for yy := lo; yy <= hi+0.5; yy += step {
			r := image.Rect(int(sp.left), int(yy), int(sp.left)+tw, int(yy)+th)
			cost := a.cover(r) + 0.1*math.Abs(yy-pref)/H
			if sp.align != "center" {
				cost += 0.05
			}
			if cost < best-1e-9 {
				best, x, y, align, covered = cost, sp.x, math.Round(yy), sp.align, a.cover(r)
			}
		}
	}
	return x, y, align, covered
}

// legibleColor picks white or near-black for an auto-coloured title with
// the default style: the one that leaves fewer glyph pixels under 3:1
// contrast with the picture right under them (the mean luminance of the
// whole box, which def was picked by, is fooled by a dark head in a pale
// sky). r is the title drawn in white at (x, y).
func legibleColor(s *photo.State, pending *photo.Transform, r *photo.Raster, x, y int, def string) string {
	white, _ := photo.ParseColor("#ffffff")
	dark, _ := photo.ParseColor(darkText)
	pw, _, ok1 := legibility(s, pending, r, x, y, white)
	pd, _, ok2 := legibility(s, pending, r, x, y, dark)
	switch {
	case !ok1 || !ok2 || math.Abs(pw-pd) < 0.01:
		return def
	case pw < pd:
		return "#ffffff"
	}
	return darkText
}
