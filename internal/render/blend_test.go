package render

import (
	"path/filepath"
	"strings"
	"testing"
)

// Blend formulas on 0..255 channel values, a the base and b the element.
var blendFormulas = map[string]func(a, b int) int{
	"multiply": func(a, b int) int { return a * b / 255 },
	"screen":   func(a, b int) int { return 255 - (255-a)*(255-b)/255 },
	"overlay": func(a, b int) int {
		if a < 128 {
			return 2 * a * b / 255
		}
		return 255 - 2*(255-a)*(255-b)/255
	},
	"darken":     func(a, b int) int { return min(a, b) },
	"lighten":    func(a, b int) int { return max(a, b) },
	"difference": func(a, b int) int { return max(a-b, b-a) },
	"addition":   func(a, b int) int { return min(255, a+b) },
}

func blendRGB(mode string, a, b rgb) rgb {
	f := blendFormulas[mode]
	return rgb{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B)}
}

var (
	blendBase = rgb{100, 150, 200} // 0x6496C8
	blendTop  = rgb{200, 100, 50}  // 0xC86432
)

// blendTol allows for the base's trip through yuv420p and back; expected
// colours are computed from the base as rendered (sampled outside every
// box), so the tolerance covers only the blend path itself.
const blendTol = 6

// Eight 64x36 boxes of the same colour over a solid base, one per mode and
// a half-transparent multiply, on a 4x2 grid with base between them; all
// shown from 1 s to 2 s.
func TestBlendModesOverlay(t *testing.T) {
	f := newFixture(t)
	base := f.image("base", "0x6496C8", 320, 180)
	top := f.image("top", "0xC86432", 320, 180)
	f.call("add_media_to_timeline", map[string]any{"assetId": base, "startTime": 0, "trackType": "main", "duration": 3})
	modes := []string{"multiply", "screen", "overlay", "darken", "lighten", "difference", "addition", "multiply"}
	type box struct{ x, y int }
	var boxes []box
	for i, mode := range modes {
		o := f.call("add_media_to_timeline", map[string]any{"assetId": top, "startTime": 1, "trackType": "overlay", "duration": 1})
		x, y := -120+80*(i%4), -45+90*(i/4)
		upd := map[string]any{"elementId": o["elementId"], "scale": 0.2, "x": x, "y": y, "blendMode": mode}
		if i == 7 {
			upd["opacity"] = 0.5
		}
		f.call("update_clip", upd)
		boxes = append(boxes, box{160 + x, 90 + y})
	}
	imgs := f.frames(0.5, 1.5, 2.5)
	measured := px(imgs[1], 80, 90) // between the boxes
	if !near(measured, blendBase, blendTol) {
		t.Fatalf("base between boxes: got %v, want %v", measured, blendBase)
	}
	for i, mode := range modes {
		b := boxes[i]
		want := blendRGB(mode, measured, blendTop)
		if i == 7 {
			want = rgb{(want.R + measured.R) / 2, (want.G + measured.G) / 2, (want.B + measured.B) / 2}
			mode += " at opacity 0.5"
		}
		if got := px(imgs[1], b.x, b.y); !near(got, want, blendTol) {
			t.Errorf("%s inside the box: got %v, want %v", mode, got, want)
		}
		// 64x36 box: 8 px below its edge is base
		if got := px(imgs[1], b.x, b.y+26); !near(got, measured, blendTol) {
			t.Errorf("%s below the box: got %v, want base %v", mode, got, measured)
		}
		for _, k := range []int{0, 2} {
			if got := px(imgs[k], b.x, b.y); !near(got, measured, blendTol) {
				t.Errorf("%s at %v.5s (outside its range): got %v, want base %v", mode, k, got, measured)
			}
		}
	}
}

