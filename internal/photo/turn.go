package photo

import (
	"math"
	"unsafe"
)

// Turn is one of the eight ways to turn a picture that only move pixels
// (quarter turns and mirrors, no resampling), numbered as EXIF
// orientations are, so an import's orientation tag is the Turn that sets
// it upright.
type Turn int

// The eight turns.
const (
	TurnNone       Turn = 1
	FlipHorizontal Turn = 2 // mirrored left to right
	Rotate180      Turn = 3
	FlipVertical   Turn = 4 // mirrored top to bottom
	Transpose      Turn = 5 // mirrored about the main diagonal
	Rotate90       Turn = 6 // a quarter turn clockwise
	Transverse     Turn = 7 // mirrored about the other diagonal
	Rotate270      Turn = 8 // a quarter turn counter-clockwise
)

// turnMatrix[t] maps an offset (x, y), y pointing down, as
// (a*x + b*y, c*x + d*y).
var turnMatrix = [9][4]int{
	TurnNone: {1, 0, 0, 1}, FlipHorizontal: {-1, 0, 0, 1}, Rotate180: {-1, 0, 0, -1}, FlipVertical: {1, 0, 0, -1},
	Transpose: {0, 1, 1, 0}, Rotate90: {0, -1, 1, 0}, Transverse: {0, -1, -1, 0}, Rotate270: {0, 1, -1, 0},
}

// Valid reports whether t is one of the eight turns.
func (t Turn) Valid() bool { return t >= TurnNone && t <= Rotate270 }

// Swaps reports whether t swaps width and height.
func (t Turn) Swaps() bool { return t >= Transpose && t <= Rotate270 }

// Parts splits t into a mirror (left to right, done first) and a
// rotation, degrees clockwise: t = rotate(degrees) after mirror.
func (t Turn) Parts() (mirror bool, degrees float64) {
	switch t {
	case FlipHorizontal:
		return true, 0
	case Transverse:
		return true, 90
	case FlipVertical:
		return true, 180
	case Transpose:
		return true, 270
	case Rotate90:
		return false, 90
	case Rotate180:
		return false, 180
	case Rotate270:
		return false, 270
	}
	return false, 0
}

// TurnOf is the turn that mirrors (when mirror) and then rotates by
// degrees clockwise, when degrees is a multiple of 90; ok is false
// otherwise.
func TurnOf(mirror bool, degrees float64) (t Turn, ok bool) {
	q := math.Mod(degrees, 360)
	if q < 0 {
		q += 360
	}
	if q != math.Trunc(q) || int(q)%90 != 0 {
		return 0, false
	}
	for c := TurnNone; c <= Rotate270; c++ {
		if m, d := c.Parts(); m == mirror && d == q {
			return c, true
		}
	}
	return 0, false
}

// apply maps an offset.
func (t Turn) apply(x, y float64) (float64, float64) {
	m := turnMatrix[t]
	return float64(m[0])*x + float64(m[1])*y, float64(m[2])*x + float64(m[3])*y
}

// MapBox is where the box x, y, w, h of a cw x ch canvas lands when the
// canvas is turned by t (the turned canvas has its corner at the origin).
func (t Turn) MapBox(cw, ch, x, y, w, h int) (nx, ny, nw, nh int) {
	ox, oy := t.origin(cw, ch)
	ax, ay := t.apply(float64(x), float64(y))
	bx, by := t.apply(float64(x+w), float64(y+h))
	nw, nh = w, h
	if t.Swaps() {
		nw, nh = h, w
	}
	return int(math.Min(ax, bx) + ox), int(math.Min(ay, by) + oy), nw, nh
}

// MapPoint is where the point (x, y) of a cw x ch canvas lands when the
// canvas is turned by t.
func (t Turn) MapPoint(cw, ch int, x, y float64) (float64, float64) {
	ox, oy := t.origin(cw, ch)
	px, py := t.apply(x, y)
	return px + ox, py + oy
}

