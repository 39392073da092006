package web

import (
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

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/browsertest"
	"github.com/neuralcut/neuralcut/internal/jobs"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/server"
	"github.com/neuralcut/neuralcut/internal/store"
)

// The browser tests drive the editor in one headless Chromium against the real server: an
// httptest server over internal/server's handler (which mounts this package's Handler, as
// `neuralcut serve` does) with a real SQLite data folder, River jobs and ffmpeg, in a temporary
// folder. The page signs in through /login like a person; what the tests check on "the
// server's project" goes through the same JSON API a script would use.
type browserEnv struct {
	srv     *httptest.Server
	server  *server.Server
	app     *app.App
	data    *app.Data
	queue   *jobs.Queue
	api     *apiClient // the test user's own client, for checks
	project string     // the video project the flows edit
	photo   string     // the photo document
	dir     string     // generated media
	log     *lockedBuffer
	logger  *slog.Logger
	*browsertest.Browser
}

// The account the page signs in with.
const (
	testUser     = "admin"
	testPassword = "correct horse battery"
)

var (
	envOnce sync.Once
	envVal  *browserEnv
	envErr  error
	cleanup []func()
)

func TestMain(m *testing.M) {
	code := m.Run()
	for i := len(cleanup) - 1; i >= 0; i-- {
		cleanup[i]()
	}
	if code != 0 && envVal != nil {
		if s := envVal.log.String(); s != "" {
			fmt.Fprintf(os.Stderr, "server log:\n%s\n", s)
		}
	}
	os.Exit(code)
}

