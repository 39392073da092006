package photo

import (
	"image"
	"math/rand/v2"
	"testing"
)

// MaskFromGrayScaled blends two source rows first and then along them; it
// must give exactly what blending each pixel's four neighbours gives (the
// formula below, which it replaced), scaling up, down and by odd factors.
func TestMaskFromGrayScaledMatchesBilinear(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for k, sz := range [][4]int{{7, 5, 43, 31}, {64, 40, 377, 250}, {33, 90, 20, 17}, {1, 1, 9, 4}, {2, 3, 2, 3}, {50, 1, 301, 7}, {64, 40, 377, 250}, {90, 60, 600, 401}} {
		gw, gh, w, h := sz[0], sz[1], sz[2], sz[3]
		g := image.NewGray(image.Rect(0, 0, gw, gh))
		for i := range g.Pix {
			kind := rng.IntN(3)
			if k >= 6 { // a mask: blocks all in or all out, edges between
				kind = (i%gw/9 + i/gw/7) % 3
			}
			switch kind {
			case 0:
				g.Pix[i] = 0
			case 1:
				g.Pix[i] = 255
			default:
				g.Pix[i] = uint8(rng.IntN(256))
			}
		}
		got := MaskFromGrayScaled(g, w, h).Pix()
		sx, sy := float64(gw)/float64(w), float64(gh)/float64(h)
		for Y := 0; Y < h; Y++ {
			v := min(max((float64(Y)+0.5)*sy-0.5, 0), float64(gh-1))
			y0 := int(v)
			y1 := min(y0+1, gh-1)
			fy := uint32((v-float64(y0))*256 + 0.5)
			for X := 0; X < w; X++ {
				u := min(max((float64(X)+0.5)*sx-0.5, 0), float64(gw-1))
				x0 := int(u)
				x1 := min(x0+1, gw-1)
				fx := uint32((u-float64(x0))*256 + 0.5)
				top := uint32(g.Pix[y0*gw+x0])*(256-fx) + uint32(g.Pix[y0*gw+x1])*fx
				bot := uint32(g.Pix[y1*gw+x0])*(256-fx) + uint32(g.Pix[y1*gw+x1])*fx
				if want := uint8((top*(256-fy) + bot*fy + 1<<15) >> 16); got[Y*w+X] != want {
					t.Fatalf("%dx%d -> %dx%d: pixel %d,%d is %d, bilinear gives %d", gw, gh, w, h, X, Y, got[Y*w+X], want)
				}
			}
		}
	}
}

// Bounds and Coverage read eight values at a time on every core; they
// must agree with a plain loop, whatever the mask's width (a multiple of
// eight or not) and wherever its values lie.
func TestMaskBoundsAndCoverage(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for trial := 0; trial < 200; trial++ {
		w, h := 1+rng.IntN(90), 1+rng.IntN(150)
		m := NewMask(w, h)
		pix := m.Pix()
		switch trial % 4 {
		case 0: // empty
		case 1: // one value
			pix[rng.IntN(len(pix))] = uint8(1 + rng.IntN(255))
		case 2: // a block of full values
			x0, y0 := rng.IntN(w), rng.IntN(h)
			x1, y1 := x0+1+rng.IntN(w-x0), y0+1+rng.IntN(h-y0)
			for y := y0; y < y1; y++ {
				for x := x0; x < x1; x++ {
					pix[y*w+x] = 255
				}
			}
		default: // scattered values
			for k := rng.IntN(40); k >= 0; k-- {
				pix[rng.IntN(len(pix))] = uint8(rng.IntN(256))
			}
		}
		var want image.Rectangle
		var sum uint64
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if v := pix[y*w+x]; v != 0 {
					want = want.Union(image.Rect(x, y, x+1, y+1))
					sum += uint64(v)
				}
			}
		}
		if got := m.Bounds(); got != want {
			t.Fatalf("trial %d (%dx%d): bounds %v, want %v", trial, w, h, got, want)
		}
		if got, want := m.Coverage(), float64(sum)/float64(w*h)/255; got != want {
			t.Fatalf("trial %d (%dx%d): coverage %v, want %v", trial, w, h, got, want)
		}
	}
	// a full 20-megapixel mask sums past the 16-bit lanes many times over
	m := NewMask(5472, 3648)
	for i := range m.Pix() {
		m.Pix()[i] = 255
	}
	if got := m.Coverage(); got != 1 {
		t.Fatalf("full mask: coverage %v, want 1", got)
	}
	if got := m.Bounds(); got != image.Rect(0, 0, 5472, 3648) {
		t.Fatalf("full mask: bounds %v", got)
	}
}
