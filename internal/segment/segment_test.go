package segment

import (
	"context"
	"errors"
	"image"
	"image/color"
	"strings"
	"testing"
)

// Odd shapes and pixel formats give a mask or a clear error, never a panic,
// and a mask always has the input's bounds.
func TestBuiltinOddInputs(t *testing.T) {
	ctx := context.Background()
	var inputs []image.Image
	for _, sz := range [][2]int{{8, 8}, {9, 1000}, {1000, 9}, {33, 17}, {640, 8}} {
		inputs = append(inputs, gradient(sz[0], sz[1]))
	}
	g16 := image.NewGray16(image.Rect(-20, -10, 100, 60)) // 16-bit, origin not at 0,0
	for i := range g16.Pix {
		g16.Pix[i] = uint8(i * 7)
	}
	inputs = append(inputs, g16, image.NewNRGBA64(image.Rect(5, 5, 70, 50)), image.NewRGBA(image.Rect(0, 0, 64, 64)))
	for _, img := range inputs {
		for _, target := range []string{"face", "sky", "subject"} {
			m, err := Builtin().Segment(ctx, img, Request{Target: target, Points: []image.Point{img.Bounds().Min}, Box: image.Rect(0, 0, 40, 40)})
			switch {
			case err == nil && m.Alpha.Bounds() != img.Bounds():
				t.Errorf("%v %s: alpha bounds %v", img.Bounds(), target, m.Alpha.Bounds())
			case err != nil && strings.Contains(err.Error(), "cascade"):
				// no opencv-data on this machine: covered by TestCascadeErrors
			case err != nil && !errors.Is(err, ErrNoRegion) && !strings.Contains(err.Error(), "box"):
				t.Errorf("%v %s: unexpected error %v", img.Bounds(), target, err)
			}
		}
	}
	for _, img := range []image.Image{nil, image.NewRGBA(image.Rect(0, 0, 4, 100))} {
		if _, err := Builtin().Segment(ctx, img, Request{Target: "sky"}); err == nil {
			t.Errorf("%v: no error", img)
		}
	}
}

// A cancelled context stops the work with the context's error.
func TestBuiltinCancel(t *testing.T) {
	needCascade(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	img := image.NewRGBA(image.Rect(0, 0, 300, 200))
	for i := range img.Pix {
		img.Pix[i] = uint8(i*31) | 0x80
	}
	img.Set(0, 0, color.White)
	for _, target := range []string{"face", "sky", "subject"} {
		if _, err := Builtin().Segment(ctx, img, Request{Target: target}); !errors.Is(err, context.Canceled) {
			t.Errorf("%s: err %v, want context.Canceled", target, err)
		}
	}
}

func TestNormalizeTarget(t *testing.T) {
	for in, want := range map[string]string{"Face": "face", " sky ": "sky", "samText": "text", "subject": "subject", "foreground": "subject", "car": ""} {
		if got := normalizeTarget(in); got != want {
			t.Errorf("normalizeTarget(%q) = %q, want %q", in, got, want)
		}
	}
}