// setup starts the server and one headless Chromium once for the package, with a video project
// and a photo document of the test user's.
func setup(t *testing.T) *browserEnv {
	t.Helper()
	envOnce.Do(func() { envVal, envErr = newBrowserEnv() })
	if envErr != nil {
		t.Fatal(envErr)
	}
	return envVal
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// testServices are the server's services with no language model (basic mode) whatever the
// environment says; a test that needs a model starts its own server (agentServer).
func testServices() app.Services {
	sv := app.FromEnv()
	sv.LLM, sv.LLMErr, sv.AssetContext = nil, nil, nil
	return sv
}

func newBrowserEnv() (*browserEnv, error) {
	dir, err := os.MkdirTemp("", "neuralcut-web-")
	if err != nil {
		return nil, err
	}
	cleanup = append(cleanup, func() { os.RemoveAll(dir) })
	if err := makeMedia(dir); err != nil {
		return nil, err
	}
	e := &browserEnv{dir: dir, log: &lockedBuffer{}}
	if err := e.startServer(filepath.Join(dir, "data")); err != nil {
		return nil, err
	}
	e.api, err = newAPIClient(e.srv.URL)
	if err != nil {
		return nil, err
	}
	var p store.DocInfo
	if err := e.api.json("POST", "/api/projects", map[string]any{"name": "Trip", "width": 1280, "height": 720, "fps": 30}, &p); err != nil {
		return nil, err
	}
	var ph store.DocInfo
	if err := e.api.upload("/api/photos", filepath.Join(dir, "photo.png"), &ph); err != nil {
		return nil, err
	}
	if err := e.api.json("PATCH", "/api/photos/"+ph.ID, map[string]string{"name": "Portrait"}, nil); err != nil {
		return nil, err
	}
	e.project, e.photo = p.ID, ph.ID

	// the screenshots are the run's artifacts: kept after the test (scripts/test.sh points
	// NEURALCUT_SCREENSHOTS at artifacts/screenshots; alone, a fixed folder in the temp dir, emptied
	// first so that nothing in it is older than the run)
	shots := os.Getenv("NEURALCUT_SCREENSHOTS")
	if shots == "" {
		shots = filepath.Join(os.TempDir(), "neuralcut-screenshots")
		old, _ := filepath.Glob(filepath.Join(shots, "*.png"))
		for _, f := range old {
			os.Remove(f)
		}
	}
	e.Browser, err = browsertest.Start(dir, shots)
	if err != nil {
		return nil, err
	}
	cleanup = append(cleanup, e.Browser.Close)
	return e, nil
}

// makeMedia writes the test media: a 6 s 640x360 clip with a tone, 8 s of music and a photo.
func makeMedia(dir string) error {
	steps := [][]string{
		{"-f", "lavfi", "-i", "testsrc2=size=640x360:rate=30", "-f", "lavfi", "-i", "sine=frequency=330",
			"-t", "6", "-pix_fmt", "yuv420p", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-shortest", "clip.mp4"},
		{"-f", "lavfi", "-i", "sine=frequency=220:duration=8", "-c:a", "libmp3lame", "music.mp3"},
		{"-f", "lavfi", "-i", "gradients=s=800x560:c0=0xd04a2a:c1=0x2a7ad0:seed=3", "-frames:v", "1", "photo.png"},
	}
	for _, s := range steps {
		cmd := exec.Command("ffmpeg", append([]string{"-loglevel", "error", "-y"}, s...)...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			return errString("ffmpeg " + strings.Join(s, " ") + ": " + string(out))
		}
	}
	return nil
}

// startServer opens a data folder, the job queue and the server as `neuralcut serve` wires them,
// with the test user.
func (e *browserEnv) startServer(dataDir string) error {
	ctx := context.Background()
	data, err := app.OpenData(ctx, dataDir)
	if err != nil {
		return err
	}
	log := slog.New(slog.NewTextHandler(e.log, &slog.HandlerOptions{Level: slog.LevelWarn}))
	e.logger = log
	registry.Logger = log // as serve does: internal errors go to the server's log
	queue, err := jobs.Open(ctx, data, jobs.Config{Log: log, OnUpdate: func(j store.Job) {
		if e.server != nil {
			e.server.PublishJob(j)
		}
	}})
	if err != nil {
		return err
	}
	a := app.NewServer(data, testServices(), queue)
	if _, err := a.CreateUser(ctx, testUser, testPassword, true); err != nil {
		return err
	}
	e.server = server.New(a, queue, server.Config{Log: log, Web: webHandler})
	if err := queue.Start(ctx, a); err != nil {
		return err
	}
	e.srv = httptest.NewServer(e.server.Handler())
	e.app, e.data, e.queue = a, data, queue
	cleanup = append(cleanup, func() {
		e.srv.CloseClientConnections()
		e.srv.Close()
		queue.Stop(2 * time.Second)
		a.Close()
		data.Close()
	})
	return nil
}

// webHandler mounts the editor exactly as cmd/neuralcut's serve does.
func webHandler(signedIn func(*http.Request) bool) http.Handler {
	return Handler(Options{SignedIn: signedIn})
}

type errString string

func (e errString) Error() string { return string(e) }

// apiClient is a signed-in client of the server's JSON API (cookie session and CSRF token), the
// way a script reads and changes what the page shows.
type apiClient struct {
	url  string
	hc   *http.Client
	csrf string
}

func newAPIClient(url string) (*apiClient, error) {
	jar, _ := cookiejar.New(nil)
	c := &apiClient{url: url, hc: &http.Client{Jar: jar, Timeout: 2 * time.Minute}}
	var me struct {
		CSRFToken string `json:"csrfToken"`
	}
	if err := c.json("POST", "/api/login", map[string]string{"username": testUser, "password": testPassword}, &me); err != nil {
		return nil, err
	}
	c.csrf = me.CSRFToken
	return c, nil
}

// apiError is a non-2xx answer.
type apiError struct {
	Status int
	Body   string
}

func (e *apiError) Error() string { return fmt.Sprintf("HTTP %d: %s", e.Status, e.Body) }

// do sends a request and returns the body of a 2xx answer.
func (c *apiClient) do(method, path string, body io.Reader, ctype string, hdr ...string) ([]byte, http.Header, error) {
	r, err := http.NewRequest(method, c.url+path, body)
	if err != nil {
		return nil, nil, err
	}
	if ctype != "" {
		r.Header.Set("Content-Type", ctype)
	}
	if method != "GET" && c.csrf != "" {
		r.Header.Set("X-CSRF-Token", c.csrf)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		r.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := c.hc.Do(r)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, nil, err
	}
	if resp.StatusCode/100 != 2 {
		return b, resp.Header, &apiError{resp.StatusCode, string(b)}
	}
	return b, resp.Header, nil
}

// json sends in as JSON (nil: no body) and decodes a 2xx answer into out (nil: ignored).
func (c *apiClient) json(method, path string, in, out any) error {
	var body io.Reader
	ctype := ""
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body, ctype = bytes.NewReader(b), "application/json"
	}
	b, _, err := c.do(method, path, body, ctype)
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, path, err)
	}
	if out != nil {
		return json.Unmarshal(b, out)
	}
	return nil
}

