// Package render turns a NeuralCut project into video and preview frames
// through ffmpeg. The whole timeline compiles into one ffmpeg process with
// one filter graph (compile.go): the main track in sequence with gaps as
// background, overlay tracks (blend modes in blend.go), text through
// libass, stickers through librsvg, effects as time-bounded filters over
// everything below them and every sound mixed at its volume. Go does no
// per-frame work.
//
// ffmpeg runs from an argument list, never a shell; agent text reaches it
// only inside files (ASS scripts), media only as file: URLs.
//
//	r := render.New()
//	err := r.Render(ctx, project, "out.mp4", render.Options{Preset: "fast"})
//	pngs, err := r.Frames(ctx, project, []float64{0, 2.5}, 640)
package render

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Renderer runs ffmpeg. The zero value is not ready; use New.
type Renderer struct {
	// FFmpeg is the ffmpeg binary (default "ffmpeg" on PATH).
	FFmpeg string
	// TempDir holds failed-render logs and, where files without names are
	// not available, each job's private folder ("" = the system temp dir).
	TempDir string
	// StallTimeout kills ffmpeg when it reports no progress for that long
	// (a stuck input); 0 means DefaultStallTimeout.
	StallTimeout time.Duration
}

// DefaultStallTimeout is how long ffmpeg may go without a progress report.
const DefaultStallTimeout = 2 * time.Minute

// New returns a renderer using ffmpeg from PATH.
func New() *Renderer { return &Renderer{FFmpeg: "ffmpeg"} }

// Presets map a speed/quality choice to encoder settings.
var Presets = map[string]struct {
	X264, CRF      string // libx264 preset and CRF
	VP9CRF, VP9CPU string // libvpx-vp9 CRF and cpu-used
}{
	"fast":     {"veryfast", "23", "34", "5"},
	"balanced": {"medium", "20", "31", "3"},
	"quality":  {"slow", "17", "27", "1"},
}

// Options shape an export. Zero values mean: the whole timeline, the
// canvas size, the balanced preset.
type Options struct {
	From, To      float64 // seconds; To 0 = the end of the timeline
	Width, Height int     // output size; one alone keeps the aspect ratio
	Preset        string  // fast, balanced or quality
	// Progress, when set, receives ffmpeg's progress about twice a second.
	Progress func(Progress)
}

// Progress is how far an export is.
type Progress struct {
	Done, Total time.Duration // output time written, and in all
	Percent     float64       // 0..100
	Speed       float64       // times real time (0 when unknown)
	ETA         time.Duration // estimated time left (0 when unknown)
}

// ErrEmpty is returned for a timeline with nothing on it.
var ErrEmpty = errors.New("nothing to render: the timeline is empty")

// Formats are the export formats by output extension.
var Formats = map[string]string{".mp4": "mp4", ".webm": "webm"}

// FormatOf is the export format out's extension asks for, or the error
// that names the extensions there are.
func FormatOf(out string) (string, error) {
	ext := strings.ToLower(filepath.Ext(out))
	if f, ok := Formats[ext]; ok {
		return f, nil
	}
	if ext == "" {
		ext = `""`
	}
	return "", fmt.Errorf("unsupported output extension %s (use .mp4 or .webm)", ext)
}

// Render exports p to out (MP4 with H.264 and AAC, or WebM with VP9 and
// Opus, by out's extension; any other extension is refused). The export
// is written to a file without a name in out's folder and given out's name
// at the end, so a failure, a cancelled ctx or a killed process leaves no
// file; out must not exist or be a regular file (a link, a device, a FIFO
// or a folder is refused untouched), and a replaced file keeps its mode.
// An ffmpeg failure is one line plus the path of the full log.
func (r *Renderer) Render(ctx context.Context, p *timeline.Project, out string, opt Options) error {
	format, err := FormatOf(out)
	if err != nil {
		return err
	}
	if err := checkProject(p); err != nil {
		return err
	}
	a, err := fsutil.CreateAtomic(out, fsutil.DefaultPerm)
	if err != nil {
		return err
	}
	defer a.Abort()
	err = r.export(ctx, p, format, opt, func(j *job) string {
		if a.Anonymous {
			return "/proc/self/fd/" + strconv.Itoa(j.pass(a.File))
		}
		return "file:" + a.Name()
	})
	if err != nil {
		return err
	}
	return a.Commit()
}

