package segment

import (
	"image"
	"slices"
	"testing"
)

// blurColumns filters 16 columns side by side (cache lines, not a line
// per pixel) and must give exactly what blurLine gives one column at a
// time: the masks do not change with the speed-up.
func TestBlurColumnsMatchesBlurLine(t *testing.T) {
	for _, sz := range [][2]int{{37, 53}, {1024, 576}, {5, 300}, {300, 5}} {
		p := newPlane(sz[0], sz[1])
		for i := range p.pix {
			p.pix[i] = float32((i*7919)%1000) / 37
		}
		for _, r := range []int{1, 3, 17, 400} {
			a, b := p.clone(), p.clone()
			tmp := make([]float32, max(a.w, a.h))
			for x := 0; x < a.w; x++ {
				blurLine(a.pix[x:], a.w, a.h, r, tmp)
			}
			tmp2 := make([]float32, 16*b.h)
			for x := 0; x < b.w; x += 16 {
				blurColumns(b, x, min(x+16, b.w), r, tmp2)
			}
			for i := range a.pix {
				if a.pix[i] != b.pix[i] {
					t.Fatalf("%v r %d: differ at %d: %v %v", sz, r, i, a.pix[i], b.pix[i])
				}
			}
		}
	}
}

// lightnessPlane is labPlanes' L*, value for value.
func TestLightnessPlaneMatchesLab(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 97, 61))
	for i := range img.Pix {
		img.Pix[i] = uint8(i*7919 + i/311)
	}
	L, _, _ := labPlanes(img)
	if got := lightnessPlane(img); !slices.Equal(got.pix, L.pix) {
		t.Error("lightnessPlane differs from labPlanes' L*")
	}
}
