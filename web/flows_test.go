package web

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// timelineOf reads the project as the server holds it (not the page's copy).
type tlElement struct {
	ElementID, Type, AssetID, Name, Text string
	Start, End                           float64
}
type tlTrack struct {
	TrackID, Type string
	Elements      []tlElement
}

func (e *browserEnv) timeline(t *testing.T) []tlTrack {
	t.Helper()
	var v struct{ Tracks []tlTrack }
	if err := json.Unmarshal(e.call(t, "list_timeline", map[string]any{}), &v); err != nil {
		t.Fatal(err)
	}
	return v.Tracks
}

func (e *browserEnv) elements(t *testing.T, kind string) []tlElement {
	var out []tlElement
	for _, tr := range e.timeline(t) {
		if tr.Type == kind {
			out = append(out, tr.Elements...)
		}
	}
	return out
}

func (e *browserEnv) open(t *testing.T, path string) { t.Helper(); e.openAt(t, e.srv.URL, path) }

// openAt signs in on the server at base and opens path.
func (e *browserEnv) openAt(t *testing.T, base, path string) {
	t.Helper()
	e.Do(t, chromedp.EmulateViewport(1280, 720), chromedp.Navigate(base+"/login?next="+path))
	e.Wait(t, `!!document.querySelector('#username')`, 10*time.Second)
	e.Do(t, chromedp.SendKeys(`#username`, testUser), chromedp.SendKeys(`#password`, testPassword), chromedp.Click(`#signin`))
	e.Wait(t, fmt.Sprintf(`location.pathname === %q && document.body.dataset.ready === 'true'`, path), 20*time.Second)
}

// drag presses at (x0,y0), moves in steps to (x1,y1) and releases.
func drag(x0, y0, x1, y1 float64) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		steps := []chromedp.Action[chromedp.Void]{chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x0, y0),
			chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x0, y0, chromedp.ButtonLeft, chromedp.ClickCount(1))}
		for i := 1; i <= 8; i++ {
			f := float64(i) / 8
			steps = append(steps, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x0+(x1-x0)*f, y0+(y1-y0)*f, chromedp.ButtonLeft))
		}
		steps = append(steps, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x1, y1, chromedp.ButtonLeft, chromedp.ClickCount(1)))
		return chromedp.Do(ctx, steps...)
	})
}

// clipPoint is where an element is drawn on the timeline canvas, in page pixels.
func clipPoint(t *testing.T, e *browserEnv, id string, where float64) (float64, float64) {
	t.Helper()
	js := fmt.Sprintf(`(() => { const v = window.__neuralcutTimeline, r = v.canvas.getBoundingClientRect();
	  for (const row of v.rows) for (const el of row.track.elements) if (el.id === %q) {
	    const x0 = v.xAt(el.startTime / 120000), x1 = v.xAt((el.startTime + el.duration) / 120000);
	    return [r.left + x0 + (x1 - x0) * %v, r.top + row.y - v.scrollY + row.h / 2]; }
	  return null; })()`, id, where)
	p := eval[[]float64](t, e, js)
	if len(p) != 2 {
		t.Fatalf("element %s is not drawn", id)
	}
	return p[0], p[1]
}

func near(a, b float64) bool { return a-b < 0.034 && b-a < 0.034 } // within a frame at 30 fps

