// Package preview keeps the editor's preview quick: the timeline is rendered ahead of time, small
// (Width pixels wide) and in short segments, from the assets' proxies, by the same render
// compiler as an export. Each segment is cached on disk by a hash of what it shows and sounds
// (render.SegmentKey): scrubbing reads a segment's frames as files, playback plays the segments
// joined into one MP4. After an edit only the segments whose content changed render again, in
// the background, one at a time, while someone watches the project.
//
// Measured on the 1080p reference project (bench/web): a scrubbed frame read from a segment is
// a file read (about a millisecond in the server) where composing it on demand is one ffmpeg
// process (170 ms from proxies, 430 ms from the originals, on 2 cores).
package preview

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/render"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Width is the width segments are rendered at: the editor's scrubbing frame size.
const Width = 640

// SegmentSeconds is about how long a segment is (a whole number of frames).
const SegmentSeconds = 4

// WatchFor is how long after the last look (a status request, a scrubbed frame) a project's
// segments keep being rebuilt after its edits.
const WatchFor = 10 * time.Minute

// Segment is a window of the timeline and the key of what it shows.
type Segment struct {
	From, To timeline.Ticks
	Key      string
}

// segmentFrames is a segment's length in frames at fps.
func segmentFrames(fps timeline.Rational) int {
	return max(1, int(math.Round(SegmentSeconds*fps.Float())))
}

// bounds is segment i's window on p's frame grid (to is clipped to the timeline's end).
func bounds(p *timeline.Project, i int) (from, to timeline.Ticks) {
	fps := p.Settings.FPS
	n := segmentFrames(fps)
	at := func(k int) timeline.Ticks {
		return timeline.FromSeconds(float64(k) * float64(n) * float64(fps.Den) / float64(fps.Num))
	}
	return at(i), min(at(i+1), p.End())
}

// Segments splits p's timeline into segments with their keys (none for an empty timeline).
func Segments(p *timeline.Project) []Segment {
	var out []Segment
	end := p.End()
	for i := 0; ; i++ {
		from, to := bounds(p, i)
		if from >= end {
			return out
		}
		out = append(out, Segment{From: from, To: to, Key: render.SegmentKey(p, from, to, Width)})
	}
}

// segmentAt is the segment that shows the frame at t seconds.
func segmentAt(p *timeline.Project, t float64) (Segment, bool) {
	end := p.End()
	if !timeline.ValidSeconds(t) || timeline.FromSeconds(t) >= end {
		return Segment{}, false
	}
	fps := p.Settings.FPS
	i := int(t * fps.Float() / float64(segmentFrames(fps)))
	from, to := bounds(p, i)
	for from > timeline.FromSeconds(t) && i > 0 { // rounding at a boundary
		i--
		from, to = bounds(p, i)
	}
	return Segment{From: from, To: to, Key: render.SegmentKey(p, from, to, Width)}, true
}

// Status is what the editor needs to know about a project's preview.
type Status struct {
	Version  int64 `json:"version"`  // the document version it describes
	Segments int   `json:"segments"` // segments of the timeline
	Ready    int   `json:"ready"`    // of those, rendered
	// State is "ready" (every segment and the playback file made), "building" or "empty".
	State string `json:"state" enum:"ready,building,empty"`
	// Playback names the playback file when State is ready (GET .../preview/{name}).
	Playback string `json:"playback,omitempty"`
	// Duration is the timeline's length, seconds.
	Duration float64 `json:"duration"`
	Error    string  `json:"error,omitempty"`
}

// Config wires a cache to the server.
type Config struct {
	Dir      string // the cache folder
	Renderer *render.Renderer
	// Proxied returns p with its assets reading their proxies where made (proxy.Swap).
	Proxied func(p *timeline.Project) *timeline.Project
	// Load reads a project's current state and version.
	Load func(ctx context.Context, k store.Key) (*timeline.Project, int64, error)
	// Notify hears a project's status whenever a segment or the playback file is made.
	Notify func(k store.Key, st Status)
	Log    *slog.Logger
}

// Cache holds the segments of every project on disk and builds them.
type Cache struct {
	cfg   Config
	slots chan struct{} // one segment renders at a time (a small machine shares its cores)

	// ctx ends the builders when the cache closes; wg waits for them, so
	// that none is still reading the database the server closes next.
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu     sync.Mutex
	docs   map[store.Key]*doc
	closed bool

	// Rendered counts segments rendered since start (tests).
	Rendered atomic.Int64
}

type doc struct {
	watched time.Time
	running bool // a builder goroutine is at work
	dirty   bool // changed since the builder loaded it
	status  Status
}

