package segment

import (
	"fmt"
	"image"
	"image/draw"
	"math"
	"slices"

	xdraw "golang.org/x/image/draw"
)

// maxPixels bounds the input so a hostile or absurd image cannot make the
// built-ins allocate without limit (the photo package has its own limits;
// this is the package's own guard).
const maxPixels = 200_000_000

func checkImage(img image.Image) error {
	if img == nil {
		return fmt.Errorf("segment: no image")
	}
	b := img.Bounds()
	if b.Dx() < 8 || b.Dy() < 8 {
		return fmt.Errorf("segment: image %dx%d is too small (need at least 8x8)", b.Dx(), b.Dy())
	}
	if b.Dx()*b.Dy() > maxPixels {
		return fmt.Errorf("segment: image %dx%d is too large", b.Dx(), b.Dy())
	}
	return nil
}

// plane is a single float channel, row-major, origin at 0,0.
type plane struct {
	w, h int
	pix  []float32
}

func newPlane(w, h int) *plane { return &plane{w: w, h: h, pix: make([]float32, w*h)} }

func (p *plane) clone() *plane { return &plane{w: p.w, h: p.h, pix: slices.Clone(p.pix)} }

func (p *plane) at(x, y int) float32 { return p.pix[y*p.w+x] }

// shrink returns img scaled to fit maxSide (never enlarged) as RGBA at 0,0.
// The built-ins work on a few hundred pixels a side: region shapes survive,
// and the cost stops depending on the photo's megapixels. A big reduction
// samples bilinearly to twice the target and then averages 2x2 blocks, which
// is alias-free enough here and, unlike x/image/draw's kernel scalers,
// allocates no buffer the size of the source's height times the target's
// width (44 MB for a 20-megapixel photo).
func shrink(img image.Image, maxSide int) *image.RGBA {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	s := min(float64(maxSide)/float64(max(w, h)), 1)
	tw, th := max(1, int(math.Round(float64(w)*s))), max(1, int(math.Round(float64(h)*s)))
	if s == 1 {
		dst := image.NewRGBA(image.Rect(0, 0, w, h))
		draw.Draw(dst, dst.Bounds(), img, b.Min, draw.Src)
		return dst
	}
	if w < 2*tw || h < 2*th {
		dst := image.NewRGBA(image.Rect(0, 0, tw, th))
		scaleBilinear(dst, img)
		return dst
	}
	mid := image.NewRGBA(image.Rect(0, 0, 2*tw, 2*th))
	scaleBilinear(mid, img)
	dst := image.NewRGBA(image.Rect(0, 0, tw, th))
	parallelLines(th, func(y0, y1 int) {
		for y := y0; y < y1; y++ {
			r0, r1 := mid.Pix[2*y*mid.Stride:], mid.Pix[(2*y+1)*mid.Stride:]
			out := dst.Pix[y*dst.Stride:]
			for x := 0; x < 4*tw; x++ {
				c := x/4*8 + x%4 // this channel of the left pixel of the 2x2 block
				out[x] = uint8((uint32(r0[c]) + uint32(r0[c+4]) + uint32(r1[c]) + uint32(r1[c+4]) + 2) / 4)
			}
		}
	})
	return dst
}

// scaleBilinear scales all of src to all of dst (x/image/draw's
// ApproxBiLinear), bands of dst's rows on every core: each band is the
// whole scale clipped to the band (Scale maps pixels by the rectangles it
// is given and writes only dst's bounds), so the pixels are the ones a
// single call makes.
func scaleBilinear(dst *image.RGBA, src image.Image) {
	r := dst.Bounds()
	parallelLines(r.Dy(), func(y0, y1 int) {
		band := dst.SubImage(image.Rect(r.Min.X, r.Min.Y+y0, r.Max.X, r.Min.Y+y1)).(*image.RGBA)
		xdraw.ApproxBiLinear.Scale(band, r, src, src.Bounds(), draw.Src, nil)
	})
}

// labPlanes converts sRGB to CIE L*a*b* (D65). Lab is used for colour
// distances because equal steps there are roughly equal perceived
// differences, which is what "the sky is one smooth colour" means.
func labPlanes(img *image.RGBA) (L, A, B *plane) {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	L, A, B = newPlane(w, h), newPlane(w, h), newPlane(w, h)
	var lut [256]float64
	for i := range lut {
		c := float64(i) / 255
		if c <= 0.04045 {
			lut[i] = c / 12.92
		} else {
			lut[i] = math.Pow((c+0.055)/1.055, 2.4)
		}
	}
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	for y := 0; y < h; y++ {
		row := img.Pix[y*img.Stride:]
		for x := 0; x < w; x++ {
			r, g, b := lut[row[4*x]], lut[row[4*x+1]], lut[row[4*x+2]]
			X := (0.4124*r + 0.3576*g + 0.1805*b) / 0.95047
			Y := 0.2126*r + 0.7152*g + 0.0722*b
			Z := (0.0193*r + 0.1192*g + 0.9505*b) / 1.08883
			fx, fy, fz := f(X), f(Y), f(Z)
			i := y*w + x
			L.pix[i] = float32(116*fy - 16)
			A.pix[i] = float32(500 * (fx - fy))
			B.pix[i] = float32(200 * (fy - fz))
		}
	}
	return L, A, B
}

