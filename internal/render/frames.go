package render

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Frames renders the composed frame at each time (seconds) as a PNG at
// most width pixels wide (0: the canvas width). All frames come from one
// ffmpeg process: each time compiles as a one-frame window of the timeline
// (the same compiler as an export) with its own seeked inputs, and each
// window is its own output of the one graph.
func (r *Renderer) Frames(ctx context.Context, p *timeline.Project, times []float64, width int) ([][]byte, error) {
	return r.FramesAs(ctx, p, times, width, "png")
}

// FramesAs is Frames in another image format: "png" or "jpeg" (quality
// about 90, what a scrubbing preview needs at a fraction of a PNG's size).
func (r *Renderer) FramesAs(ctx context.Context, p *timeline.Project, times []float64, width int, format string) ([][]byte, error) {
	codec := map[string][]string{
		"png":  {"-c:v", "png"},
		"jpeg": {"-c:v", "mjpeg", "-q:v", "3", "-pix_fmt", "yuvj420p"},
	}[format]
	if codec == nil {
		return nil, fmt.Errorf("unknown frame format %q", format)
	}
	if p == nil {
		return nil, fmt.Errorf("no project")
	}
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("invalid project: %w", err)
	}
	if len(times) == 0 {
		return nil, fmt.Errorf("no frame times given")
	}
	if width < 0 || width > 16384 {
		return nil, fmt.Errorf("invalid width %d", width)
	}
	for _, t := range times {
		if !timeline.ValidSeconds(t) {
			return nil, fmt.Errorf("invalid frame time %v", t)
		}
	}
	j := r.newJob()
	defer j.close()

	fps := p.Settings.FPS
	frame := timeline.Ticks(math.Ceil(float64(timeline.TicksPerSecond) * float64(fps.Den) / float64(fps.Num)))
	var outs []*os.File
	var args []string
	for _, t := range times {
		// The window starts a few frames early and only its last frame is
		// kept: seeking drops a source frame that
		// starts before t but still shows at t, so a window starting at t
		// could show the next source frame where the export shows this one.
		at := timeline.FromSeconds(t)
		from := max(0, at-leadFrames*frame)
		sc := newScene(p, from, at+frame, width)
		video, _, err := compile(j, sc)
		if err != nil {
			return nil, err
		}
		// only the last frame of the window is encoded (a 1080p PNG costs
		// more than composing a frame)
		last := j.label()
		j.add("%strim=start_frame=%d%s", video, max(0, (&compiler{scene: sc}).frames(0, sc.to-sc.from)-1), last)
		f, err := j.scratchFile("frame." + format)
		if err != nil {
			return nil, err
		}
		outs = append(outs, f)
		args = append(append(append(args, "-map", last), codec...), "-f", "image2", "-update", "1", "-y", j.nameFor(f))
	}
	graph, err := j.writeGraph()
	if err != nil {
		return nil, err
	}
	all := append(j.inputArgs(), "-filter_complex_script", graph)
	all = append(all, args...)
	if err := r.run(ctx, j, all, frame, nil); err != nil {
		return nil, err
	}
	pngs := make([][]byte, len(outs))
	for i, f := range outs {
		if pngs[i], err = readBack(f); err != nil {
			return nil, fmt.Errorf("frame at %vs was not written: %w", times[i], err)
		}
	}
	return pngs, nil
}

// leadFrames is how many frames before t a preview window starts.
const leadFrames = 3

// ContactSheet writes a PNG grid of the timeline, one frame every `every`
// seconds (1 when 0), each 320 pixels wide, for a person to see an edit at
// a glance. One ffmpeg process composes the timeline at thumbnail size and
// tiles it.
func (r *Renderer) ContactSheet(ctx context.Context, p *timeline.Project, outPNG string, every float64) error {
	if ext := strings.ToLower(filepath.Ext(outPNG)); ext != ".png" {
		return fmt.Errorf("unsupported output extension %s (use .png)", ext)
	}
	if _, err := fsutil.CheckOutput(outPNG); err != nil {
		return err
	}
	if err := checkProject(p); err != nil {
		return err
	}
	if every == 0 {
		every = 1
	}
	if !(every > 0) || math.IsInf(every, 0) {
		return fmt.Errorf("invalid interval %v", every)
	}
	j := r.newJob()
	defer j.close()
	thumb := min(320, p.Settings.Width)
	sc := newScene(p, 0, p.End(), thumb)
	video, _, err := compile(j, sc)
	if err != nil {
		return err
	}
	n := max(1, int(math.Ceil(p.End().Seconds()/every-1e-9)))
	cols := min(n, 6)
	rows := (n + cols - 1) / cols
	l := j.label()
	// the first frame of each interval: no drift, and the last interval
	// counts even when it is shorter
	j.add("%sselect='eq(n,0)+gte(floor(t/%s),floor(prev_selected_t/%s)+1)',tile=%dx%d:padding=4:margin=4:color=0x202020%s",
		video, num(every), num(every), cols, rows, l)
	graph, err := j.writeGraph()
	if err != nil {
		return err
	}
	tmp, err := j.scratchFile("sheet.png")
	if err != nil {
		return err
	}
	args := append(j.inputArgs(), "-filter_complex_script", graph, "-map", l, "-frames:v", "1", "-c:v", "png", "-f", "image2", "-update", "1", "-y", j.nameFor(tmp))
	if err := r.run(ctx, j, args, p.End(), nil); err != nil {
		return err
	}
	data, err := readBack(tmp)
	if err != nil {
		return fmt.Errorf("contact sheet was not written: %w", err)
	}
	return fsutil.WriteAtomic(outPNG, data, fsutil.DefaultPerm)
}
