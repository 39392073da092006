package render

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// The renderer is what the preview_frame tool calls.
var _ videotools.FrameRenderer = (*Renderer)(nil)

// fixture is a small real project edited through the real video tools.
type fixture struct {
	t   *testing.T
	ctx context.Context
	dir string
	ed  *videotools.Editor
	reg *videotools.Registry
	r   *Renderer
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	if _, err := exec.LookPath("ffmpeg"); err != nil {
		t.Fatal("ffmpeg is required")
	}
	reg := videotools.NewRegistry()
	p := timeline.New(timeline.Settings{Width: 320, Height: 180, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	dir := t.TempDir()
	return &fixture{t: t, ctx: context.Background(), dir: dir, reg: reg,
		ed: videotools.NewEditor(timeline.NewDoc(p), reg), r: &Renderer{FFmpeg: "ffmpeg", TempDir: dir}}
}

// ffmpeg runs ffmpeg for test media and fails the test on error.
func (f *fixture) ffmpeg(args ...string) {
	f.t.Helper()
	out, err := exec.Command("ffmpeg", append([]string{"-hide_banner", "-loglevel", "error", "-y"}, args...)...).CombinedOutput()
	if err != nil {
		f.t.Fatalf("ffmpeg %v: %v\n%s", args, err, out)
	}
}

// clip makes a 320x180 H.264 clip showing each colour for one second, with
// a sine tone of hz (0: no audio stream), and imports it.
func (f *fixture) clip(name string, hz int, colors ...string) string {
	f.t.Helper()
	path := filepath.Join(f.dir, name+".mp4")
	var args []string
	var graph string
	for i, c := range colors {
		args = append(args, "-f", "lavfi", "-i", "color=c="+c+":s=320x180:r=30:d=1")
		graph += fmt.Sprintf("[%d:v]", i)
	}
	graph += fmt.Sprintf("concat=n=%d:v=1:a=0,format=yuv420p[v]", len(colors))
	if hz > 0 {
		args = append(args, "-f", "lavfi", "-i", fmt.Sprintf("sine=f=%d:d=%d:sample_rate=48000", hz, len(colors)))
	}
	args = append(args, "-filter_complex", graph, "-map", "[v]")
	if hz > 0 {
		args = append(args, "-map", fmt.Sprintf("%d:a", len(colors)), "-c:a", "aac")
	}
	f.ffmpeg(append(args, "-c:v", "libx264", "-preset", "ultrafast", "-t", strconv.Itoa(len(colors)), path)...)
	return f.importFile(path)
}

// image makes a still of size w x h in a colour and imports it.
func (f *fixture) image(name, color string, w, h int) string {
	path := filepath.Join(f.dir, name+".png")
	f.ffmpeg("-f", "lavfi", "-i", fmt.Sprintf("color=c=%s:s=%dx%d", color, w, h), "-frames:v", "1", path)
	return f.importFile(path)
}

// tone makes an audio file with a sine of hz for secs seconds.
func (f *fixture) tone(name string, hz, secs int) string {
	path := filepath.Join(f.dir, name+".wav")
	f.ffmpeg("-f", "lavfi", "-i", fmt.Sprintf("sine=f=%d:d=%d:sample_rate=48000", hz, secs), path)
	return f.importFile(path)
}

func (f *fixture) importFile(path string) string {
	f.t.Helper()
	id, err := media.Import(f.ctx, f.ed.Project, path)
	if err != nil {
		f.t.Fatal(err)
	}
	return id
}

// call runs a video tool and returns its result as JSON-decoded data.
func (f *fixture) call(name string, in any) map[string]any {
	f.t.Helper()
	raw, _ := json.Marshal(in)
	out, err := f.reg.Call(f.ctx, f.ed, name, raw)
	if err != nil {
		f.t.Fatalf("%s %s: %v", name, raw, err)
	}
	b, _ := json.Marshal(out)
	var m map[string]any
	json.Unmarshal(b, &m)
	return m
}

// frames renders preview frames at full canvas size.
func (f *fixture) frames(times ...float64) []image.Image {
	f.t.Helper()
	return f.framesAt(0, times...)
}

// framesAt renders preview frames width pixels wide.
func (f *fixture) framesAt(width int, times ...float64) []image.Image {
	f.t.Helper()
	pngs, err := f.r.Frames(f.ctx, f.ed.Project, times, width)
	if err != nil {
		f.t.Fatal(err)
	}
	out := make([]image.Image, len(pngs))
	for i, b := range pngs {
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			f.t.Fatalf("frame %d: %v", i, err)
		}
		out[i] = img
	}
	return out
}

type rgb struct{ R, G, B int }

func px(img image.Image, x, y int) rgb {
	r, g, b, _ := img.At(x, y).RGBA()
	return rgb{int(r >> 8), int(g >> 8), int(b >> 8)}
}

func near(a, b rgb, tol int) bool {
	d := func(x, y int) bool { return x-y <= tol && y-x <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

var (
	red   = rgb{255, 0, 0}
	green = rgb{0, 128, 0} // ffmpeg's "green" is #008000
	blue  = rgb{0, 0, 255}
	black = rgb{0, 0, 0}
)

// grab decodes the frame at t seconds of a rendered file.
func grab(t *testing.T, path string, at float64) image.Image {
	t.Helper()
	cmd := exec.Command("ffmpeg", "-hide_banner", "-loglevel", "error", "-ss", strconv.FormatFloat(at, 'f', 3, 64),
		"-i", path, "-frames:v", "1", "-f", "image2pipe", "-c:v", "png", "-")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("grab %s at %v: %v", path, at, err)
	}
	img, err := png.Decode(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

type probed struct {
	Streams []struct {
		CodecType string `json:"codec_type"`
		CodecName string `json:"codec_name"`
		Width     int    `json:"width"`
		Height    int    `json:"height"`
	} `json:"streams"`
	Format struct {
		Duration string `json:"duration"`
	} `json:"format"`
}

func probe(t *testing.T, path string) (p probed, dur float64) {
	t.Helper()
	out, err := exec.Command("ffprobe", "-v", "error", "-of", "json", "-show_streams", "-show_format", path).Output()
	if err != nil {
		t.Fatalf("ffprobe %s: %v", path, err)
	}
	json.Unmarshal(out, &p)
	dur, _ = strconv.ParseFloat(p.Format.Duration, 64)
	return p, dur
}

var maxVolRe = regexp.MustCompile(`max_volume: (-?[0-9.]+|-inf) dB`)

// maxVolume is volumedetect's peak in dBFS over [from, from+dur) of path.
func maxVolume(t *testing.T, path string, from, dur float64) float64 {
	t.Helper()
	out, err := exec.Command("ffmpeg", "-hide_banner", "-nostats", "-ss", fmt.Sprint(from), "-t", fmt.Sprint(dur), "-i", path,
		"-vn", "-af", "volumedetect", "-f", "null", "-").CombinedOutput()
	if err != nil {
		t.Fatalf("volumedetect: %v\n%s", err, out)
	}
	m := maxVolRe.FindSubmatch(out)
	if m == nil {
		t.Fatalf("no volumedetect output:\n%s", out)
	}
	if string(m[1]) == "-inf" {
		return -200
	}
	v, _ := strconv.ParseFloat(string(m[1]), 64)
	return v
}
