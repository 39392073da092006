package segment

import (
	"image"
	"math"
)

// Sharp edges: a second focus cue for the subject's saliency. focusMap's
// Laplacian energy mixes sharpness with contrast: a bright flower blurred
// far behind a small sharp ladybird has more of it than the ladybird. The
// gradient ratio does not (Zhuo and Sim, "Defocus map estimation from a
// single image", 2011): blurring an edge whose own blur is sigma_b again
// by sigma lowers its gradient by sqrt(sigma_b^2+sigma^2)/sigma_b, a ratio
// near 1 for an edge that was blurred already and well above 1 for a
// sharp one, whatever the edge's height. The ratio is measured on the
// refine-size copy (about 1024 px), where a photo's blur still shows, and
// each edge counts its strength times its sharpness: blurred edges count
// nothing however strong. Which cue describes a photo better is left to
// the cut (see segmentSubject): neither is right for every photo.

const (
	sharpMinStep   = 4.0  // L* per pixel: weaker steps are noise or texture
	sharpRatioLow  = 1.15 // gradient ratio of an edge that counts as blurred
	sharpRatioHigh = 2.0  // and of one that counts as fully sharp
)

// sharpEdgeEnergy is, at the guide's size, the strength of the sharp
// edges near each pixel (a box of 1/40 of the picture).
func sharpEdgeEnergy(guide *image.RGBA) *plane {
	L := lightnessPlane(guide)
	w, h := L.w, L.h
	blurred := L.clone()
	boxBlur(blurred, 1) // sigma ~1.4
	e := newPlane(w, h)
	parallelLines(h, func(y0, y1 int) {
		for y := max(y0, 1); y < min(y1, h-1); y++ {
			for x := 1; x < w-1; x++ {
				i := y*w + x
				g := gradAt(L, i)
				if g < sharpMinStep {
					continue
				}
				e.pix[i] = g * sharpShare(g, gradAt(blurred, i))
			}
		}
	})
	boxBlur(e, max(2, max(w, h)/40))
	return e
}

// sharpFocus is the sharp-edge energy at w x h (block means) relative to
// the picture's mean, E/(E+mean) as focusMap: 0.5 is as sharp as average.
func sharpFocus(e *plane, w, h int) *plane {
	out := newPlane(w, h)
	var sum float64
	for y := 0; y < h; y++ {
		y0, y1 := y*e.h/h, max((y+1)*e.h/h, y*e.h/h+1)
		for x := 0; x < w; x++ {
			x0, x1 := x*e.w/w, max((x+1)*e.w/w, x*e.w/w+1)
			var s float32
			for yy := y0; yy < y1; yy++ {
				for xx := x0; xx < x1; xx++ {
					s += e.pix[yy*e.w+xx]
				}
			}
			v := s / float32((y1-y0)*(x1-x0))
			out.pix[y*w+x] = v
			sum += float64(v)
		}
	}
	m := float32(sum/float64(w*h)) + 1e-6
	for i, v := range out.pix {
		out.pix[i] = v / (v + m)
	}
	return out
}

// gradAt is the lightness gradient's magnitude at pixel i (not on the
// plane's border).
func gradAt(p *plane, i int) float32 {
	dx := (p.pix[i+1] - p.pix[i-1]) / 2
	dy := (p.pix[i+p.w] - p.pix[i-p.w]) / 2
	return float32(math.Sqrt(float64(dx*dx + dy*dy)))
}

// sharpShare is how much of an edge of gradient g is sharp (0..1): the
// ratio of g to the gradient after a small blur (gBlur), which a blurred
// edge barely loses and a sharp one does.
func sharpShare(g, gBlur float32) float32 {
	r := g / max(gBlur, 1e-3)
	return min(max((r-sharpRatioLow)/(sharpRatioHigh-sharpRatioLow), 0), 1)
}