// A main-track image drawn smaller than the canvas blends with the
// background, also in an export (not only in preview frames); a rotated
// blended overlay keeps its rotation, and one half off the canvas blends
// the half on it.
func TestBlendModeMainTrackAndExport(t *testing.T) {
	f := newFixture(t)
	f.ed.Project.Settings.Background = "#6496C8"
	top := f.image("top", "0xC86432", 320, 180)
	m := f.call("add_media_to_timeline", map[string]any{"assetId": top, "startTime": 0, "trackType": "main", "duration": 2})
	f.call("update_clip", map[string]any{"elementId": m["elementId"], "scale": 0.5, "blendMode": "difference"})
	// a 32x32 square rotated 45 degrees at (260, 90): its corners reach
	// 22 px from the centre along the axes, but not 20 px along the
	// diagonals, where the unrotated square would be
	sq := f.image("sq", "0xC86432", 180, 180)
	o := f.call("add_media_to_timeline", map[string]any{"assetId": sq, "startTime": 1, "trackType": "overlay", "duration": 1})
	f.call("update_clip", map[string]any{"elementId": o["elementId"], "scale": 32.0 / 180, "x": 100, "rotation": 45, "blendMode": "multiply"})
	// a 64x36 multiply box centred at (310, 30), half off the canvas
	off := f.call("add_media_to_timeline", map[string]any{"assetId": top, "startTime": 0, "trackType": "overlay", "duration": 2})
	f.call("update_clip", map[string]any{"elementId": off["elementId"], "scale": 0.2, "x": 150, "y": -60, "blendMode": "multiply"})

	out := filepath.Join(f.dir, "blend.mp4")
	if err := f.r.Render(f.ctx, f.ed.Project, out, Options{Preset: "fast"}); err != nil {
		t.Fatal(err)
	}
	for _, at := range []float64{0.5, 1.5} {
		img := grab(t, out, at)
		measured := px(img, 20, 90) // left of the half-size image
		if !near(measured, blendBase, blendTol) {
			t.Fatalf("background at %vs: got %v, want %v", at, measured, blendBase)
		}
		want := blendRGB("difference", measured, blendTop)
		// the encoder adds its own error on top of the blend path
		if got := px(img, 160, 90); !near(got, want, blendTol+4) {
			t.Errorf("main difference at %vs: got %v, want %v", at, got, want)
		}
		mul := blendRGB("multiply", measured, blendTop)
		if got, wantTip := px(img, 260+13, 90), at > 1; near(got, mul, blendTol+4) != wantTip {
			t.Errorf("rotated multiply tip at %vs: got %v (multiply is %v), want drawn=%v", at, got, mul, wantTip)
		}
		if got, want := px(img, 300, 30), blendRGB("multiply", measured, blendTop); !near(got, want, blendTol+4) {
			t.Errorf("multiply box half off the canvas at %vs: got %v, want %v", at, got, want)
		}
		if got := px(img, 266, 30); !near(got, measured, blendTol+4) {
			t.Errorf("left of the box half off the canvas at %vs: got %v, want base %v", at, got, measured)
		}
		if got := px(img, 260+14, 90-14); !near(got, measured, blendTol+4) {
			t.Errorf("rotated multiply cut corner at %vs: got %v, want base %v", at, got, measured)
		}
	}
}

// A blend mode the renderer does not know is an error, not a silent
// normal.
func TestUnknownBlendModeIsAnError(t *testing.T) {
	f := newFixture(t)
	top := f.image("top", "0xC86432", 320, 180)
	f.call("add_media_to_timeline", map[string]any{"assetId": top, "startTime": 0, "trackType": "main", "duration": 1})
	f.ed.Project.Tracks[0].Elements[0].Visual.Blend = "burn"
	_, err := f.r.Frames(f.ctx, f.ed.Project, []float64{0.5}, 0)
	if err == nil || !strings.Contains(err.Error(), `unknown blend mode "burn"`) {
		t.Fatalf("got %v, want unknown blend mode error", err)
	}
}

// A sticker blends where it is drawn and leaves its transparent corners
// alone: the same frame drawn normal and with multiply differ by the
// formula at the sticker's centre and not at all where normal shows base.
func TestBlendModeSticker(t *testing.T) {
	f := newFixture(t)
	base := f.image("base", "0x6496C8", 320, 180)
	f.call("add_media_to_timeline", map[string]any{"assetId": base, "startTime": 0, "trackType": "main", "duration": 1})
	s := f.call("add_sticker", map[string]any{"stickerId": "star", "start": 0, "end": 1, "position": "center"})
	id := s["elementId"]
	if id == nil {
		t.Fatalf("add_sticker gave no elementId: %v", s)
	}
	normal := f.frames(0.5)[0]
	f.call("update_clip", map[string]any{"elementId": id, "blendMode": "multiply"})
	blended := f.frames(0.5)[0]
	measured := px(normal, 10, 10)
	if got, want := px(blended, 160, 90), blendRGB("multiply", measured, px(normal, 160, 90)); !near(got, want, blendTol+2) {
		t.Errorf("sticker centre: got %v, want %v", got, want)
	}
	untouched := 0
	for y := 72; y < 108; y++ {
		for x := 142; x < 178; x++ {
			if near(px(normal, x, y), measured, 2) {
				untouched++
				if got := px(blended, x, y); !near(got, measured, blendTol) {
					t.Fatalf("(%d,%d) is base when drawn normal but %v with multiply", x, y, got)
				}
			}
		}
	}
	if untouched == 0 {
		t.Fatal("no transparent sticker pixels to check")
	}
}
