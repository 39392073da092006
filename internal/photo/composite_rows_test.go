package photo

import (
	"errors"
	"math"
	"slices"
	"testing"
)

// CompositeRows hands over, band by band and in order, exactly the pixels
// Composite returns, on the flat fast path and on the general one (offset
// layers, a group, an adjustment layer, a pending transform); it stops at
// the first error of its callback; and it gives back each stored layer's
// rows once, after their band.
func TestCompositeRowsMatchesComposite(t *testing.T) {
	const w, h = 4200, 150 // three bands: 2 MiB of rows is 62 rows here, so 64
	stored := func(r *Raster, drops *[][2]int) *Raster {
		return StoredRaster(r.ID, r.W, r.H, func() ([]uint16, func(lo, hi int), error) {
			return r.Pix(), func(lo, hi int) { *drops = append(*drops, [2]int{lo, hi}) }, nil
		})
	}
	layer := func(id, blend string, r *Raster) *Layer {
		return &Layer{ID: id, Kind: KindRaster, Visible: true, Opacity: 0.8, Blend: blend, Raster: r}
	}
	var drops [][2]int
	flat := NewState(w, h)
	top := layer("a", "screen", stored(noiseRaster(w, h), &drops))
	top.Mask = FeatherMask(EllipseMask(w, h, 10, 20, 3000, 120), 4)
	flat.Layers = []*Layer{top, layer("b", "multiply", noiseRaster(w, h)), layer("c", "normal", noiseRaster(w, h))}

	general := NewState(w, h)
	off := layer("d", "overlay", noiseRaster(50, 120))
	off.X, off.Y = 30, 100
	adj, err := NewAdjustment("levels", []byte(`{"inBlack":20,"inWhite":200}`))
	if err != nil {
		t.Fatal(err)
	}
	group := &Layer{ID: "g", Kind: KindGroup, Visible: true, Opacity: 1, Blend: "normal",
		Children: []*Layer{off, layer("e", "normal", noiseRaster(w, h/2))}}
	general.Layers = []*Layer{{ID: "adj", Kind: KindAdjustment, Visible: true, Opacity: 1, Blend: "normal", Adjust: adj}, group, layer("f", "normal", noiseRaster(w, h))}
	pending := &Transform{LayerID: "f", ScaleX: 0.5, ScaleY: 0.5, Rotate: 10}

	for _, tc := range []struct {
		name    string
		s       *State
		pending *Transform
	}{{"flat", flat, nil}, {"general", general, nil}, {"pending transform", general, pending}} {
		if f, _ := flatLayers(tc.s, tc.s.Layers); (f != nil) != (tc.name == "flat") {
			t.Fatalf("%s: wrong path", tc.name)
		}
		want := Composite(tc.s, tc.pending).Pix()
		var got []uint16
		next := 0
		err := CompositeRows(tc.s, tc.pending, func(y0, y1 int, band []uint16) error {
			if y0 != next || y1 <= y0 || len(band) != (y1-y0)*w*4 {
				t.Fatalf("%s: band %d..%d (%d values) after row %d", tc.name, y0, y1, len(band), next)
			}
			next = y1
			got = append(got, band...)
			return nil
		})
		if err != nil || next != h {
			t.Fatalf("%s: ended at row %d, err %v", tc.name, next, err)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: streamed pixels differ from Composite", tc.name)
		}
	}

	// the stored layer's rows were given back band after band, covering
	// it once per pass (three passes above touched it: Composite and
	// CompositeRows on the flat state, drops from the last one checked)
	drops = nil
	stop := errors.New("stop")
	bands := 0
	err = CompositeRows(flat, nil, func(y0, y1 int, band []uint16) error {
		bands++
		if bands == 2 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || bands != 2 {
		t.Fatalf("callback error: got %v after %d bands", err, bands)
	}
	rows := bandRows(w)
	if len(drops) != 1 || drops[0] != [2]int{0, rows * w * 4} {
		t.Errorf("drops %v, want only the first band's rows [0 %d] (the band that failed keeps its rows)", drops, rows*w*4)
	}
	drops = nil
	CompositeRows(flat, nil, func(int, int, []uint16) error { return nil })
	for i, d := range drops {
		if d[0] != i*rows*w*4 || d[1] != min((i+1)*rows, h)*w*4 {
			t.Fatalf("drop %d is %v", i, d)
		}
	}
	if len(drops) == 0 || drops[len(drops)-1][1] != h*w*4 {
		t.Errorf("drops %v do not reach the last row", drops)
	}
}

func TestCompositeNRGBAMatchesConversion(t *testing.T) {
	s := NewState(4200, 130)
	s.Layers = []*Layer{{ID: "a", Kind: KindRaster, Visible: true, Opacity: 0.6, Blend: "screen", Raster: noiseRaster(4200, 130)},
		{ID: "b", Kind: KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: noiseRaster(4200, 130)}}
	full := Composite(s, nil)
	if !slices.Equal(CompositeNRGBA(s, nil).Pix, full.NRGBA().Pix) {
		t.Error("8-bit composite differs from the converted 16-bit one")
	}
	if !slices.Equal(CompositeNRGBA64(s, nil).Pix, full.NRGBA64().Pix) {
		t.Error("16-bit image differs from the converted composite")
	}
}

// CompositeThumbnail averages the composite over k x k blocks, colour
// weighted by alpha, and names the size to resample to; a document that
// fits is returned whole.
func TestCompositeThumbnailAveragesBlocks(t *testing.T) {
	const W, H = 4300, 130 // k = 4300/1000 = 4: 1075 x 33 blocks, the last row of blocks 2 rows high
	s := NewState(W, H)
	r := noiseRaster(W, H)
	pix := r.Pix()
	for i := 3; i < len(pix); i += 4 * 5 {
		pix[i] = uint16(i * 977) // some partly transparent pixels
	}
	s.Layers = []*Layer{{ID: "a", Kind: KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: r}}
	img, w, h := CompositeThumbnail(s, nil, 1000)
	if w != 1000 || h != 30 || img.Rect.Dx() != 1075 || img.Rect.Dy() != 33 {
		t.Fatalf("blocks %v, target %dx%d", img.Rect, w, h)
	}
	full := Composite(s, nil).Pix()
	const k = 4
	for _, b := range [][2]int{{0, 0}, {17, 5}, {1074, 32}, {500, 31}} {
		var c [3]float64
		var a, n float64
		for y := b[1] * k; y < min((b[1]+1)*k, H); y++ {
			for x := b[0] * k; x < min((b[0]+1)*k, W); x++ {
				p := full[(y*W+x)*4:]
				al := float64(p[3])
				for j := range c {
					c[j] += float64(p[j]) * al
				}
				a += al
				n++
			}
		}
		got := img.Pix[b[1]*img.Stride+b[0]*4:]
		for j := range c {
			if want := c[j] / a / 257; math.Abs(float64(got[j])-want) > 1 {
				t.Errorf("block %v channel %d: %d, want %.1f", b, j, got[j], want)
			}
		}
		if want := a / n / 257; math.Abs(float64(got[3])-want) > 1 {
			t.Errorf("block %v alpha: %d, want %.1f", b, got[3], want)
		}
	}
	if img, w, h := CompositeThumbnail(s, nil, 5000); w != W || h != H || img.Rect.Dx() != W {
		t.Errorf("a document that fits: %v, %dx%d", img.Rect, w, h)
	}
}

// A lone opaque 8-bit photo is block-averaged from its bytes, without a
// 16-bit composite in between: the very thumbnail of the general path
// (forced here by an empty layer on top, which changes no pixel).
func TestCompositeThumbnailOf8BitPhotoIsExact(t *testing.T) {
	const W, H = 4301, 133 // partial blocks at the right and the bottom
	r := NewRaster8(W, H)
	pix := r.Pix8()
	for i := range pix {
		pix[i] = uint8(i*7919 + i/(4*W)*31)
		if i%4 == 3 {
			pix[i] = 255
		}
	}
	// k 4 and 5 (words of two pixels, an odd one left), 16 (the most
	// 16-bit lanes hold) and 33 (summed a channel at a time)
	for _, side := range []int{1000, 850, 268, 130} {
		s := NewState(W, H)
		s.Layers = []*Layer{{ID: "photo", Kind: KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: r}}
		if lonePhoto8(s, nil) == nil {
			t.Fatal("a lone opaque 8-bit photo does not take the 8-bit path")
		}
		fast, w, h := CompositeThumbnail(s, nil, side)
		s.Layers = append([]*Layer{{ID: "empty", Kind: KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: NewRaster8(W, H)}}, s.Layers...)
		if lonePhoto8(s, nil) != nil {
			t.Fatal("two layers take the 8-bit path")
		}
		slow, w2, h2 := CompositeThumbnail(s, nil, side)
		if w != w2 || h != h2 || fast.Rect != slow.Rect || !slices.Equal(fast.Pix, slow.Pix) {
			t.Errorf("side %d: the 8-bit path's thumbnail (%v, %dx%d) differs from the composite's (%v, %dx%d)", side, fast.Rect, w, h, slow.Rect, w2, h2)
		}
	}
}