// origin is the shift that puts the turned canvas back at the origin.
func (t Turn) origin(cw, ch int) (float64, float64) {
	ax, ay := t.apply(float64(cw), float64(ch))
	return math.Max(0, -ax), math.Max(0, -ay)
}

// TurnRaster returns r turned by t.
func TurnRaster(r *Raster, t Turn) *Raster {
	if !t.Valid() || t == TurnNone {
		return r
	}
	if r.Depth() == 8 {
		src := r.Pix8()
		if len(src) > 0 && uintptr(unsafe.Pointer(&src[0]))%4 == 0 {
			// a pixel's four values moved as one 32-bit word
			px, w, h := turnPix(unsafe.Slice((*uint32)(unsafe.Pointer(&src[0])), len(src)/4), r.W, r.H, 1, t)
			return RasterFromPix8(w, h, unsafe.Slice((*uint8)(unsafe.Pointer(&px[0])), 4*len(px)))
		}
		pix, w, h := turnPix(src, r.W, r.H, 4, t)
		return RasterFromPix8(w, h, pix)
	}
	src := r.Pix()
	if len(src) > 0 && uintptr(unsafe.Pointer(&src[0]))%8 == 0 {
		// a pixel's four values moved as one 64-bit word (2.5x)
		px, w, h := turnPix(unsafe.Slice((*uint64)(unsafe.Pointer(&src[0])), len(src)/4), r.W, r.H, 1, t)
		return RasterFromPix(w, h, unsafe.Slice((*uint16)(unsafe.Pointer(&px[0])), 4*len(px)))
	}
	pix, w, h := turnPix(src, r.W, r.H, 4, t)
	return RasterFromPix(w, h, pix)
}

// TurnMask returns m turned by t.
func TurnMask(m *Mask, t Turn) *Mask {
	if !t.Valid() || t == TurnNone {
		return m
	}
	pix, w, h := turnPix(m.Pix(), m.W, m.H, 1, t)
	return MaskFromPix(w, h, pix)
}

// turnTile is the side of the square blocks turnPix copies: a block of
// rows read across is a block of columns written, so both stay in cache.
const turnTile = 64

// turnPix turns a w x h picture of ch values a pixel.
func turnPix[T uint8 | uint16 | uint32 | uint64](src []T, w, h, ch int, t Turn) ([]T, int, int) {
	ow, oh := w, h
	if t.Swaps() {
		ow, oh = h, w
	}
	dst := make([]T, len(src))
	// The source pixel of output pixel (x, y) is the inverse turn (the
	// transpose of its matrix) of (x, y) less the origin shift; it moves
	// by step values for each step right in the output, and starts each
	// output row at row0(y).
	m := turnMatrix[t]
	ox, oy := t.origin(w, h)
	// pixel centres: the output pixel (x, y) covers (x+0.5, y+0.5)
	src0 := func(x, y int) int {
		px, py := float64(x)+0.5-ox, float64(y)+0.5-oy
		sx := float64(m[0])*px + float64(m[2])*py // transpose
		sy := float64(m[1])*px + float64(m[3])*py
		return (int(math.Floor(sy))*w + int(math.Floor(sx))) * ch
	}
	step := (m[1]*w + m[0]) * ch
	parallelRows(oh, func(y0, y1 int) {
		for xb := 0; xb < ow; xb += turnTile {
			xe := min(xb+turnTile, ow)
			for y := y0; y < y1; y++ {
				s := src0(xb, y)
				d := (y*ow + xb) * ch
				switch ch {
				case 1:
					for x := xb; x < xe; x++ {
						dst[d] = src[s]
						d++
						s += step
					}
				case 4:
					for x := xb; x < xe; x++ {
						p := src[s : s+4 : s+4]
						q := dst[d : d+4 : d+4]
						q[0], q[1], q[2], q[3] = p[0], p[1], p[2], p[3]
						d += 4
						s += step
					}
				}
			}
		}
	})
	return dst, ow, oh
}

