package web

import (
	"context"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// One Chromium and one server for the package's browser tests.
type browserEnv struct {
	srv      *httptest.Server
	sh       *shim
	browser  context.Context
	shots    string
	mu       sync.Mutex
	jsErrors []string
}

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
	os.Exit(code)
}

func chromiumPath() string {
	for _, p := range []string{"/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}

// setup builds the CLI, makes a project with a clip and a photo document, starts the server on
// loopback and one headless Chromium.
func setup(t *testing.T) *browserEnv {
	t.Helper()
	envOnce.Do(func() { envVal, envErr = newBrowserEnv() })
	if envErr != nil {
		t.Fatal(envErr)
	}
	return envVal
}

func newBrowserEnv() (*browserEnv, error) {
	chrome := chromiumPath()
	if chrome == "" {
		return nil, errString("Chromium is not installed (scripts/install-deps.sh installs Debian's chromium)")
	}
	dir, err := os.MkdirTemp("", "neuralcut-web-")
	if err != nil {
		return nil, err
	}
	cleanup = append(cleanup, func() { os.RemoveAll(dir) })
	bin := filepath.Join(dir, "neuralcut")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/neuralcut").CombinedOutput(); err != nil {
		return nil, errString("build: " + string(out))
	}
	run := func(name string, args ...string) error {
		cmd := exec.Command(name, args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			return errString(name + " " + strings.Join(args, " ") + ": " + string(out))
		}
		return nil
	}
	steps := [][]string{
		{"ffmpeg", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=30", "-f", "lavfi", "-i", "sine=frequency=330",
			"-t", "6", "-pix_fmt", "yuv420p", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-shortest", "clip.mp4"},
		{"ffmpeg", "-loglevel", "error", "-f", "lavfi", "-i", "sine=frequency=220:duration=8", "-c:a", "libmp3lame", "music.mp3"},
		{"ffmpeg", "-loglevel", "error", "-f", "lavfi", "-i", "gradients=s=800x560:c0=0xd04a2a:c1=0x2a7ad0:seed=3", "-frames:v", "1", "photo.png"},
		{bin, "project", "new", "p.json", "--width", "1280", "--height", "720", "--fps", "30"},
		{bin, "photo", "new", "ph", "--from", "photo.png"},
	}
	for _, s := range steps {
		if err := run(s[0], s[1:]...); err != nil {
			return nil, err
		}
	}
	e := &browserEnv{sh: &shim{bin: bin, dir: dir, project: filepath.Join(dir, "p.json"), photo: filepath.Join(dir, "ph")}}
	e.srv = httptest.NewServer(e.sh.handler())
	cleanup = append(cleanup, e.srv.Close)
	e.shots = os.Getenv("NEURALCUT_SCREENSHOTS")
	if e.shots == "" {
		e.shots = filepath.Join(dir, "screenshots")
	}
	if err := os.MkdirAll(e.shots, 0o755); err != nil {
		return nil, err
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.Headless,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.NoFirstRun, chromedp.UserDataDir(filepath.Join(dir, "chrome")),
		chromedp.WindowSize(1280, 720), chromedp.Flag("hide-scrollbars", true),
	)
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, bcancel := chromedp.NewContext(actx)
	cleanup = append(cleanup, acancel, bcancel)
	if err := chromedp.Do(bctx, chromedp.Navigate("about:blank")); err != nil {
		return nil, err
	}
	err = chromedp.Listen(bctx, func(ev any) {
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			e.mu.Lock()
			d := ev.ExceptionDetails
			msg := d.Text
			if d.Exception != nil {
				msg += " " + d.Exception.Description
			}
			e.jsErrors = append(e.jsErrors, msg+" at "+d.URL)
			e.mu.Unlock()
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError {
				var parts []string
				for _, a := range ev.Args {
					parts = append(parts, string(a.Value)+a.Description)
				}
				e.mu.Lock()
				e.jsErrors = append(e.jsErrors, "console.error: "+strings.Join(parts, " "))
				e.mu.Unlock()
			}
		}
	})
	if err != nil {
		return nil, err
	}
	e.browser = bctx
	return e, nil
}

type errString string

func (e errString) Error() string { return string(e) }

// do runs steps with a deadline and fails the test on error or on any script error in the page.
func (e *browserEnv) do(t *testing.T, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(e.browser, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		e.shot(t, "failure-"+strings.ReplaceAll(t.Name(), "/", "-"))
		t.Fatal(err)
	}
	e.checkErrors(t)
}

func eval[T any](t *testing.T, e *browserEnv, js string) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(e.browser, 60*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return v
}

func (e *browserEnv) wait(t *testing.T, js string, d time.Duration) {
	t.Helper()
	deadline := time.Now().Add(d)
	var last error
	for time.Now().Before(deadline) {
		// A navigation in between detaches a running poll: poll in short rounds and go on.
		ctx, cancel := context.WithTimeout(e.browser, time.Until(deadline)+2*time.Second)
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(time.Until(deadline))))
		cancel()
		if err == nil {
			return
		}
		last = err
		time.Sleep(100 * time.Millisecond)
	}
	e.shot(t, "failure-"+strings.ReplaceAll(t.Name(), "/", "-"))
	e.checkErrors(t)
	t.Fatalf("waiting for %s: %v", js, last)
}

func (e *browserEnv) checkErrors(t *testing.T) {
	t.Helper()
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, m := range e.jsErrors {
		t.Errorf("script error in the page: %s", m)
	}
	e.jsErrors = nil
}

// shot saves a full screenshot of the page as NAME.png in the screenshots folder.
func (e *browserEnv) shot(t *testing.T, name string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(e.browser, 20*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Errorf("screenshot %s: %v", name, err)
		return ""
	}
	p := filepath.Join(e.shots, name+".png")
	if err := os.WriteFile(p, png, 0o644); err != nil {
		t.Errorf("screenshot %s: %v", name, err)
	}
	return p
}

func TestBrowserPages(t *testing.T) {
	e := setup(t)
	e.do(t, chromedp.Navigate(e.srv.URL+"/video/p1"))
	e.wait(t, `location.pathname === '/login' && !!document.querySelector('#username')`, 10*time.Second)
	e.shot(t, "login")
	e.do(t,
		chromedp.SendKeys(`#username`, "admin"), chromedp.SendKeys(`#password`, "secret"),
		chromedp.Click(`#signin`))
	e.wait(t, `location.pathname === '/video/p1' && document.body.dataset.ready === 'true'`, 15*time.Second)
	e.shot(t, "video-empty")
	e.do(t, chromedp.Navigate(e.srv.URL+"/"))
	e.wait(t, `document.querySelectorAll('.card').length >= 2`, 10*time.Second)
	e.shot(t, "home")
	e.do(t, chromedp.Navigate(e.srv.URL+"/photo/ph1"))
	e.wait(t, `document.body.dataset.ready === 'true'`, 20*time.Second)
	e.shot(t, "photo")
	t.Logf("screenshots in %s", e.shots)
}
