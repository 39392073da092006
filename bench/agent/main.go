// Command agent measures the tool loop's own cost per iteration, with the
// model's time taken out: a fake server on loopback answers every turn at
// once (the same fakes the tests use, so the real SDK clients run), and
// each iteration calls one tool. It compares an iteration with two
// baselines measured in the same run: the tool call alone through the
// registry, and a bare HTTP POST of the same request body to the fake.
//
//	go run ./bench/agent [-n 200]
//
// Run it twice, with and without -keep-stale, for what eliding old
// listings saves on a large project.
//
// Overhead per iteration = iteration - tool call - bare round trip: the
// SDK's encoding, the agent's state read (list_project_assets and
// list_timeline every turn, so the model never sees a stale document) and
// the conversation bookkeeping.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/neuralcut/neuralcut/internal/agent"
	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/llm/llmtest"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

type cleaner []func()

func (c *cleaner) Cleanup(f func()) { *c = append(*c, f) }

var reg = videotools.NewRegistry()

// project has n main clips of 2 s, music and a title.
func project(clips int) *videotools.Editor {
	p := timeline.New(timeline.Settings{Width: 1920, Height: 1080, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	for _, a := range []timeline.Asset{
		{Name: "intro.mp4", Type: timeline.AssetVideo, Duration: 600 * timeline.TicksPerSecond, HasAudio: true},
		{Name: "music.mp3", Type: timeline.AssetAudio, Duration: 7200 * timeline.TicksPerSecond},
	} {
		a.ID = p.NewID("a")
		a.Path = "/media/" + a.Name
		p.Assets = append(p.Assets, a)
	}
	ed := videotools.NewEditor(timeline.NewDoc(p), reg)
	call := func(tool, in string) {
		if _, err := reg.Call(context.Background(), ed, tool, json.RawMessage(in)); err != nil {
			log.Fatalf("%s %s: %v", tool, in, err)
		}
	}
	for i := range clips {
		call("add_media_to_timeline", fmt.Sprintf(`{"assetId":"intro.mp4","startTime":%d,"trackType":"main","duration":2}`, 2*i))
	}
	call("add_media_to_timeline", fmt.Sprintf(`{"assetId":"music.mp3","startTime":0,"trackType":"audio","duration":%d}`, 2*clips))
	call("add_text", `{"text":"Welcome","start":0,"end":3,"position":"top","style":"plain"}`)
	return ed
}

// cpuTime is the process's user+system CPU time: the agent, the SDKs and
// the in-process fake together, less sensitive than wall time to other
// load on the machine.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func median(ds []time.Duration) time.Duration {
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	return ds[len(ds)/2]
}

// musicID is the id of the music element (the set_volume target).
func musicID(ed *videotools.Editor) string {
	for _, t := range ed.Project.Tracks {
		if t.Kind == timeline.TrackAudio {
			return t.Elements[0].ID
		}
	}
	log.Fatal("no music")
	return ""
}

func main() {
	n := flag.Int("n", 200, "iterations per case")
	sizes := flag.String("sizes", "5,1000", "main-track clips of each project")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile here")
	keepStale := flag.Bool("keep-stale", false, "send old read results in full (the agent elides them): the baseline for what eliding saves")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	var clipCounts []int
	for _, s := range strings.Split(*sizes, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || v < 1 {
			log.Fatalf("bad -sizes %q", *sizes)
		}
		clipCounts = append(clipCounts, v)
	}
	ctx := context.Background()
	var c cleaner
	defer func() {
		for _, f := range c {
			f()
		}
	}()
	const key = "bench-key"
	fmt.Printf("%-8s %-9s %-12s %10s %10s %10s %10s %10s %7s\n", "provider", "elements", "tool", "iteration", "cpu/iter", "tool call", "bare HTTP", "overhead", "ratio")
	for _, clips := range clipCounts {
		for _, tool := range []string{"list_timeline", "set_volume"} {
			for _, prov := range []string{"gemini", "openai"} {
				ed := project(clips)
				args := map[string]any{}
				if tool == "set_volume" {
					args = map[string]any{"elementId": musicID(ed), "volume": 0.5}
				}
				rawArgs, _ := json.Marshal(args)
				var p llm.Provider
				var url string
				var requests func() []map[string]any
				switch prov {
				case "gemini":
					srv := llmtest.NewGemini(&c, key)
					for i := range *n {
						a := map[string]any{}
						for k, v := range args {
							a[k] = v
						}
						if tool == "set_volume" {
							a["volume"] = 0.3 + float64(i%2)*0.2 // a real change every turn
						}
						srv.Script(llmtest.GeminiCalls(llmtest.Call{Name: tool, Args: a}))
					}
					srv.Script(llmtest.GeminiText("done"))
					g, err := llm.NewGemini(ctx, llm.Config{Provider: "gemini", Model: "m", APIKey: key, BaseURL: srv.URL})
					if err != nil {
						log.Fatal(err)
					}
					p, url, requests = g, srv.URL+"/v1beta/models/m:generateContent", func() []map[string]any { return srv.Requests }
				case "openai":
					srv := llmtest.NewOpenAI(&c, key)
					for i := range *n {
						a := map[string]any{}
						for k, v := range args {
							a[k] = v
						}
						if tool == "set_volume" {
							a["volume"] = 0.3 + float64(i%2)*0.2
						}
						srv.Script(llmtest.OpenAICalls(llmtest.Call{Name: tool, Args: a}))
					}
					srv.Script(llmtest.OpenAIText("done"))
					p = llm.NewOpenAI(llm.Config{Provider: "openai", Model: "m", APIKey: key, BaseURL: srv.URL + "/v1"})
					url, requests = srv.URL+"/v1/chat/completions", func() []map[string]any { return srv.Requests }
				}
				t0, c0 := time.Now(), cpuTime()
				res, err := agent.Edit(ctx, p, agent.VideoTarget(ed, nil), "bench",
					agent.Options{MaxIterations: *n + 1, KeepStaleResults: *keepStale})
				if err != nil {
					log.Fatal(err)
				}
				iter := time.Since(t0) / time.Duration(*n+1)
				cpu := (cpuTime() - c0) / time.Duration(*n+1)
				if len(res.Steps) != *n {
					log.Fatalf("%d steps", len(res.Steps))
				}
				// baseline 1: the tool alone
				var toolTimes []time.Duration
				for range *n {
					t1 := time.Now()
					if _, err := reg.Call(ctx, ed, tool, rawArgs); err != nil {
						log.Fatal(err)
					}
					toolTimes = append(toolTimes, time.Since(t1))
				}
				// baseline 2: a bare POST of a mid-conversation body (the fake
				// answers 500 "script exhausted" at once, after decoding it)
				body, _ := json.Marshal(requests()[len(requests())/2])
				var httpTimes []time.Duration
				for range min(*n, 50) {
					t1 := time.Now()
					req, _ := http.NewRequest("POST", url, bytes.NewReader(body))
					req.Header.Set("x-goog-api-key", key)
					req.Header.Set("Authorization", "Bearer "+key)
					resp, err := http.DefaultClient.Do(req)
					if err != nil {
						log.Fatal(err)
					}
					resp.Body.Close()
					httpTimes = append(httpTimes, time.Since(t1))
				}
				tt, ht := median(toolTimes), median(httpTimes)
				over := iter - tt - ht
				fmt.Printf("%-8s %-9d %-12s %10s %10s %10s %10s %10s %6.1fx\n", prov, ed.Project.ElementCount(), tool,
					iter.Round(time.Microsecond), cpu.Round(time.Microsecond), tt.Round(time.Microsecond), ht.Round(time.Microsecond),
					over.Round(time.Microsecond), float64(iter)/float64(tt+ht))
			}
		}
	}
}
