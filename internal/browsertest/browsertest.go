// Package browsertest drives one headless Chromium for the tests that open
// the web editor's real pages (the web package's flows, the bridge end to
// end): it starts the browser, runs steps with deadlines, polls for a page
// state, saves screenshots, and fails a test on any script error the page
// throws or logs. Only tests import it.
package browsertest

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// Path is Debian's Chromium (scripts/install-deps.sh installs it), or "" when
// it is missing.
func Path() string {
	for _, p := range []string{"/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}

// Browser is one headless Chromium with one tab that tests share in turn.
type Browser struct {
	Shots string // where Shot writes NAME.png

	ctx     context.Context
	cancels []context.CancelFunc

	mu       sync.Mutex
	jsErrors []string
}

// Start opens Chromium at 1280x720 with its profile under dir and screenshots
// going to shots (created). Close ends it.
func Start(dir, shots string) (*Browser, error) {
	chrome := Path()
	if chrome == "" {
		return nil, errors.New("Chromium is not installed (scripts/install-deps.sh installs Debian's chromium)")
	}
	if err := os.MkdirAll(shots, 0o755); err != nil {
		return nil, err
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.Headless,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.NoFirstRun, chromedp.UserDataDir(filepath.Join(dir, "chrome")),
		chromedp.Flag("autoplay-policy", "no-user-gesture-required"),
		chromedp.WindowSize(1280, 720), chromedp.Flag("hide-scrollbars", true),
	)
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, bcancel := chromedp.NewContext(actx)
	b := &Browser{Shots: shots, ctx: bctx, cancels: []context.CancelFunc{bcancel, acancel}}
	if err := chromedp.Do(bctx, chromedp.Navigate("about:blank")); err != nil {
		b.Close()
		return nil, err
	}
	if err := chromedp.Listen(bctx, b.record); err != nil {
		b.Close()
		return nil, err
	}
	return b, nil
}

// record keeps the page's uncaught exceptions and console.error calls for
// CheckErrors.
func (b *Browser) record(ev any) {
	var msg string
	switch ev := ev.(type) {
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		msg = d.Text
		if d.Exception != nil {
			msg += " " + d.Exception.Description
		}
		msg += " at " + d.URL
	case *runtime.EventConsoleAPICalled:
		if ev.Type != runtime.ConsoleAPICalledTypeError {
			return
		}
		var parts []string
		for _, a := range ev.Args {
			parts = append(parts, string(a.Value)+a.Description)
		}
		msg = "console.error: " + strings.Join(parts, " ")
	default:
		return
	}
	b.mu.Lock()
	b.jsErrors = append(b.jsErrors, msg)
	b.mu.Unlock()
}

// Close ends the tab and the browser.
func (b *Browser) Close() {
	for _, c := range b.cancels {
		c()
	}
}

// Context is the tab's context, for chromedp calls a test makes itself.
func (b *Browser) Context() context.Context { return b.ctx }

// Do runs steps with a deadline and fails the test (with a screenshot) on an
// error, or on any script error in the page.
func (b *Browser) Do(t testing.TB, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		b.Shot(t, "failure-"+t.Name())
		t.Fatal(err)
	}
	b.CheckErrors(t)
}

// Eval evaluates js in the page (awaiting a promise) and returns its value.
func Eval[T any](t testing.TB, b *Browser, js string) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 60*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return v
}

// Wait polls js until it is true, failing the test (with a screenshot) after d.
func (b *Browser) Wait(t testing.TB, js string, d time.Duration) {
	t.Helper()
	deadline := time.Now().Add(d)
	var last error
	for time.Now().Before(deadline) {
		// A navigation in between detaches a running poll: poll in short rounds and go on.
		ctx, cancel := context.WithTimeout(b.ctx, time.Until(deadline)+2*time.Second)
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(time.Until(deadline))))
		cancel()
		if err == nil {
			return
		}
		last = err
		time.Sleep(100 * time.Millisecond)
	}
	b.Shot(t, "failure-"+t.Name())
	b.CheckErrors(t)
	t.Fatalf("waiting for %s: %v", js, last)
}

// CheckErrors fails the test for each script error the page had since the
// last check.
func (b *Browser) CheckErrors(t testing.TB) {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, m := range b.jsErrors {
		t.Errorf("script error in the page: %s", m)
	}
	b.jsErrors = nil
}

// Shot saves a full screenshot of the page as NAME.png among the screenshots
// (a "/" in the name, as in a subtest's, becomes "-") and returns its path,
// or "" when it could not be taken.
func (b *Browser) Shot(t testing.TB, name string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 20*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Errorf("screenshot %s: %v", name, err)
		return ""
	}
	p := filepath.Join(b.Shots, strings.ReplaceAll(name, "/", "-")+".png")
	if err := os.WriteFile(p, png, 0o644); err != nil {
		t.Errorf("screenshot %s: %v", name, err)
		return ""
	}
	return p
}
