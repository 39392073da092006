// Command web benchmarks the browser editor in headless Chromium (Debian's chromium, driven by
// chromedp) against the real server on loopback (internal/server over a SQLite data folder, River
// jobs and ffmpeg, as `neuralcut serve` runs it; the page signs in through /login):
//
//	(a) scrubbing: pointer move over the timeline ruler -> the frame for it drawn in the preview,
//	    p50/p95, on a 1080p reference project at 640 px, three ways in the same run: frames read
//	    from the preview segments the server renders ahead of time (internal/preview, the
//	    default), composed on demand from the 360p proxies made at upload, and composed on
//	    demand from the original media (the baseline);
//	(b) a timeline of 1,000 elements: input -> frame drawn while dragging a clip and while zooming
//	    with Ctrl+wheel (goal p95 <= 16 ms);
//	(c) page load to interactive (navigation start -> the editor ready), goal <= 1 s.
//
//	go run ./bench/web [-moves 40] [-keep]
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/inspector"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/neuralcut/neuralcut/internal/preview"
	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

var (
	moves = flag.Int("moves", 40, "pointer moves per scrub run")
	gap   = flag.Duration("gap", 400*time.Millisecond, "time between scrub moves (a person scrubbing slowly enough to see frames)")
	keep  = flag.Bool("keep", false, "keep the work directory")
)

const (
	user     = "bench"
	password = "bench password 1"
)

// Scrub modes.
const (
	fromSegments  = "segments"
	fromProxies   = "proxies"
	fromOriginals = "originals"
)

