// Command bridge measures the editor bridge of `neuralcut serve` on
// loopback: 500 editor pages subscribed at once (Go clients that answer
// like a page, in a child process so the server's memory is measured
// alone) and 10,000 commands sent with wait by 500 concurrent agents, one
// session each. The round trip (command POST -> event to the page ->
// result POST -> the answer) is compared, in the same run, with a bare
// echo endpoint of the same server (no authentication) and with GET
// /api/me (one authenticated request), under the same concurrency. Every
// command must come back ok with its own params (none lost) and every
// page must run each command it got once (none duplicated). It also
// reports the server's memory per idle subscriber.
//
//	go run ./bench/bridge [-pages 500] [-commands 10000]
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/server"
	"github.com/neuralcut/neuralcut/internal/server/bridge"
)

var (
	role     = flag.String("role", "server", "server (the benchmark) or pages (the child that plays the editor pages)")
	pages    = flag.Int("pages", 500, "editor pages subscribed at once, one session each")
	commands = flag.Int("commands", 10000, "commands sent with wait (spread over the pages)")
	base     = flag.String("url", "", "the server (pages role)")
)

func main() {
	flag.Parse()
	if *role == "pages" {
		runPages()
		return
	}
	runServer()
}

// runServer is the benchmark: the real server with an echo route beside
// it, the pages in a child process, then the three measurements.
func runServer() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "bench-bridge")
	check(err)
	defer os.RemoveAll(dir)
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	registry.Logger = quiet
	data, err := app.OpenData(ctx, filepath.Join(dir, "data"))
	check(err)
	defer data.Close()
	a := app.NewServer(data, app.Services{}, nil)
	srv := server.New(a, nil, server.Config{Log: quiet})
	user, err := a.CreateUser(ctx, "bench", "bench-password", false)
	check(err)
	tok, err := a.CreateToken(ctx, user.ID, "bench")
	check(err)
	mux := http.NewServeMux()
	mux.HandleFunc("POST /bench/echo", func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "application/json")
		w.Write(b)
	})
	mux.Handle("/", srv.Handler())
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	check(err)
	hs := &http.Server{Handler: mux}
	go hs.Serve(ln)
	defer hs.Close()
	url := "http://" + ln.Addr().String()
	fmt.Printf("bench/bridge: %d pages, %d commands with wait from %d concurrent agents, %d CPUs, loopback\n\n",
		*pages, *commands, *pages, runtime.NumCPU())

	before := memory()
	self, err := os.Executable()
	check(err)
	child := proc.Command(ctx, 30*time.Minute, self, "-role", "pages", "-pages", strconv.Itoa(*pages), "-url", url)
	child.Env = append(os.Environ(), "BENCH_TOKEN="+tok.Token)
	child.Stderr = os.Stderr
	in, err := child.StdinPipe()
	check(err)
	out, err := child.StdoutPipe()
	check(err)
	check(child.Start())
	lines := bufio.NewScanner(out)
	t0 := time.Now()
	if !lines.Scan() || lines.Text() != "ready" {
		log.Fatalf("the pages did not start: %q", lines.Text())
	}
	subscribeTime := time.Since(t0)
	time.Sleep(2 * time.Second) // idle: keep-alives only
	after := memory()
	if got := len(srv.Bridge().Sessions(user.ID)); got != *pages {
		log.Fatalf("%d sessions open, want %d", got, *pages)
	}
	per := func(a, b uint64) float64 { return float64(int64(b)-int64(a)) / float64(*pages) / 1024 }
	fmt.Printf("subscribe: %d pages in %s\n", *pages, subscribeTime.Round(time.Millisecond))
	fmt.Printf("memory per idle subscriber (server side): heap+stacks %.1f KiB, RSS %.1f KiB, goroutines %.1f\n\n",
		per(before.heap, after.heap), per(before.rss, after.rss), float64(after.goroutines-before.goroutines)/float64(*pages))

	hc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *pages + 100, MaxConnsPerHost: 0}}
	perAgent := *commands / *pages
	body := func(agent, k int) []byte {
		b, _ := json.Marshal(map[string]any{"session": fmt.Sprintf("s%03d", agent), "op": "adjustments.apply",
			"params": map[string]any{"type": "brightness", "n": k}, "wait": true, "timeout": 60000})
		return b
	}
	do := func(method, path string, b []byte) (int, []byte, error) {
		var r io.Reader
		if b != nil {
			r = bytes.NewReader(b)
		}
		req, _ := http.NewRequest(method, url+path, r)
		req.Header.Set("Authorization", "Bearer "+tok.Token)
		req.Header.Set("Content-Type", "application/json")
		res, err := hc.Do(req)
		if err != nil {
			return 0, nil, err
		}
		defer res.Body.Close()
		rb, err := io.ReadAll(res.Body)
		return res.StatusCode, rb, err
	}
	// warm the connections and the code paths
	load(*pages, 2, func(agent, k int) error {
		_, _, err := do("POST", "/bench/echo", body(agent, k))
		return err
	})

	echo := load(*pages, perAgent, func(agent, k int) error {
		st, b, err := do("POST", "/bench/echo", body(agent, k))
		if err == nil && (st != 200 || len(b) == 0) {
			err = fmt.Errorf("echo: %d", st)
		}
		return err
	})
	me := load(*pages, perAgent, func(agent, k int) error {
		st, _, err := do("GET", "/api/me", nil)
		if err == nil && st != 200 {
			err = fmt.Errorf("me: %d", st)
		}
		return err
	})
	var lost atomic.Int64
	round := load(*pages, perAgent, func(agent, k int) error {
		st, b, err := do("POST", "/api/editor/bridge/command", body(agent, k))
		if err != nil {
			lost.Add(1)
			return err
		}
		var a struct {
			OK     bool `json:"ok"`
			Result struct {
				N int `json:"n"`
			} `json:"result"`
		}
		if st != 200 || json.Unmarshal(b, &a) != nil || !a.OK || a.Result.N != k {
			lost.Add(1)
			return fmt.Errorf("command %d of agent %d: %d %s", k, agent, st, b)
		}
		return nil
	})
	in.Close() // the pages report and exit
	var report struct{ Executed, Distinct, Duplicates int }
	if lines.Scan() {
		json.Unmarshal(lines.Bytes(), &report)
	}
	child.Wait()

	fmt.Printf("%-38s %8s %8s %8s %10s\n", "", "p50", "p99", "max", "per second")
	row := func(name string, r result) {
		fmt.Printf("%-38s %8s %8s %8s %10.0f\n", name, ms(r.p(50)), ms(r.p(99)), ms(r.p(100)), r.rate)
	}
	row("echo (bare, same server)", echo)
	row("GET /api/me (one authenticated call)", me)
	row("bridge round trip (command with wait)", round)
	fmt.Printf("\nbridge / echo:  p50 %.2fx, p99 %.2fx (goal p99 <= 2x)\n", ratio(round.p(50), echo.p(50)), ratio(round.p(99), echo.p(99)))
	fmt.Printf("bridge / me:    p50 %.2fx, p99 %.2fx\n", ratio(round.p(50), me.p(50)), ratio(round.p(99), me.p(99)))
	fmt.Printf("commands: %d sent, %d answered ok, %d lost; pages ran %d (%d distinct), %d duplicated; errors: echo %d, me %d, bridge %d\n",
		round.n, round.n-int(lost.Load()), lost.Load(), report.Executed, report.Distinct, report.Duplicates,
		echo.errors, me.errors, round.errors)
}

