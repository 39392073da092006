package main

// The bridge end to end: the real server (handler, database, job queue,
// web editor) on loopback, the real editor pages in headless Chromium,
// agents as the real CLI (`neuralcut bridge send`), Go clients and an MCP
// client. The browser reaches the server through a reverse proxy on
// loopback that a test can use to cut the page's event stream (as a
// network drop would) or hold its answers.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/browsertest"
	"github.com/neuralcut/neuralcut/internal/jobs"
	"github.com/neuralcut/neuralcut/internal/render"
	"github.com/neuralcut/neuralcut/internal/segment"
	"github.com/neuralcut/neuralcut/internal/server"
	"github.com/neuralcut/neuralcut/internal/server/bridge"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/web"
)

// cleanups run after every test of the package (TestMain).
var cleanups []func()

const bridgePassword = "bridge test password"

type bridgeEnv struct {
	url     string // the server, as agents reach it
	pageURL string // the proxy, as the browser reaches it
	a       *app.App
	srv     *server.Server
	proxy   *dropProxy
	tokens  map[string]string // by user name
	dir     string
	*browsertest.Browser
}

var (
	bridgeOnce sync.Once
	bridgeVal  *bridgeEnv
	bridgeErr  error
)

// newBridgeEnv is shared by the package's bridge tests: one server, one
// browser (a test opens its own page in it).
func newBridgeEnv(t *testing.T) *bridgeEnv {
	t.Helper()
	bridgeOnce.Do(func() { bridgeVal, bridgeErr = startBridgeEnv() })
	if bridgeErr != nil {
		t.Fatal(bridgeErr)
	}
	return bridgeVal
}

func startBridgeEnv() (*bridgeEnv, error) {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "neuralcut-bridge-")
	if err != nil {
		return nil, err
	}
	cleanups = append(cleanups, func() { os.RemoveAll(dir) })
	data, err := app.OpenData(ctx, filepath.Join(dir, "data"))
	if err != nil {
		return nil, err
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	var srv *server.Server
	queue, err := jobs.Open(ctx, data, jobs.Config{Log: log, OnUpdate: func(j store.Job) {
		if srv != nil {
			srv.PublishJob(j)
		}
	}})
	if err != nil {
		return nil, err
	}
	a := app.NewServer(data, app.Services{Renderer: render.New(), Segmenter: segment.Builtin()}, queue)
	e := &bridgeEnv{a: a, tokens: map[string]string{}, dir: dir}
	for _, name := range []string{"admin", "bob"} {
		u, err := a.CreateUser(ctx, name, bridgePassword, name == "admin")
		if err != nil {
			return nil, err
		}
		tok, err := a.CreateToken(ctx, u.ID, "bridge tests")
		if err != nil {
			return nil, err
		}
		e.tokens[name] = tok.Token
	}
	srv = server.New(a, queue, server.Config{Log: log, Web: func(signedIn func(*http.Request) bool) http.Handler {
		return web.Handler(web.Options{SignedIn: signedIn})
	}})
	e.srv = srv
	if err := queue.Start(ctx, a); err != nil {
		return nil, err
	}
	hs := httptest.NewServer(srv.Handler())
	e.url = hs.URL
	target, _ := url.Parse(hs.URL)
	e.proxy = &dropProxy{rp: &httputil.ReverseProxy{Rewrite: func(r *httputil.ProxyRequest) { r.SetURL(target); r.Out.Host = r.In.Host },
		FlushInterval: -1, ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelError)}, streams: map[*http.Request]context.CancelFunc{}}
	ps := httptest.NewServer(e.proxy)
	e.pageURL = ps.URL
	cleanups = append(cleanups, func() {
		srv.Bridge().Close() // pages' streams end, so the servers can close
		ps.CloseClientConnections()
		ps.Close()
		hs.CloseClientConnections()
		hs.Close()
		queue.Stop(2 * time.Second)
		a.Close()
		data.Close()
	})

	shots := os.Getenv("NEURALCUT_SCREENSHOTS")
	if shots == "" {
		shots = filepath.Join(dir, "screenshots")
	}
	e.Browser, err = browsertest.Start(dir, shots)
	if err != nil {
		return nil, err
	}
	cleanups = append(cleanups, e.Browser.Close)
	return e, nil
}

// dropProxy forwards the browser's requests to the server. drop ends every
// open bridge event stream (the page sees its connection end); holdResult
// makes the next page answer wait until released.
type dropProxy struct {
	rp      *httputil.ReverseProxy
	mu      sync.Mutex
	streams map[*http.Request]context.CancelFunc
	hold    chan struct{} // closed to release a held answer
	held    chan struct{} // closed when an answer is being held
}

func (p *dropProxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.URL.Path == bridge.EventsPath:
		ctx, cancel := context.WithCancel(r.Context())
		r = r.WithContext(ctx)
		p.mu.Lock()
		p.streams[r] = cancel
		p.mu.Unlock()
		defer func() {
			p.mu.Lock()
			delete(p.streams, r)
			p.mu.Unlock()
			cancel()
		}()
	case r.Method == "POST" && r.URL.Path == bridge.ResultPath:
		p.mu.Lock()
		hold, held := p.hold, p.held
		p.hold, p.held = nil, nil
		p.mu.Unlock()
		if hold != nil {
			body, _ := io.ReadAll(r.Body)
			r.Body = io.NopCloser(bytes.NewReader(body))
			close(held)
			<-hold
		}
	}
	p.rp.ServeHTTP(w, r)
}

