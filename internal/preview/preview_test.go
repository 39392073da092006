package preview

import (
	"bytes"
	"context"
	"image"
	_ "image/jpeg"
	_ "image/png"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/render"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// fixture is a 9 s project (a moving test pattern with a tone, 30 fps) behind a cache whose
// Load reads the fixture's current state.
type fixture struct {
	t     *testing.T
	c     *Cache
	k     store.Key
	mu    sync.Mutex
	p     *timeline.Project
	v     int64
	ready chan Status
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	dir := t.TempDir()
	clip := filepath.Join(dir, "clip.mp4")
	out, err := exec.Command("ffmpeg", "-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=30",
		"-f", "lavfi", "-i", "sine=frequency=440", "-t", "9", "-c:v", "libx264", "-preset", "ultrafast", "-g", "90",
		"-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", clip).CombinedOutput()
	if err != nil {
		t.Fatalf("ffmpeg: %v %s", err, out)
	}
	p := timeline.New(timeline.Settings{Width: 1280, Height: 720, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	id, err := media.Import(context.Background(), p, clip)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := p.Asset(id)
	p.Tracks[0].Insert(timeline.Element{ID: "e1", Type: timeline.ElementVideo, AssetID: id, Start: 0, Duration: a.Duration,
		SourceDuration: a.Duration, Visual: timeline.DefaultVisual(), Audio: &timeline.Audio{Volume: 1}})
	f := &fixture{t: t, k: store.Key{Owner: 1, ID: "p1"}, p: p, v: 1, ready: make(chan Status, 64)}
	f.c, err = New(Config{Dir: filepath.Join(dir, "cache"), Renderer: render.New(),
		Load: func(context.Context, store.Key) (*timeline.Project, int64, error) {
			f.mu.Lock()
			defer f.mu.Unlock()
			return f.p, f.v, nil
		},
		Notify: func(_ store.Key, st Status) {
			if st.State == "ready" || st.Error != "" {
				f.ready <- st
			}
		},
		Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// waitReady waits for the cache to finish version v.
func (f *fixture) waitReady(v int64) Status {
	f.t.Helper()
	timeout := time.After(2 * time.Minute)
	for {
		select {
		case st := <-f.ready:
			if st.Error != "" {
				f.t.Fatalf("preview failed: %s", st.Error)
			}
			if st.Version == v {
				return st
			}
		case <-timeout:
			f.t.Fatalf("the preview of version %d was not made in time", v)
		}
	}
}

func decode(t *testing.T, b []byte) image.Image {
	t.Helper()
	img, _, err := image.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// meanDiff is the mean absolute difference of two same-sized pictures, in 8-bit levels.
func meanDiff(a, b image.Image) float64 {
	var sum, n float64
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y += 2 {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x += 2 {
			r1, g1, b1, _ := a.At(x, y).RGBA()
			r2, g2, b2, _ := b.At(x, y).RGBA()
			for _, d := range []float64{float64(r1) - float64(r2), float64(g1) - float64(g2), float64(b1) - float64(b2)} {
				sum += max(d, -d) / 257
				n++
			}
		}
	}
	return sum / n
}

func probe(t *testing.T, path string, args ...string) string {
	t.Helper()
	out, err := exec.Command("ffprobe", append(append([]string{"-v", "error"}, args...), path)...).Output()
	if err != nil {
		t.Fatalf("ffprobe %s: %v", path, err)
	}
	return strings.TrimSpace(string(out))
}

// The segments of a project are rendered in the background; a scrubbed frame read from them is
// the frame the renderer composes on demand (at a segment's start too), and the playback file
// plays the whole timeline with sound.
func TestSegmentsGiveFramesAndPlayback(t *testing.T) {
	f := newFixture(t)
	if _, _, ok := f.c.Frame(f.p, 1); ok {
		t.Fatal("a frame before anything was rendered")
	}
	if st := f.c.Status(f.k, f.p, 1); st.Segments != 3 || st.State != "building" {
		t.Fatalf("status before: %+v", st)
	}
	st := f.waitReady(1)
	if st.Ready != 3 || st.Playback == "" || st.Duration != 9 {
		t.Fatalf("status when made: %+v", st)
	}
	r := render.New()
	for _, at := range []float64{0, 2.5, 4, 5 + 1.0/30, 8.9} {
		jpg, tag, ok := f.c.Frame(f.p, at)
		if !ok || tag == "" {
			t.Fatalf("no frame at %v", at)
		}
		want, err := r.FramesAs(context.Background(), f.p, []float64{at}, Width, "png")
		if err != nil {
			t.Fatal(err)
		}
		got, exp := decode(t, jpg), decode(t, want[0])
		if got.Bounds() != exp.Bounds() {
			t.Fatalf("frame at %v is %v, want %v", at, got.Bounds(), exp.Bounds())
		}
		if d := meanDiff(got, exp); d > 4 {
			t.Errorf("frame at %v differs from the renderer's by %.1f levels", at, d)
		}
	}
	play := f.c.PlaybackPath(st.Playback)
	if streams := probe(t, play, "-show_entries", "stream=codec_type", "-of", "csv=p=0"); streams != "video\naudio" {
		t.Errorf("playback streams %q", streams)
	}
	dur, _ := strconv.ParseFloat(probe(t, play, "-show_entries", "format=duration", "-of", "csv=p=0"), 64)
	if dur < 8.9 || dur > 9.15 {
		t.Errorf("playback lasts %v s, want 9", dur)
	}
	if size := probe(t, play, "-select_streams", "v:0", "-show_entries", "stream=width,height", "-of", "csv=p=0"); size != "640,360" {
		t.Errorf("playback size %s", size)
	}
	for _, bad := range []string{"../x.mp4", st.Playback + "/..", "x.mp4", strings.ToUpper(st.Playback)} {
		if f.c.PlaybackPath(bad) != "" {
			t.Errorf("PlaybackPath(%q) accepted", bad)
		}
	}
}

// An edit renders again only the segments whose content it changed.
func TestAnEditRendersOnlyWhatItChanged(t *testing.T) {
	f := newFixture(t)
	f.c.Watch(f.k)
	f.waitReady(1)
	before := Segments(f.p)
	rendered := f.c.Rendered.Load()

	f.mu.Lock()
	q := f.p.Clone()
	tr := q.TrackForWrite(q.AddTrack(timeline.TrackText))
	tr.Insert(timeline.Element{ID: q.NewID("e"), Type: timeline.ElementText, Start: 5 * timeline.TicksPerSecond, Duration: timeline.TicksPerSecond,
		Text:   &timeline.Text{Content: "Hello", FontSize: 48, Color: "#ffffff", FontFamily: "DejaVu Sans", Position: "center", Style: "plain"},
		Visual: timeline.DefaultVisual()})
	f.p, f.v = q, 2
	f.mu.Unlock()
	after := Segments(q)
	for i := range after {
		if changed := after[i].Key != before[i].Key; changed != (i == 1) {
			t.Errorf("segment %d changed: %v", i, changed)
		}
	}
	f.c.Changed(f.k)
	st := f.waitReady(2)
	if n := f.c.Rendered.Load() - rendered; n != 1 {
		t.Errorf("the edit rendered %d segments, want 1", n)
	}
	if st.Ready != 3 || st.Playback == "" {
		t.Errorf("status after the edit: %+v", st)
	}
	// a project nobody watches is left alone
	f.c.mu.Lock()
	f.c.docs[f.k].watched = time.Now().Add(-2 * WatchFor)
	f.c.mu.Unlock()
	f.mu.Lock()
	f.p, f.v = f.p.Clone(), 3
	f.p.TrackForWrite(0).Hidden = true
	f.mu.Unlock()
	f.c.Changed(f.k)
	time.Sleep(300 * time.Millisecond)
	if n := f.c.Rendered.Load() - rendered; n != 1 {
		t.Errorf("an unwatched project rendered %d more segments", n-1)
	}
}

// Close ends the builders mid-build without a failure logged (the server
// closes its database next), leaves no temporary folder, and nothing is
// built after it.
func TestCloseStopsTheBuilders(t *testing.T) {
	f := newFixture(t)
	var logged bytes.Buffer
	f.c.cfg.Log = slog.New(slog.NewTextHandler(&logged, nil))
	f.c.Watch(f.k)
	time.Sleep(300 * time.Millisecond) // the first segment is rendering
	start := time.Now()
	f.c.Close()
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Close took %v", d)
	}
	n := f.c.Rendered.Load()
	if total := int64(len(Segments(f.p))); n >= total {
		t.Errorf("all %d segments were made before Close returned: nothing was stopped", total)
	}
	f.c.Watch(f.k)
	f.c.Changed(f.k)
	time.Sleep(500 * time.Millisecond)
	if f.c.Rendered.Load() != n {
		t.Error("a segment was made after Close")
	}
	if tmp, _ := os.ReadDir(filepath.Join(f.c.cfg.Dir, "tmp")); len(tmp) > 0 {
		t.Errorf("temporary folders left: %v", tmp)
	}
	if logged.Len() > 0 {
		t.Errorf("logged at close:\n%s", logged.String())
	}
}