// result is one load's latencies.
type result struct {
	lat    []time.Duration
	n      int
	errors int
	rate   float64
}

func (r result) p(q int) time.Duration {
	if len(r.lat) == 0 {
		return 0
	}
	i := (len(r.lat)*q + 99) / 100
	return r.lat[min(max(i-1, 0), len(r.lat)-1)]
}

// load runs workers concurrent agents, each making calls one after the
// other, and collects every call's latency.
func load(workers, calls int, call func(agent, k int) error) result {
	var mu sync.Mutex
	var res result
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			lat := make([]time.Duration, 0, calls)
			errs := 0
			for k := 0; k < calls; k++ {
				t := time.Now()
				if err := call(w, k); err != nil {
					errs++
					if errs == 1 {
						log.Print(err)
					}
					continue
				}
				lat = append(lat, time.Since(t))
			}
			mu.Lock()
			res.lat = append(res.lat, lat...)
			res.errors += errs
			mu.Unlock()
		}()
	}
	wg.Wait()
	res.n = workers * calls
	res.rate = float64(res.n) / time.Since(start).Seconds()
	slices.Sort(res.lat)
	return res
}

type mem struct {
	heap, rss  uint64
	goroutines int
}

func memory() mem {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	out := mem{heap: m.HeapInuse + m.StackInuse, goroutines: runtime.NumGoroutine()}
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmRSS:" {
				kb, _ := strconv.ParseUint(f[1], 10, 64)
				out.rss = kb * 1024
			}
		}
	}
	return out
}

// runPages plays the editor pages: one bridge.Page per session, each
// answering ok with its params, counting what it ran.
func runPages() {
	token := os.Getenv("BENCH_TOKEN")
	hc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 2 * *pages, MaxConnsPerHost: 0}}
	var mu sync.Mutex
	ran := map[string]int{}
	executed := 0
	run := func(_ context.Context, c bridge.Command) bridge.Answer {
		mu.Lock()
		ran[c.ID]++
		executed++
		mu.Unlock()
		return bridge.Answer{OK: true, Result: c.Params, MS: 0.1}
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var ready sync.WaitGroup
	for i := 0; i < *pages; i++ {
		p := &bridge.Page{Server: *base, Header: http.Header{"Authorization": {"Bearer " + token}}, Client: hc,
			Session: fmt.Sprintf("s%03d", i), Kind: "photo", Run: run, Ready: make(chan struct{})}
		ready.Add(1)
		go func() { <-p.Ready; ready.Done() }()
		go p.Listen(ctx)
	}
	ready.Wait()
	fmt.Println("ready")
	io.Copy(io.Discard, os.Stdin) // until the benchmark is done
	mu.Lock()
	dup := 0
	for _, n := range ran {
		if n > 1 {
			dup += n - 1
		}
	}
	b, _ := json.Marshal(map[string]int{"executed": executed, "distinct": len(ran), "duplicates": dup})
	mu.Unlock()
	fmt.Println(string(b))
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2fms", float64(d)/float64(time.Millisecond)) }

func ratio(a, b time.Duration) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func check(err error) {
	if err != nil {
		log.Fatal(err)
	}
}
