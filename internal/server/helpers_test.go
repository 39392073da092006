package server_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/jobs"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/render"
	"github.com/neuralcut/neuralcut/internal/segment"
	"github.com/neuralcut/neuralcut/internal/server"
	"github.com/neuralcut/neuralcut/internal/store"
)

// env is a real server on loopback: the real handler over the real app,
// database, job queue and ffmpeg, in a temporary data folder.
type env struct {
	t     *testing.T
	url   string
	a     *app.App
	s     *server.Server
	data  *app.Data
	queue *jobs.Queue
	log   *bytes.Buffer
}

const password = "correct horse battery"

func newEnv(t *testing.T, sv app.Services) *env {
	t.Helper()
	ctx := context.Background()
	data, err := app.OpenData(ctx, filepath.Join(t.TempDir(), "data"))
	if err != nil {
		t.Fatal(err)
	}
	logBuf := &bytes.Buffer{}
	log := slog.New(slog.NewTextHandler(&lockedWriter{w: logBuf}, nil))
	old := registry.Logger
	registry.Logger = log // as serve does: tools' internal errors in the server's log
	t.Cleanup(func() { registry.Logger = old })
	var srv *server.Server
	queue, err := jobs.Open(ctx, data, jobs.Config{Log: log, OnUpdate: func(j store.Job) {
		if srv != nil {
			srv.PublishJob(j)
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if sv.Renderer == nil {
		sv.Renderer = render.New()
	}
	if sv.Segmenter == nil {
		sv.Segmenter = segment.Builtin()
	}
	a := app.NewServer(data, sv, queue)
	for _, name := range []string{"alice", "bob"} {
		if _, err := a.CreateUser(ctx, name, password, false); err != nil {
			t.Fatal(err)
		}
	}
	srv = server.New(a, queue, server.Config{Log: log, MaxUpload: 8 << 20})
	if err := queue.Start(ctx, a); err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		hs.CloseClientConnections() // open event streams
		hs.Close()
		queue.Stop(2 * time.Second)
		a.Close()
		data.Close()
	})
	return &env{t: t, url: hs.URL, a: a, s: srv, data: data, queue: queue, log: logBuf}
}

type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}

// client is one signed-in browser (cookie + CSRF token) or one token
// holder.
type client struct {
	e     *env
	hc    *http.Client
	csrf  string
	token string
}

func (e *env) login(name string) *client {
	e.t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &client{e: e, hc: &http.Client{Jar: jar}}
	var info server.UserInfo
	if st := c.do("POST", "/api/login", map[string]string{"username": name, "password": password}, &info); st != 200 {
		e.t.Fatalf("login %s: %d", name, st)
	}
	c.csrf = info.CSRFToken
	return c
}

func (e *env) tokenClient(name string) *client {
	e.t.Helper()
	c := e.login(name)
	var tok app.NewToken
	if st := c.do("POST", "/api/tokens", map[string]string{"name": "test"}, &tok); st != 201 {
		e.t.Fatalf("token: %d", st)
	}
	return &client{e: e, hc: &http.Client{}, token: tok.Token}
}

// anon is a client with no credentials.
func (e *env) anon() *client { return &client{e: e, hc: &http.Client{}} }

// req builds a request with the client's credentials.
func (c *client) req(method, path string, body io.Reader) *http.Request {
	r, err := http.NewRequest(method, c.e.url+path, body)
	if err != nil {
		c.e.t.Fatal(err)
	}
	if c.token != "" {
		r.Header.Set("Authorization", "Bearer "+c.token)
	}
	if c.csrf != "" && method != "GET" {
		r.Header.Set("X-CSRF-Token", c.csrf)
	}
	return r
}

func (c *client) send(r *http.Request) *http.Response {
	resp, err := c.hc.Do(r)
	if err != nil {
		c.e.t.Fatal(err)
	}
	return resp
}

// do sends JSON (nil: no body) and decodes the answer into out (may be
// nil); it returns the status.
func (c *client) do(method, path string, in, out any) int {
	c.e.t.Helper()
	var body io.Reader
	if in != nil {
		if raw, ok := in.(string); ok {
			body = strings.NewReader(raw)
		} else {
			b, _ := json.Marshal(in)
			body = bytes.NewReader(b)
		}
	}
	r := c.req(method, path, body)
	if in != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	resp := c.send(r)
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if out != nil && len(b) > 0 {
		if err := json.Unmarshal(b, out); err != nil {
			c.e.t.Fatalf("%s %s: %d %s: %v", method, path, resp.StatusCode, b, err)
		}
	}
	return resp.StatusCode
}

// raw returns the status and body.
func (c *client) raw(method, path string, in any, hdr ...string) (int, []byte, http.Header) {
	c.e.t.Helper()
	var body io.Reader
	if in != nil {
		b, _ := json.Marshal(in)
		body = bytes.NewReader(b)
	}
	r := c.req(method, path, body)
	for i := 0; i+1 < len(hdr); i += 2 {
		r.Header.Set(hdr[i], hdr[i+1])
	}
	resp := c.send(r)
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b, resp.Header
}

// upload posts a file as multipart field "file" under the given name.
func (c *client) upload(path, name string, data []byte, out any) int {
	c.e.t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, _ := mw.CreateFormFile("file", name)
	fw.Write(data)
	mw.Close()
	r := c.req("POST", path, &buf)
	r.Header.Set("Content-Type", mw.FormDataContentType())
	resp := c.send(r)
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if out != nil && resp.StatusCode < 300 {
		if err := json.Unmarshal(b, out); err != nil {
			c.e.t.Fatalf("upload: %s: %v", b, err)
		}
	}
	return resp.StatusCode
}

// sseEvent is one server-sent event.
type sseEvent struct {
	Name string
	Data json.RawMessage
}

// stream opens an SSE request and sends its events on a channel until the
// stream ends.
func (c *client) stream(method, path string, in any) <-chan sseEvent {
	c.e.t.Helper()
	var body io.Reader
	if in != nil {
		b, _ := json.Marshal(in)
		body = bytes.NewReader(b)
	}
	r := c.req(method, path, body)
	resp := c.send(r)
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		b, _ := io.ReadAll(resp.Body)
		c.e.t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, b)
	}
	ch := make(chan sseEvent, 64)
	go func() {
		defer close(ch)
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		var ev sseEvent
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				ev.Name = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				ev.Data = json.RawMessage(strings.TrimPrefix(line, "data: "))
			case line == "" && ev.Name != "":
				ch <- ev
				ev = sseEvent{}
			}
		}
	}()
	return ch
}

