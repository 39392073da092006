package render

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRenderDurationStreamsAndProgress(t *testing.T) {
	f := newFixture(t)
	a := f.clip("red", 440, "red")
	b := f.clip("blue", 0, "blue")
	f.call("add_media_to_timeline", map[string]any{"assetId": a, "startTime": 0, "trackType": "main"})
	f.call("add_media_to_timeline", map[string]any{"assetId": b, "startTime": 1.5, "trackType": "main"})
	out := filepath.Join(f.dir, "out.mp4")
	var last Progress
	err := f.r.Render(f.ctx, f.ed.Project, out, Options{Preset: "fast", Progress: func(p Progress) { last = p }})
	if err != nil {
		t.Fatal(err)
	}
	pr, dur := probe(t, out)
	if dur < 2.45 || dur > 2.6 {
		t.Errorf("duration %v, want 2.5", dur)
	}
	var kinds []string
	for _, s := range pr.Streams {
		kinds = append(kinds, s.CodecType+"/"+s.CodecName)
		if s.CodecType == "video" && (s.Width != 320 || s.Height != 180) {
			t.Errorf("video %dx%d, want 320x180", s.Width, s.Height)
		}
	}
	if strings.Join(kinds, ",") != "video/h264,audio/aac" {
		t.Errorf("streams %v, want h264 video and aac audio", kinds)
	}
	if last.Percent != 100 || last.Total.Seconds() != 2.5 {
		t.Errorf("last progress %+v, want 100%% of 2.5s", last)
	}
	// the gap between the clips is background, the clips are theirs
	for _, tc := range []struct {
		at   float64
		want rgb
	}{{0.5, red}, {1.25, black}, {2.0, blue}} {
		if got := px(grab(t, out, tc.at), 160, 90); !near(got, tc.want, 24) {
			t.Errorf("at %vs got %v, want %v", tc.at, got, tc.want)
		}
	}
	if m, _ := filepath.Glob(filepath.Join(f.dir, ".*partial")); len(m) > 0 {
		t.Errorf("temp files left: %v", m)
	}
}

func TestRangeSizeAndWebM(t *testing.T) {
	f := newFixture(t)
	a := f.clip("rgb", 0, "red", "green", "blue")
	f.call("add_media_to_timeline", map[string]any{"assetId": a, "startTime": 0, "trackType": "main"})
	out := filepath.Join(f.dir, "part.webm")
	if err := f.r.Render(f.ctx, f.ed.Project, out, Options{From: 1, To: 2, Width: 160, Preset: "fast"}); err != nil {
		t.Fatal(err)
	}
	pr, dur := probe(t, out)
	if dur < 0.95 || dur > 1.1 {
		t.Errorf("duration %v, want 1", dur)
	}
	if len(pr.Streams) != 1 || pr.Streams[0].CodecName != "vp9" || pr.Streams[0].Width != 160 || pr.Streams[0].Height != 90 {
		t.Errorf("streams %+v, want one vp9 160x90 (no source has audio)", pr.Streams)
	}
	if got := px(grab(t, out, 0.5), 80, 45); !near(got, green, 24) {
		t.Errorf("range 1..2 shows %v, want green", got)
	}
}

func TestSplitDeleteShowsRightSourceAtRightTime(t *testing.T) {
	f := newFixture(t)
	a := f.clip("redgreen", 0, "red", "green")
	b := f.clip("blue", 0, "blue")
	first := f.call("add_media_to_timeline", map[string]any{"assetId": a, "startTime": 0, "trackType": "main"})
	f.call("add_media_to_timeline", map[string]any{"assetId": b, "startTime": 2, "trackType": "main"})
	f.call("split", map[string]any{"times": []float64{1}})
	f.call("delete_timeline_elements", map[string]any{"elementIds": []string{first["elementId"].(string)}})
	want := []rgb{black, green, blue}
	for i, img := range f.frames(0.5, 1.5, 2.5) {
		if got := px(img, 160, 90); !near(got, want[i], 24) {
			t.Errorf("preview at %v.5s: got %v, want %v", i, got, want[i])
		}
	}
	out := filepath.Join(f.dir, "cut.mp4")
	if err := f.r.Render(f.ctx, f.ed.Project, out, Options{Preset: "fast"}); err != nil {
		t.Fatal(err)
	}
	for i, at := range []float64{0.5, 1.5, 2.5} {
		if got := px(grab(t, out, at), 160, 90); !near(got, want[i], 24) {
			t.Errorf("export at %vs: got %v, want %v", at, got, want[i])
		}
	}
}