func TestVideoEditorFlow(t *testing.T) {
	e := setup(t)
	e.open(t, "/video/"+e.project)
	// Upload a clip and a music file; both show in the library.
	e.Do(t, chromedp.SetUploadFiles(`#asset-upload`, []string{filepath.Join(e.dir, "clip.mp4"), filepath.Join(e.dir, "music.mp3")}))
	e.Wait(t, `document.querySelectorAll('#asset-list .asset').length === 2`, 20*time.Second)
	if out := e.call(t, "list_project_assets", map[string]any{}); strings.Count(string(out), `"id"`) != 2 {
		t.Fatalf("server assets: %s", out)
	}
	// Add the clip at the playhead.
	e.Do(t, chromedp.Evaluate[chromedp.Void](`[...document.querySelectorAll('#asset-list .asset')].find(a => a.textContent.includes('clip')).querySelector('.asset-add').click()`))
	e.Wait(t, `window.__neuralcutEditor.index.value.size === 1`, 10*time.Second)
	main := e.elements(t, "main")
	if len(main) != 1 || !near(main[0].End, 6) {
		t.Fatalf("after add: %+v", main)
	}
	e.previewShown(t) // a shot of the frame the page shows, not of one on its way
	e.Shot(t, "video-clip")
	// Split at the playhead (moved to 2 s with Shift+Right twice).
	e.Do(t, chromedp.Click(`#timeline-canvas`, chromedp.NodeVisible))
	e.Do(t, chromedp.Evaluate[chromedp.Void](`window.__neuralcutEditor.seek(2)`), chromedp.Click(`#split`))
	e.Wait(t, `window.__neuralcutEditor.index.value.size === 2`, 10*time.Second)
	main = e.elements(t, "main")
	if len(main) != 2 || !near(main[0].End, 2) || !near(main[1].Start, 2) {
		t.Fatalf("after split: %+v", main)
	}
	// Delete the second piece: click it, press Delete.
	x, y := clipPoint(t, e, main[1].ElementID, 0.5)
	e.Do(t, chromedp.MouseClickXY(x, y))
	e.Wait(t, fmt.Sprintf(`window.__neuralcutEditor.selection.value.join() === %q`, main[1].ElementID), 5*time.Second)
	e.Do(t, chromedp.KeyEvent("\x7f"))
	e.Wait(t, `window.__neuralcutEditor.index.value.size === 1`, 10*time.Second)
	if main = e.elements(t, "main"); len(main) != 1 || !near(main[0].End, 2) {
		t.Fatalf("after delete: %+v", main)
	}
	// Drag the clip right by 1.5 s (75 px at 50 px/s): no snap target is in range (the playhead at 2 s
	// stays 25 px from both of its edges), so it lands where released.
	x, y = clipPoint(t, e, main[0].ElementID, 0.5)
	e.Do(t, drag(x, y, x+75, y))
	e.Wait(t, `window.__neuralcutEditor.drag.value === null && window.__neuralcutEditor.pending.value === 0`, 10*time.Second)
	if main = e.elements(t, "main"); len(main) != 1 || !near(main[0].Start, 1.5) || !near(main[0].End, 3.5) {
		e.Shot(t, "failure-drag")
		t.Fatalf("after drag from (%.0f, %.0f): %+v; the page: %v", x, y, main,
			eval[map[string]any](t, e, `(() => { const ed = window.__neuralcutEditor; return {zoom: ed.zoom.value, viewStart: ed.viewStart.value, playhead: ed.playhead.value,
			  selection: ed.selection.value, at: document.elementFromPoint(`+fmt.Sprint(x)+`, `+fmt.Sprint(y)+`)?.outerHTML.slice(0, 120)}; })()`))
	}
	// Trim the right edge 0.5 s shorter.
	x, y = clipPoint(t, e, main[0].ElementID, 1)
	e.Do(t, drag(x-2, y, x-27, y))
	e.Wait(t, `window.__neuralcutEditor.drag.value === null && window.__neuralcutEditor.pending.value === 0`, 10*time.Second)
	if main = e.elements(t, "main"); len(main) != 1 || !near(main[0].Start, 1.5) || !near(main[0].End, 3) {
		t.Fatalf("after trim: %+v", main)
	}
	e.previewShown(t) // a shot of the frame the page shows, not of one on its way
	e.Shot(t, "video-edited")
	// Add a title from the properties panel.
	e.Do(t, chromedp.KeyEvent("\x1b"))
	e.Wait(t, `!!document.querySelector('#add-title')`, 5*time.Second)
	e.Do(t, chromedp.Evaluate[chromedp.Void](`document.querySelector('#new-title-text').select()`), chromedp.SendKeys(`#new-title-text`, "Welcome"), chromedp.Click(`#add-title`))
	e.Wait(t, `[...window.__neuralcutEditor.index.value.values()].some(x => x.el.text && x.el.text.content === 'Welcome')`, 10*time.Second)
	if txt := e.elements(t, "text"); len(txt) != 1 {
		t.Fatalf("after add title: %+v", txt)
	}
	// Chat in basic mode: the element appears; undo removes it.
	// The chat starts in ask mode: the change waits on its permission card until Allow.
	e.Do(t, chromedp.Click(`#tab-chat`), chromedp.SendKeys(`#chat-text`, "add the title Hello at the top"), chromedp.Click(`#chat-send`))
	e.Wait(t, `!!document.querySelector('.step.needs[data-tool=add_text] .step-allow') && !!document.querySelector('#basic-mode')`, 30*time.Second)
	if txt := e.elements(t, "text"); len(txt) != 1 {
		t.Fatalf("the title was added before it was allowed: %+v", txt)
	}
	e.Shot(t, "video-chat-permission")
	e.Do(t, chromedp.Click(`.step.needs[data-tool=add_text] .step-allow`))
	e.Wait(t, `!!document.querySelector('.step[data-tool=add_text] .step-status.ok')`, 30*time.Second)
	e.Wait(t, `[...window.__neuralcutEditor.index.value.values()].some(x => x.el.text && x.el.text.content === 'Hello')`, 10*time.Second)
	if txt := e.elements(t, "text"); len(txt) != 2 {
		t.Fatalf("after chat: %+v", txt)
	}
	e.Shot(t, "video-chat")
	if r := eval[[]string](t, e, `window.__neuralcutEditor.rebased`); len(r) > 0 {
		t.Errorf("a single person's edits met a newer version: %v", r)
	}
	e.Do(t, chromedp.Evaluate[chromedp.Void](`[...document.querySelectorAll('.chat button')].find(b => b.textContent.includes('Undo this request')).click()`))
	e.Wait(t, `![...window.__neuralcutEditor.index.value.values()].some(x => x.el.text && x.el.text.content === 'Hello')`, 10*time.Second)
	if txt := e.elements(t, "text"); len(txt) != 1 || txt[0].Text != "Welcome" {
		t.Fatalf("after undo: %+v", txt)
	}
	// Render and download.
	e.Do(t, chromedp.Click(`#open-render`), chromedp.Click(`#render-start`))
	e.Wait(t, `!!document.querySelector('#render-download')`, 60*time.Second)
	e.Shot(t, "video-render")
	size := eval[float64](t, e, `fetch(document.querySelector('#render-download').href).then(r => r.blob()).then(b => b.size)`)
	if size < 1000 {
		t.Fatalf("download is %v bytes", size)
	}
	e.Do(t, chromedp.KeyEvent("\x1b"))
}

