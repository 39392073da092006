package photo

import (
	"fmt"
	"image"
	"math"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// TextAligns are the accepted values of a text layer's align.
var TextAligns = []string{"left", "center", "right"}

// RenderText draws text (lines split at \n) with the font in fontData
// (TrueType/OpenType) at size pixels. x is the left edge, centre or right
// edge by align; y is the top of the first line. It returns the pixels and
// where they sit on the canvas.
func RenderText(text string, fontData []byte, size float64, c RGBA, align string, x, y float64) (*Raster, int, int, error) {
	f, err := opentype.Parse(fontData)
	if err != nil {
		return nil, 0, 0, fmt.Errorf("read font: %w", err)
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, 0, 0, fmt.Errorf("read font: %w", err)
	}
	defer face.Close()
	m := face.Metrics()
	lineH := m.Height.Ceil()
	lines := strings.Split(text, "\n")
	widths := make([]int, len(lines))
	w := 1
	for i, l := range lines {
		widths[i] = font.MeasureString(face, l).Ceil()
		w = max(w, widths[i])
	}
	pad := int(math.Ceil(size / 4)) // room for glyphs that overhang their advance
	h := lineH*len(lines) + 2*pad
	if int64(w+2*pad)*int64(h) > MaxPixels {
		return nil, 0, 0, fmt.Errorf("Text too large: %dx%d pixels (at most %d)", w+2*pad, h, MaxPixels)
	}
	img := image.NewRGBA(image.Rect(0, 0, w+2*pad, h))
	col := image.NewUniform(colorOf(c))
	for i, l := range lines {
		lx := pad
		switch align {
		case "center":
			lx += (w - widths[i]) / 2
		case "right":
			lx += w - widths[i]
		}
		d := font.Drawer{Dst: img, Src: col, Face: face,
			Dot: fixed.P(lx, pad+i*lineH+m.Ascent.Ceil())}
		d.DrawString(l)
	}
	var left float64
	switch align {
	case "center":
		left = x - float64(w)/2
	case "right":
		left = x - float64(w)
	default:
		left = x
	}
	return RasterFromImage(img), int(math.Round(left)) - pad, int(math.Round(y)) - pad, nil
}