// New makes a cache in cfg.Dir.
func New(cfg Config) (*Cache, error) {
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	for _, sub := range []string{"seg", "play", "tmp"} {
		if err := os.MkdirAll(filepath.Join(cfg.Dir, sub), 0o700); err != nil {
			return nil, err
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	return &Cache{cfg: cfg, slots: make(chan struct{}, 1), docs: map[store.Key]*doc{}, ctx: ctx, cancel: cancel}, nil
}

// Close stops the builders (a segment being rendered is abandoned, its
// temporary folder removed) and waits for them; nothing is built after.
func (c *Cache) Close() {
	c.mu.Lock()
	c.closed = true
	c.mu.Unlock()
	c.cancel()
	c.wg.Wait()
}

// startBuilder runs k's builder in the background unless the cache is
// closed. c.mu is held.
func (c *Cache) startBuilder(k store.Key, d *doc) {
	if c.closed {
		return
	}
	d.running = true
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		c.build(k, d)
	}()
}

func (c *Cache) segDir(key string) string { return filepath.Join(c.cfg.Dir, "seg", key) }

// PlaybackPath is where a playback file named by Status.Playback is ("" for a name that is not
// one: names come from clients).
func (c *Cache) PlaybackPath(name string) string {
	base, ok := strings.CutSuffix(name, ".mp4")
	if !ok || len(base) != 32 || strings.Trim(base, "0123456789abcdef") != "" {
		return ""
	}
	return filepath.Join(c.cfg.Dir, "play", name)
}

// ready says whether a segment has been rendered.
func (c *Cache) ready(key string) bool {
	_, err := os.Stat(filepath.Join(c.segDir(key), "video.mp4"))
	return err == nil
}

// Frame returns the JPEG of p's frame at t seconds (Width pixels wide) and its tag when the
// segment that shows it has been rendered.
func (c *Cache) Frame(p *timeline.Project, t float64) ([]byte, string, bool) {
	seg, ok := segmentAt(p, t)
	if !ok || !c.ready(seg.Key) {
		return nil, "", false
	}
	fps := p.Settings.FPS.Float()
	i := int(math.Floor((t-seg.From.Seconds())*fps + 1e-6))
	dir := filepath.Join(c.segDir(seg.Key), "frames")
	for ; i >= 0; i-- { // the last frame of a segment may round away
		b, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("%05d.jpg", i)))
		if err == nil {
			return b, fmt.Sprintf("s%s-%d", seg.Key[:32], i), true
		}
		if !errors.Is(err, os.ErrNotExist) {
			return nil, "", false
		}
	}
	return nil, "", false
}

// Watch notes that someone looks at project k's preview and builds what is missing.
func (c *Cache) Watch(k store.Key) {
	c.mu.Lock()
	d := c.docs[k]
	if d == nil {
		d = &doc{}
		c.docs[k] = d
	}
	d.watched = time.Now()
	if !d.running { // a running builder gets there; nothing changed
		c.kick(k, d)
	}
	c.mu.Unlock()
}

// Changed hears a committed change of project k: a watched project's segments are brought up
// to date in the background.
func (c *Cache) Changed(k store.Key) {
	c.mu.Lock()
	defer c.mu.Unlock()
	d := c.docs[k]
	if d == nil || time.Since(d.watched) > WatchFor {
		return
	}
	c.kick(k, d)
}

// Forget drops a project (deleted, or no longer looked at): its builder stops after the segment
// it is making.
func (c *Cache) Forget(k store.Key) {
	c.mu.Lock()
	delete(c.docs, k)
	c.mu.Unlock()
}

// kick starts the builder of k, or tells the running one to load again. c.mu is held.
func (c *Cache) kick(k store.Key, d *doc) {
	d.dirty = true
	if !d.running {
		c.startBuilder(k, d)
	}
}

// Status is project k's preview status for p at version v (it also watches k).
func (c *Cache) Status(k store.Key, p *timeline.Project, v int64) Status {
	c.Watch(k)
	st := c.statusOf(p, v)
	c.mu.Lock()
	if d := c.docs[k]; d != nil && d.status.Version == v && d.status.Error != "" {
		st.Error = d.status.Error
	}
	c.mu.Unlock()
	return st
}

// statusOf reads what is on disk for p.
func (c *Cache) statusOf(p *timeline.Project, v int64) Status {
	segs := Segments(p)
	st := Status{Version: v, Segments: len(segs), Duration: p.End().Seconds(), State: "building"}
	for _, s := range segs {
		if c.ready(s.Key) {
			st.Ready++
		}
	}
	switch {
	case len(segs) == 0:
		st.State = "empty"
	case st.Ready == len(segs):
		name := playbackName(segs)
		if _, err := os.Stat(c.PlaybackPath(name)); err == nil {
			st.State, st.Playback = "ready", name
		}
	}
	return st
}