// upload posts a file as multipart field "file".
func (c *apiClient) upload(path, file string, out any) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, _ := mw.CreateFormFile("file", filepath.Base(file))
	fw.Write(data)
	mw.Close()
	b, _, err := c.do("POST", path, &buf, mw.FormDataContentType())
	if err != nil {
		return fmt.Errorf("upload %s: %w", path, err)
	}
	return json.Unmarshal(b, out)
}

// call runs a video tool on the test project through the API and returns its output.
func (e *browserEnv) call(t *testing.T, tool string, input any) json.RawMessage {
	t.Helper()
	return e.callOn(t, e.project, tool, input)
}

// callOn runs a video tool on a project through the API and returns its output.
func (e *browserEnv) callOn(t *testing.T, project, tool string, input any) json.RawMessage {
	t.Helper()
	var out json.RawMessage
	if err := e.api.json("POST", "/api/projects/"+project+"/tools/"+tool, input, &out); err != nil {
		t.Fatalf("%s: %v", tool, err)
	}
	return out
}

// newProject makes a 1280x720 30 fps project of the test user's with files uploaded as its
// assets (and placed on the timeline at 0 when place is set); it returns the project's id and
// the assets' ids.
func (e *browserEnv) newProject(t *testing.T, name string, place bool, files ...string) (string, []string) {
	t.Helper()
	var p store.DocInfo
	if err := e.api.json("POST", "/api/projects", map[string]any{"name": name, "width": 1280, "height": 720, "fps": 30}, &p); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, f := range files {
		var a struct {
			ID   string `json:"id"`
			Type string `json:"type"`
		}
		if err := e.api.upload("/api/projects/"+p.ID+"/assets", f, &a); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, a.ID)
		if place {
			track := map[string]string{"video": "main", "image": "main", "audio": "audio"}[a.Type]
			in := map[string]any{"assetId": a.ID, "startTime": 0, "trackType": track}
			if err := e.api.json("POST", "/api/projects/"+p.ID+"/tools/add_media_to_timeline", in, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	return p.ID, ids
}

// version is the project's version as the server holds it.
func (e *browserEnv) version(t *testing.T) int64 {
	t.Helper()
	var d store.DocInfo
	if err := e.api.json("GET", "/api/projects/"+e.project, nil, &d); err != nil {
		t.Fatal(err)
	}
	return d.Version
}

// eval evaluates js in the page and returns its value.
func eval[T any](t *testing.T, e *browserEnv, js string) T {
	t.Helper()
	return browsertest.Eval[T](t, e.Browser, js)
}

// signOut forgets the browser's cookies (a test before may have signed in).
func signOut() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, network.ClearBrowserCookies, cdp.Empty{})
		return err
	})
}

func TestBrowserPages(t *testing.T) {
	e := setup(t)
	video := "/video/" + e.project
	e.Do(t, chromedp.EmulateViewport(1280, 720), chromedp.Navigate("about:blank"), signOut(), chromedp.Navigate(e.srv.URL+video))
	e.Wait(t, `location.pathname === '/login' && !!document.querySelector('#username')`, 10*time.Second)
	e.Shot(t, "login")
	e.Do(t, chromedp.SendKeys(`#username`, testUser), chromedp.SendKeys(`#password`, "wrong password"), chromedp.Click(`#signin`))
	e.Wait(t, `/wrong|incorrect|invalid/i.test(document.body.textContent)`, 10*time.Second)
	e.Shot(t, "login-error")
	e.Do(t, chromedp.Evaluate[chromedp.Void](`document.querySelector('#password').value = ''`),
		chromedp.SendKeys(`#password`, testPassword), chromedp.Click(`#signin`))
	e.Wait(t, fmt.Sprintf(`location.pathname === %q && document.body.dataset.ready === 'true'`, video), 15*time.Second)
	e.Shot(t, "video-empty")
	e.Do(t, chromedp.Navigate(e.srv.URL+"/"))
	e.Wait(t, `document.querySelectorAll('.card').length >= 2`, 10*time.Second)
	t.Logf("screenshots in %s", e.Shots)
}
