// Command server measures `neuralcut serve`'s API against baselines
// measured in the same run:
//
//   - a tool call over HTTP (loopback, API token, the real router, auth,
//     catalog and SQLite store) vs the same call in process through the
//     application layer on the same store: the API's overhead per call;
//
//   - 50 concurrent clients x 200 tool calls on 50 projects: calls per
//     second, p50 and p99 latency, and a count of every element the 2xx
//     answers created (zero lost updates);
//
//   - a frame over HTTP (first request, and again from the frame cache)
//     vs the same frame rendered in process and vs `neuralcut frame`.
//
//     go run ./bench/server [-n 300] [-clients 50] [-calls 200] [-projects 50]
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime/pprof"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/render"
	"github.com/neuralcut/neuralcut/internal/server"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

var (
	n        = flag.Int("n", 300, "calls for the per-call comparison")
	clients  = flag.Int("clients", 50, "concurrent clients")
	calls    = flag.Int("calls", 200, "calls per client")
	projects = flag.Int("projects", 50, "projects the clients share")
	frames   = flag.Int("frames", 10, "frames per frame measurement")
	cpuprof  = flag.String("cpuprofile", "", "write a CPU profile of the concurrent run here")
)

func main() {
	flag.Parse()
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "bench-server")
	check(err)
	defer os.RemoveAll(dir)
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	registry.Logger = quiet
	data, err := app.OpenData(ctx, filepath.Join(dir, "data"))
	check(err)
	defer data.Close()
	a := app.NewServer(data, app.Services{Renderer: render.New()}, nil)
	srv := server.New(a, nil, server.Config{Log: quiet})
	user, err := a.CreateUser(ctx, "bench", "bench-password", false)
	check(err)
	tok, err := a.CreateToken(ctx, user.ID, "bench")
	check(err)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	check(err)
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	defer hs.Close()
	c := &client{base: "http://" + ln.Addr().String(), token: tok.Token,
		hc: &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256}}}
	fmt.Printf("bench/server: SQLite in WAL mode with synchronous=FULL (every commit on disk), %d CPUs\n\n", runtimeCPUs())

	perCall(ctx, a, c, user.ID)
	concurrent(ctx, a, c, user.ID)
	frameOverhead(ctx, a, c, user.ID, dir)
}

type client struct {
	base, token string
	hc          *http.Client
}

func (c *client) post(path string, body []byte) (int, []byte, error) {
	r, _ := http.NewRequest("POST", c.base+path, bytes.NewReader(body))
	r.Header.Set("Authorization", "Bearer "+c.token)
	r.Header.Set("Content-Type", "application/json")
	resp, err := c.hc.Do(r)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, b, err
}

func (c *client) get(path string) (int, []byte, error) {
	r, _ := http.NewRequest("GET", c.base+path, nil)
	r.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := c.hc.Do(r)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, b, err
}

func newProject(ctx context.Context, a *app.App, owner int64, name string) store.Key {
	d, err := a.CreateProject(ctx, owner, app.ProjectSettings{Name: name, Width: 1280, Height: 720})
	check(err)
	return store.Key{Owner: owner, ID: d.ID}
}

// perCall compares one edit (toggle_track_mute: the project stays the same
// size) in process and over HTTP, each on its own fresh project.
func perCall(ctx context.Context, a *app.App, c *client, owner int64) {
	in := []byte(`{"trackId":"t1"}`)
	kp := newProject(ctx, a, owner, "in process")
	kh := newProject(ctx, a, owner, "http")
	// warm both paths
	for range 20 {
		a.CallVideo(ctx, kp, "list_timeline", nil, 0)
		c.post("/api/projects/"+kh.ID+"/tools/list_timeline", []byte("{}"))
	}
	// in process and over HTTP alternate, so both see the same machine
	inproc, overHTTP := timePair(*n, func() {
		_, err := a.CallVideo(ctx, kp, "toggle_track_mute", in, 0)
		check(err)
	}, func() {
		st, b, err := c.post("/api/projects/"+kh.ID+"/tools/toggle_track_mute", in)
		check(err)
		if st != 200 {
			log.Fatalf("HTTP call: %d %s", st, b)
		}
	})
	readIn, readHTTP := timePair(*n, func() {
		_, err := a.CallVideo(ctx, kp, "list_timeline", nil, 0)
		check(err)
	}, func() {
		st, _, err := c.post("/api/projects/"+kh.ID+"/tools/list_timeline", []byte("{}"))
		check(err)
		if st != 200 {
			log.Fatalf("HTTP read: %d", st)
		}
	})
	fmt.Printf("one tool call, %d calls each (median)\n", *n)
	fmt.Printf("  %-44s %9s %9s %8s\n", "", "in process", "HTTP", "ratio")
	fmt.Printf("  %-44s %9s %9s %7.2fx   API overhead %s\n", "edit: toggle_track_mute (one SQLite commit)", ms(inproc.p50), ms(overHTTP.p50), ratio(overHTTP.p50, inproc.p50), ms(overHTTP.p50-inproc.p50))
	fmt.Printf("  %-44s %9s %9s %7.2fx   API overhead %s\n\n", "read: list_timeline (a snapshot, no lock)", ms(readIn.p50), ms(readHTTP.p50), ratio(readHTTP.p50, readIn.p50), ms(readHTTP.p50-readIn.p50))
}