func TestVideoControlAndLive(t *testing.T) {
	e := setup(t)
	e.open(t, "/video/"+e.project)
	e.Wait(t, `window.neuralcutControl && window.neuralcutControl.list().length > 20`, 10*time.Second)
	if names := eval[[]string](t, e, `neuralcutControl.list().map(t => t.tool)`); !contains(names, "split") || !contains(names, "trim_element") {
		t.Fatalf("list(): %v", names)
	}
	bad := eval[map[string]any](t, e, `neuralcutControl.invoke('split', {times: []})`)
	if bad["error"] != "Invalid split times" {
		t.Fatalf("invoke error shape: %v", bad)
	}
	// A change made elsewhere (a tool call through the API) shows within a second.
	before := eval[float64](t, e, `window.__neuralcutEditor.index.value.size`)
	start := time.Now()
	e.call(t, "add_text", map[string]any{"text": "Live", "start": 0, "end": 1, "position": "bottom"})
	e.Wait(t, fmt.Sprintf(`window.__neuralcutEditor.index.value.size === %v`, before+1), 3*time.Second)
	if d := time.Since(start); d > time.Second {
		t.Errorf("live update took %v", d)
	}
	// Shortcuts: L one second on, → one frame, + zooms in, Ctrl+Z undoes (the API's title goes).
	e.Do(t, chromedp.Evaluate[chromedp.Void](`window.__neuralcutEditor.seek(0); document.activeElement && document.activeElement.blur()`))
	e.Do(t, chromedp.KeyEvent("l"), chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent("+"))
	if st := eval[map[string]any](t, e, `neuralcutControl.state()`); !near(st["playhead"].(float64), 1+1.0/30) || st["zoom"].(float64) <= 1 {
		t.Errorf("after L, Right, +: %v", st)
	}
	e.Do(t, chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	e.Wait(t, fmt.Sprintf(`window.__neuralcutEditor.index.value.size === %v`, before), 3*time.Second)
	if n := len(e.elements(t, "text")); n != int(before)-len(e.elements(t, "main")) {
		t.Errorf("Ctrl+Z left %d text elements on the server", n)
	}
	// A page holding an old version never overwrites a newer one: 409, reload, nothing written.
	rev := e.version(t)
	// (in one script: a live event in between would load the newest version again)
	out := eval[map[string]any](t, e, `window.__neuralcutEditor.version.value = 1;
	  window.__neuralcutEditor.call('add_text', {text: 'Stale', start: 0, end: 1, position: 'top'}, {quiet: true, rebase: false})`)
	// what must hold: the call was refused as stale and wrote nothing (no 'Stale' title, no history
	// entry of it); the version is not compared, since nothing here stops another writer
	if out["stale"] != true {
		t.Fatalf("the stale write was not refused: %v; the server's history: %s", out, e.historyLabels(t))
	}
	for _, el := range e.elements(t, "text") {
		if el.Text == "Stale" {
			t.Fatalf("the stale write reached the server (version %d -> %d): %s", rev, e.version(t), e.historyLabels(t))
		}
	}
	// and the page took the newest version
	e.Wait(t, fmt.Sprintf(`window.__neuralcutEditor.version.value === %d`, e.version(t)), 3*time.Second)
}

// previewShown waits until the preview has drawn the frame of the version and time on the page
// (the flow edits faster than a frame comes back, and a newer request supersedes an older one).
func (e *browserEnv) previewShown(t *testing.T) {
	t.Helper()
	e.Wait(t, `window.__neuralcutEditor.pending.value === 0 && window.__neuralcutFrames && !window.__neuralcutFrames.ctrl`, 20*time.Second)
}

// historyLabels names the server's undo entries of the project, newest last (for failures).
func (e *browserEnv) historyLabels(t *testing.T) string {
	var d struct {
		Undo []struct{ Label string }
	}
	if err := e.api.json("GET", "/api/projects/"+e.project+"/document", nil, &d); err != nil {
		return err.Error()
	}
	var labels []string
	for _, u := range d.Undo {
		labels = append(labels, u.Label)
	}
	return strings.Join(labels, ", ")
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