func main() {
	flag.Parse()
	log.SetFlags(log.Lshortfile)
	dir, err := os.MkdirTemp("", "bench-web-")
	must(err)
	if !*keep {
		defer os.RemoveAll(dir)
	}
	ctx := context.Background()
	makeMedia(dir)

	b := startServer(ctx, filepath.Join(dir, "data"))
	c := newClient(b.url)
	start := time.Now()
	ref := c.referenceProject(dir)
	waitFor("the proxies", 10*time.Minute, func() bool { return b.proxiesMade(ctx, ref) })
	proxyTime := time.Since(start)
	big := b.importBig(ctx, c, ref)

	// the preview of the reference: segments made in the background once the editor looks
	start = time.Now()
	var st preview.Status
	waitFor("the reference's preview", 20*time.Minute, func() bool {
		c.json("GET", "/api/projects/"+ref+"/preview", nil, &st)
		return st.State == "ready" || st.Error != ""
	})
	if st.Error != "" {
		log.Fatal(st.Error)
	}
	previewTime := time.Since(start)

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath("/usr/bin/chromium"), chromedp.NoSandbox,
		chromedp.DisableGPU, chromedp.Headless, chromedp.NoFirstRun, chromedp.UserDataDir(filepath.Join(dir, "chrome")),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.WindowSize(1280, 720))
	actx, cancel := chromedp.NewExecAllocator(ctx, opts...)
	defer cancel()
	bctx, cancel := chromedp.NewContext(actx, chromedp.WithErrorf(log.Printf))
	defer cancel()
	must(chromedp.Do(bctx, chromedp.Navigate("about:blank")))
	must(chromedp.Listen(bctx, func(ev any) {
		switch ev := ev.(type) {
		case *inspector.EventTargetCrashed:
			log.Printf("the page crashed")
		case *inspector.EventDetached:
			log.Printf("the page was detached: %s", ev.Reason)
		case *runtime.EventExceptionThrown:
			log.Printf("page exception: %s %v", ev.ExceptionDetails.Text, ev.ExceptionDetails.Exception)
		}
	}))
	log.Printf("media, proxies (%.0f s) and preview segments (%.0f s) made; the browser measures", proxyTime.Seconds(), previewTime.Seconds())
	signIn(bctx, b.url)

	// (c) page load to interactive, 5 loads each of both projects; the big one's preview is
	// let go after each load so that its segments do not share the cores with what is measured.
	var loads []float64
	for i := 0; i < 5; i++ {
		for _, id := range []string{ref, big} {
			open(bctx, b.url+"/video/"+id)
			loads = append(loads, eval[float64](bctx, `performance.getEntriesByName('neuralcut-ready')[0].startTime`))
			b.letGo(id)
		}
	}

	log.Printf("page loads measured; scrubbing")
	// (a) scrub: segments, proxies, originals, interleaved twice.
	lat := map[string][]float64{}
	for round := 0; round < 2; round++ {
		for _, mode := range []string{fromSegments, fromProxies, fromOriginals} {
			b.setMode(ctx, ref, mode)
			// the browser would revalidate a frame it holds (If-None-Match -> 304, no render):
			// every run starts with an empty browser cache, as the server's frame cache is emptied
			must(chromedp.Do(bctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := cdp.Call(ctx, tg, network.ClearBrowserCache, cdp.Empty{})
				return err
			})))
			open(bctx, b.url+"/video/"+ref)
			lat[mode] = append(lat[mode], scrub(bctx, *moves, *gap)...)
		}
	}
	b.setMode(ctx, ref, fromSegments)

	log.Printf("scrubs measured; the 1,000-element timeline")
	// (b) 1,000 elements: drag a clip, then zoom.
	open(bctx, b.url+"/video/"+big)
	b.letGo(big)
	dragTimes, dragDraw := timelineDrag(bctx)
	zoomTimes, zoomDraw := timelineZoom(bctx)

	fmt.Println("bench/web (the real server on loopback, headless Chromium, 1280x720)")
	fmt.Printf("  1080p reference (60 s, 3 clips GOP 250, title, music): proxies made by jobs %.1f s after upload; preview segments (%d x %d s) made in %.1f s\n",
		proxyTime.Seconds(), st.Segments, preview.SegmentSeconds, previewTime.Seconds())
	fmt.Printf("  scrub, pointer move -> frame drawn, 640 px, %d moves %v apart per run, 2 runs each (a move whose frame is not back before the next move is superseded and never drawn):\n", *moves, *gap)
	for _, mode := range []string{fromSegments, fromProxies, fromOriginals} {
		l := lat[mode]
		fmt.Printf("    %-28s p50 %5.0f ms  p95 %5.0f ms  drawn %3d of %d  (%.2fx the originals' p50; in the server p50 %.0f ms)\n",
			map[string]string{fromSegments: "from preview segments", fromProxies: "composed from proxies", fromOriginals: "composed from originals"}[mode],
			pct(l, 50), pct(l, 95), len(l), 2**moves, pct(l, 50)/pct(lat[fromOriginals], 50), pct(b.served(mode), 50))
	}
	fmt.Printf("  timeline, %d elements, input -> frame drawn:\n", b.elements(ctx, big))
	fmt.Printf("    drag a clip     p50 %6.1f ms  p95 %6.1f ms  (%d frames; the drawing alone p50 %.1f ms, p95 %.1f ms)\n",
		pct(dragTimes, 50), pct(dragTimes, 95), len(dragTimes), pct(dragDraw, 50), pct(dragDraw, 95))
	fmt.Printf("    Ctrl+wheel zoom p50 %6.1f ms  p95 %6.1f ms  (%d frames; the drawing alone p50 %.1f ms, p95 %.1f ms)\n",
		pct(zoomTimes, 50), pct(zoomTimes, 95), len(zoomTimes), pct(zoomDraw, 50), pct(zoomDraw, 95))
	fmt.Printf("  page load to interactive: p50 %.0f ms, p95 %.0f ms (%d loads: %.0f)\n", pct(loads, 50), pct(loads, 95), len(loads), loads)
	b.stop()
}

// must stops the benchmark on an error, saying where it happened.
func must(err error) {
	if err != nil {
		log.Output(2, err.Error())
		os.Exit(1)
	}
}

