package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"log/slog"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/cookiejar"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/jobs"
	"github.com/neuralcut/neuralcut/internal/preview"
	"github.com/neuralcut/neuralcut/internal/server"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/web"
)

// bench is the real server as `neuralcut serve` wires it, with a timer on frame requests.
type bench struct {
	url   string
	app   *app.App
	data  *app.Data
	queue *jobs.Queue
	owner store.User
	cache *preview.Cache
	hs    *http.Server

	mu     sync.Mutex
	mode   string
	times  map[string][]float64 // frame requests answered in the server, ms, by scrub mode
	hidden []string             // proxy files moved aside for the originals' runs
	big    int                  // elements of the big project
}

func startServer(ctx context.Context, dataDir string) *bench {
	data, err := app.OpenData(ctx, dataDir)
	must(err)
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	b := &bench{data: data, times: map[string][]float64{}, mode: fromSegments}
	var srv *server.Server
	b.queue, err = jobs.Open(ctx, data, jobs.Config{Log: logger, OnUpdate: func(j store.Job) {
		if srv != nil {
			srv.PublishJob(j)
		}
	}})
	must(err)
	sv := app.FromEnv()
	sv.LLM, sv.LLMErr, sv.AssetContext = nil, nil, nil
	b.app = app.NewServer(data, sv, b.queue)
	b.cache = b.app.Preview
	b.owner, err = b.app.CreateUser(ctx, user, password, true)
	must(err)
	srv = server.New(b.app, b.queue, server.Config{Log: logger, Web: func(si func(*http.Request) bool) http.Handler {
		return web.Handler(web.Options{SignedIn: si})
	}})
	must(b.queue.Start(ctx, b.app))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	must(err)
	h := srv.Handler()
	b.hs = &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasSuffix(r.URL.Path, "/frame") {
			h.ServeHTTP(w, r)
			return
		}
		start := time.Now()
		h.ServeHTTP(w, r)
		if r.Context().Err() == nil { // finished, not superseded
			b.mu.Lock()
			b.times[b.mode] = append(b.times[b.mode], float64(time.Since(start).Microseconds())/1000)
			b.mu.Unlock()
		}
	})}
	go b.hs.Serve(ln)
	b.url = "http://" + ln.Addr().String()
	return b
}

func (b *bench) stop() {
	b.hs.Close()
	b.queue.Stop(2 * time.Second)
	b.app.Close()
	b.data.Close()
}

func (b *bench) served(mode string) []float64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.times[mode]
}

func (b *bench) elements(context.Context, string) int { return b.big }

// letGo stops building a project's preview (a bench's own choice: the cores stay with what is
// measured).
func (b *bench) letGo(id string) { b.cache.Forget(store.Key{Owner: b.owner.ID, ID: id}) }

// project reads a project as the server holds it.
func (b *bench) project(ctx context.Context, id string) *timeline.Project {
	data, _, err := b.app.ProjectJSON(ctx, store.Key{Owner: b.owner.ID, ID: id})
	must(err)
	d, err := timeline.Unmarshal(data)
	must(err)
	return d.Project
}

// proxyPaths are the proxy files of a project's videos.
func (b *bench) proxyPaths(ctx context.Context, id string) []string {
	var out []string
	for _, a := range b.project(ctx, id).Assets {
		if a.Type == timeline.AssetVideo {
			out = append(out, b.app.ProxyPath(filepath.Base(a.Path), a.Type))
		}
	}
	return out
}

func (b *bench) proxiesMade(ctx context.Context, id string) bool {
	for _, p := range b.proxyPaths(ctx, id) {
		if _, err := os.Stat(p); err != nil {
			return false
		}
	}
	return true
}

// setMode makes the server answer scrubbed frames one way: from the preview segments (as it
// does), or composed on demand from the proxies or from the originals (no segments, the proxies
// moved aside). The frame cache is emptied so no composed frame is served twice.
func (b *bench) setMode(ctx context.Context, id, mode string) {
	b.mu.Lock()
	b.mode = mode
	b.mu.Unlock()
	for _, p := range b.hidden {
		must(os.Rename(p+".off", p))
	}
	b.hidden = nil
	if mode == fromSegments {
		b.app.Preview = b.cache
		return
	}
	b.app.Preview = nil
	time.Sleep(time.Second) // frames are cached after their answer: let the last writes land first
	entries, _ := os.ReadDir(b.data.FramesDir())
	for _, e := range entries {
		os.RemoveAll(filepath.Join(b.data.FramesDir(), e.Name()))
	}
	if mode == fromOriginals {
		for _, p := range b.proxyPaths(ctx, id) {
			must(os.Rename(p, p+".off"))
			b.hidden = append(b.hidden, p)
		}
	}
}