// lightnessPlane is the L* plane of labPlanes alone (the same values),
// for a cue that needs no colour: one cube root a pixel instead of three.
func lightnessPlane(img *image.RGBA) *plane {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	L := newPlane(w, h)
	var lut [256]float64
	for i := range lut {
		c := float64(i) / 255
		if c <= 0.04045 {
			lut[i] = c / 12.92
		} else {
			lut[i] = math.Pow((c+0.055)/1.055, 2.4)
		}
	}
	parallelLines(h, func(y0, y1 int) {
		for y := y0; y < y1; y++ {
			row := img.Pix[y*img.Stride:]
			for x := 0; x < w; x++ {
				Y := 0.2126*lut[row[4*x]] + 0.7152*lut[row[4*x+1]] + 0.0722*lut[row[4*x+2]]
				fy := (24389.0/27*Y + 16) / 116
				if Y > 216.0/24389 {
					fy = math.Cbrt(Y)
				}
				L.pix[y*w+x] = float32(116*fy - 16)
			}
		}
	})
	return L
}

// boxBlur blurs p in place with a box of radius r, three passes: three box
// passes approximate a gaussian of sigma ~ r, at a cost independent of r.
// Each pass is boxMean's, the lines shared among the cores (each line's
// sums are the same whichever core makes them).
func boxBlur(p *plane, r int) {
	for range 3 {
		boxMean(p, r)
	}
}

// columnBlock is how many columns blurColumns filters side by side: one
// 64-byte cache line of each row, where filtering a column alone would
// touch a line per pixel (and, with a power-of-two width, the same few
// cache sets over and over).
const columnBlock = 16

// blurColumns is blurLine down columns x0..x1 (at most columnBlock) of
// p at once, with the same sums in the same order, so the same result;
// tmp holds at least (x1-x0)*p.h values.
func blurColumns(p *plane, x0, x1, r int, tmp []float32) {
	w, h, bw := p.w, p.h, x1-x0
	for y := 0; y < h; y++ {
		copy(tmp[y*bw:(y+1)*bw], p.pix[y*w+x0:y*w+x1])
	}
	var acc [columnBlock]float32
	for k := -r; k <= r; k++ {
		row := tmp[min(max(k, 0), h-1)*bw:]
		for c := 0; c < bw; c++ {
			acc[c] += row[c]
		}
	}
	inv := 1 / float32(2*r+1)
	for y := 0; y < h; y++ {
		out := p.pix[y*w+x0 : y*w+x1]
		add, sub := tmp[min(y+r+1, h-1)*bw:], tmp[max(y-r, 0)*bw:]
		for c := range out {
			out[c] = acc[c] * inv
			acc[c] += add[c] - sub[c]
		}
	}
}

// blurLine is a running-sum box filter over n samples spaced by stride,
// clamping at the ends so borders do not darken.
func blurLine(s []float32, stride, n, r int, tmp []float32) {
	for i := 0; i < n; i++ {
		tmp[i] = s[i*stride]
	}
	var acc float32
	for k := -r; k <= r; k++ {
		acc += tmp[min(max(k, 0), n-1)]
	}
	inv := 1 / float32(2*r+1)
	for i := 0; i < n; i++ {
		s[i*stride] = acc * inv
		acc += tmp[min(i+r+1, n-1)] - tmp[max(i-r, 0)]
	}
}

// normalize rescales p to 0..1 (a flat plane becomes all zero).
func normalize(p *plane) {
	lo, hi := float32(math.Inf(1)), float32(math.Inf(-1))
	for _, v := range p.pix {
		lo, hi = min(lo, v), max(hi, v)
	}
	if hi-lo < 1e-9 {
		clear(p.pix)
		return
	}
	for i, v := range p.pix {
		p.pix[i] = (v - lo) / (hi - lo)
	}
}

// otsu returns the threshold on 0..1 values that maximises the between-class
// variance of a 256-bin histogram.
func otsu(vals []float32) float32 {
	var hist [256]float64
	for _, v := range vals {
		hist[min(max(int(v*255), 0), 255)]++
	}
	total := float64(len(vals))
	var sumAll float64
	for i, c := range hist {
		sumAll += float64(i) * c
	}
	var wB, sumB, best float64
	bestT := 128
	for t := 0; t < 256; t++ {
		wB += hist[t]
		if wB == 0 {
			continue
		}
		wF := total - wB
		if wF == 0 {
			break
		}
		sumB += float64(t) * hist[t]
		mB, mF := sumB/wB, (sumAll-sumB)/wF
		if v := wB * wF * (mB - mF) * (mB - mF); v > best {
			best, bestT = v, t
		}
	}
	return (float32(bestT) + 0.5) / 255
}