func waitFor(what string, d time.Duration, ok func() bool) {
	deadline := time.Now().Add(d)
	for !ok() {
		if time.Now().After(deadline) {
			log.Fatalf("%s: not ready in %v", what, d)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func eval[T any](ctx context.Context, js string) T {
	c, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	v, err := chromedp.Run(c, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	must(err)
	return v
}

func signIn(ctx context.Context, base string) {
	c, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	must(chromedp.Do(c, chromedp.EmulateViewport(1280, 720), chromedp.Navigate(base+"/login"),
		chromedp.SendKeys(`#username`, user), chromedp.SendKeys(`#password`, password), chromedp.Click(`#signin`)))
	waitJS(c, `location.pathname === '/'`, 30*time.Second)
}

// waitJS polls js until it is true; a navigation in between detaches a running poll ("Inspected
// target navigated or closed"), so it polls in rounds and goes on.
func waitJS(ctx context.Context, js string, d time.Duration) {
	deadline := time.Now().Add(d)
	for {
		c, cancel := context.WithTimeout(ctx, time.Until(deadline)+time.Second)
		_, err := chromedp.Run(c, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(time.Until(deadline))))
		cancel()
		if err == nil {
			return
		}
		if time.Now().After(deadline) {
			log.Fatalf("waiting for %s: %v", js, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func open(ctx context.Context, url string) {
	c, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	must(chromedp.Do(c, chromedp.Navigate(url)))
	waitJS(c, `document.body.dataset.ready === 'true' && !!window.__neuralcutTimeline`, 50*time.Second)
}

// scrub presses on the ruler and moves right in steps; each move's latency is from the pointer
// event to the preview drawing that move's frame (aborted, superseded moves are not counted).
func scrub(ctx context.Context, n int, gap time.Duration) []float64 {
	r := eval[[]float64](ctx, `(() => { const r = document.querySelector('#timeline-canvas').getBoundingClientRect(); return [r.left, r.top, r.width]; })()`)
	x0, y := r[0]+20, r[1]+12
	eval[bool](ctx, `window.__neuralcutFrames.latencies.length = 0; true`)
	must(chromedp.Do(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x0, y),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x0, y, chromedp.ButtonLeft, chromedp.ClickCount(1))))
	step := (r[2] - 60) / float64(n)
	for i := 1; i <= n; i++ {
		must(chromedp.Do(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x0+step*float64(i), y, chromedp.ButtonLeft)))
		time.Sleep(gap)
	}
	must(chromedp.Do(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x0+step*float64(n), y, chromedp.ButtonLeft, chromedp.ClickCount(1))))
	time.Sleep(2 * time.Second)
	return eval[[]float64](ctx, `window.__neuralcutFrames.latencies.slice()`)
}

// timelineDrag and timelineZoom return each frame's input -> drawn time and its drawing time.
func timelineDrag(ctx context.Context) ([]float64, []float64) {
	p := eval[[]float64](ctx, `(() => { const v = window.__neuralcutTimeline, r = v.canvas.getBoundingClientRect(); const row = v.rows.find((r) => r.track.kind === 'main');
	  const el = row.track.elements[3]; return [r.left + v.xAt((el.startTime + el.duration / 2) / 120000), r.top + row.y + row.h / 2]; })()`)
	eval[bool](ctx, `window.__neuralcutTimeline.frameTimes.length = 0; window.__neuralcutTimeline.drawTimes.length = 0; true`)
	must(chromedp.Do(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, p[0], p[1]),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, p[0], p[1], chromedp.ButtonLeft, chromedp.ClickCount(1))))
	for i := 1; i <= 120; i++ {
		must(chromedp.Do(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, p[0]+float64(i)*3, p[1], chromedp.ButtonLeft)))
		time.Sleep(16 * time.Millisecond)
	}
	// Drop it back where it was (no edit is made).
	must(chromedp.Do(ctx, chromedp.KeyEvent("\x1b"), chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, p[0], p[1], chromedp.ButtonLeft),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, p[0], p[1], chromedp.ButtonLeft, chromedp.ClickCount(1))))
	time.Sleep(200 * time.Millisecond)
	return eval[[]float64](ctx, `window.__neuralcutTimeline.frameTimes.slice()`), eval[[]float64](ctx, `window.__neuralcutTimeline.drawTimes.slice()`)
}