// importBig imports a project of 1,000 elements over the reference's media.
func (b *bench) importBig(ctx context.Context, c *client, ref string) string {
	p := thousandElements(b.project(ctx, ref))
	b.big = p.ElementCount()
	data, err := timeline.NewDoc(p).Marshal()
	must(err)
	info, err := b.app.ImportProject(ctx, b.owner.ID, "1,000 elements", data)
	must(err)
	return info.ID
}

// makeMedia writes the reference's media: three 20 s 1080p30 clips (GOP 250, as cameras and
// phones write them) and 60 s of music.
func makeMedia(dir string) {
	srcs := []string{"testsrc2=size=1920x1080:rate=30", "mandelbrot=size=1920x1080:rate=30", "smptehdbars=size=1920x1080:rate=30"}
	for i, s := range srcs {
		ffmpeg(dir, "-f", "lavfi", "-i", s, "-t", "20", "-c:v", "libx264", "-preset", "veryfast", "-g", "250", "-pix_fmt", "yuv420p", fmt.Sprintf("clip%d.mp4", i))
	}
	ffmpeg(dir, "-f", "lavfi", "-i", "sine=frequency=220:duration=60", "-c:a", "libmp3lame", "music.mp3")
}

// client is a signed-in API client.
type client struct {
	url  string
	hc   *http.Client
	csrf string
}

func newClient(url string) *client {
	jar, _ := cookiejar.New(nil)
	c := &client{url: url, hc: &http.Client{Jar: jar}}
	var me struct {
		CSRFToken string `json:"csrfToken"`
	}
	c.json("POST", "/api/login", map[string]string{"username": user, "password": password}, &me)
	c.csrf = me.CSRFToken
	return c
}

func (c *client) send(method, path string, body io.Reader, ctype string, out any) {
	r, err := http.NewRequest(method, c.url+path, body)
	must(err)
	if ctype != "" {
		r.Header.Set("Content-Type", ctype)
	}
	if method != "GET" {
		r.Header.Set("X-CSRF-Token", c.csrf)
	}
	resp, err := c.hc.Do(r)
	must(err)
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode/100 != 2 {
		log.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, data)
	}
	if out != nil {
		must(json.Unmarshal(data, out))
	}
}

func (c *client) json(method, path string, in, out any) {
	var body io.Reader
	if in != nil {
		data, _ := json.Marshal(in)
		body = bytes.NewReader(data)
	}
	c.send(method, path, body, "application/json", out)
}

func (c *client) upload(path, file string) string {
	data, err := os.ReadFile(file)
	must(err)
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, _ := mw.CreateFormFile("file", filepath.Base(file))
	fw.Write(data)
	mw.Close()
	var a struct {
		ID string `json:"id"`
	}
	c.send("POST", path, &buf, mw.FormDataContentType(), &a)
	return a.ID
}

// referenceProject makes the 1080p reference through the API: 60 s at 1080p30, the three clips
// in sequence on the main track, a title over all, music under.
func (c *client) referenceProject(dir string) string {
	var p store.DocInfo
	c.json("POST", "/api/projects", map[string]any{"name": "Reference", "width": 1920, "height": 1080, "fps": 30}, &p)
	base := "/api/projects/" + p.ID
	for i := 0; i < 3; i++ {
		id := c.upload(base+"/assets", filepath.Join(dir, fmt.Sprintf("clip%d.mp4", i)))
		c.json("POST", base+"/tools/add_media_to_timeline", map[string]any{"assetId": id, "startTime": 20 * i, "trackType": "main"}, nil)
	}
	music := c.upload(base+"/assets", filepath.Join(dir, "music.mp3"))
	c.json("POST", base+"/tools/add_media_to_timeline", map[string]any{"assetId": music, "startTime": 0, "trackType": "audio"}, nil)
	c.json("POST", base+"/tools/add_text", map[string]any{"text": "Reference", "start": 0, "end": 60, "position": "top"}, nil)
	return p.ID
}