func TestOverlayOnlyInsideItsRangeAtItsPosition(t *testing.T) {
	f := newFixture(t)
	bg := f.clip("blue", 0, "blue", "blue", "blue")
	pip := f.image("red", "red", 320, 180)
	f.call("add_media_to_timeline", map[string]any{"assetId": bg, "startTime": 0, "trackType": "main"})
	o := f.call("add_media_to_timeline", map[string]any{"assetId": pip, "startTime": 1, "trackType": "overlay", "duration": 1})
	// quarter size, centred at (80, 45) on the 320x180 canvas
	f.call("update_clip", map[string]any{"elementId": o["elementId"], "scale": 0.25, "x": -80, "y": -45})
	imgs := f.frames(0.5, 1.5, 2.5)
	for i, want := range []rgb{blue, red, blue} {
		if got := px(imgs[i], 80, 45); !near(got, want, 24) {
			t.Errorf("at %v.5s overlay spot: got %v, want %v", i, got, want)
		}
		if got := px(imgs[i], 240, 135); !near(got, blue, 24) {
			t.Errorf("at %v.5s far corner: got %v, want blue", i, got)
		}
	}
	// 40x22 box: inside at (62, 36), outside at (120, 45)
	if got := px(imgs[1], 62, 36); !near(got, red, 30) {
		t.Errorf("inside overlay edge: got %v, want red", got)
	}
	if got := px(imgs[1], 120, 45); !near(got, blue, 24) {
		t.Errorf("right of overlay: got %v, want blue", got)
	}
}

func TestGrayscaleOnlyInsideItsRange(t *testing.T) {
	f := newFixture(t)
	a := f.clip("orange", 0, "orange", "orange", "orange")
	f.call("add_media_to_timeline", map[string]any{"assetId": a, "startTime": 0, "trackType": "main"})
	f.call("apply_effect", map[string]any{"effectType": "grayscale", "start": 1, "end": 2})
	imgs := f.frames(0.5, 1.5, 2.5)
	for i, img := range imgs {
		c := px(img, 160, 90)
		gray := near(rgb{c.R, c.R, c.R}, c, 3)
		if (i == 1) != gray {
			t.Errorf("at %v.5s got %v; grayscale only inside 1..2 s", i, c)
		}
	}
}

func TestVolumeZeroAndMutedTrackAreSilent(t *testing.T) {
	f := newFixture(t)
	quiet := f.clip("quiet", 440, "red")
	loud := f.clip("loud", 660, "blue")
	music := f.tone("music", 880, 2)
	q := f.call("add_media_to_timeline", map[string]any{"assetId": quiet, "startTime": 0, "trackType": "main"})
	f.call("add_media_to_timeline", map[string]any{"assetId": loud, "startTime": 1, "trackType": "main"})
	m := f.call("add_media_to_timeline", map[string]any{"assetId": music, "startTime": 0, "trackType": "audio"})
	f.call("set_volume", map[string]any{"elementId": q["elementId"], "volume": 0})
	f.call("toggle_track_mute", map[string]any{"trackId": m["trackId"], "muted": true})
	out := filepath.Join(f.dir, "mix.mp4")
	if err := f.r.Render(f.ctx, f.ed.Project, out, Options{Preset: "fast"}); err != nil {
		t.Fatal(err)
	}
	if v := maxVolume(t, out, 0.05, 0.85); v > -60 {
		t.Errorf("0..1 s (volume 0 clip, muted music): max %v dB, want silence", v)
	}
	if v := maxVolume(t, out, 1.1, 0.8); v < -30 || v > 0 { // lavfi sine is -18 dBFS, mono spread over stereo -3 dB
		t.Errorf("1..2 s (clip at volume 1): max %v dB, want a clear tone below 0 dBFS", v)
	}
}

func TestLoudSourcesDoNotClip(t *testing.T) {
	f := newFixture(t)
	for i, hz := range []int{440, 550, 660} {
		path := filepath.Join(f.dir, "loud"+string(rune('a'+i))+".wav")
		f.ffmpeg("-f", "lavfi", "-i", fmt.Sprintf("aevalsrc=0.9*sin(2*PI*%d*t):s=48000:d=1", hz), path)
		f.call("add_media_to_timeline", map[string]any{"assetId": f.importFile(path), "startTime": 0, "trackType": "audio"})
	}
	out := filepath.Join(f.dir, "sum.mp4")
	if err := f.r.Render(f.ctx, f.ed.Project, out, Options{Preset: "fast"}); err != nil {
		t.Fatal(err)
	}
	if v := maxVolume(t, out, 0.1, 0.8); v > 0 || v < -6 {
		t.Errorf("three near-full-scale tones: max %v dB, want limited to just under 0 dBFS", v)
	}
}