// concurrent runs clients x calls add_text calls on random projects and
// checks that every 2xx answer's element is in its project.
func concurrent(ctx context.Context, a *app.App, c *client, owner int64) {
	keys := make([]store.Key, *projects)
	for i := range keys {
		keys[i] = newProject(ctx, a, owner, fmt.Sprint("shared ", i))
	}
	next := make([]atomic.Int64, *projects) // a distinct time per call on each project
	type landed struct {
		project int
		element string
	}
	var mu sync.Mutex
	var ok []landed
	var lat []time.Duration
	var failed atomic.Int64
	var wg sync.WaitGroup
	if *cpuprof != "" {
		f, err := os.Create(*cpuprof)
		check(err)
		check(pprof.StartCPUProfile(f))
		defer pprof.StopCPUProfile()
	}
	start := time.Now()
	for range *clients {
		wg.Go(func() {
			rnd := rand.New(rand.NewPCG(rand.Uint64(), 1))
			var mine []landed
			var times []time.Duration
			for range *calls {
				p := rnd.IntN(*projects)
				t := next[p].Add(1)
				body, _ := json.Marshal(map[string]any{"text": fmt.Sprint("t", t), "start": t, "end": float64(t) + 0.5, "position": "top"})
				t0 := time.Now()
				st, b, err := c.post("/api/projects/"+keys[p].ID+"/tools/add_text", body)
				times = append(times, time.Since(t0))
				if err != nil || st != 200 {
					failed.Add(1)
					continue
				}
				var out struct{ ElementID string }
				json.Unmarshal(b, &out)
				mine = append(mine, landed{p, out.ElementID})
			}
			mu.Lock()
			ok = append(ok, mine...)
			lat = append(lat, times...)
			mu.Unlock()
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	// every 2xx answer's element must be in its project
	have := make([]map[string]bool, *projects)
	for i, k := range keys {
		have[i] = map[string]bool{}
		doc, _, err := a.ProjectJSON(ctx, k)
		check(err)
		d, err := timeline.Unmarshal(doc)
		check(err)
		for _, tr := range d.Project.Tracks {
			for _, el := range tr.Elements {
				have[i][el.ID] = true
			}
		}
	}
	lost := 0
	for _, l := range ok {
		if !have[l.project][l.element] {
			lost++
		}
	}
	slices.Sort(lat)
	total := *clients * *calls
	fmt.Printf("%d clients x %d add_text calls over HTTP on %d projects\n", *clients, *calls, *projects)
	fmt.Printf("  %d calls in %s: %.0f calls/s; latency p50 %s, p99 %s, max %s\n", total, elapsed.Round(time.Millisecond),
		float64(total)/elapsed.Seconds(), ms(lat[len(lat)/2]), ms(lat[len(lat)*99/100]), ms(lat[len(lat)-1]))
	fmt.Printf("  answered 2xx: %d, failed: %d, lost updates: %d\n\n", len(ok), failed.Load(), lost)
	if lost > 0 || failed.Load() > 0 {
		log.Fatal("updates were lost or refused")
	}
}

// frameOverhead compares a preview frame over HTTP with the same frame in
// process and with `neuralcut frame` (a process per frame).
func frameOverhead(ctx context.Context, a *app.App, c *client, owner int64, dir string) {
	clip := filepath.Join(dir, "clip.mp4")
	out, err := proc.Command(ctx, time.Minute, "ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=30:duration=10",
		"-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", clip).CombinedOutput()
	if err != nil {
		log.Fatalf("ffmpeg: %v %s", err, out)
	}
	k := newProject(ctx, a, owner, "frames")
	_, _, err = a.ImportAssets(ctx, k, []app.MediaFile{{Path: clip}}, 0)
	check(err)
	_, err = a.CallVideo(ctx, k, "add_media_to_timeline", []byte(`{"assetId":"a2","startTime":0,"trackType":"main"}`), 0)
	check(err)
	_, err = a.CallVideo(ctx, k, "add_text", []byte(`{"text":"Frame","start":0,"end":10,"position":"top"}`), 0)
	check(err)
	// the project as a file, for the CLI
	doc, _, err := a.ProjectJSON(ctx, k)
	check(err)
	file := filepath.Join(dir, "frames.json")
	check(os.WriteFile(file, doc, 0o644))
	bin := filepath.Join(dir, "neuralcut")
	if out, err := proc.Command(ctx, 10*time.Minute, "go", "build", "-o", bin, "./cmd/neuralcut").CombinedOutput(); err != nil {
		log.Fatalf("build: %v %s", err, out)
	}
	at := func(i int) float64 { return 0.25 + float64(i)*0.5 }
	// in process, over HTTP (a new time: rendered) and the CLI take turns,
	// so all three see the same machine
	var din, dcold, dcached, dcli []time.Duration
	for i := range *frames {
		t0 := time.Now()
		_, _, err := a.Frame(ctx, k, at(i), 640, "jpeg", "", "")
		check(err)
		din = append(din, time.Since(t0))
		t0 = time.Now()
		st, _, err := c.get(fmt.Sprintf("/api/projects/%s/frame?t=%g&w=640", k.ID, at(i)+0.01))
		check(err)
		if st != 200 {
			log.Fatalf("frame: %d", st)
		}
		dcold = append(dcold, time.Since(t0))
		t0 = time.Now()
		out := filepath.Join(dir, fmt.Sprintf("f%d.png", i))
		if b, err := proc.Command(ctx, time.Minute, bin, "frame", file, "--at", fmt.Sprint(at(i)), "--width", "640", "-o", out).CombinedOutput(); err != nil {
			log.Fatalf("neuralcut frame: %v %s", err, b)
		}
		dcli = append(dcli, time.Since(t0))
	}
	// the frames again: now from the cache (written after each answer)
	time.Sleep(500 * time.Millisecond)
	for i := range *frames {
		t0 := time.Now()
		c.get(fmt.Sprintf("/api/projects/%s/frame?t=%g&w=640", k.ID, at(i)+0.01))
		dcached = append(dcached, time.Since(t0))
	}
	inproc, cold, cached, cli := median(din), median(dcold), median(dcached), median(dcli)
	fmt.Printf("a 640 px frame of a 720p clip with a title, %d frames each (median)\n", *frames)
	fmt.Printf("  %-40s %9s\n", "in process (app.Frame, JPEG)", ms(inproc.p50))
	fmt.Printf("  %-40s %9s  %5.2fx in process; API overhead %s\n", "GET /frame, first request (rendered)", ms(cold.p50), ratio(cold.p50, inproc.p50), ms(cold.p50-inproc.p50))
	fmt.Printf("  %-40s %9s  %5.2fx in process\n", "GET /frame again (frame cache)", ms(cached.p50), ratio(cached.p50, inproc.p50))
	fmt.Printf("  %-40s %9s  %5.2fx GET /frame first request\n", "neuralcut frame (a process per frame, PNG)", ms(cli.p50), ratio(cli.p50, cold.p50))
}

type timing struct{ p50, p99 time.Duration }

func median(d []time.Duration) timing {
	slices.Sort(d)
	return timing{d[len(d)/2], d[min(len(d)-1, len(d)*99/100)]}
}

// timePair times f and g alternately, n times each.
func timePair(n int, f, g func()) (timing, timing) {
	df, dg := make([]time.Duration, n), make([]time.Duration, n)
	for i := range n {
		t0 := time.Now()
		f()
		df[i] = time.Since(t0)
		t0 = time.Now()
		g()
		dg[i] = time.Since(t0)
	}
	slices.Sort(df)
	slices.Sort(dg)
	return timing{df[n/2], df[min(n-1, n*99/100)]}, timing{dg[n/2], dg[min(n-1, n*99/100)]}
}

func timeIt(n int, f func(i int)) timing {
	d := make([]time.Duration, n)
	for i := range n {
		t0 := time.Now()
		f(i)
		d[i] = time.Since(t0)
	}
	slices.Sort(d)
	return timing{d[n/2], d[min(n-1, n*99/100)]}
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }

func ratio(a, b time.Duration) float64 { return float64(a) / float64(b) }

func check(err error) {
	if err != nil {
		log.Fatal(err)
	}
}
