// Command web benchmarks the browser editor in headless Chromium (Debian's chromium, driven by
// chromedp), on loopback:
//
//	(a) scrubbing: pointer move over the timeline ruler -> the frame for it drawn in the preview,
//	    p50/p95, on a 1080p reference project at 640 px; frames composed from 360p all-intra
//	    proxies (internal/proxy) vs from the original media, in the same run;
//	(b) a timeline of 1,000 elements: input -> frame drawn while dragging a clip and while zooming
//	    with Ctrl+wheel (goal p95 <= 16 ms);
//	(c) page load to interactive (navigation start -> the editor ready), goal <= 1 s.
//
// The page is the real web.Handler; the few API routes the page reads are served here in
// process by the real tool registry and renderer (the same calls `neuralcut serve` makes), so the
// figures measure the editor and the frame path, not a network.
//
//	go run ./bench/web [-moves 40] [-keep]
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"sync"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/proxy"
	"github.com/neuralcut/neuralcut/internal/render"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
	"github.com/neuralcut/neuralcut/web"
)

var (
	moves = flag.Int("moves", 40, "pointer moves per scrub run")
	gap   = flag.Duration("gap", 400*time.Millisecond, "time between scrub moves (a person scrubbing slowly enough to see frames)")
	keep  = flag.Bool("keep", false, "keep the work directory")
)

func main() {
	flag.Parse()
	log.SetFlags(0)
	dir, err := os.MkdirTemp("", "bench-web-")
	must(err)
	if !*keep {
		defer os.RemoveAll(dir)
	}
	ctx := context.Background()

	ref := referenceProject(ctx, dir)
	big := thousandElements(ref)
	proxies := map[string]string{}
	start := time.Now()
	for _, a := range ref.Assets {
		if ext := proxy.Ext(a.Type); ext != "" {
			p := filepath.Join(dir, a.ID+"-proxy"+ext)
			must(proxy.Make(ctx, "", a.Type, a.Path, p))
			proxies[a.ID] = p
		}
	}
	log.Printf("proxies of %d assets made in %.1f s", len(proxies), time.Since(start).Seconds())

	srv := newServer(map[string]*timeline.Project{"ref": ref, "big": big}, proxies)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	must(err)
	go http.Serve(ln, srv)
	base := "http://" + ln.Addr().String()

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath("/usr/bin/chromium"), chromedp.NoSandbox,
		chromedp.DisableGPU, chromedp.Headless, chromedp.NoFirstRun, chromedp.UserDataDir(filepath.Join(dir, "chrome")),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.WindowSize(1280, 720))
	actx, cancel := chromedp.NewExecAllocator(ctx, opts...)
	defer cancel()
	bctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	must(chromedp.Do(bctx, chromedp.EmulateViewport(1280, 720), chromedp.Navigate(base+"/login"),
		chromedp.Evaluate[chromedp.Void](`document.cookie = "neuralcut_session=bench; path=/"`)))

	// (c) page load to interactive, 5 loads each of both projects.
	var loads []float64
	for i := 0; i < 5; i++ {
		for _, id := range []string{"ref", "big"} {
			open(bctx, base+"/video/"+id)
			loads = append(loads, eval[float64](bctx, `performance.getEntriesByName('neuralcut-ready')[0].startTime`))
		}
	}

	// (a) scrub, proxies then originals, interleaved twice.
	var withProxy, withOriginal []float64
	for round := 0; round < 2; round++ {
		for _, useProxy := range []bool{true, false} {
			srv.setProxies(useProxy)
			open(bctx, base+"/video/ref")
			lat := scrub(bctx, *moves, *gap)
			if useProxy {
				withProxy = append(withProxy, lat...)
			} else {
				withOriginal = append(withOriginal, lat...)
			}
		}
	}

	// (b) 1,000 elements: drag a clip, then zoom.
	open(bctx, base+"/video/big")
	dragTimes := timelineDrag(bctx)
	zoomTimes := timelineZoom(bctx)

	fmt.Println("bench/web (headless Chromium, loopback, 1280x720)")
	fmt.Printf("  scrub, pointer move -> frame drawn, 640 px, 1080p reference, %d moves %v apart per run (frames drawn: %d of them from proxies, %d from originals; a move whose frame is not back before the next move is superseded and never drawn):\n",
		2**moves, *gap, len(withProxy), len(withOriginal))
	fmt.Printf("    from proxies    p50 %6.0f ms  p95 %6.0f ms\n", pct(withProxy, 50), pct(withProxy, 95))
	fmt.Printf("    from originals  p50 %6.0f ms  p95 %6.0f ms   (proxies: %.2fx the p50)\n", pct(withOriginal, 50), pct(withOriginal, 95),
		pct(withProxy, 50)/pct(withOriginal, 50))
	fmt.Printf("    in the server alone (render.Frames): from proxies p50 %.0f ms, from originals p50 %.0f ms\n", pct(srv.served[true], 50), pct(srv.served[false], 50))
	fmt.Printf("  timeline, %d elements, input -> frame drawn:\n", countElements(big))
	fmt.Printf("    drag a clip     p50 %6.1f ms  p95 %6.1f ms  (%d frames)\n", pct(dragTimes, 50), pct(dragTimes, 95), len(dragTimes))
	fmt.Printf("    Ctrl+wheel zoom p50 %6.1f ms  p95 %6.1f ms  (%d frames)\n", pct(zoomTimes, 50), pct(zoomTimes, 95), len(zoomTimes))
	fmt.Printf("  page load to interactive: p50 %.0f ms, p95 %.0f ms (%d loads: %.0f)\n", pct(loads, 50), pct(loads, 95), len(loads), loads)
}

