package render

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/neuralcut/neuralcut/internal/effects"
)

// hostile is text that breaks naive filter-graph or ASS escaping.
var hostile = []string{
	`it's "quoted" 'single'`,
	`C:\path\to\file: 100% done; a,b [x] {y}`,
	`{\b1\c&H0000FF&}not an override`,
	`\N not a newline \h \n`,
	`'];[0:v]drawbox=c=red:t=fill[x`,
	"emoji 🎬🔥 and CJK 日本語 中文 한국어",
	"RTL مرحبا بالعالم שלום",
	"two\nlines",
	`%{pts} %{localtime} \% %%`,
	"tab\there, end\\",
}

// whiteExtent counts near-white pixels and their bounding box.
func whiteExtent(img image.Image) (n int, box image.Rectangle) {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if c := px(img, x, y); c.R > 200 && c.G > 200 && c.B > 200 {
				n++
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return n, box
}

func TestHostileTextRendersLiterally(t *testing.T) {
	f := newFixture(t)
	bg := f.clip("blue", 0, "blue")
	for i, s := range hostile {
		f.call("add_text", map[string]any{"text": s, "start": i, "end": i + 1, "position": "center"})
	}
	f.call("add_media_to_timeline", map[string]any{"assetId": bg, "startTime": 0, "trackType": "main", "duration": 1})
	var times []float64
	for i := range hostile {
		times = append(times, float64(i)+0.5)
	}
	imgs := f.framesAt(640, times...) // 2x: small text has few fully white pixels
	if dir := os.Getenv("RENDER_DUMP"); dir != "" {
		for i, img := range imgs {
			w, _ := os.Create(filepath.Join(dir, fmt.Sprintf("hostile%d.png", i)))
			png.Encode(w, img)
			w.Close()
		}
	}
	for i, img := range imgs {
		n, _ := whiteExtent(img)
		if n < 40 {
			t.Errorf("%q: %d text pixels, want the text drawn", hostile[i], n)
		}
		for y := 0; y < 360; y += 4 {
			for x := 0; x < 640; x += 4 {
				if c := px(img, x, y); c.R > 200 && c.G < 60 && c.B < 60 {
					t.Fatalf("%q: red pixel at %d,%d: the text reached the filter graph", hostile[i], x, y)
				}
			}
		}
	}
	// an export with all of it goes through too
	out := filepath.Join(f.dir, "text.mp4")
	if err := f.r.Render(f.ctx, f.ed.Project, out, Options{Preset: "fast"}); err != nil {
		t.Fatal(err)
	}
	if _, dur := probe(t, out); dur < 9.9 {
		t.Errorf("duration %v, want 10", dur)
	}
}

// Override tags and escapes must show as characters, not act.
func TestTextEscapesAreLiteral(t *testing.T) {
	f := newFixture(t)
	for i, s := range []string{"X", `{\b1}X`, "ab", `a\Nb`, "a\nb"} {
		f.call("add_text", map[string]any{"text": s, "start": i, "end": i + 1, "position": "center"})
	}
	imgs := f.frames(0.5, 1.5, 2.5, 3.5, 4.5)
	_, x := whiteExtent(imgs[0])
	_, tag := whiteExtent(imgs[1])
	if tag.Dx() < 3*x.Dx() {
		t.Errorf(`{\b1}X is %d px wide, X alone %d: the tag was not drawn as text`, tag.Dx(), x.Dx())
	}
	_, ab := whiteExtent(imgs[2])
	_, slashN := whiteExtent(imgs[3])
	_, nl := whiteExtent(imgs[4])
	if slashN.Dy() > ab.Dy()*3/2 || slashN.Dx() < ab.Dx() {
		t.Errorf(`a\Nb is %v, ab %v: \N must not break the line`, slashN.Size(), ab.Size())
	}
	if nl.Dy() < ab.Dy()*3/2 {
		t.Errorf("a newline b is %v, ab %v: a real newline must break the line", nl.Size(), ab.Size())
	}
}

func TestStickerAppearsInItsRange(t *testing.T) {
	f := newFixture(t)
	bg := f.clip("blue", 0, "blue", "blue")
	f.call("add_media_to_timeline", map[string]any{"assetId": bg, "startTime": 0, "trackType": "main"})
	f.call("add_sticker", map[string]any{"stickerId": "star", "start": 0, "end": 1, "position": "center"})
	imgs := f.frames(0.5, 1.5)
	count := func(img image.Image) (n int) {
		for y := 72; y < 108; y++ {
			for x := 142; x < 178; x++ {
				if !near(px(img, x, y), blue, 40) {
					n++
				}
			}
		}
		return n
	}
	if n := count(imgs[0]); n < 100 {
		t.Errorf("inside its range: %d sticker pixels at the centre, want a sticker", n)
	}
	if n := count(imgs[1]); n != 0 {
		t.Errorf("after its range: %d non-background pixels, want none", n)
	}
}

// Every effect in the registry compiles into a graph ffmpeg accepts and
// changes a test pattern inside its range.
func TestEveryEffectRenders(t *testing.T) {
	f := newFixture(t)
	all := effects.All()
	path := filepath.Join(f.dir, "pattern.mp4")
	f.ffmpeg("-f", "lavfi", "-i", "testsrc2=s=320x180:r=30:d=1", "-c:v", "libx264", "-preset", "ultrafast", path)
	pat := f.importFile(path)
	el := f.call("add_media_to_timeline", map[string]any{"assetId": pat, "startTime": 0, "trackType": "main"})["elementId"]
	times := []float64{0.5}
	for i, d := range all {
		start := float64(i + 1)
		f.call("duplicate_elements", map[string]any{"elementIds": []any{el}, "start": start})
		// brightness-contrast is neutral at its defaults
		params := map[string]any{}
		if d.ID == "brightness-contrast" {
			params["brightness"] = 40
		}
		f.call("apply_effect", map[string]any{"effectType": d.ID, "start": start, "end": start + 1, "params": params})
		times = append(times, start+0.5)
	}
	imgs := f.frames(times...)
	for i, d := range all {
		if diff := meanDiff(imgs[0], imgs[i+1]); diff < 1 {
			t.Errorf("%s: mean difference %.2f from the plain frame, want a visible change", d.ID, diff)
		}
	}
}

func meanDiff(a, b image.Image) float64 {
	var sum, n float64
	for y := 0; y < 180; y += 2 {
		for x := 0; x < 320; x += 2 {
			p, q := px(a, x, y), px(b, x, y)
			sum += abs(p.R-q.R) + abs(p.G-q.G) + abs(p.B-q.B)
			n += 3
		}
	}
	return sum / n
}

func abs(x int) float64 {
	if x < 0 {
		return float64(-x)
	}
	return float64(x)
}

func TestContactSheetHasOneTilePerSecond(t *testing.T) {
	f := newFixture(t)
	a := f.clip("rgb", 0, "red", "green", "blue")
	f.call("add_media_to_timeline", map[string]any{"assetId": a, "startTime": 0, "trackType": "main"})
	out := filepath.Join(f.dir, "sheet.png")
	if err := f.r.ContactSheet(f.ctx, f.ed.Project, out, 1); err != nil {
		t.Fatal(err)
	}
	r, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	img, err := png.Decode(r)
	if err != nil {
		t.Fatal(err)
	}
	// 3 tiles of 320x180 in a row, 4 px margins and padding
	if b := img.Bounds(); b.Dx() != 3*320+2*4+2*4 || b.Dy() != 180+2*4 {
		t.Fatalf("sheet %v, want 3 tiles in one row", b.Size())
	}
	for i, want := range []rgb{red, green, blue} {
		if got := px(img, 4+i*324+160, 94); !near(got, want, 24) {
			t.Errorf("tile %d: got %v, want %v", i, got, want)
		}
	}
}
