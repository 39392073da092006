package photo

import (
	"fmt"
	"image"
	"image/draw"
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
	tl, err := layoutText(text, fontData, size)
	if err != nil {
		return nil, 0, 0, err
	}
	defer tl.face.Close()
	pad := int(math.Ceil(size / 4)) // room for glyphs that overhang their advance
	w, h := tl.w+2*pad, tl.lineH*len(tl.lines)+2*pad
	if int64(w)*int64(h) > MaxPixels {
		return nil, 0, 0, fmt.Errorf("Text too large: %dx%d pixels (at most %d)", w, h, MaxPixels)
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	tl.draw(img, image.NewUniform(colorOf(c)), pad, align)
	left, top := tl.origin(align, x, y, pad)
	return RasterFromImage(img), left, top, nil
}

// textLayout is text set in a face: its lines, each line's advance width,
// the widest (at least 1) and the line height, in pixels.
type textLayout struct {
	face   font.Face
	ascent int
	lineH  int
	w      int
	lines  []string
	widths []int
}

// layoutText opens the font at size pixels and measures text's lines. The
// caller closes the face.
func layoutText(text string, fontData []byte, size float64) (*textLayout, error) {
	f, err := opentype.Parse(fontData)
	if err != nil {
		return nil, fmt.Errorf("read font: %w", err)
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, fmt.Errorf("read font: %w", err)
	}
	m := face.Metrics()
	tl := &textLayout{face: face, ascent: m.Ascent.Ceil(), lineH: m.Height.Ceil(), w: 1, lines: strings.Split(text, "\n")}
	tl.widths = make([]int, len(tl.lines))
	for i, l := range tl.lines {
		tl.widths[i] = font.MeasureString(face, l).Ceil()
		tl.w = max(tl.w, tl.widths[i])
	}
	return tl, nil
}

// draw draws the lines with src into dst, aligned within the widest line,
// the block's top-left corner at (pad, pad).
func (tl *textLayout) draw(dst draw.Image, src image.Image, pad int, align string) {
	for i, l := range tl.lines {
		lx := pad
		switch align {
		case "center":
			lx += (tl.w - tl.widths[i]) / 2
		case "right":
			lx += tl.w - tl.widths[i]
		}
		d := font.Drawer{Dst: dst, Src: src, Face: tl.face, Dot: fixed.P(lx, pad+i*tl.lineH+tl.ascent)}
		d.DrawString(l)
	}
}

// origin is where a raster drawn with pad sits on the canvas when x is the
// block's left edge, centre or right edge by align and y its top.
func (tl *textLayout) origin(align string, x, y float64, pad int) (int, int) {
	left := x
	switch align {
	case "center":
		left = x - float64(tl.w)/2
	case "right":
		left = x - float64(tl.w)
	}
	return int(math.Round(left)) - pad, int(math.Round(y)) - pad
}
