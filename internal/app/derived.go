package app

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// ThumbnailPath is where media's thumbnail is kept: a filmstrip for a
// video, a small picture for an image (JPEG both).
func (a *App) ThumbnailPath(sha string) string {
	return filepath.Join(a.Data.DerivedDir(), sha, "thumbnail.jpg")
}

// WaveformPath is where media's waveform is kept (JSON peaks).
func (a *App) WaveformPath(sha string) string {
	return filepath.Join(a.Data.DerivedDir(), sha, "waveform.json")
}

// Filmstrip frames and height; waveform resolution.
const (
	filmstripFrames = 10
	thumbHeight     = 90
	peaksPerSecond  = 50
)

// makeThumbnail writes the thumbnail: ffmpeg picks evenly spaced frames of
// a video and tiles them in one row, or scales an image down.
func (a *App) makeThumbnail(ctx context.Context, m store.Media) error {
	info, err := media.Probe(ctx, m.Path)
	if err != nil {
		return err
	}
	var vf string
	switch info.Type {
	case timeline.AssetVideo:
		rate := float64(filmstripFrames) / max(info.Duration, 0.1)
		vf = fmt.Sprintf("fps=%.6f,scale=-2:%d,tile=%dx1", rate, thumbHeight, filmstripFrames)
	case timeline.AssetImage:
		vf = "scale='min(320,iw)':-2"
	default:
		return &Permanent{fmt.Errorf("no thumbnail for %s media", info.Type)}
	}
	out := a.ThumbnailPath(m.SHA256)
	return ffmpegInto(ctx, out, "-i", "file:"+m.Path, "-vf", vf, "-frames:v", "1", "-q:v", "4", "-f", "mjpeg")
}

// Waveform is an audio track's loudness over time for drawing: the peak
// of each 1/PeaksPerSecond of a second, 0..1.
type Waveform struct {
	PeaksPerSecond int       `json:"peaksPerSecond"`
	Duration       float64   `json:"duration"`
	Peaks          []float64 `json:"peaks"`
	// NoSound: the media has no audio stream, so there are no peaks (a
	// definite answer, not a failure to retry or to wait for).
	NoSound bool `json:"noSound,omitempty"`
}

// makeWaveform measures the peaks with ffmpeg (astats over frames of a
// fixed number of samples; no sample passes through Go) and writes them.
func (a *App) makeWaveform(ctx context.Context, m store.Media) error {
	info, err := media.Probe(ctx, m.Path)
	if err != nil {
		return err
	}
	w := Waveform{PeaksPerSecond: peaksPerSecond, Duration: info.Duration, Peaks: []float64{}}
	if !info.HasAudio {
		w.NoSound = true
		return a.writeWaveform(m, w)
	}
	const rate = 8000
	af := fmt.Sprintf("aresample=%d,asetnsamples=n=%d:p=0,astats=metadata=1:reset=1,ametadata=print:key=lavfi.astats.Overall.Peak_level:file=-",
		rate, rate/peaksPerSecond)
	cmd := proc.Command(ctx, 10*time.Minute+time.Duration(info.Duration)*time.Second, "ffmpeg", "-nostdin", "-hide_banner", "-v", "error",
		"-i", "file:"+m.Path, "-vn", "-ac", "1", "-af", af, "-f", "null", "-")
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("waveform: %w", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		v, ok := strings.CutPrefix(sc.Text(), "lavfi.astats.Overall.Peak_level=")
		if !ok {
			continue
		}
		db, err := strconv.ParseFloat(v, 64)
		peak := 0.0
		if err == nil && !math.IsInf(db, -1) {
			peak = math.Round(min(1, math.Pow(10, db/20))*1000) / 1000
		}
		w.Peaks = append(w.Peaks, peak)
	}
	return a.writeWaveform(m, w)
}

func (a *App) writeWaveform(m store.Media, w Waveform) error {
	b, _ := json.Marshal(w)
	path := a.WaveformPath(m.SHA256)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	return fsutil.WriteAtomic(path, b, fsutil.DefaultPerm)
}

// ffmpegInto runs ffmpeg with args writing to standard output and keeps
// the result at out (atomically: a failure leaves nothing).
func ffmpegInto(ctx context.Context, out string, args ...string) error {
	cmd := proc.Command(ctx, 5*time.Minute, "ffmpeg", append(append([]string{"-nostdin", "-hide_banner", "-v", "error"}, args...), "-")...)
	b, err := cmd.Output()
	if err != nil {
		return err
	}
	if len(b) == 0 {
		return fmt.Errorf("ffmpeg wrote nothing")
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o700); err != nil {
		return err
	}
	return fsutil.WriteAtomic(out, b, fsutil.DefaultPerm)
}

// DerivedFile is where a project asset's thumbnail or waveform ("thumbnail",
// "waveform") is kept, and its content type. The asset must be the
// project's and stored in the data folder.
func (a *App) DerivedFile(ctx context.Context, k store.Key, assetID, what string) (string, string, error) {
	if err := a.needCatalog(); err != nil {
		return "", "", err
	}
	var path string
	if _, err := a.WithVideo(ctx, k, false, 0, "", func(ed *videotools.Editor) error {
		as, ok := ed.Project.Asset(assetID)
		if !ok {
			return store.Missing("asset not found")
		}
		path = as.Path
		return nil
	}); err != nil {
		return "", "", err
	}
	if filepath.Dir(filepath.Dir(path)) != a.Data.MediaDir() {
		return "", "", store.Missing("asset not stored here")
	}
	sha := filepath.Base(path)
	switch what {
	case "thumbnail":
		return a.ThumbnailPath(sha), "image/jpeg", nil
	case "waveform":
		return a.WaveformPath(sha), "application/json", nil
	}
	return "", "", store.Missing("nothing called %s", what)
}
