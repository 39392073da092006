package render

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// job is one ffmpeg invocation being assembled: its inputs, the
// statements of its single filter graph, and the files it hands ffmpeg
// (scratch.go). Several scenes (one per preview frame) can share a job, so
// a batch of frames is one process.
type job struct {
	inputs  [][]string // per input: its options then -i URL
	graph   []string   // filter graph statements, joined with ';'
	n       int        // label counter
	sticker map[string]string

	tempDir string     // where a private folder goes when files need names
	dir     string     // that folder, once made
	files   int        // named files made there
	owned   []*os.File // scratch files, closed with the job
	extra   []*os.File // files ffmpeg inherits, as descriptors 3, 4, ...
}

// input adds an input and returns its index.
func (j *job) input(args ...string) int {
	j.inputs = append(j.inputs, args)
	return len(j.inputs) - 1
}

// label returns a fresh link label.
func (j *job) label() string {
	j.n++
	return "[l" + strconv.Itoa(j.n) + "]"
}

func (j *job) add(format string, a ...any) { j.graph = append(j.graph, fmt.Sprintf(format, a...)) }

// inputArgs flattens the inputs for the command line.
func (j *job) inputArgs() []string {
	var out []string
	for _, in := range j.inputs {
		out = append(out, in...)
	}
	return out
}

// writeGraph stores the graph in a file for -filter_complex_script: a big
// timeline's graph can pass the kernel's 128 KiB limit on one argument.
func (j *job) writeGraph() (string, error) {
	return j.scratch("graph.txt", []byte(strings.Join(j.graph, ";\n")))
}

// scene is the part of a project one output shows: a window of the
// timeline, composed at w x h (k composed pixels per canvas pixel).
type scene struct {
	p        *timeline.Project
	from, to timeline.Ticks
	w, h     int
	k        float64
	audio    bool // mix sound too (exports; not frames)
}

// newScene sizes a window of p: width 0 keeps the canvas size.
func newScene(p *timeline.Project, from, to timeline.Ticks, width int) scene {
	s := p.Settings
	k := 1.0
	if width > 0 {
		k = float64(width) / float64(s.Width)
	}
	return scene{p: p, from: from, to: to, k: k, w: even(float64(s.Width) * k), h: even(float64(s.Height) * k)}
}

// compiler turns one scene into graph statements of a job.
type compiler struct {
	*job
	scene
	sounds   []string // audio links already placed in output time
	hasSound bool     // some element in the window has a sound source
}

// compile adds sc to j and returns the link of its video and, when the
// scene has sound, of its audio ("" otherwise).
func compile(j *job, sc scene) (video, audio string, err error) {
	c := &compiler{job: j, scene: sc}
	cur, err := c.mainTrack()
	if err != nil {
		return "", "", err
	}
	for ti := 1; ti < len(sc.p.Tracks); ti++ {
		t := sc.p.Tracks[ti]
		switch t.Kind {
		case timeline.TrackOverlay:
			cur, err = c.overlayTrack(cur, t)
		case timeline.TrackText:
			cur, err = c.textTrack(cur, t)
		case timeline.TrackEffect:
			cur, err = c.effectTrack(cur, t)
		case timeline.TrackAudio:
			err = c.audioTrack(t)
		}
		if err != nil {
			return "", "", err
		}
	}
	if sc.audio && c.hasSound {
		audio = c.mix()
	}
	return cur, audio, nil
}

// rate is the output frame rate as ffmpeg reads it.
func (c *compiler) rate() string { return c.p.Settings.FPS.String() }

// frames is the number of output frames between window offsets a and b
// (both relative to the window start), counted on the output frame grid so
// segments never drift.
func (c *compiler) frames(a, b timeline.Ticks) int {
	r := c.p.Settings.FPS.Float()
	return int(math.Round(b.Seconds()*r)) - int(math.Round(a.Seconds()*r))
}

// span is the part of e inside the window, or ok=false.
func (c *compiler) span(e *timeline.Element) (s, end timeline.Ticks, ok bool) {
	s, end = max(e.Start, c.from), min(e.End(), c.to)
	return s, end, s < end
}

// asset resolves a media element's asset and checks its file is there, so
// a moved file is a clear error instead of an ffmpeg one.
func (c *compiler) asset(e *timeline.Element) (*timeline.Asset, error) {
	a, ok := c.p.Asset(e.AssetID)
	if !ok {
		return nil, fmt.Errorf("element %s: unknown asset %q", e.ID, e.AssetID)
	}
	if _, err := fsutil.CheckRegular(a.Path); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("element %s: media file %s is missing", e.ID, a.Path)
		}
		// a FIFO or a device would block ffmpeg before its first frame
		return nil, fmt.Errorf("element %s: %w", e.ID, err)
	}
	return a, nil
}

// openMedia adds the input that plays [s, end) of a media element. Every
// use of a source is its own input seeked with -ss (fast input seeking)
// rather than a split of one decode: split buffers every frame until its
// later branch catches up (DESIGN.md, Rendering).
func (c *compiler) openMedia(e *timeline.Element, a *timeline.Asset, s, end timeline.Ticks) int {
	url := "file:" + a.Path // file: keeps a name like "concat:x" a file name
	if a.Type == timeline.AssetImage {
		return c.input("-loop", "1", "-framerate", c.rate(), "-t", secs(end-s), "-i", url)
	}
	// A little more than the span is read: a one-frame window of a 24 fps
	// source may hold no frame start at all; the graph trims to the frame.
	return c.input("-ss", secs(e.TrimStart+s-e.Start), "-t", secs(end-s+readAhead), "-i", url)
}

