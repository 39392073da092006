package render

import (
	"fmt"
	"math"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// blendModes maps a Visual.Blend mode to ffmpeg's blend filter mode. The
// names match, but the map keeps the graph from ever seeing a value that
// did not come from this list.
var blendModes = map[string]string{
	"multiply":   "multiply",
	"screen":     "screen",
	"overlay":    "overlay",
	"darken":     "darken",
	"lighten":    "lighten",
	"difference": "difference",
	"addition":   "addition",
}

// blendMode is the ffmpeg mode for an element's blend, "" for normal
// (plain overlay, the fast path).
func blendMode(e *timeline.Element, v *timeline.Visual) (string, error) {
	if v.Blend == "" || v.Blend == "normal" {
		return "", nil
	}
	m, ok := blendModes[v.Blend]
	if !ok {
		return "", fmt.Errorf("element %s: unknown blend mode %q", e.ID, v.Blend)
	}
	return m, nil
}

// blendOver composites fg (the element's stream, fw x fh as drawn, already
// transformed and faded) over base with a blend mode, with its centre at (x, y), for
// the n frames base lasts; enable ("" = always) limits it to the
// element's time range.
//
// ffmpeg's blend filter needs two inputs of one size and format and
// ignores alpha, so the element is first placed on a transparent layer.
// blend then combines base and layer in planar RGB (the formulas are
// defined on RGB, not on YUV chroma), and maskedmerge mixes base and blend
// result by the layer's alpha, which already carries opacity, rotation
// corners and the element's own transparency. Base is the blend's first
// ("top") input: ffmpeg's overlay mode tests the first input, and the
// overlay blend mode tests the base.
//
// All of that works on the element's box only (cropped out of base and
// put back with a plain overlay), not on the whole canvas: a logo costs
// its own size, not a full frame of conversions and blending.
func (c *compiler) blendOver(base, fg, mode string, x, y float64, fw, fh, n int, enable string) string {
	// the box, a little larger than the element (rounding of rotate's
	// size) and on even pixels (yuv420p crop and overlay)
	x0, x1 := boxEdges(x, fw, c.w)
	y0, y1 := boxEdges(y, fh, c.h)
	if x1-x0 < 2 || y1-y0 < 2 {
		return base // entirely off the canvas
	}
	bw, bh := x1-x0, y1-y0
	en, mergeEn, overEn := "", "", ""
	if enable != "" {
		en, mergeEn = ":enable='"+enable+"'", "=enable='"+enable+"'"
		overEn = en
	}
	full, box := c.label(), c.label()
	c.add("%ssplit%s%s", base, full, box)
	b1, b2 := c.label(), c.label()
	c.add("%scrop=%d:%d:%d:%d,format=gbrp,split%s%s", box, bw, bh, x0, y0, b1, b2)
	canvas, lc, la := c.label(), c.label(), c.label()
	c.add("color=c=black@0:s=%dx%d:r=%s,format=rgba,trim=end_frame=%d%s", bw, bh, c.rate(), n, canvas)
	c.add("%s%soverlay=x=%s-w/2:y=%s-h/2:eof_action=pass:format=rgb,format=rgba,split%s%s",
		canvas, fg, num(x-float64(x0)), num(y-float64(y0)), lc, la)
	rgbLayer, mixed, mask, patch := c.label(), c.label(), c.label(), c.label()
	c.add("%sformat=gbrp%s", lc, rgbLayer)
	c.add("%s%sblend=all_mode=%s%s%s", b1, rgbLayer, mode, en, mixed)
	c.add("%salphaextract,format=gbrp%s", la, mask)
	c.add("%s%s%smaskedmerge%s,format=yuv420p%s", b2, mixed, mask, mergeEn, patch)
	l := c.label()
	c.add("%s%soverlay=x=%d:y=%d:eof_action=pass%s,format=yuv420p%s", full, patch, x0, y0, overEn, l)
	return l
}

// boxEdges is the even-aligned span [lo, hi) within [0, limit) covering
// size pixels centred on centre, with a 2 px margin.
func boxEdges(centre float64, size, limit int) (lo, hi int) {
	lo = int(math.Floor(centre-float64(size)/2)) - 2
	hi = int(math.Ceil(centre+float64(size)/2)) + 2
	lo = max(0, lo-lo%2)
	hi = min(limit, hi+hi%2)
	return lo, hi
}

// drawnSize is the size of an element w x h after transform's rotation
// (ffmpeg's rotw/roth, rounded up).
func drawnSize(w, h int, v *timeline.Visual) (int, int) {
	r := math.Mod(v.Rotation, 360)
	if r == 0 {
		return w, h
	}
	a := r * math.Pi / 180
	cs, sn := math.Abs(math.Cos(a)), math.Abs(math.Sin(a))
	return int(math.Ceil(float64(w)*cs + float64(h)*sn)), int(math.Ceil(float64(w)*sn + float64(h)*cs))
}
