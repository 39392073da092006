package photo

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// FilterIDs lists the pixel filters.
var FilterIDs = []string{"blur-gaussian", "sharpen", "unsharp-mask", "motion-blur", "median", "denoise", "pixelate"}

var filterAliases = map[string]string{
	"gaussian-blur": "blur-gaussian", "blur": "blur-gaussian", "gaussian": "blur-gaussian",
	"unsharp": "unsharp-mask", "usm": "unsharp-mask", "motion": "motion-blur",
	"noise-reduction": "denoise", "reduce-noise": "denoise", "mosaic": "pixelate",
}

// NormalizeFilterID accepts camelCase and aliases ("gaussianBlur").
func NormalizeFilterID(id string) (string, error) {
	k := kebab(id)
	if a, ok := filterAliases[k]; ok {
		k = a
	}
	if slices.Contains(FilterIDs, k) {
		return k, nil
	}
	return "", fmt.Errorf("Unknown filter: %s (use one of %s)", id, strings.Join(FilterIDs, ", "))
}

// FilterParams are a filter's settings; nil means the filter's default.
// Amount is a strength where 1 is 100%; values above 5 are percentages.
type FilterParams struct {
	Radius, Amount, Threshold, Angle, Distance, Size *float64
}

func pick(v *float64, def float64) float64 {
	if v == nil {
		return def
	}
	return *v
}

func inRange(name string, v, lo, hi float64) error {
	if math.IsNaN(v) || v < lo || v > hi {
		return fmt.Errorf("Invalid %s: %g is out of range %g..%g", name, v, lo, hi)
	}
	return nil
}

func amountOf(p FilterParams, def float64) (float64, error) {
	a := pick(p.Amount, def)
	if a > 5 {
		a /= 100
	}
	return a, inRange("amount", a, 0, 5)
}

// ApplyFilter validates params for filter id and runs it over r.
func ApplyFilter(id string, r *Raster, p FilterParams) (*Raster, error) {
	id, err := NormalizeFilterID(id)
	if err != nil {
		return nil, err
	}
	switch id {
	case "blur-gaussian":
		s := pick(p.Radius, 2)
		if err := inRange("radius", s, 0.1, 250); err != nil {
			return nil, err
		}
		return GaussianBlur(r, s), nil
	case "sharpen", "unsharp-mask":
		rad, amt, th := 1.0, 1.0, 0.0
		if id == "sharpen" {
			amt = 0.6
		}
		rad = pick(p.Radius, rad)
		if err := inRange("radius", rad, 0.1, 250); err != nil {
			return nil, err
		}
		if amt, err = amountOf(p, amt); err != nil {
			return nil, err
		}
		th = pick(p.Threshold, th)
		if err := inRange("threshold", th, 0, 255); err != nil {
			return nil, err
		}
		return UnsharpMask(r, rad, float32(amt), float32(th/255)), nil
	case "motion-blur":
		ang := pick(p.Angle, 0)
		dist := pick(p.Distance, pick(p.Radius, 10))
		if err := inRange("angle", ang, -360, 360); err != nil {
			return nil, err
		}
		if err := inRange("distance", dist, 1, 500); err != nil {
			return nil, err
		}
		return MotionBlur(r, ang, int(math.Round(dist))), nil
	case "median", "denoise":
		rad := pick(p.Radius, 1)
		if err := inRange("radius", rad, 1, 5); err != nil {
			return nil, err
		}
		return Median(r, int(math.Round(rad))), nil
	case "pixelate":
		size := pick(p.Size, pick(p.Radius, 8))
		if err := inRange("size", size, 2, 500); err != nil {
			return nil, err
		}
		return Pixelate(r, int(math.Round(size))), nil
	}
	return nil, fmt.Errorf("Unknown filter: %s", id)
}

// UnsharpMask adds amount times the difference from a gaussian blur of
// sigma where that difference exceeds threshold (0..1).
func UnsharpMask(r *Raster, sigma float64, amount, threshold float32) *Raster {
	if sigma > 0 && sigma < 3 && opaque(r) {
		// fused into the blur's sweep: the blurred image is never stored
		return gaussStream(r, gaussKernel(sigma), unsharpRow[uint8](amount, threshold), unsharpRow[uint16](amount, threshold))
	}
	if r.Depth() == 8 {
		// the blur kept at 16 bits until the mix: rounded to 8 first,
		// pixels near the threshold would land on its other side
		return UnsharpMask(r.Promoted(), sigma, amount, threshold).AtDepth(8)
	}
	out := GaussianBlur(r, sigma)
	parallelRows(r.H, func(y0, y1 int) {
		lo, hi := y0*r.W*4, y1*r.W*4
		withPix(r, func(src []uint8) { unsharpMix(src[lo:hi], out.pix8[lo:hi], amount, threshold) },
			func(src []uint16) { unsharpMix(src[lo:hi], out.pix[lo:hi], amount, threshold) })
	})
	return out
}

// unsharpRow is the fused unsharp mask's emit: each source value plus
// amount times its difference from the blurred one, where that difference
// reaches threshold (0..1), with full alpha.
func unsharpRow[T sample](amount, threshold float32) func(b []float32, src, dst []T) {
	th := threshold * float32(top[T]())
	return func(b []float32, src, dst []T) {
		w := len(dst) / 4
		b, src = b[:w*3], src[:w*4]
		for x := 0; x < w; x++ {
			for c := 0; c < 3; c++ {
				s := float32(src[4*x+c])
				d := s - b[3*x+c]
				if d < th && -d < th {
					dst[4*x+c] = src[4*x+c]
					continue
				}
				dst[4*x+c] = roundTo[T](s + amount*d)
			}
			dst[4*x+3] = top[T]()
		}
	}
}

