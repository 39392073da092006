package segment

import (
	"context"
	"errors"
	"image"
	"image/color"
	"testing"
)

// Sky thresholds: the mask covers at least 70% of the top 20% of rows and at
// most 10% of the bottom 30%. Measured on 2026-11-29: Dune 0.996 / 0.000,
// Storm 0.989 / 0.000.
func TestSkyPhotos(t *testing.T) {
	for _, tc := range []struct {
		photo string
		// The horizon, as a share of the height, checked by eye: nothing
		// well below it may be selected.
		horizon float64
	}{
		{"Dune.jpg", 0.32},  // sky over a blue sea and grass: the sea must stay out
		{"Storm.jpg", 0.62}, // dark storm clouds over a field and a grey road
	} {
		t.Run(tc.photo, func(t *testing.T) {
			img := gplPhoto(t, tc.photo)
			m, err := Builtin().Segment(context.Background(), img, Request{Target: TargetSky})
			if err != nil {
				t.Fatal(err)
			}
			dumpMask(t, img, m.Alpha, "sky-"+tc.photo)
			top, bottom := coverage(m.Alpha, 0, 0.2), coverage(m.Alpha, 0.7, 1)
			below := coverage(m.Alpha, tc.horizon+0.1, 1)
			t.Logf("top 20%%: %.3f, bottom 30%%: %.3f, below the horizon: %.3f, bbox %v", top, bottom, below, m.BBox)
			if top < 0.7 {
				t.Errorf("top 20%% coverage %.3f, want >= 0.70", top)
			}
			if bottom > 0.1 {
				t.Errorf("bottom 30%% coverage %.3f, want <= 0.10", bottom)
			}
			if below > 0.03 {
				t.Errorf("coverage below the horizon %.3f, want <= 0.03", below)
			}
			if m.Method != MethodSkyGrow {
				t.Errorf("method %q", m.Method)
			}
		})
	}
}

// A synthetic landscape: a blue sky gradient over a textured green field,
// with a grey road at the bottom that has the sky's brightness. The mask
// must stop at the horizon; this runs on a fresh machine with no photos.
func TestSkySynthetic(t *testing.T) {
	const w, h, horizon = 320, 200, 90
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var c color.RGBA
			switch {
			case y < horizon:
				c = color.RGBA{uint8(90 + y/2), uint8(140 + y/3), 230, 255}
			case y < 170:
				n := uint8((x*7 + y*13) % 23) // grass texture
				c = color.RGBA{40 + n, 120 + 2*n, 30, 255}
			default:
				c = color.RGBA{130, 135, 140, 255}
			}
			img.SetRGBA(x, y, c)
		}
	}
	m, err := Builtin().Segment(context.Background(), img, Request{Target: "sky"})
	if err != nil {
		t.Fatal(err)
	}
	if c := coverageRect(m.Alpha, image.Rect(0, 0, w, horizon-4)); c < 0.97 {
		t.Errorf("sky coverage %.3f, want >= 0.97", c)
	}
	if c := coverageRect(m.Alpha, image.Rect(0, horizon+4, w, h)); c > 0.01 {
		t.Errorf("ground coverage %.3f, want <= 0.01", c)
	}
	if m.BBox.Max.Y < horizon-3 || m.BBox.Max.Y > horizon+4 {
		t.Errorf("bbox %v should end at the horizon y=%d", m.BBox, horizon)
	}
}

// A picture with no sky-coloured top (the blurred garden of Garden.jpg is
// saturated orange and green) is refused rather than given a wrong sky.
func TestSkyNone(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 200, 150))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = 60, 140, 40, 255 // foliage green
	}
	if _, err := Builtin().Segment(context.Background(), img, Request{Target: "sky"}); !errors.Is(err, ErrNoRegion) {
		t.Errorf("green picture: err %v, want ErrNoRegion", err)
	}
	t.Run("Garden", func(t *testing.T) {
		img := gplPhoto(t, "Garden.jpg")
		if m, err := Builtin().Segment(context.Background(), img, Request{Target: "sky"}); !errors.Is(err, ErrNoRegion) {
			t.Errorf("Garden.jpg: err %v (bbox %v), want ErrNoRegion", err, m.BBox)
		}
	})
}
