package photo

import (
	"fmt"
	"image"
	"math"
)

// TextStyle is what a text layer draws besides its glyphs so that it stays
// readable on a busy picture: an outline around each glyph, a soft shadow
// under it, or a translucent band behind the lines, all in one colour
// (the opposite of the text's). The zero style draws the glyphs alone.
type TextStyle struct {
	Outline float64 `json:"outline,omitempty" jsonschema:"stroke width in pixels around each glyph"`
	Shadow  float64 `json:"shadow,omitempty" jsonschema:"soft shadow radius in pixels"`
	Band    float64 `json:"band,omitempty" jsonschema:"opacity 0..1 of a band behind the lines"`
	Color   string  `json:"color,omitempty" jsonschema:"colour of the outline, shadow and band"`
}

// Plain reports whether the style draws nothing but the glyphs.
func (st TextStyle) Plain() bool { return st.Outline <= 0 && st.Shadow <= 0 && st.Band <= 0 }

// styleLimit bounds an effect's size relative to the text size.
func (st TextStyle) valid(size float64) error {
	for _, v := range []float64{st.Outline, st.Shadow} {
		if math.IsNaN(v) || v < 0 || v > size {
			return fmt.Errorf("text style: outline and shadow must be 0..%g pixels", size)
		}
	}
	if math.IsNaN(st.Band) || st.Band < 0 || st.Band > 1 {
		return fmt.Errorf("text style: band opacity must be 0..1")
	}
	return nil
}

// RenderStyledText is RenderText with a style: the glyphs' coverage is
// drawn once, and the outline (the coverage dilated by a disc), the
// shadow (the coverage blurred and offset down-right) and the band (the
// lines' box, padded) are composited under them in the style's colour.
// The returned raster is padded to hold the effects.
func RenderStyledText(text string, fontData []byte, size float64, c RGBA, align string, x, y float64, st TextStyle) (*Raster, int, int, error) {
	if st.Plain() {
		return RenderText(text, fontData, size, c, align, x, y)
	}
	if err := st.valid(size); err != nil {
		return nil, 0, 0, err
	}
	ec := RGBA{0, 0, 0, 1}
	if st.Color != "" {
		var err error
		if ec, err = ParseColor(st.Color); err != nil {
			return nil, 0, 0, err
		}
	}
	tl, err := layoutText(text, fontData, size)
	if err != nil {
		return nil, 0, 0, err
	}
	defer tl.face.Close()
	lineH, tw, lines := tl.lineH, tl.w, tl.lines
	// room: glyph overhang as in RenderText, plus what the effects reach
	bandPadX, bandPadY := 0, 0
	if st.Band > 0 {
		bandPadX, bandPadY = int(math.Ceil(size*0.35)), int(math.Ceil(size*0.2))
	}
	pad := int(math.Ceil(size/4)) + int(math.Ceil(st.Outline)) + int(math.Ceil(2*st.Shadow)) + max(bandPadX, bandPadY)
	W, H := tw+2*pad, lineH*len(lines)+2*pad
	if int64(W)*int64(H) > MaxPixels {
		return nil, 0, 0, fmt.Errorf("Text too large: %dx%d pixels (at most %d)", W, H, MaxPixels)
	}
	cov := image.NewAlpha(image.Rect(0, 0, W, H))
	tl.draw(cov, image.Opaque, pad, align)
	glyph := make([]float32, W*H)
	for i, v := range cov.Pix {
		glyph[i] = float32(v) / 255
	}
	// premultiplied accumulation, back to front
	acc := make([]float32, 4*W*H)
	over := func(alpha []float32, col RGBA, k float32) {
		for i, a := range alpha {
			a *= k
			if a <= 0 {
				continue
			}
			p := acc[4*i : 4*i+4 : 4*i+4]
			p[0] = col.R*a + p[0]*(1-a)
			p[1] = col.G*a + p[1]*(1-a)
			p[2] = col.B*a + p[2]*(1-a)
			p[3] = a + p[3]*(1-a)
		}
	}
	if st.Band > 0 {
		band := make([]float32, W*H)
		for i := range lines {
			x0 := pad - bandPadX
			x1 := pad + tw + bandPadX
			y0 := pad + i*lineH - bandPadY
			y1 := pad + (i+1)*lineH + bandPadY
			for yy := max(0, y0); yy < min(H, y1); yy++ {
				for xx := max(0, x0); xx < min(W, x1); xx++ {
					band[yy*W+xx] = 1
				}
			}
		}
		over(band, ec, float32(st.Band))
	}
	if st.Shadow > 0 {
		sh := make([]float32, W*H)
		off := int(math.Round(st.Shadow / 2))
		for yy := 0; yy < H-off; yy++ {
			copy(sh[(yy+off)*W+off:(yy+off+1)*W], glyph[yy*W:yy*W+W-off])
		}
		boxBlurAlpha(sh, W, H, max(1, int(math.Round(st.Shadow/2))))
		over(sh, ec, 0.85)
	}
	if st.Outline > 0 {
		over(dilateAlpha(glyph, W, H, st.Outline), ec, 1)
	}
	over(glyph, c, c.A)
	img := image.NewNRGBA(image.Rect(0, 0, W, H))
	for i := 0; i < W*H; i++ {
		p := acc[4*i : 4*i+4]
		if p[3] <= 0 {
			continue
		}
		o := img.Pix[4*i : 4*i+4]
		o[0], o[1], o[2] = uint8(clamp01(p[0]/p[3])*255+0.5), uint8(clamp01(p[1]/p[3])*255+0.5), uint8(clamp01(p[2]/p[3])*255+0.5)
		o[3] = uint8(clamp01(p[3])*255 + 0.5)
	}
	left, top := tl.origin(align, x, y, pad)
	return RasterFromImage(img), left, top, nil
}