// eachNeighbour calls fn with the 4-connected neighbours of cell i.
func eachNeighbour(i, w, h int, fn func(j int)) {
	x, y := i%w, i/w
	if x > 0 {
		fn(i - 1)
	}
	if x < w-1 {
		fn(i + 1)
	}
	if y > 0 {
		fn(i - w)
	}
	if y < h-1 {
		fn(i + w)
	}
}

// components labels 4-connected true cells; labels are 1..n, sizes[0] unused.
func components(on []bool, w, h int) (labels []int32, sizes []int) {
	labels = make([]int32, w*h)
	sizes = []int{0}
	stack := make([]int, 0, 256)
	for start := range on {
		if !on[start] || labels[start] != 0 {
			continue
		}
		id := int32(len(sizes))
		n := 0
		labels[start] = id
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			n++
			eachNeighbour(i, w, h, func(j int) {
				if on[j] && labels[j] == 0 {
					labels[j] = id
					stack = append(stack, j)
				}
			})
		}
		sizes = append(sizes, n)
	}
	return labels, sizes
}

// fillHoles sets every false cell not 4-connected to the border to true:
// a sky or a subject has no holes a user would want left out.
func fillHoles(on []bool, w, h int) {
	outside := make([]bool, w*h)
	stack := []int{}
	push := func(i int) {
		if !on[i] && !outside[i] {
			outside[i] = true
			stack = append(stack, i)
		}
	}
	for x := 0; x < w; x++ {
		push(x)
		push((h-1)*w + x)
	}
	for y := 0; y < h; y++ {
		push(y * w)
		push(y*w + w - 1)
	}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		eachNeighbour(i, w, h, push)
	}
	for i := range on {
		if !outside[i] {
			on[i] = true
		}
	}
}

// softMaskRefined turns a work-size binary mask into a soft alpha with the
// given bounds: feathered at work size, then its edge snapped to the
// picture's own edges by the guided filter (refine.go). guide is img shrunk to refineSide
// (the caller made it already, to derive its work copy from it).
func softMaskRefined(on []bool, w, h int, feather int, guide *image.RGBA, bounds image.Rectangle) *image.Gray {
	p := newPlane(w, h)
	for i, v := range on {
		if v {
			p.pix[i] = 1
		}
	}
	boxBlur(p, feather)
	// The window must span the coarse edge ramp: the feather's three box
	// passes plus the bilinear step, in guide pixels.
	radius := max(2, (3*feather+2)*guide.Bounds().Dx()/w)
	return refineMask(p, guide, radius, bounds)
}

// upscale resamples a 0..1 plane to an 8-bit alpha with the given bounds
// (pixel centres aligned, bilinear).
func upscale(p *plane, bounds image.Rectangle) *image.Gray {
	out := image.NewGray(bounds)
	W, H := bounds.Dx(), bounds.Dy()
	sx, sy := float64(p.w)/float64(W), float64(p.h)/float64(H)
	x0 := make([]int, W)
	fx := make([]float32, W)
	for X := 0; X < W; X++ {
		u := (float64(X)+0.5)*sx - 0.5
		u = min(max(u, 0), float64(p.w-1))
		x0[X] = min(int(u), p.w-2+boolInt(p.w == 1))
		fx[X] = float32(u - float64(x0[X]))
	}
	for Y := 0; Y < H; Y++ {
		v := (float64(Y)+0.5)*sy - 0.5
		v = min(max(v, 0), float64(p.h-1))
		y0 := min(int(v), max(p.h-2, 0))
		y1 := min(y0+1, p.h-1)
		fy := float32(v - float64(y0))
		r0, r1 := p.pix[y0*p.w:], p.pix[y1*p.w:]
		row := out.Pix[Y*out.Stride:]
		for X := 0; X < W; X++ {
			a, b := x0[X], min(x0[X]+1, p.w-1)
			top := r0[a] + (r0[b]-r0[a])*fx[X]
			bot := r1[a] + (r1[b]-r1[a])*fx[X]
			val := top + (bot-top)*fy
			row[X] = uint8(min(max(val*255+0.5, 0), 255))
		}
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// alphaBBox is the bounding box of alpha values >= 128 (the "inside" of a
// soft mask); empty when nothing is inside.
func alphaBBox(m *image.Gray) image.Rectangle {
	b := m.Bounds()
	minX, minY, maxX, maxY := b.Max.X, b.Max.Y, b.Min.X-1, b.Min.Y-1
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := m.Pix[(y-b.Min.Y)*m.Stride:]
		for x := 0; x < b.Dx(); x++ {
			if row[x] >= 128 {
				minX, maxX = min(minX, b.Min.X+x), max(maxX, b.Min.X+x)
				minY, maxY = min(minY, y), max(maxY, y)
			}
		}
	}
	if maxX < minX {
		return image.Rectangle{}
	}
	return image.Rect(minX, minY, maxX+1, maxY+1)
}