// unsharpMix turns dst, the blur of src, into src's unsharp mask.
func unsharpMix[T sample](src, dst []T, amount, threshold float32) {
	full := float32(top[T]())
	inv := 1 / full
	for i := 0; i+3 < len(src); i += 4 {
		for c := 0; c < 3; c++ {
			s := float32(src[i+c]) * inv
			d := s - float32(dst[i+c])*inv
			if d < threshold && -d < threshold {
				dst[i+c] = src[i+c]
				continue
			}
			dst[i+c] = roundTo[T](clamp01(s+amount*d) * full)
		}
		dst[i+3] = src[i+3]
	}
}

// MotionBlur averages dist samples along a line at angle degrees
// (counter-clockwise from the x axis) through each pixel.
func MotionBlur(r *Raster, angle float64, dist int) *Raster {
	out := newLike(r, r.W, r.H)
	th := angle * math.Pi / 180
	dx, dy := math.Cos(th), -math.Sin(th)
	offs := make([][2]int, dist)
	for i := range offs {
		t := float64(i) - float64(dist-1)/2
		offs[i] = [2]int{int(math.Round(t * dx)), int(math.Round(t * dy))}
	}
	withPix(r, func(src []uint8) { motionBlur(src, out.pix8, r.W, r.H, offs) },
		func(src []uint16) { motionBlur(src, out.pix, r.W, r.H, offs) })
	return out
}

func motionBlur[T sample](src, dst []T, w, h int, offs [][2]int) {
	parallelRows(h, func(y0, y1 int) {
		for y := y0; y < y1; y++ {
			for x := 0; x < w; x++ {
				var acc [4]float32
				for _, o := range offs {
					xx, yy := min(max(x+o[0], 0), w-1), min(max(y+o[1], 0), h-1)
					p := src[(yy*w+xx)*4:]
					a := float32(p[3])
					acc[0] += float32(p[0]) * a
					acc[1] += float32(p[1]) * a
					acc[2] += float32(p[2]) * a
					acc[3] += a
				}
				writePremul(dst[(y*w+x)*4:], acc, float32(len(offs)))
			}
		}
	})
}

// writePremul stores an accumulated premultiplied sum of n samples.
func writePremul[T sample](d []T, acc [4]float32, n float32) {
	if acc[3] <= 0 {
		return
	}
	d[0] = roundTo[T](acc[0] / acc[3])
	d[1] = roundTo[T](acc[1] / acc[3])
	d[2] = roundTo[T](acc[2] / acc[3])
	d[3] = roundTo[T](acc[3] / n)
}

// Median replaces each channel with its median over a (2rad+1)^2 window:
// it removes salt-and-pepper noise and keeps edges.
func Median(r *Raster, rad int) *Raster {
	out := newLike(r, r.W, r.H)
	withPix(r, func(src []uint8) { median(src, out.pix8, r.W, r.H, rad) },
		func(src []uint16) { median(src, out.pix, r.W, r.H, rad) })
	return out
}

func median[T sample](src, dst []T, w, h, rad int) {
	parallelRows(h, func(y0, y1 int) {
		win := make([]T, 0, (2*rad+1)*(2*rad+1))
		for y := y0; y < y1; y++ {
			for x := 0; x < w; x++ {
				for c := 0; c < 4; c++ {
					win = win[:0]
					for j := -rad; j <= rad; j++ {
						yy := min(max(y+j, 0), h-1)
						for i := -rad; i <= rad; i++ {
							xx := min(max(x+i, 0), w-1)
							win = append(win, src[(yy*w+xx)*4+c])
						}
					}
					slices.Sort(win)
					dst[(y*w+x)*4+c] = win[len(win)/2]
				}
			}
		}
	})
}

// Pixelate replaces each size x size block with its average.
func Pixelate(r *Raster, size int) *Raster {
	out := newLike(r, r.W, r.H)
	withPix(r, func(src []uint8) { pixelate(src, out.pix8, r.W, r.H, size) },
		func(src []uint16) { pixelate(src, out.pix, r.W, r.H, size) })
	return out
}

func pixelate[T sample](src, dst []T, w, h, size int) {
	by := (h + size - 1) / size
	parallelRows(by, func(b0, b1 int) {
		for b := b0; b < b1; b++ {
			y0, y1 := b*size, min((b+1)*size, h)
			for x0 := 0; x0 < w; x0 += size {
				x1 := min(x0+size, w)
				var acc [4]float32
				for y := y0; y < y1; y++ {
					for x := x0; x < x1; x++ {
						p := src[(y*w+x)*4:]
						a := float32(p[3])
						acc[0] += float32(p[0]) * a
						acc[1] += float32(p[1]) * a
						acc[2] += float32(p[2]) * a
						acc[3] += a
					}
				}
				var px [4]T
				writePremul(px[:], acc, float32((y1-y0)*(x1-x0)))
				for y := y0; y < y1; y++ {
					for x := x0; x < x1; x++ {
						copy(dst[(y*w+x)*4:], px[:])
					}
				}
			}
		}
	})
}