func TestCancelLeavesNoOutput(t *testing.T) {
	f := newFixture(t)
	still := f.image("still", "red", 320, 180)
	f.call("add_media_to_timeline", map[string]any{"assetId": still, "startTime": 0, "trackType": "main", "duration": 120})
	out := filepath.Join(f.dir, "cancelled.mp4")
	ctx, cancel := context.WithCancel(f.ctx)
	defer cancel()
	started := false
	err := f.r.Render(ctx, f.ed.Project, out, Options{Preset: "quality", Progress: func(p Progress) {
		if p.Done > 0 && !started {
			started = true
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
	if !started {
		t.Error("cancelled before any progress")
	}
	left, _ := filepath.Glob(filepath.Join(f.dir, "*cancelled*"))
	if len(left) > 0 {
		t.Errorf("files left after cancel: %v", left)
	}
	dirs, _ := filepath.Glob(filepath.Join(f.dir, "neuralcut-*"))
	if len(dirs) > 0 {
		t.Errorf("temp files left after cancel: %v", dirs)
	}
}

func TestInvalidProjectsGiveClearErrors(t *testing.T) {
	f := newFixture(t)
	out := filepath.Join(f.dir, "x.mp4")
	if err := f.r.Render(f.ctx, f.ed.Project, out, Options{}); !errors.Is(err, ErrEmpty) {
		t.Errorf("empty timeline: got %v, want %v", err, ErrEmpty)
	}
	a := f.clip("red", 0, "red")
	f.call("add_media_to_timeline", map[string]any{"assetId": a, "startTime": 0, "trackType": "main"})
	if err := f.r.Render(f.ctx, f.ed.Project, out, Options{Preset: "turbo"}); err == nil || !strings.Contains(err.Error(), `unknown preset "turbo"`) {
		t.Errorf("bad preset: got %v", err)
	}
	if err := f.r.Render(f.ctx, f.ed.Project, out, Options{From: 2, To: 3}); err == nil || !strings.Contains(err.Error(), "invalid range") {
		t.Errorf("range past the end: got %v", err)
	}

	p := f.ed.Project.Clone()
	p.Assets[0].ID = "gone"
	p.Release()
	if err := f.r.Render(f.ctx, p, out, Options{}); err == nil || !strings.Contains(err.Error(), `invalid project: element e`) {
		t.Errorf("dangling asset: got %v", err)
	}

	p = f.ed.Project.Clone()
	p.Assets[0].Path = filepath.Join(f.dir, "moved.mp4")
	if err := f.r.Render(f.ctx, p, out, Options{}); err == nil || !strings.Contains(err.Error(), "moved.mp4 is missing") {
		t.Errorf("missing file: got %v", err)
	}

	// a file that is not media: ffmpeg's own failure, in one line, with a log
	junk := filepath.Join(f.dir, "junk.mp4")
	os.WriteFile(junk, []byte("not a video"), 0o644)
	p.Assets[0].Path = junk
	err := f.r.Render(f.ctx, p, out, Options{})
	if err == nil || !strings.HasPrefix(err.Error(), "ffmpeg failed: ") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("junk media: got %v, want one line starting 'ffmpeg failed: '", err)
	}
	log := err.Error()[strings.LastIndex(err.Error(), "full log: ")+len("full log: ") : len(err.Error())-1]
	if data, rerr := os.ReadFile(log); rerr != nil || !strings.Contains(string(data), "junk.mp4") {
		t.Errorf("log %s: %v", log, rerr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a failed render left an output file")
	}
}

// A one-frame preview window of a 24 fps source can fall between two of
// its frames; the frame shown is still the source's.
func TestFramesOfOtherFrameRates(t *testing.T) {
	f := newFixture(t)
	path := filepath.Join(f.dir, "film.mp4")
	f.ffmpeg("-f", "lavfi", "-i", "color=c=red:s=320x240:r=24:d=1", "-f", "lavfi", "-i", "color=c=blue:s=320x240:r=24:d=1",
		"-filter_complex", "[0:v][1:v]concat=n=2:v=1:a=0[v]", "-map", "[v]", "-c:v", "libx264", "-preset", "ultrafast", path)
	f.call("add_media_to_timeline", map[string]any{"assetId": f.importFile(path), "startTime": 0, "trackType": "main"})
	var times []float64
	for k := 25; k <= 33; k++ {
		times = append(times, float64(k)/30)
	}
	imgs := f.frames(times...)
	for i, img := range imgs {
		// 4:3 letterboxed into 16:9: bars at the sides
		if got := px(img, 10, 90); !near(got, black, 8) {
			t.Errorf("at %.3fs the pillarbox is %v, want black", times[i], got)
		}
		want := red
		if times[i] >= 1 {
			want = blue
		}
		if got := px(img, 160, 90); !near(got, want, 30) {
			t.Errorf("at %.3fs got %v, want %v", times[i], got, want)
		}
	}
}