// dilateAlpha is the coverage grown by a disc of radius r: each pixel
// takes the largest coverage within r, anti-aliased at the disc's rim.
func dilateAlpha(a []float32, w, h int, r float64) []float32 {
	out := make([]float32, len(a))
	ri := int(math.Ceil(r))
	type tap struct {
		dx, dy int
		k      float32
	}
	var taps []tap
	for dy := -ri; dy <= ri; dy++ {
		for dx := -ri; dx <= ri; dx++ {
			d := math.Hypot(float64(dx), float64(dy))
			if k := float32(math.Min(1, r+0.5-d)); k > 0 {
				taps = append(taps, tap{dx, dy, k})
			}
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var best float32
			for _, t := range taps {
				xx, yy := x+t.dx, y+t.dy
				if xx < 0 || yy < 0 || xx >= w || yy >= h {
					continue
				}
				best = max(best, a[yy*w+xx]*t.k)
			}
			out[y*w+x] = best
		}
	}
	return out
}

// boxBlurAlpha blurs a coverage plane in place with three box passes of
// radius r (close to a gaussian of sigma r).
func boxBlurAlpha(a []float32, w, h, r int) {
	tmp := make([]float32, max(w, h))
	line := func(s []float32, stride, n int) {
		for i := 0; i < n; i++ {
			tmp[i] = s[i*stride]
		}
		var acc float32
		for k := -r; k <= r; k++ {
			if k >= 0 && k < n {
				acc += tmp[k]
			}
		}
		inv := 1 / float32(2*r+1)
		for i := 0; i < n; i++ {
			s[i*stride] = acc * inv
			if j := i + r + 1; j < n {
				acc += tmp[j]
			}
			if j := i - r; j >= 0 {
				acc -= tmp[j]
			}
		}
	}
	for pass := 0; pass < 3; pass++ {
		for y := 0; y < h; y++ {
			line(a[y*w:], 1, w)
		}
		for x := 0; x < w; x++ {
			line(a[x:], w, h)
		}
	}
}

// LuminanceIn is the relative luminance (WCAG, linear light, 0..1) of
// every pixel of the composite inside rect (cut to the canvas), row by
// row, with transparent pixels counted as mid-grey, and the rectangle it
// covers. Only rect's rows are composited.
func LuminanceIn(s *State, pending *Transform, rect image.Rectangle) ([]float32, image.Rectangle) {
	rect = rect.Intersect(image.Rect(0, 0, s.Width, s.Height))
	if rect.Empty() {
		return nil, rect
	}
	n := s.Width * 4
	buf := make([]uint16, rect.Dy()*n)
	compositeBands(s, pending, rect.Min.Y, rect.Max.Y, func(y0, y1 int) []uint16 {
		return buf[(y0-rect.Min.Y)*n : (y1-rect.Min.Y)*n]
	}, nil)
	out := make([]float32, rect.Dx()*rect.Dy())
	for y := 0; y < rect.Dy(); y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			p := buf[y*n+4*x : y*n+4*x+4]
			l := 0.2126*toLinear(float32(p[0])*inv16) + 0.7152*toLinear(float32(p[1])*inv16) + 0.0722*toLinear(float32(p[2])*inv16)
			a := float32(p[3]) / 65535
			out[y*rect.Dx()+x-rect.Min.X] = l*a + 0.5*(1-a)
		}
	}
	return out, rect
}