func (p *dropProxy) drop() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, cancel := range p.streams {
		cancel()
	}
	return len(p.streams)
}

// holdNextResult makes the next page answer wait; held is closed when it
// arrives, and release lets it through.
func (p *dropProxy) holdNextResult() (held <-chan struct{}, release func()) {
	p.mu.Lock()
	defer p.mu.Unlock()
	h, hd := make(chan struct{}), make(chan struct{})
	p.hold, p.held = h, hd
	return hd, sync.OnceFunc(func() { close(h) })
}

// api calls the server with a user's token.
func (e *bridgeEnv) api(t *testing.T, user, method, path string, body any) (int, []byte) {
	t.Helper()
	var r io.Reader
	ct := "application/json"
	switch b := body.(type) {
	case nil:
	case *bytes.Buffer:
		r = b
	case multipartBody:
		r, ct = b.body, b.contentType
	default:
		js, _ := json.Marshal(b)
		r = bytes.NewReader(js)
	}
	req, _ := http.NewRequest(method, e.url+path, r)
	req.Header.Set("Authorization", "Bearer "+e.tokens[user])
	if body != nil {
		req.Header.Set("Content-Type", ct)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, b
}

type multipartBody struct {
	body        io.Reader
	contentType string
}

// newPhoto uploads a colourful picture as a new photo document of user's.
func (e *bridgeEnv) newPhoto(t *testing.T, user string) string {
	t.Helper()
	src := filepath.Join(t.TempDir(), "photo.png")
	ffmpeg(t, "-f", "lavfi", "-i", "gradients=s=480x320:c0=0xd04a2a:c1=0x2a7ad0:seed=5", "-frames:v", "1", src)
	b, _ := os.ReadFile(src)
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, _ := mw.CreateFormFile("file", "photo.png")
	fw.Write(b)
	mw.Close()
	st, out := e.api(t, user, "POST", "/api/photos", multipartBody{&buf, mw.FormDataContentType()})
	var d store.DocInfo
	if st != 201 && st != 200 || json.Unmarshal(out, &d) != nil || d.ID == "" {
		t.Fatalf("new photo: %d %s", st, out)
	}
	return d.ID
}

// newProject makes an empty 640x360 video project of user's.
func (e *bridgeEnv) newProject(t *testing.T, user string) string {
	t.Helper()
	st, out := e.api(t, user, "POST", "/api/projects", map[string]any{"name": "Bridge", "width": 640, "height": 360, "fps": 30})
	var d store.DocInfo
	if st != 201 && st != 200 || json.Unmarshal(out, &d) != nil || d.ID == "" {
		t.Fatalf("new project: %d %s", st, out)
	}
	return d.ID
}

// open signs the browser in as admin and opens path; it returns when the
// page is ready and subscribed to the bridge.
func (e *bridgeEnv) open(t *testing.T, path string) {
	t.Helper()
	e.Do(t, chromedp.EmulateViewport(1280, 720), chromedp.Navigate(e.pageURL+"/login?next="+url.QueryEscape(path)))
	e.Wait(t, `!!document.querySelector('#username') || document.body.dataset.ready === 'true'`, 15*time.Second)
	if eval[bool](t, e, `!!document.querySelector('#username')`) {
		e.Do(t, chromedp.SendKeys(`#username`, "admin"), chromedp.SendKeys(`#password`, bridgePassword), chromedp.Click(`#signin`))
	}
	e.Wait(t, fmt.Sprintf(`location.pathname === %q && document.body.dataset.ready === 'true'`, path), 30*time.Second)
	e.Wait(t, `window.__geEditorBridge && window.__geEditorBridge.status === 'live'`, 15*time.Second)
}

// eval evaluates js in the page and returns its value.
func eval[T any](t *testing.T, e *bridgeEnv, js string) T {
	t.Helper()
	return browsertest.Eval[T](t, e.Browser, js)
}

// cli runs the real binary as user's agent (NEURALCUT_SERVER and
// NEURALCUT_TOKEN set).
func (e *bridgeEnv) cli(t *testing.T, user string, args ...string) result {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Env = append(os.Environ(), "NEURALCUT_SERVER="+e.url, "NEURALCUT_TOKEN="+e.tokens[user])
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{out.String(), errb.String(), code}
}

// answer decodes `bridge send`'s printed answer.
func answer(t *testing.T, r result) bridge.Answer {
	t.Helper()
	var a bridge.Answer
	if err := json.Unmarshal([]byte(r.stdout), &a); err != nil {
		t.Fatalf("bridge send printed %q (stderr %q): %v", r.stdout, r.stderr, err)
	}
	return a
}

// readPNG decodes a PNG file.
func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

// colourful is the share of sampled pixels whose channels differ by more
// than 24 (a gray picture has none).
func colourful(img image.Image) float64 {
	b := img.Bounds()
	n, c := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, _ := img.At(x, y).RGBA()
			r, g, bl = r>>8, g>>8, bl>>8
			n++
			if diff(r, g) > 24 || diff(g, bl) > 24 || diff(r, bl) > 24 {
				c++
			}
		}
	}
	return float64(c) / float64(n)
}

// bright is the share of pixels whose luminance is above 140 (a title, on
// the black canvas of an empty project).
func bright(img image.Image) float64 {
	b := img.Bounds()
	n, c := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			n++
			if 0.299*float64(r>>8)+0.587*float64(g>>8)+0.114*float64(bl>>8) > 140 {
				c++
			}
		}
	}
	return float64(c) / float64(n)
}

func diff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}