// next waits for the next event named one of names.
func next(t *testing.T, ch <-chan sseEvent, names ...string) sseEvent {
	t.Helper()
	timeout := time.After(60 * time.Second)
	for {
		select {
		case ev, ok := <-ch:
			if !ok {
				t.Fatalf("stream ended before %v", names)
			}
			for _, n := range names {
				if ev.Name == n {
					return ev
				}
			}
		case <-timeout:
			t.Fatalf("no %v event in time", names)
		}
	}
}

var (
	mediaOnce sync.Once
	mediaDir  string
	mediaErr  error
)

// testMedia makes a 3 s 320x180 clip with a tone and a 4 s music file,
// once per run.
func testMedia(t *testing.T) (clip, music []byte) {
	t.Helper()
	mediaOnce.Do(func() {
		mediaDir, mediaErr = os.MkdirTemp("", "server-media")
		if mediaErr != nil {
			return
		}
		for _, args := range [][]string{
			{"-f", "lavfi", "-i", "testsrc=size=320x180:rate=15:duration=3", "-f", "lavfi", "-i", "sine=frequency=440:duration=3",
				"-shortest", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", filepath.Join(mediaDir, "clip.mp4")},
			{"-f", "lavfi", "-i", "sine=frequency=220:duration=4", filepath.Join(mediaDir, "music.wav")},
		} {
			if out, err := exec.Command("ffmpeg", append([]string{"-y", "-v", "error"}, args...)...).CombinedOutput(); err != nil {
				mediaErr = fmt.Errorf("ffmpeg: %v: %s", err, out)
				return
			}
		}
	})
	if mediaErr != nil {
		t.Fatal(mediaErr)
	}
	clip, _ = os.ReadFile(filepath.Join(mediaDir, "clip.mp4"))
	music, _ = os.ReadFile(filepath.Join(mediaDir, "music.wav"))
	return clip, music
}

func TestMain(m *testing.M) {
	code := m.Run()
	if mediaDir != "" {
		os.RemoveAll(mediaDir)
	}
	os.Exit(code)
}

// newProject makes a project for c with the clip and the music uploaded;
// it returns the project id.
func (c *client) newProject() string {
	c.e.t.Helper()
	var d store.DocInfo
	if st := c.do("POST", "/api/projects", map[string]any{"name": "Test", "width": 320, "height": 180, "fps": 15}, &d); st != 201 {
		c.e.t.Fatalf("create project: %d", st)
	}
	clip, music := testMedia(c.e.t)
	var a1, a2 map[string]any
	if st := c.upload("/api/projects/"+d.ID+"/assets", "clip.mp4", clip, &a1); st != 201 {
		c.e.t.Fatalf("upload clip: %d", st)
	}
	if st := c.upload("/api/projects/"+d.ID+"/assets", "music.wav", music, &a2); st != 201 {
		c.e.t.Fatalf("upload music: %d", st)
	}
	return d.ID
}

// httptestTLS serves a second server over the same app with TLS on.
func httptestTLS(t *testing.T, e *env) *httptest.Server {
	s := server.New(e.a, e.queue, server.Config{TLS: true, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	hs := httptest.NewTLSServer(s.Handler())
	t.Cleanup(hs.Close)
	return hs
}