// readAhead is the extra source time an input reads past its span.
const readAhead = timeline.TicksPerSecond / 10

// gap is background for n frames.
func (c *compiler) gap(n int) string {
	l := c.label()
	c.add("color=c=%s:s=%dx%d:r=%s,format=yuv420p,trim=end_frame=%d%s",
		ffColor(c.p.Settings.Background), c.w, c.h, c.rate(), n, l)
	return l
}

// mainTrack builds the base: the main track's clips in sequence with
// background in the gaps, exactly as long as the window.
func (c *compiler) mainTrack() (string, error) {
	t := c.p.Tracks[0]
	var segs []string
	cur := c.from
	for i := range t.Elements {
		e := &t.Elements[i]
		s, end, ok := c.span(e)
		if !ok {
			continue
		}
		a, err := c.asset(e)
		if err != nil {
			return "", err
		}
		if e.Visual != nil {
			if _, err := blendMode(e, e.Visual); err != nil {
				return "", err
			}
		}
		in := -1
		if !t.Hidden && !e.Hidden {
			if n := c.frames(cur-c.from, s-c.from); n > 0 {
				segs = append(segs, c.gap(n))
			}
			if n := c.frames(s-c.from, end-c.from); n > 0 {
				in = c.openMedia(e, a, s, end)
				segs = append(segs, c.mainClip(in, e, a, n))
			}
			cur = end
		}
		c.sound(in, e, a, t, s, end)
	}
	if n := c.frames(cur-c.from, c.to-c.from); n > 0 || len(segs) == 0 {
		segs = append(segs, c.gap(max(n, 1)))
	}
	if len(segs) == 1 {
		return segs[0], nil
	}
	l := c.label()
	c.add("%sconcat=n=%d:v=1:a=0%s", strings.Join(segs, ""), len(segs), l)
	return l, nil
}

// mainClip fits a main-track clip to the canvas for n frames. A clip at its
// natural placement is scaled and letterboxed; a moved, scaled, rotated or
// faded one is drawn over background like an overlay.
func (c *compiler) mainClip(in int, e *timeline.Element, a *timeline.Asset, n int) string {
	w, h := c.fit(a, 1)
	v := e.Visual
	if v == nil {
		v = timeline.DefaultVisual()
	}
	l := c.label()
	hold := fmt.Sprintf("tpad=stop_mode=clone:stop_duration=%s,trim=end_frame=%d,setpts=PTS-STARTPTS",
		num(float64(n)/c.p.Settings.FPS.Float()+1), n)
	plain := *v
	if plain.Blend == "normal" {
		plain.Blend = "" // the same as unset
	}
	if plain == *timeline.DefaultVisual() {
		// scale passes frames through untouched when they already have
		// the size (and it guards a source whose probed size was wrong);
		// pad would copy every frame, so it is left out when not needed
		fit := fmt.Sprintf("scale=%d:%d,", w, h)
		if w != c.w || h != c.h {
			fit += fmt.Sprintf("pad=%d:%d:%d:%d:color=%s,", c.w, c.h, (c.w-w)/2, (c.h-h)/2, ffColor(c.p.Settings.Background))
		}
		c.add("[%d:v]setpts=PTS-STARTPTS,%ssetsar=1,fps=%s,format=yuv420p,%s%s", in, fit, c.rate(), hold, l)
		return l
	}
	bg := c.gap(n)
	fg := c.label()
	w, h = c.fit(a, v.Scale)
	c.add("[%d:v]setpts=PTS-STARTPTS,fps=%s,scale=%d:%d,setsar=1%s%s", in, c.rate(), w, h, transform(v), fg)
	x, y := c.centre(v)
	if mode, _ := blendMode(e, v); mode != "" { // checked in mainTrack
		fw, fh := drawnSize(w, h, v)
		return c.blendOver(bg, fg, mode, x, y, fw, fh, n, "")
	}
	c.add("%s%soverlay=x=%s-w/2:y=%s-h/2:eof_action=pass,format=yuv420p%s", bg, fg, num(x), num(y), l)
	return l
}

// fit is a media element's size in composed pixels: fitted inside the
// canvas (letterbox), times scale.
func (c *compiler) fit(a *timeline.Asset, scale float64) (int, int) {
	aw, ah := float64(a.Width), float64(a.Height)
	if aw <= 0 || ah <= 0 {
		aw, ah = float64(c.w), float64(c.h)
	}
	f := math.Min(float64(c.w)/aw, float64(c.h)/ah) * scale
	return even(aw * f), even(ah * f)
}

// centre is the composed-pixel position of an element's anchor.
func (c *compiler) centre(v *timeline.Visual) (float64, float64) {
	return float64(c.w)/2 + v.X*c.k, float64(c.h)/2 + v.Y*c.k
}

// transform is the filter suffix for flips, rotation and opacity (empty at
// defaults, so plain overlays stay cheap).
func transform(v *timeline.Visual) string {
	var b strings.Builder
	if v.FlipH {
		b.WriteString(",hflip")
	}
	if v.FlipV {
		b.WriteString(",vflip")
	}
	if v.Rotation != 0 || v.Opacity < 1 {
		b.WriteString(",format=rgba")
	}
	if r := math.Mod(v.Rotation, 360); r != 0 {
		a := num(r * math.Pi / 180)
		fmt.Fprintf(&b, ",rotate=a=%s:ow=rotw(%s):oh=roth(%s):c=none", a, a, a)
	}
	if v.Opacity < 1 {
		fmt.Fprintf(&b, ",colorchannelmixer=aa=%s", num(v.Opacity))
	}
	return b.String()
}
