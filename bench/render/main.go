// Command render benchmarks the renderer on the reference project:
// 60 s at 1080p30, a main track of 4 trimmed clips with one gap, a
// picture-in-picture overlay (a second use of one source), a title and 6
// subtitle lines, 2 stickers, 2 effects over parts of the range, and a
// music track at volume 0.3 under the clip audio. In the same run it times
//
//	(a) neuralcut render (the real binary, as a user runs it),
//	(b) the best single hand-written ffmpeg command for the same output,
//	(c) melt (MLT) rendering an equivalent MLT XML,
//
// all with the same encoder settings, and prints a/b, c/a, the peak memory
// of each, and a preview frame against a hand-written ffmpeg frame grab.
//
//	go run ./bench/render              # the reference project (minutes)
//	go run ./bench/render -scale 0.25  # 15 s and the same structure, quicker
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/render"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

var (
	scale  = flag.Float64("scale", 1, "time scale: 1 = the 60 s reference, 0.25 = 15 s with the same structure")
	height = flag.Int("height", 1080, "canvas height (16:9)")
	dir    = flag.String("dir", "", "work directory (default: a temp dir, removed at the end)")
	keep   = flag.Bool("keep", false, "keep the work directory")
	skipC  = flag.Bool("no-melt", false, "skip the melt comparison")
	reps   = flag.Int("reps", 3, "runs of each; the median is reported (runs interleave a, b, c so load changes hit all alike)")
)

// Encoder settings shared by (a), (b) and (c): neuralcut's "fast" preset.
const (
	x264Preset = "veryfast"
	x264CRF    = "23"
	audioRate  = "192k"
)

func main() {
	flag.Parse()
	ctx := context.Background()
	work := *dir
	if work == "" {
		var err error
		if work, err = os.MkdirTemp("", "bench-render-"); err != nil {
			log.Fatal(err)
		}
		if !*keep {
			defer os.RemoveAll(work)
		}
	}
	W, H := *height*16/9/2*2, *height
	s := func(sec float64) float64 { return sec * *scale }
	fmt.Printf("reference project: %.0f s at %dx%d 30 fps, work dir %s\n", s(60), W, H, work)

	bin := filepath.Join(work, "neuralcut")
	run("go", "build", "-o", bin, "./cmd/neuralcut")

	fmt.Println("making sources with ffmpeg ...")
	src := sources(work, W, H, s)
	project, b := buildProject(ctx, work, W, H, s, src)

	out := func(name string) string { return filepath.Join(work, name) }
	xml := out("bench.mlt")
	if err := os.WriteFile(xml, []byte(b.mlt()), 0o644); err != nil {
		log.Fatal(err)
	}
	// the hand-written command, to rerun or read
	os.WriteFile(out("b-command.txt"), []byte("ffmpeg '"+strings.Join(b.ffmpegArgs(out("b.mp4")), "' '")+"'\n"), 0o644)
	var as, bs, cs []time.Duration
	var ma, mb, mc int64
	for i := range *reps {
		fmt.Printf("run %d/%d: (a) neuralcut render, (b) hand-written ffmpeg", i+1, *reps)
		runA := func() {
			d, m := timed(bin, "render", project, "-o", out("a.mp4"), "--preset", "fast")
			as, ma = append(as, d), max(ma, m)
		}
		runB := func() {
			d, m := timed("ffmpeg", b.ffmpegArgs(out("b.mp4"))...)
			bs, mb = append(bs, d), max(mb, m)
		}
		if i%2 == 0 { // alternate which goes first
			runA()
			runB()
		} else {
			runB()
			runA()
		}
		if !*skipC {
			fmt.Print(", (c) melt")
			d, m := timed("melt", "-quiet", xml, "-consumer", "avformat:"+out("c.mp4"), "vcodec=libx264",
				"preset="+x264Preset, "crf="+x264CRF, "acodec=aac", "ab="+audioRate, "real_time=-2", "terminate_on_pause=1")
			cs, mc = append(cs, d), max(mc, m)
		}
		fmt.Println()
	}
	ta, tb, tc := mid(as), mid(bs), mid(cs)
	for _, f := range []string{"a.mp4", "b.mp4", "c.mp4"} {
		if _, err := os.Stat(out(f)); err == nil {
			fmt.Printf("  %s: %s\n", f, describe(out(f)))
		}
	}

	// preview frame at a busy moment (main clip, PIP, subtitle), at a time
	// that is not on a source keyframe (a grab there decodes one frame)
	at := s(31)
	r := render.New()
	p, err := store.LoadProject(project)
	if err != nil {
		log.Fatal(err)
	}
	tf := median(5, func() {
		if _, err := r.Frames(ctx, p.Project, []float64{at}, 0); err != nil {
			log.Fatal(err)
		}
	})
	tg := median(5, func() { run("ffmpeg", b.frameArgs(at, out("grab.png"))...) })

	fmt.Println()
	fmt.Printf("runs (s): a %v  b %v  c %v\n", secsList(as), secsList(bs), secsList(cs))
	fmt.Printf("(a) neuralcut render   %7.2f s   peak RSS %5d MiB (neuralcut + its ffmpeg)\n", ta.Seconds(), ma>>10)
	fmt.Printf("(b) hand-written ffmpeg %6.2f s   peak RSS %5d MiB\n", tb.Seconds(), mb>>10)
	if !*skipC {
		fmt.Printf("(c) melt               %7.2f s   peak RSS %5d MiB\n", tc.Seconds(), mc>>10)
	}
	fmt.Printf("a/b = %.3f (target <= 1.10)\n", ta.Seconds()/tb.Seconds())
	if !*skipC {
		fmt.Printf("c/a = %.3f (target >= 2)\n", tc.Seconds()/ta.Seconds())
	}
	ca, cb, cc := mid(cpuTimes["neuralcut"]), mid(cpuTimes["ffmpeg"]), mid(cpuTimes["melt"])
	fmt.Printf("CPU time (user+sys, median): a %.2f s, b %.2f s, c %.2f s: a/b = %.3f", ca.Seconds(), cb.Seconds(), cc.Seconds(), ca.Seconds()/cb.Seconds())
	if !*skipC {
		fmt.Printf(", c/a = %.3f", cc.Seconds()/ca.Seconds())
	}
	fmt.Println()
	fmt.Printf("preview frame %.3f s vs hand-written frame grab %.3f s: %.2fx (target <= 1.5)\n",
		tf.Seconds(), tg.Seconds(), tf.Seconds()/tg.Seconds())
}

