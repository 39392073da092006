package photo

import (
	"image"
	"math"
)

// RotatedCanvas is the canvas of a w x h document rotated by degrees
// clockwise about its centre, in the coordinates of the rotated picture
// (where the old canvas's centre stays put). With expand it is the
// bounding box of the turned canvas; without, the largest upright
// rectangle inside it whose pixels all sample the old canvas fully, so a
// straightened photo has no transparent corners.
func RotatedCanvas(w, h int, degrees float64, expand bool) image.Rectangle {
	if expand {
		return TransformBounds(w, h, 0, 0, Transform{ScaleX: 1, ScaleY: 1, Rotate: degrees})
	}
	// a bilinear sample is whole when it lies half a pixel inside the
	// old canvas: fit the rectangle in the canvas shrunk by that much
	rw, rh := inscribedRect(float64(w-1), float64(h-1), degrees*math.Pi/180)
	cx, cy := float64(w)/2, float64(h)/2
	// pixels whose centres (x+0.5) lie inside [c - r/2, c + r/2]
	const eps = 1e-9
	x0 := int(math.Ceil(cx - rw/2 - 0.5 - eps))
	x1 := int(math.Floor(cx+rw/2-0.5+eps)) + 1
	y0 := int(math.Ceil(cy - rh/2 - 0.5 - eps))
	y1 := int(math.Floor(cy+rh/2-0.5+eps)) + 1
	if x1 <= x0 || y1 <= y0 {
		return image.Rectangle{}
	}
	return image.Rect(x0, y0, x1, y1)
}

// inscribedRect is the size of the largest-area upright rectangle inside
// a w x h rectangle rotated by a radians, centred on it. When the short
// side is small against the long one (or at 45 degrees), two corners of
// the answer touch the long sides and two sit on the mid-line; otherwise
// all four touch the sides, which gives two linear equations.
func inscribedRect(w, h, a float64) (float64, float64) {
	if w <= 0 || h <= 0 {
		return 0, 0
	}
	long, short := w, h
	if h > w {
		long, short = h, w
	}
	sin, cos := math.Abs(math.Sin(a)), math.Abs(math.Cos(a))
	if sin < 1e-12 {
		return w, h
	}
	if cos < 1e-12 {
		return h, w
	}
	if short <= 2*sin*cos*long || math.Abs(sin-cos) < 1e-10 {
		x := short / 2
		if w >= h {
			return x / sin, x / cos
		}
		return x / cos, x / sin
	}
	cos2 := cos*cos - sin*sin
	return (w*cos - h*sin) / cos2, (h*cos - w*sin) / cos2
}

// rotation maps between a document and its rotation about the centre
// (cx, cy), degrees clockwise, with the new canvas at canvas in the
// rotated coordinates.
type rotation struct {
	cos, sin, cx, cy float64
	canvas           image.Rectangle
}

// forward maps a document point to the new canvas.
func (r rotation) forward(x, y float64) (float64, float64) {
	dx, dy := x-r.cx, y-r.cy
	return r.cos*dx - r.sin*dy + r.cx - float64(r.canvas.Min.X), r.sin*dx + r.cos*dy + r.cy - float64(r.canvas.Min.Y)
}

// back maps a point of the new canvas to the document.
func (r rotation) back(x, y float64) (float64, float64) {
	dx, dy := x+float64(r.canvas.Min.X)-r.cx, y+float64(r.canvas.Min.Y)-r.cy
	return r.cos*dx + r.sin*dy + r.cx, -r.sin*dx + r.cos*dy + r.cy
}

// RotateState returns s rotated by degrees clockwise about the canvas
// centre onto the canvas RotatedCanvas gives (expand: all of it, the new
// corners transparent; otherwise the largest upright rectangle inside).
// Every layer, layer mask and the selection is resampled bilinearly and
// cut to the new canvas; text layers keep their text, their anchor moved
// and their rotation added to. s and what it shares are unchanged.
func RotateState(s *State, degrees float64, expand bool) *State {
	th := degrees * math.Pi / 180
	r := rotation{cos: math.Cos(th), sin: math.Sin(th), cx: float64(s.Width) / 2, cy: float64(s.Height) / 2,
		canvas: RotatedCanvas(s.Width, s.Height, degrees, expand)}
	c := *s
	c.Width, c.Height = r.canvas.Dx(), r.canvas.Dy()
	c.Layers = rotateLayers(s.Layers, r, degrees)
	if s.Selection != nil {
		c.Selection = rotateMask(s.Selection, r)
	}
	return &c
}

func rotateLayers(ls []*Layer, r rotation, degrees float64) []*Layer {
	out := make([]*Layer, len(ls))
	for i, l := range ls {
		cp := *l
		if l.Raster != nil {
			cp.Raster, cp.X, cp.Y = rotateRaster(l.Raster, l.X, l.Y, r)
		}
		if l.Mask != nil {
			cp.Mask = rotateMask(l.Mask, r)
		}
		if l.Text != nil {
			t := *l.Text
			t.X, t.Y = r.forward(t.X, t.Y)
			t.Rotate = normDegrees(t.Rotate + degrees)
			cp.Text = &t
		}
		if l.Kind == KindGroup {
			cp.Children = rotateLayers(l.Children, r, degrees)
		}
		out[i] = &cp
	}
	return out
}