// TurnState returns s turned by t: the canvas, every layer's pixels and
// place, layer masks, the selection, and text layers' anchor and
// orientation (so they stay text). No pixel is resampled; s and what it
// shares are unchanged.
func TurnState(s *State, t Turn) *State {
	c := *s
	if t.Swaps() {
		c.Width, c.Height = s.Height, s.Width
	}
	c.Layers = turnLayers(s.Layers, t, s.Width, s.Height)
	if s.Selection != nil {
		c.Selection = TurnMask(s.Selection, t)
	}
	return &c
}

func turnLayers(ls []*Layer, t Turn, cw, ch int) []*Layer {
	out := make([]*Layer, len(ls))
	for i, l := range ls {
		cp := *l
		if r := l.Raster; r != nil {
			cp.X, cp.Y, _, _ = t.MapBox(cw, ch, l.X, l.Y, r.W, r.H)
			cp.Raster = TurnRaster(r, t)
		}
		if l.Mask != nil {
			cp.Mask = TurnMask(l.Mask, t)
		}
		if l.Text != nil {
			ti := *l.Text
			ti.X, ti.Y = t.MapPoint(cw, ch, ti.X, ti.Y)
			ti.Mirror, ti.Rotate = composeTurn(t, ti.Mirror, ti.Rotate)
			cp.Text = &ti
		}
		if l.Kind == KindGroup {
			cp.Children = turnLayers(l.Children, t, cw, ch)
		}
		out[i] = &cp
	}
	return out
}

// composeTurn is what a text drawn mirrored (or not) and rotated by
// degrees becomes when its canvas is turned by t: with t = rotate(p)
// after mirror^k, rotate(p) mirror^k rotate(d) mirror^m is
// rotate(p +- d) mirror^(k xor m), a reflection reversing the rotation
// it passes.
func composeTurn(t Turn, mirror bool, degrees float64) (bool, float64) {
	k, p := t.Parts()
	if k {
		degrees = -degrees
	}
	return mirror != k, normDegrees(p + degrees)
}

// normDegrees brings an angle to [0, 360).
func normDegrees(d float64) float64 {
	d = math.Mod(d, 360)
	if d < 0 {
		d += 360
	}
	if d == 360 || d == 0 { // -0 too
		return 0
	}
	return d
}

// TurnAbout places a text drawn upright at (x, y) (a raster whose anchor
// is ax, ay) as a text turned about its anchor: mirrored left to right
// when mirror, then rotated by degrees clockwise. Quarter turns move
// pixels; other angles resample bilinearly. It returns the pixels and
// where they sit.
func TurnAbout(r *Raster, x, y int, ax, ay float64, mirror bool, degrees float64) (*Raster, int, int) {
	if t, ok := TurnOf(mirror, degrees); ok {
		if t == TurnNone {
			return r, x, y
		}
		px, py := t.apply(float64(x)-ax, float64(y)-ay)
		qx, qy := t.apply(float64(x+r.W)-ax, float64(y+r.H)-ay)
		return TurnRaster(r, t), int(math.Round(ax + math.Min(px, qx))), int(math.Round(ay + math.Min(py, qy)))
	}
	// TransformRaster turns about the layer's centre c; turning about the
	// anchor a instead moves the result by A(c-a) + a - c
	tr := Transform{ScaleX: 1, ScaleY: 1, Rotate: degrees, FlipH: mirror}
	m := affineOf(r.W, r.H, x, y, tr)
	cx, cy := float64(x)+float64(r.W)/2, float64(y)+float64(r.H)/2
	dx, dy := cx-ax, cy-ay
	tr.TranslateX = m.a*dx + m.b*dy + ax - cx
	tr.TranslateY = m.c*dx + m.d*dy + ay - cy
	return TransformRaster(r, x, y, tr)
}
