package photo

import (
	"image"
	"math"
)

// Identity reports whether t changes nothing.
func (t Transform) Identity() bool {
	return t.ScaleX == 1 && t.ScaleY == 1 && math.Mod(t.Rotate, 360) == 0 &&
		t.TranslateX == 0 && t.TranslateY == 0 && !t.FlipH && !t.FlipV
}

// MaxPixels bounds a layer made by a transform or a text (800 MB of
// 16-bit pixels).
const MaxPixels = 100_000_000

// affine is the forward map of t for a w x h layer at (x, y): scale and
// flip about the layer's centre, rotate (degrees clockwise) about it, then
// translate.
type affine struct{ a, b, c, d, cx, cy, tx, ty float64 }

func affineOf(w, h, x, y int, t Transform) affine {
	sx, sy := t.ScaleX, t.ScaleY
	if t.FlipH {
		sx = -sx
	}
	if t.FlipV {
		sy = -sy
	}
	th := t.Rotate * math.Pi / 180
	cos, sin := math.Cos(th), math.Sin(th)
	return affine{cos * sx, -sin * sy, sin * sx, cos * sy,
		float64(x) + float64(w)/2, float64(y) + float64(h)/2, t.TranslateX, t.TranslateY}
}

func (m affine) apply(px, py float64) (float64, float64) {
	dx, dy := px-m.cx, py-m.cy
	return m.a*dx + m.b*dy + m.cx + m.tx, m.c*dx + m.d*dy + m.cy + m.ty
}

// TransformPoint returns the map of canvas points that t applies to a w x
// h layer placed at (x, y) (what TransformRaster does to its pixels).
func TransformPoint(w, h, x, y int, t Transform) func(px, py float64) (float64, float64) {
	m := affineOf(w, h, x, y, t)
	return m.apply
}

// TransformBounds is where a w x h layer at (x, y) lands under t.
func TransformBounds(w, h, x, y int, t Transform) image.Rectangle {
	m := affineOf(w, h, x, y, t)
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, p := range [][2]float64{{float64(x), float64(y)}, {float64(x + w), float64(y)},
		{float64(x), float64(y + h)}, {float64(x + w), float64(y + h)}} {
		qx, qy := m.apply(p[0], p[1])
		minX, maxX = math.Min(minX, qx), math.Max(maxX, qx)
		minY, maxY = math.Min(minY, qy), math.Max(maxY, qy)
	}
	// round away tiny float error so a 90 degree turn stays exact
	fl := func(v float64) int { return int(math.Floor(v + 1e-6)) }
	ce := func(v float64) int { return int(math.Ceil(v - 1e-6)) }
	r := image.Rect(fl(minX), fl(minY), ce(maxX), ce(maxY))
	if r.Dx() < 1 {
		r.Max.X = r.Min.X + 1
	}
	if r.Dy() < 1 {
		r.Max.Y = r.Min.Y + 1
	}
	return r
}

// TransformRaster applies t to a layer's pixels placed at (x, y) and
// returns the new pixels and their placement. Sampling is bilinear on
// premultiplied values so edges do not darken.
func TransformRaster(r *Raster, x, y int, t Transform) (*Raster, int, int) {
	m := affineOf(r.W, r.H, x, y, t)
	b := TransformBounds(r.W, r.H, x, y, t)
	nx, ny, nw, nh := b.Min.X, b.Min.Y, b.Dx(), b.Dy()
	det := m.a*m.d - m.b*m.c
	if det == 0 {
		return newLike(r, 1, 1), nx, ny
	}
	ia, ib, ic, id := m.d/det, -m.b/det, -m.c/det, m.a/det
	out := newLike(r, nw, nh)
	// back maps the centre of a destination pixel into source pixel space
	back := func(ox, oy int) (float64, float64) {
		px := float64(nx+ox) + 0.5 - m.cx - m.tx
		py := float64(ny+oy) + 0.5 - m.cy - m.ty
		return ia*px + ib*py + m.cx - float64(x) - 0.5, ic*px + id*py + m.cy - float64(y) - 0.5
	}
	withPix(r, func(src []uint8) { resample(src, out.pix8, r.W, r.H, nw, nh, back) },
		func(src []uint16) { resample(src, out.pix, r.W, r.H, nw, nh, back) })
	return out, nx, ny
}

// resample fills a nw x nh dst by sampling the w x h src bilinearly where
// back maps each destination pixel.
func resample[T sample](src, dst []T, w, h, nw, nh int, back func(ox, oy int) (float64, float64)) {
	parallelRows(nh, func(y0, y1 int) {
		for oy := y0; oy < y1; oy++ {
			for ox := 0; ox < nw; ox++ {
				u, v := back(ox, oy)
				sampleBilinear(src, w, h, u, v, dst[(oy*nw+ox)*4:])
			}
		}
	})
}

func sampleBilinear[T sample](src []T, w, h int, u, v float64, dst []T) {
	if u < -1 || v < -1 || u > float64(w) || v > float64(h) {
		return
	}
	x0, y0 := int(math.Floor(u)), int(math.Floor(v))
	fx, fy := float32(u-float64(x0)), float32(v-float64(y0))
	var acc [4]float32
	for j := 0; j < 2; j++ {
		for i := 0; i < 2; i++ {
			xx, yy := x0+i, y0+j
			if xx < 0 || yy < 0 || xx >= w || yy >= h {
				continue
			}
			wt := (1 - fx + float32(i)*(2*fx-1)) * (1 - fy + float32(j)*(2*fy-1))
			p := src[(yy*w+xx)*4:]
			al := float32(p[3]) * wt
			acc[0] += float32(p[0]) * al
			acc[1] += float32(p[1]) * al
			acc[2] += float32(p[2]) * al
			acc[3] += al
		}
	}
	if acc[3] <= 0 {
		return
	}
	dst[0] = roundTo[T](acc[0] / acc[3])
	dst[1] = roundTo[T](acc[1] / acc[3])
	dst[2] = roundTo[T](acc[2] / acc[3])
	dst[3] = roundTo[T](acc[3])
}