// playbackName names the playback file of a list of segments.
func playbackName(segs []Segment) string {
	h := sha256.New()
	for _, s := range segs {
		h.Write([]byte(s.Key))
	}
	return hex.EncodeToString(h.Sum(nil))[:32] + ".mp4"
}

// build brings project k's segments and playback file up to date, loading the project again
// after each segment when it changed meanwhile; it ends when everything is made or k is gone.
func (c *Cache) build(k store.Key, d *doc) {
	ctx := c.ctx
	var p *timeline.Project
	var v int64
	for {
		c.mu.Lock()
		reload := d.dirty || p == nil
		d.dirty = false
		forgotten := c.docs[k] != d || ctx.Err() != nil
		if forgotten {
			d.running = false
		}
		c.mu.Unlock()
		if forgotten { // deleted, let go, or the cache closed
			return
		}
		if reload {
			var err error
			if p, v, err = c.cfg.Load(ctx, k); err != nil {
				if !errors.Is(err, store.ErrNotFound) && ctx.Err() == nil {
					c.cfg.Log.Warn("preview: cannot load the project", "project", k.ID, "err", err)
				}
				c.stop(k, d)
				return
			}
		}
		segs := Segments(p)
		var next *Segment
		for i := range segs {
			if !c.ready(segs[i].Key) {
				next = &segs[i]
				break
			}
		}
		var err error
		if next != nil {
			err = c.renderSegment(ctx, p, *next)
		} else if len(segs) > 0 {
			err = c.join(ctx, segs)
		}
		if ctx.Err() != nil {
			c.stop(k, d)
			return
		}
		st := c.statusOf(p, v)
		if err != nil {
			c.cfg.Log.Warn("preview: a segment failed", "project", k.ID, "err", err)
			st.Error = "The preview could not be made: " + firstLine(err.Error())
		}
		c.mu.Lock()
		d.status = st
		done := !d.dirty && (next == nil || err != nil)
		if done {
			d.running = false
		}
		c.mu.Unlock()
		if c.cfg.Notify != nil {
			c.cfg.Notify(k, st)
		}
		if done {
			return
		}
	}
}

func (c *Cache) stop(k store.Key, d *doc) {
	c.mu.Lock()
	d.running = false
	if c.docs[k] == d && d.dirty {
		c.startBuilder(k, d)
	}
	c.mu.Unlock()
}

// renderSegment renders one segment into its folder (complete or absent).
func (c *Cache) renderSegment(ctx context.Context, p *timeline.Project, s Segment) error {
	c.slots <- struct{}{}
	defer func() { <-c.slots }()
	if c.ready(s.Key) {
		return nil
	}
	tmp, err := os.MkdirTemp(filepath.Join(c.cfg.Dir, "tmp"), "seg-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	src := p
	if c.cfg.Proxied != nil {
		src = c.cfg.Proxied(p)
	}
	if _, err := c.cfg.Renderer.PreviewSegment(ctx, src, s.From, s.To, Width, filepath.Join(tmp, "video.mp4"), filepath.Join(tmp, "frames")); err != nil {
		return err
	}
	c.Rendered.Add(1)
	if err := os.Rename(tmp, c.segDir(s.Key)); err != nil && !c.ready(s.Key) {
		return err
	}
	return nil
}

// join writes the playback file of segs: their MP4s one after the other, copied (no encode).
func (c *Cache) join(ctx context.Context, segs []Segment) error {
	out := c.PlaybackPath(playbackName(segs))
	if _, err := os.Stat(out); err == nil {
		return nil
	}
	var list strings.Builder
	for _, s := range segs {
		// the paths are the cache's own (hex keys): nothing in them needs quoting
		fmt.Fprintf(&list, "file '%s'\n", filepath.Join(c.segDir(s.Key), "video.mp4"))
	}
	tmp, err := os.MkdirTemp(filepath.Join(c.cfg.Dir, "tmp"), "play-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	listFile := filepath.Join(tmp, "list.txt")
	if err := fsutil.WriteAtomic(listFile, []byte(list.String()), 0o600); err != nil {
		return err
	}
	joined := filepath.Join(tmp, "play.mp4")
	cmd := proc.Command(ctx, 5*time.Minute, "ffmpeg", "-hide_banner", "-nostdin", "-v", "error",
		"-f", "concat", "-safe", "0", "-i", "file:"+listFile, "-c", "copy", "-movflags", "+faststart", "-f", "mp4", "-y", "file:"+joined)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("joining the preview: %v: %s", err, firstLine(string(out)))
	}
	return os.Rename(joined, out)
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}