// rotateRaster resamples the pixels of a layer at (x, y) onto the part of
// the new canvas they cover.
func rotateRaster(src *Raster, x, y int, r rotation) (*Raster, int, int) {
	// where the layer's corners land, cut to the canvas
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range [][2]int{{x, y}, {x + src.W, y}, {x, y + src.H}, {x + src.W, y + src.H}} {
		qx, qy := r.forward(float64(p[0]), float64(p[1]))
		minX, maxX, minY, maxY = math.Min(minX, qx), math.Max(maxX, qx), math.Min(minY, qy), math.Max(maxY, qy)
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY))).
		Intersect(image.Rect(0, 0, r.canvas.Dx(), r.canvas.Dy()))
	if box.Empty() {
		return newLike(src, 1, 1), 0, 0 // nothing of the layer shows: keep it, empty
	}
	out := newLike(src, box.Dx(), box.Dy())
	withPix(src, func(pix []uint8) { rotatePix(pix, out.pix8, src.W, src.H, x, y, box, r) },
		func(pix []uint16) { rotatePix(pix, out.pix, src.W, src.H, x, y, box, r) })
	return out, box.Min.X, box.Min.Y
}

// rotatePix fills out (box's size) with the sw x sh pixels of a layer at
// (x, y) turned by r.
func rotatePix[T sample](pix, out []T, sw, sh, x, y int, box image.Rectangle, r rotation) {
	w, full := box.Dx(), top[T]()
	// source position of the centre of box pixel (0, y), and its steps
	// (pixel centres of the source sit at +0.5, which sampleBilinear's
	// coordinates leave out)
	parallelRows(box.Dy(), func(y0, y1 int) {
		for oy := y0; oy < y1; oy++ {
			u, v := r.back(float64(box.Min.X)+0.5, float64(box.Min.Y+oy)+0.5)
			u, v = u-float64(x)-0.5, v-float64(y)-0.5
			row := out[oy*w*4 : (oy+1)*w*4]
			for ox := 0; ox < w; ox++ {
				d := row[4*ox : 4*ox+4 : 4*ox+4]
				// inside the picture, between four opaque pixels (nearly
				// every pixel of a photo): a plain weighted mean
				if x0, y0 := int(u), int(v); u >= 0 && v >= 0 && x0+1 < sw && y0+1 < sh {
					i := (y0*sw + x0) * 4
					p, q := pix[i:i+8:i+8], pix[i+sw*4:i+sw*4+8:i+sw*4+8]
					if p[3]&p[7]&q[3]&q[7] == full {
						fx, fy := float32(u-float64(x0)), float32(v-float64(y0))
						w11 := fx * fy
						w10, w01 := fx-w11, fy-w11
						w00 := 1 - fx - fy + w11
						for c := 0; c < 3; c++ {
							d[c] = T(float32(p[c])*w00 + float32(p[4+c])*w10 + float32(q[c])*w01 + float32(q[4+c])*w11 + 0.5)
						}
						d[3] = full
						u += r.cos
						v -= r.sin
						continue
					}
				}
				sampleBilinear(pix, sw, sh, u, v, d)
				u += r.cos
				v -= r.sin
			}
		}
	})
}

// rotateMask resamples a canvas-size mask onto the new canvas; outside the
// old canvas nothing is selected.
func rotateMask(m *Mask, r rotation) *Mask {
	w, h := r.canvas.Dx(), r.canvas.Dy()
	out := NewMask(w, h)
	src := m.Pix()
	parallelRows(h, func(y0, y1 int) {
		for oy := y0; oy < y1; oy++ {
			u, v := r.back(0.5, float64(oy)+0.5)
			u, v = u-0.5, v-0.5
			for ox := 0; ox < w; ox++ {
				out.pix[oy*w+ox] = sampleMask(src, m.W, m.H, u, v)
				u += r.cos
				v -= r.sin
			}
		}
	})
	return out
}

// sampleMask reads a mask bilinearly at (u, v) (pixel centres at whole
// numbers); outside reads as 0.
func sampleMask(src []uint8, w, h int, u, v float64) uint8 {
	if u <= -1 || v <= -1 || u >= float64(w) || v >= float64(h) {
		return 0
	}
	x0, y0 := int(math.Floor(u)), int(math.Floor(v))
	fx, fy := float32(u-float64(x0)), float32(v-float64(y0))
	at := func(x, y int) float32 {
		if x < 0 || y < 0 || x >= w || y >= h {
			return 0
		}
		return float32(src[y*w+x])
	}
	top := at(x0, y0)*(1-fx) + at(x0+1, y0)*fx
	bot := at(x0, y0+1)*(1-fx) + at(x0+1, y0+1)*fx
	return uint8(min(top*(1-fy)+bot*fy+0.5, 255))
}
