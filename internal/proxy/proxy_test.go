package proxy

import (
	"bytes"
	"context"
	"image"
	_ "image/jpeg"
	_ "image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/render"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

func ffmpeg(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("ffmpeg", append([]string{"-hide_banner", "-loglevel", "error", "-y"}, args...)...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg %v: %v %s", args, err, out)
	}
}

func probe(t *testing.T, path string, entries ...string) string {
	t.Helper()
	out, err := exec.Command("ffprobe", append([]string{"-v", "error"}, append(entries, path)...)...).Output()
	if err != nil {
		t.Fatalf("ffprobe %s: %v", path, err)
	}
	return strings.TrimSpace(string(out))
}

func TestVideoProxyIsSmallAndAllIntra(t *testing.T) {
	dir := t.TempDir()
	ffmpeg(t, dir, "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=30", "-f", "lavfi", "-i", "sine", "-t", "2",
		"-c:v", "libx264", "-preset", "ultrafast", "-g", "60", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", "file:-- odd name.mp4")
	dst := filepath.Join(dir, "p.mp4")
	if err := Make(context.Background(), "", timeline.AssetVideo, filepath.Join(dir, "-- odd name.mp4"), dst); err != nil {
		t.Fatal(err)
	}
	if got := probe(t, dst, "-select_streams", "v:0", "-show_entries", "stream=width,height", "-of", "csv=p=0"); got != "640,360" {
		t.Errorf("proxy size %s, want 640,360", got)
	}
	if got := probe(t, dst, "-show_entries", "stream=codec_type", "-of", "csv=p=0"); got != "video\naudio" {
		t.Errorf("proxy streams %q, want video and its sound", got)
	}
	frames, keys := 0, 0
	for _, line := range strings.Fields(probe(t, dst, "-select_streams", "v:0", "-show_entries", "frame=key_frame", "-of", "csv=p=0")) {
		frames++
		if strings.TrimSuffix(line, ",") == "1" {
			keys++
		}
	}
	if frames != 60 || keys != 60 {
		t.Errorf("%d frames, %d keyframes: want 60, all keyframes", frames, keys)
	}
	dur, _ := strconv.ParseFloat(probe(t, dst, "-show_entries", "format=duration", "-of", "csv=p=0"), 64)
	if dur < 1.95 || dur > 2.05 {
		t.Errorf("proxy lasts %v s, want 2", dur)
	}
}

func TestImageProxyAndAudio(t *testing.T) {
	dir := t.TempDir()
	ffmpeg(t, dir, "-f", "lavfi", "-i", "testsrc2=size=3000x2000", "-frames:v", "1", "big.png")
	dst := filepath.Join(dir, "big.jpg")
	if err := Make(context.Background(), "", timeline.AssetImage, filepath.Join(dir, "big.png"), dst); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(dst)
	cfg, format, err := image.DecodeConfig(bytes.NewReader(b))
	if err != nil || format != "jpeg" || cfg.Width != 1280 || cfg.Height != 854 {
		t.Errorf("image proxy %s %dx%d %v", format, cfg.Width, cfg.Height, err)
	}
	if err := Make(context.Background(), "", timeline.AssetAudio, dst, filepath.Join(dir, "x")); err != ErrNoProxy {
		t.Errorf("audio: %v, want ErrNoProxy", err)
	}
	if err := Make(context.Background(), "", timeline.AssetVideo, filepath.Join(dir, "missing.mp4"), filepath.Join(dir, "m.mp4")); err == nil {
		t.Errorf("a missing source made a proxy")
	}
	if _, err := os.Stat(filepath.Join(dir, "m.mp4")); !os.IsNotExist(err) {
		t.Errorf("a failed proxy left a file: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Make(ctx, "", timeline.AssetImage, filepath.Join(dir, "big.png"), filepath.Join(dir, "c.jpg")); err == nil {
		t.Errorf("a cancelled proxy succeeded")
	}
}

// A frame from the proxies shows the same picture as one from the originals (the compiler places
// media by the recorded asset size), faster.
func TestSwappedProjectRendersTheSameFrame(t *testing.T) {
	dir := t.TempDir()
	ffmpeg(t, dir, "-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=30", "-t", "3", "-c:v", "libx264", "-preset", "ultrafast",
		"-g", "90", "-pix_fmt", "yuv420p", "clip.mp4")
	ctx := context.Background()
	p := timeline.New(timeline.Settings{Width: 1920, Height: 1080, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	id, err := media.Import(ctx, p, filepath.Join(dir, "clip.mp4"))
	if err != nil {
		t.Fatal(err)
	}
	a, _ := p.Asset(id)
	el := timeline.Element{ID: "e1", Type: timeline.ElementVideo, AssetID: id, Start: 0, Duration: a.Duration,
		SourceDuration: a.Duration, Visual: timeline.DefaultVisual()}
	p.Tracks[0].Insert(el)
	proxyPath := filepath.Join(dir, "clip-proxy.mp4")
	if err := Make(ctx, "", timeline.AssetVideo, a.Path, proxyPath); err != nil {
		t.Fatal(err)
	}
	orig := a.Path
	q := Swap(p, func(string) (string, bool) { return proxyPath, true })
	if a, _ := p.Asset(id); a.Path != orig {
		t.Fatalf("Swap changed the original project")
	}
	r := render.New()
	start := time.Now()
	full, err := r.Frames(ctx, p, []float64{2.2}, 320)
	tFull := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	start = time.Now()
	small, err := r.Frames(ctx, q, []float64{2.2}, 320)
	tSmall := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	a1, _, err1 := image.Decode(bytes.NewReader(full[0]))
	a2, _, err2 := image.Decode(bytes.NewReader(small[0]))
	if err1 != nil || err2 != nil || a1.Bounds() != a2.Bounds() {
		t.Fatalf("frames: %v %v %v %v", err1, err2, a1.Bounds(), a2.Bounds())
	}
	var sum, n float64
	for y := a1.Bounds().Min.Y; y < a1.Bounds().Max.Y; y++ {
		for x := a1.Bounds().Min.X; x < a1.Bounds().Max.X; x++ {
			r1, g1, b1, _ := a1.At(x, y).RGBA()
			r2, g2, b2, _ := a2.At(x, y).RGBA()
			for _, d := range []float64{float64(r1) - float64(r2), float64(g1) - float64(g2), float64(b1) - float64(b2)} {
				if d < 0 {
					d = -d
				}
				sum += d / 257
			}
			n += 3
		}
	}
	if mean := sum / n; mean > 6 {
		t.Errorf("proxy frame differs from the original's by %.1f levels on average", mean)
	}
	t.Logf("frame at 320 px: original %v, proxy %v", tFull, tSmall)
}
