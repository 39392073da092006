package media

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

func mk(t *testing.T, name string, args ...string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), name)
	cmd := exec.Command("ffmpeg", append(append([]string{"-y", "-v", "error"}, args...), out)...)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v\n%s", err, b)
	}
	return out
}

func TestProbeKinds(t *testing.T) {
	ctx := context.Background()
	video := mk(t, "v.mp4", "-f", "lavfi", "-i", "testsrc2=size=160x90:rate=25:duration=1.5",
		"-f", "lavfi", "-i", "sine=duration=1.5", "-shortest", "-pix_fmt", "yuv420p")
	silent := mk(t, "s.webm", "-f", "lavfi", "-i", "color=red:size=64x48:rate=30:duration=1")
	audio := mk(t, "a.wav", "-f", "lavfi", "-i", "sine=duration=2")
	image := mk(t, "i.png", "-f", "lavfi", "-i", "color=blue:size=64x48", "-frames:v", "1")
	jpeg := mk(t, "i.jpg", "-f", "lavfi", "-i", "color=blue:size=64x48", "-frames:v", "1")
	for _, tc := range []struct {
		path     string
		typ      timeline.AssetType
		w, h     int
		hasAudio bool
		dur      float64
	}{
		{video, timeline.AssetVideo, 160, 90, true, 1.5},
		{silent, timeline.AssetVideo, 64, 48, false, 1},
		{audio, timeline.AssetAudio, 0, 0, true, 2},
		{image, timeline.AssetImage, 64, 48, false, 0},
		{jpeg, timeline.AssetImage, 64, 48, false, 0},
	} {
		info, err := Probe(ctx, tc.path)
		if err != nil {
			t.Errorf("%s: %v", tc.path, err)
			continue
		}
		if info.Type != tc.typ || info.Width != tc.w || info.Height != tc.h || info.HasAudio != tc.hasAudio {
			t.Errorf("%s: got %+v", filepath.Base(tc.path), info)
		}
		if d := info.Duration - tc.dur; d < -0.1 || d > 0.1 {
			t.Errorf("%s: duration %v, want about %v", filepath.Base(tc.path), info.Duration, tc.dur)
		}
	}
}

func TestProbeRejects(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, "notes; rm -rf x.txt")
	os.WriteFile(junk, []byte("hello"), 0o644)
	if _, err := Probe(context.Background(), junk); err == nil || !strings.Contains(err.Error(), "is not readable media") {
		t.Errorf("junk: %v", err)
	}
	if _, err := Probe(context.Background(), filepath.Join(dir, "missing.mp4")); err == nil || !strings.Contains(err.Error(), "cannot read") {
		t.Errorf("missing: %v", err)
	}
	// a name starting with a dash is a file name, not an ffprobe option
	dash := filepath.Join(dir, "-version")
	os.WriteFile(dash, []byte("x"), 0o644)
	if _, err := Probe(context.Background(), dash); err == nil {
		t.Error("a file named -version was accepted")
	}
}

func TestImportAddsAsset(t *testing.T) {
	video := mk(t, "clip.mp4", "-f", "lavfi", "-i", "testsrc2=size=160x90:rate=25:duration=1", "-pix_fmt", "yuv420p")
	p := timeline.New(timeline.DefaultSettings())
	c := p.Clone()
	id, err := Import(context.Background(), c, video)
	if err != nil {
		t.Fatal(err)
	}
	a, ok := c.Asset(id)
	if !ok || a.Name != "clip.mp4" || !filepath.IsAbs(a.Path) || a.Duration != timeline.FromSeconds(1) || a.FPS.Num != 25 {
		t.Errorf("asset %+v", a)
	}
	if len(p.Assets) != 0 {
		t.Error("import changed the original project")
	}
}

// Phones store portrait video and photos sideways with a rotation to
// apply (a display matrix; EXIF orientation for a JPEG): ffmpeg decodes
// them upright, so the probed size is the upright one.
func TestProbeTurnedMedia(t *testing.T) {
	ctx := context.Background()
	plain := mk(t, "v.mp4", "-f", "lavfi", "-i", "testsrc2=size=64x32:rate=10:duration=1", "-pix_fmt", "yuv420p")
	turned := mk(t, "vr.mp4", "-i", plain, "-c", "copy", "-metadata:s:v:0", "rotate=90")
	half := mk(t, "vh.mp4", "-i", plain, "-c", "copy", "-metadata:s:v:0", "rotate=180")
	jpg := mk(t, "q.jpg", "-f", "lavfi", "-i", "color=red:size=64x32", "-frames:v", "1")
	exif := filepath.Join(t.TempDir(), "q6.jpg")
	if err := os.WriteFile(exif, withOrientation(t, jpg, 6), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path string
		w, h int
	}{{plain, 64, 32}, {turned, 32, 64}, {half, 64, 32}, {exif, 32, 64}} {
		info, err := Probe(ctx, tc.path)
		if err != nil {
			t.Fatal(err)
		}
		if info.Width != tc.w || info.Height != tc.h {
			t.Errorf("%s: %dx%d, want %dx%d", filepath.Base(tc.path), info.Width, info.Height, tc.w, tc.h)
		}
		// what ffmpeg decodes has that size
		png := filepath.Join(t.TempDir(), "f.png")
		if b, err := exec.Command("ffmpeg", "-v", "error", "-y", "-i", tc.path, "-frames:v", "1", png).CombinedOutput(); err != nil {
			t.Fatalf("%v %s", err, b)
		}
		if got, err := Probe(ctx, png); err != nil || got.Width != tc.w || got.Height != tc.h {
			t.Errorf("%s decodes to %dx%d (%v), want %dx%d", filepath.Base(tc.path), got.Width, got.Height, err, tc.w, tc.h)
		}
	}
}

// withOrientation inserts an EXIF APP1 segment with orientation o after
// a JPEG's start-of-image marker.
func withOrientation(t *testing.T, path string, o byte) []byte {
	d, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tiff := []byte{'M', 'M', 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, o, 0, 0, 0, 0, 0, 0}
	payload := append([]byte("Exif\x00\x00"), tiff...)
	seg := append([]byte{0xFF, 0xE1, 0, byte(2 + len(payload))}, payload...)
	return append(append(append([]byte{}, d[:2]...), seg...), d[2:]...)
}