func must(err error) {
	if err != nil {
		log.Fatal(err)
	}
}

func eval[T any](ctx context.Context, js string) T {
	c, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	v, err := chromedp.Run(c, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	must(err)
	return v
}

func open(ctx context.Context, url string) {
	c, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	must(chromedp.Do(c, chromedp.Navigate(url)))
	_, err := chromedp.Run(c, chromedp.Poll[bool](`document.body.dataset.ready === 'true' && !!window.__neuralcutTimeline`, chromedp.WithPollingTimeout(50*time.Second)))
	must(err)
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

func timelineDrag(ctx context.Context) []float64 {
	p := eval[[]float64](ctx, `(() => { const v = window.__neuralcutTimeline, r = v.canvas.getBoundingClientRect(); const row = v.rows.find((r) => r.track.kind === 'main');
	  const el = row.track.elements[3]; return [r.left + v.xAt((el.startTime + el.duration / 2) / 120000), r.top + row.y + row.h / 2]; })()`)
	eval[bool](ctx, `window.__neuralcutTimeline.frameTimes.length = 0; true`)
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
	return eval[[]float64](ctx, `window.__neuralcutTimeline.frameTimes.slice()`)
}

func timelineZoom(ctx context.Context) []float64 {
	r := eval[[]float64](ctx, `(() => { const r = document.querySelector('#timeline-canvas').getBoundingClientRect(); return [r.left + r.width / 2, r.top + 60]; })()`)
	eval[bool](ctx, `window.__neuralcutTimeline.frameTimes.length = 0; true`)
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
	return eval[[]float64](ctx, `window.__neuralcutTimeline.frameTimes.slice()`)
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

func countElements(p *timeline.Project) int { return p.ElementCount() }

// ---- the projects ----

func ffmpeg(dir string, args ...string) {
	cmd := proc.Command(context.Background(), 10*time.Minute, "ffmpeg", append([]string{"-hide_banner", "-loglevel", "error", "-y"}, args...)...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		log.Fatalf("ffmpeg %v: %v %s", args, err, out)
	}
}

// referenceProject: 60 s at 1080p30 — three 20 s 1080p clips (GOP 250, as cameras and phones
// write them) on the main track, a title over all, music under.
func referenceProject(ctx context.Context, dir string) *timeline.Project {
	srcs := []string{"testsrc2=size=1920x1080:rate=30", "mandelbrot=size=1920x1080:rate=30", "smptehdbars=size=1920x1080:rate=30"}
	for i, s := range srcs {
		ffmpeg(dir, "-f", "lavfi", "-i", s, "-t", "20", "-c:v", "libx264", "-preset", "veryfast", "-g", "250", "-pix_fmt", "yuv420p", fmt.Sprintf("clip%d.mp4", i))
	}
	ffmpeg(dir, "-f", "lavfi", "-i", "sine=frequency=220:duration=60", "-c:a", "libmp3lame", "music.mp3")
	p := timeline.New(timeline.Settings{Width: 1920, Height: 1080, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	ed := videotools.NewEditor(timeline.NewDoc(p), videotools.NewRegistry())
	call := func(tool string, in any) {
		b, _ := json.Marshal(in)
		if _, err := ed.Tools.Call(ctx, ed, tool, b); err != nil {
			log.Fatalf("%s: %v", tool, err)
		}
	}
	for i := range srcs {
		id, err := media.Import(ctx, ed.Project, filepath.Join(dir, fmt.Sprintf("clip%d.mp4", i)))
		must(err)
		call("add_media_to_timeline", map[string]any{"assetId": id, "startTime": 20 * i, "trackType": "main"})
	}
	id, err := media.Import(ctx, ed.Project, filepath.Join(dir, "music.mp3"))
	must(err)
	call("add_media_to_timeline", map[string]any{"assetId": id, "startTime": 0, "trackType": "audio"})
	call("add_text", map[string]any{"text": "Reference", "start": 0, "end": 60, "position": "top"})
	return ed.Project
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

// ---- the API routes the editor reads, in process ----

type server struct {
	mux      *http.ServeMux
	mu       sync.Mutex
	useProxy bool
	proxies  map[string]string
	renderer *render.Renderer
	served   map[bool][]float64 // frame render time in the server (ms), by proxy use, frames that finished
}

func (s *server) setProxies(on bool) { s.mu.Lock(); s.useProxy = on; s.mu.Unlock() }

func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.mux.ServeHTTP(w, r) }

func newServer(projects map[string]*timeline.Project, proxies map[string]string) *server {
	s := &server{mux: http.NewServeMux(), proxies: proxies, renderer: render.New(), served: map[bool][]float64{}}
	reg := videotools.NewRegistry()
	s.mux.Handle("/", web.Handler(web.Options{}))
	js := func(w http.ResponseWriter, v any) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(v)
	}
	s.mux.HandleFunc("GET /api/me", func(w http.ResponseWriter, r *http.Request) {
		js(w, map[string]any{"user": map[string]string{"name": "bench"}})
	})
	proj := func(w http.ResponseWriter, r *http.Request) *timeline.Project {
		p := projects[r.PathValue("id")]
		if p == nil {
			http.NotFound(w, r)
		}
		return p
	}
	s.mux.HandleFunc("GET /api/projects/{id}", func(w http.ResponseWriter, r *http.Request) {
		if proj(w, r) != nil {
			js(w, map[string]any{"id": r.PathValue("id"), "name": r.PathValue("id"), "version": 1})
		}
	})
	s.mux.HandleFunc("GET /api/projects/{id}/document", func(w http.ResponseWriter, r *http.Request) {
		if p := proj(w, r); p != nil {
			w.Header().Set("ETag", "1")
			js(w, map[string]any{"schema": timeline.Schema, "version": timeline.Version, "project": p})
		}
	})
	s.mux.HandleFunc("GET /api/projects/{id}/tools", func(w http.ResponseWriter, r *http.Request) {
		var list []map[string]any
		for _, t := range reg.Tools() {
			list = append(list, map[string]any{"name": t.Name, "description": t.Description})
		}
		js(w, list)
	})
	s.mux.HandleFunc("POST /api/projects/{id}/tools/{name}", func(w http.ResponseWriter, r *http.Request) {
		p := proj(w, r)
		if p == nil {
			return
		}
		b, _ := io.ReadAll(r.Body)
		ed := videotools.NewEditor(timeline.NewDoc(p.Clone()), reg)
		out, err := reg.Call(r.Context(), ed, r.PathValue("name"), b)
		if err != nil {
			w.WriteHeader(422)
			js(w, map[string]string{"error": err.Error()})
			return
		}
		js(w, out)
	})
	s.mux.HandleFunc("GET /api/projects/{id}/events", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprintf(w, "data: {\"version\":1}\n\n")
		w.(http.Flusher).Flush()
		<-r.Context().Done()
	})
	// Frames: the request's context is cancelled when the page aborts a superseded request,
	// which kills its ffmpeg.
	s.mux.HandleFunc("GET /api/projects/{id}/frame", func(w http.ResponseWriter, r *http.Request) {
		p := proj(w, r)
		if p == nil {
			return
		}
		t, _ := strconv.ParseFloat(r.URL.Query().Get("t"), 64)
		width, _ := strconv.Atoi(r.URL.Query().Get("w"))
		s.mu.Lock()
		useProxy := s.useProxy
		if useProxy {
			p = proxy.Swap(p, func(id string) (string, bool) { path, ok := s.proxies[id]; return path, ok })
		}
		s.mu.Unlock()
		start := time.Now()
		imgs, err := s.renderer.Frames(r.Context(), p, []float64{t}, width)
		if err == nil {
			s.mu.Lock()
			s.served[useProxy] = append(s.served[useProxy], float64(time.Since(start).Microseconds())/1000)
			s.mu.Unlock()
		}
		if err != nil {
			if r.Context().Err() == nil {
				http.Error(w, err.Error(), 500)
			}
			return
		}
		w.Header().Set("Content-Type", "image/png")
		w.Write(imgs[0])
	})
	return s
}