// run executes a command and dies on failure.
func run(name string, args ...string) {
	if out, err := proc.Command(context.Background(), time.Hour, name, args...).CombinedOutput(); err != nil {
		log.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, tail(out))
	}
}

// cpuTimes collects the CPU time (user+system, the command and its
// waited-for children) of each timed run by command name: on a shared
// machine it moves less with other people's load than wall time does.
var cpuTimes = map[string][]time.Duration{}

// timed runs a command and returns its wall time and the peak resident
// memory of it and its waited-for children (KiB from wait4's rusage).
func timed(name string, args ...string) (time.Duration, int64) {
	cmd := proc.Command(context.Background(), time.Hour, name, args...)
	if name == "melt" {
		// MLT's Qt module (qtext titles) insists on a display; offscreen
		// rendering needs none
		cmd.Env = append(os.Environ(), "DISPLAY=:99", "QT_QPA_PLATFORM=offscreen")
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		log.Fatalf("%s: %v\n%s", name, err, tail([]byte(stderr.String())))
	}
	d := time.Since(start)
	ru, _ := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	var rss int64
	if ru != nil {
		rss = ru.Maxrss
		cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		cpuTimes[filepath.Base(name)] = append(cpuTimes[filepath.Base(name)], cpu)
	}
	return d, rss
}

// mid is the median of ds (0 for none).
func mid(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	ds = slices.Clone(ds)
	slices.Sort(ds)
	return ds[len(ds)/2]
}

func median(n int, f func()) time.Duration {
	var ds []time.Duration
	for range n {
		start := time.Now()
		f()
		ds = append(ds, time.Since(start))
	}
	slices.Sort(ds)
	return ds[n/2]
}

func secsList(ds []time.Duration) string {
	var out []string
	for _, d := range ds {
		out = append(out, fmt.Sprintf("%.2f", d.Seconds()))
	}
	return "[" + strings.Join(out, " ") + "]"
}

func tail(b []byte) string {
	s := string(b)
	if len(s) > 2000 {
		s = s[len(s)-2000:]
	}
	return s
}

func describe(path string) string {
	out, err := proc.Command(context.Background(), time.Minute, "ffprobe", "-v", "error", "-of", "json", "-show_format", "-show_streams", path).Output()
	if err != nil {
		return err.Error()
	}
	var pj struct {
		Streams []struct {
			CodecName string `json:"codec_name"`
			Width     int    `json:"width"`
			Height    int    `json:"height"`
		} `json:"streams"`
		Format struct {
			Duration string `json:"duration"`
			Size     string `json:"size"`
		} `json:"format"`
	}
	json.Unmarshal(out, &pj)
	var parts []string
	for _, s := range pj.Streams {
		if s.Width > 0 {
			parts = append(parts, fmt.Sprintf("%s %dx%d", s.CodecName, s.Width, s.Height))
		} else {
			parts = append(parts, s.CodecName)
		}
	}
	return fmt.Sprintf("%s s, %s, %s bytes", pj.Format.Duration, strings.Join(parts, " + "), pj.Format.Size)
}

// importFile adds a file to the project as an asset.
func importFile(ctx context.Context, p *timeline.Project, path string) string {
	id, err := media.Import(ctx, p, path)
	if err != nil {
		log.Fatal(err)
	}
	return id
}

// call runs a video tool and dies on failure.
func call(ctx context.Context, e *videotools.Editor, tool string, in any) map[string]any {
	raw, _ := json.Marshal(in)
	out, err := e.Tools.Call(ctx, e, tool, raw)
	if err != nil {
		log.Fatalf("%s %s: %v", tool, raw, err)
	}
	b, _ := json.Marshal(out)
	var m map[string]any
	json.Unmarshal(b, &m)
	return m
}
