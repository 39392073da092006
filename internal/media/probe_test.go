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
