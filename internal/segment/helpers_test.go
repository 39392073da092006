package segment

import (
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

func loadImage(t testing.TB, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var img image.Image
	if filepath.Ext(path) == ".png" {
		img, err = png.Decode(f)
	} else {
		img, err = jpeg.Decode(f)
	}
	if err != nil {
		t.Fatalf("decode %s: %v", path, err)
	}
	return img
}

// gplPhoto loads one of the GPL wallpapers (Dune, Storm, Garden) that may
// not be committed: from the team's shared media, or from the Debian
// package mate-backgrounds when it is installed. Otherwise the test skips.
func gplPhoto(t *testing.T, name string) image.Image {
	t.Helper()
	for _, p := range []string{
		filepath.Join("..", "..", "..", "shared", "media", name),
		"/work/shared/media/" + name,
		"/usr/share/backgrounds/mate/nature/" + name,
	} {
		if _, err := os.Stat(p); err == nil {
			return loadImage(t, p)
		}
	}
	t.Skipf("%s not available (GPL photo: needs ../shared/media or the mate-backgrounds package)", name)
	return nil
}

// needCascade skips when no face cascade is installed (opencv-data).
func needCascade(t testing.TB) {
	t.Helper()
	if _, err := cascadePath(); err != nil {
		t.Skip(err)
	}
}

// coverage is the mean alpha (0..1) over rows [y0, y1) given as fractions
// of the height.
func coverage(m *image.Gray, y0, y1 float64) float64 {
	return coverageRect(m, image.Rect(m.Rect.Min.X, m.Rect.Min.Y+int(y0*float64(m.Rect.Dy())),
		m.Rect.Max.X, m.Rect.Min.Y+int(y1*float64(m.Rect.Dy()))))
}

func coverageRect(m *image.Gray, r image.Rectangle) float64 {
	r = r.Intersect(m.Rect)
	var s float64
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			s += float64(m.GrayAt(x, y).Y)
		}
	}
	return s / 255 / float64(r.Dx()*r.Dy())
}

// gradient is a smooth synthetic picture with no face and no edges.
func gradient(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), 128, 255})
		}
	}
	return img
}

// dumpMask writes the mask next to a darkened copy of the photo when
// NEURALCUT_DUMP_MASKS names a folder, for a person to look at.
func dumpMask(t *testing.T, img image.Image, m *image.Gray, name string) {
	dir := os.Getenv("NEURALCUT_DUMP_MASKS")
	if dir == "" {
		return
	}
	b := img.Bounds()
	o := image.NewRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bb, _ := img.At(x, y).RGBA()
			k := 0.25 + 0.75*float64(m.GrayAt(x, y).Y)/255
			o.Set(x, y, color.RGBA{uint8(float64(r>>8) * k), uint8(float64(g>>8) * k), uint8(float64(bb>>8) * k), 255})
		}
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Log(err)
		return
	}
	defer f.Close()
	png.Encode(f, o)
}