func timelineZoom(ctx context.Context) ([]float64, []float64) {
	r := eval[[]float64](ctx, `(() => { const r = document.querySelector('#timeline-canvas').getBoundingClientRect(); return [r.left + r.width / 2, r.top + 60]; })()`)
	eval[bool](ctx, `window.__neuralcutTimeline.frameTimes.length = 0; window.__neuralcutTimeline.drawTimes.length = 0; true`)
	for i := 0; i < 120; i++ {
		dy := -60.0
		if i >= 60 {
			dy = 60
		}
		must(chromedp.Do(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseWheel, r[0], r[1], chromedp.ButtonModifiers(chromedp.ModifierCtrl),
			func(p *input.DispatchMouseEventParams) { p.DeltaX, p.DeltaY = 0.01, dy })))
		time.Sleep(16 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond)
	return eval[[]float64](ctx, `window.__neuralcutTimeline.frameTimes.slice()`), eval[[]float64](ctx, `window.__neuralcutTimeline.drawTimes.slice()`)
}

func pct(v []float64, p float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	i := int(float64(len(s)-1) * p / 100)
	return s[i]
}

// ---- the projects ----

func ffmpeg(dir string, args ...string) {
	cmd := proc.Command(context.Background(), 10*time.Minute, "ffmpeg", append([]string{"-hide_banner", "-loglevel", "error", "-y"}, args...)...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		log.Fatalf("ffmpeg %v: %v %s", args, err, out)
	}
}

// thousandElements: the reference assets, 1,000 short clips and titles over 5 tracks.
func thousandElements(ref *timeline.Project) *timeline.Project {
	p := ref.Clone()
	p.Tracks = nil
	p.NextID = 1000
	kinds := []timeline.TrackKind{timeline.TrackMain, timeline.TrackOverlay, timeline.TrackText, timeline.TrackText, timeline.TrackAudio}
	n := 0
	for _, k := range kinds {
		i := p.AddTrack(k)
		t := p.TrackForWrite(i)
		for j := 0; j < 200; j++ {
			n++
			el := timeline.Element{ID: "x" + strconv.Itoa(n), Start: timeline.Ticks(j) * 3 * timeline.TicksPerSecond,
				Duration: 2 * timeline.TicksPerSecond, Visual: timeline.DefaultVisual()}
			switch k {
			case timeline.TrackText:
				el.Type = timeline.ElementText
				el.Text = &timeline.Text{Content: "Line " + strconv.Itoa(j), Style: "plain", Position: "bottom", FontFamily: "DejaVu Sans", FontSize: 48, Color: "#ffffff", Align: "center", VAlign: "bottom"}
			case timeline.TrackAudio:
				el.Type, el.AssetID, el.Visual = timeline.ElementAudio, ref.Assets[3].ID, nil
				el.SourceDuration, el.TrimEnd = ref.Assets[3].Duration, ref.Assets[3].Duration-el.Duration
				el.Audio = &timeline.Audio{Volume: 1}
			default:
				a := ref.Assets[j%3]
				el.Type, el.AssetID, el.Name = timeline.ElementVideo, a.ID, a.Name
				el.SourceDuration, el.TrimStart = a.Duration, timeline.Ticks(j%9)*timeline.TicksPerSecond
				el.TrimEnd = a.Duration - el.TrimStart - el.Duration
			}
			t.Elements = append(t.Elements, el)
		}
	}
	p.Release()
	must(p.Validate())
	return p
}
