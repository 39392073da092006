package planner

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"sync"
	"testing"

	"golang.org/x/image/draw"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/segment"
)

var photoRegistry = photoops.NewRegistry()

// loadPhoto reads a PNG or JPEG and scales it to at most maxW pixels wide
// (the measured criteria do not need full resolution; the test must be fast).
func loadPhoto(t testing.TB, path string, maxW int) *image.NRGBA {
	t.Helper()
	key := fmt.Sprint(path, maxW)
	if img, ok := photoCache.Load(key); ok {
		return img.(*image.NRGBA)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, _, err := image.Decode(f)
	if err != nil {
		t.Fatalf("decode %s: %v", path, err)
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w > maxW {
		w, h = maxW, h*maxW/w
	}
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	draw.CatmullRom.Scale(out, out.Bounds(), img, b, draw.Src, nil)
	photoCache.Store(key, out)
	return out
}

// photoCache keeps decoded photos: the table opens the same one many times.
var photoCache sync.Map

// skyScene is a synthetic landscape: a blue gradient sky over the top 40%
// with soft clouds, textured green ground below.
func skyScene() *image.NRGBA {
	w, h := 256, 170
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			var c color.NRGBA
			if y < h*2/5 {
				k := float64(y) / float64(h*2/5)
				cloud := 20 * math.Sin(float64(x)/9) * math.Sin(float64(y)/5)
				c = color.NRGBA{uint8(70 + 60*k + cloud), uint8(130 + 50*k + cloud), uint8(230 + cloud/2), 255}
			} else {
				n := float64((x*7+y*13)%17) * 3
				c = color.NRGBA{uint8(40 + n), uint8(110 + n), uint8(30 + n/2), 255}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

// photoEditor opens img in a real photo document with the built-in
// segmenter, through document.importImage.
func photoEditor(t testing.TB, img image.Image) *photoops.Editor {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	ed := photoops.NewEditor(photo.NewDoc(photo.NewState(16, 16)), photoRegistry)
	ed.Segmenter = segment.Builtin()
	url := "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())
	if _, err := photoRegistry.Call(context.Background(), ed, "document.importImage", mustJSON(map[string]any{"dataUrl": url})); err != nil {
		t.Fatalf("import: %v", err)
	}
	return ed
}

func stateOf(t testing.TB, ed *photoops.Editor) PhotoState {
	out, err := photoRegistry.Call(context.Background(), ed, "document.info", nil)
	if err != nil {
		t.Fatal(err)
	}
	var st PhotoState
	if err := unmarshalAs(out, &st); err != nil {
		t.Fatal(err)
	}
	return st
}

// runPhotoPlan runs a plan's ops through the real op registry.
func runPhotoPlan(ed *photoops.Editor, plan Plan) error {
	for _, s := range plan.Steps {
		if _, err := photoRegistry.Call(context.Background(), ed, s.Op, s.Params); err != nil {
			return fmt.Errorf("%s %s: %w", s.Op, s.Params, err)
		}
	}
	return nil
}

func composite(ed *photoops.Editor) *image.NRGBA { return photo.Composite(ed.S(), nil).NRGBA() }

// ---- measurements (values 0..255) ----

func lum(c color.NRGBA) float64 {
	return 0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)
}

// region weights: a pixel is measured when keep(alpha) holds (alpha 0..255;
// nil mask: every pixel).
func each(img *image.NRGBA, mask *image.Gray, keep func(a uint8) bool, f func(x, y int, c color.NRGBA)) {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if mask != nil && !keep(mask.GrayAt(x, y).Y) {
				continue
			}
			f(x, y, img.NRGBAAt(x, y))
		}
	}
}

func meanLum(img *image.NRGBA, mask *image.Gray, keep func(uint8) bool) float64 {
	s, n := 0.0, 0
	each(img, mask, keep, func(_, _ int, c color.NRGBA) { s += lum(c); n++ })
	return s / float64(max(n, 1))
}

func stdLum(img *image.NRGBA, mask *image.Gray, keep func(uint8) bool) float64 {
	m := meanLum(img, mask, keep)
	s, n := 0.0, 0
	each(img, mask, keep, func(_, _ int, c color.NRGBA) { d := lum(c) - m; s += d * d; n++ })
	return math.Sqrt(s / float64(max(n, 1)))
}

// hfEnergy is the mean squared Laplacian of luminance: high-frequency
// detail, which a blur removes and a sharpen raises.
func hfEnergy(img *image.NRGBA, mask *image.Gray, keep func(uint8) bool) float64 {
	b := img.Bounds()
	s, n := 0.0, 0
	each(img, mask, keep, func(x, y int, c color.NRGBA) {
		if x == b.Min.X || y == b.Min.Y || x == b.Max.X-1 || y == b.Max.Y-1 {
			return
		}
		l := 4*lum(c) - lum(img.NRGBAAt(x-1, y)) - lum(img.NRGBAAt(x+1, y)) - lum(img.NRGBAAt(x, y-1)) - lum(img.NRGBAAt(x, y+1))
		s += l * l
		n++
	})
	return s / float64(max(n, 1))
}

func meanSat(img *image.NRGBA) float64 {
	s, n := 0.0, 0
	each(img, nil, nil, func(_, _ int, c color.NRGBA) {
		mx := max(c.R, c.G, c.B)
		mn := min(c.R, c.G, c.B)
		s += float64(mx - mn)
		n++
	})
	return s / float64(n)
}

func meanAbsDiff(a, b *image.NRGBA, mask *image.Gray, keep func(uint8) bool) float64 {
	s, n := 0.0, 0
	each(a, mask, keep, func(x, y int, c color.NRGBA) {
		d := b.NRGBAAt(x, y)
		s += (math.Abs(float64(c.R)-float64(d.R)) + math.Abs(float64(c.G)-float64(d.G)) + math.Abs(float64(c.B)-float64(d.B))) / 3
		n++
	})
	return s / float64(max(n, 1))
}

func inside(a uint8) bool  { return a >= 240 }
func outside(a uint8) bool { return a <= 10 }

func unmarshalAs(v any, dst any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, dst)
}

type colorNRGBA = color.NRGBA

func scale2(img image.Image) *image.NRGBA {
	b := img.Bounds()
	out := image.NewNRGBA(image.Rect(0, 0, b.Dx()*2, b.Dy()*2))
	draw.CatmullRom.Scale(out, out.Bounds(), img, b, draw.Src, nil)
	return out
}

func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