// RenderStream exports p to w, a pipe or a terminal (standard output), in
// format "mp4" (fragmented, as a pipe cannot be rewound) or "webm".
func (r *Renderer) RenderStream(ctx context.Context, p *timeline.Project, w *os.File, format string, opt Options) error {
	if format != "mp4" && format != "webm" {
		return fmt.Errorf("unsupported format %q (use mp4 or webm)", format)
	}
	if err := checkProject(p); err != nil {
		return err
	}
	return r.export(ctx, p, format, opt, func(j *job) string { return "pipe:" + strconv.Itoa(j.pass(w)) })
}

// export runs one export to the output target names.
func (r *Renderer) export(ctx context.Context, p *timeline.Project, format string, opt Options, target func(*job) string) error {
	preset := opt.Preset
	if preset == "" {
		preset = "balanced"
	}
	enc, ok := Presets[preset]
	if !ok {
		return fmt.Errorf("unknown preset %q (fast, balanced or quality)", opt.Preset)
	}
	from, to, err := window(p, opt.From, opt.To)
	if err != nil {
		return err
	}
	if opt.Width < 0 || opt.Height < 0 || opt.Width > 16384 || opt.Height > 16384 {
		return fmt.Errorf("invalid output size %dx%d", opt.Width, opt.Height)
	}
	j := r.newJob()
	defer j.close()

	sc := newScene(p, from, to, composeWidth(p.Settings, opt.Width, opt.Height))
	sc.audio = true
	video, audio, err := compile(j, sc)
	if err != nil {
		return err
	}
	if ow, oh := opt.Width, opt.Height; ow > 0 && oh > 0 && (ow != sc.w || oh != sc.h) {
		// Both sides given with another aspect ratio: letterbox.
		l := j.label()
		j.add("%sscale=%d:%d:force_original_aspect_ratio=decrease,setsar=1,pad=%d:%d:(ow-iw)/2:(oh-ih)/2:color=%s%s",
			video, even(float64(ow)), even(float64(oh)), even(float64(ow)), even(float64(oh)), ffColor(p.Settings.Background), l)
		video = l
	}
	graph, err := j.writeGraph()
	if err != nil {
		return err
	}
	args := append(j.inputArgs(), "-filter_complex_script", graph, "-map", video)
	if audio != "" {
		args = append(args, "-map", audio)
	}
	dest := target(j)
	if format == "webm" {
		args = append(args, "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", enc.VP9CRF, "-cpu-used", enc.VP9CPU,
			"-row-mt", "1", "-deadline", "good", "-pix_fmt", "yuv420p", "-c:a", "libopus", "-b:a", "128k", "-f", "webm")
	} else {
		flags := "+faststart"
		if strings.HasPrefix(dest, "pipe:") {
			flags = "frag_keyframe+empty_moov+default_base_moof"
		}
		args = append(args, "-c:v", "libx264", "-preset", enc.X264, "-crf", enc.CRF, "-pix_fmt", "yuv420p",
			"-c:a", "aac", "-b:a", "192k", "-movflags", flags, "-f", "mp4")
	}
	total := to - from
	args = append(args, "-t", secs(total), "-y", dest)
	return r.run(ctx, j, args, total, opt.Progress)
}

// composeWidth is the width to compose at for a requested output size:
// compose small when the output is small (cheaper than scaling down a
// full-size composite), at the canvas size otherwise.
func composeWidth(s timeline.Settings, w, h int) int {
	switch {
	case w > 0 && h > 0:
		k := min(float64(w)/float64(s.Width), float64(h)/float64(s.Height))
		return int(float64(s.Width)*k + 0.5)
	case w > 0:
		return w
	case h > 0:
		return int(float64(s.Width)*float64(h)/float64(s.Height) + 0.5)
	}
	return 0
}

// checkProject refuses what cannot render, with the reason.
func checkProject(p *timeline.Project) error {
	if p == nil {
		return errors.New("no project")
	}
	if err := p.Validate(); err != nil {
		return fmt.Errorf("invalid project: %w", err)
	}
	if p.End() == 0 {
		return ErrEmpty
	}
	return nil
}

// window turns a --from/--to range in seconds into ticks.
func window(p *timeline.Project, from, to float64) (timeline.Ticks, timeline.Ticks, error) {
	end := p.End()
	if !timeline.ValidSeconds(from) || !timeline.ValidSeconds(to) {
		return 0, 0, fmt.Errorf("invalid range %v..%v", from, to)
	}
	f, t := timeline.FromSeconds(from), timeline.FromSeconds(to)
	if to == 0 || t > end {
		t = end
	}
	if f >= t {
		return 0, 0, fmt.Errorf("invalid range %v..%v: the timeline is %v long", from, to, end)
	}
	return f, t, nil
}

func (r *Renderer) newJob() *job {
	return &job{tempDir: r.TempDir, sticker: map[string]string{}}
}
