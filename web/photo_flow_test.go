package web

import (
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/neuralcut/neuralcut/internal/store"
)

// centerPixel reads the photo canvas back at its centre: [r, g, b].
const centerPixel = `(() => { const c = document.querySelector('#photo-canvas');
  const p = c.getContext('2d').getImageData(c.width >> 1, c.height >> 1, 1, 1).data; return [p[0], p[1], p[2]]; })()`

func gray(p []float64) bool {
	return len(p) == 3 && p[0]-p[1] < 4 && p[1]-p[0] < 4 && p[1]-p[2] < 4 && p[2]-p[1] < 4
}

func keysOf(m map[string]any) string {
	var k []string
	for key := range m {
		k = append(k, key)
	}
	sort.Strings(k)
	return strings.Join(k, ",")
}

func TestPhotoEditorFlow(t *testing.T) {
	e := setup(t)
	e.open(t, "/photo/"+e.photo)
	e.Wait(t, `(() => { const p = `+centerPixel+`; return p[0] + p[1] + p[2] > 0; })()`, 10*time.Second)
	if p := eval[[]float64](t, e, centerPixel); gray(p) {
		t.Fatalf("the photo is gray before any edit: %v", p)
	}
	// Black and white from the adjustments: the canvas turns gray, the server has the layer.
	e.Do(t, chromedp.Click(`#tab-adjust`), chromedp.Click(`[data-adjust="black-white"]`), chromedp.Click(`#adjust-apply`))
	// Apply closes the live preview (a canvas filter): the gray must come from the server's picture.
	e.Wait(t, `!document.querySelector('.float-panel') && window.__neuralcutPhoto.info.value.layers.length === 2`, 15*time.Second)
	e.Wait(t, `(() => { const p = `+centerPixel+`; return Math.abs(p[0] - p[1]) < 4 && Math.abs(p[1] - p[2]) < 4 && p[0] > 10; })()`, 15*time.Second)
	var layers struct {
		Result struct{ Layers []struct{ Kind, Name string } }
	}
	if err := e.api.json("POST", "/api/photos/"+e.photo+"/invoke", map[string]any{"op": "layers.list"}, &layers); err != nil || len(layers.Result.Layers) != 2 || layers.Result.Layers[0].Name != "black-white" {
		t.Fatalf("server layers after black and white: %+v %v", layers, err)
	}
	e.Shot(t, "photo-bw")
	// Quick Edit shows its steps (on the photo's own layer: a masked edit changes pixels).
	if r := eval[map[string]any](t, e, `geEditorControl.invoke('layers.select', {index: 1})`); r["ok"] != true {
		t.Fatalf("select the photo layer: %v", r)
	}
	// The picture is a gradient with no face, so selection.face fails honestly and says so.
	e.Do(t, chromedp.Evaluate[chromedp.Void](`window.__qe = []; new MutationObserver(() => __qe.push(document.querySelector('#qe-status').textContent))
	  .observe(document.querySelector('#qe-status'), {childList: true, characterData: true, subtree: true})`))
	e.Do(t, chromedp.SendKeys(`#quick-edit`, "brighten the face"), chromedp.Click(`#quick-edit-run`))
	e.Wait(t, `/^(Done|Failed)/.test(document.querySelector('#qe-status').textContent)`, 30*time.Second)
	if st := eval[string](t, e, `document.querySelector('#qe-status').textContent`); !strings.Contains(st, "selection.face, adjustments.applyMasked") || !strings.Contains(st, "(basic mode)") {
		t.Fatalf("Quick Edit status: %q", st)
	}
	if seen := eval[[]string](t, e, `__qe`); !contains(seen, "Step 1/2: selection.face") {
		t.Fatalf("Quick Edit never showed its first step: %q", seen)
	}
	e.Shot(t, "photo-quick-edit")
	// The spec's page APIs.
	list := eval[[]map[string]any](t, e, `geEditorControl.list()`)
	if len(list) < 30 || keysOf(list[0]) != "description,op" {
		t.Fatalf("list(): %d entries, first %v", len(list), list[0])
	}
	ok := eval[map[string]any](t, e, `geEditorControl.invoke('layers.list', {})`)
	if keysOf(ok) != "ok,op,result" || ok["ok"] != true || ok["op"] != "layers.list" {
		t.Fatalf("invoke ok shape: %v", ok)
	}
	bad := eval[map[string]any](t, e, `geEditorControl.invoke('layers.setOpacity', {opacity: 7})`)
	if keysOf(bad) != "error,ok,op" || bad["ok"] != false || bad["op"] != "layers.setOpacity" {
		t.Fatalf("invoke error shape: %v", bad)
	}
	run := eval[map[string]any](t, e, `geEditorControl.run([{op: 'selection.selectAll'}, {op: 'nope.nothing'}, {op: 'selection.deselect'}])`)
	if run["ok"] != false || len(run["results"].([]any)) != 2 {
		t.Fatalf("run stops at the first failure: %v", run)
	}
	res := eval[map[string]any](t, e, `(async () => { const seen = []; const r = await geEditorAI.execute('make it warmer', {onStep: (s) => seen.push(s.op)}); r.seen = seen; return r; })()`)
	seen := res["seen"]
	delete(res, "seen")
	if keysOf(res) != "basicMode,failed,ok,planner,prompt,reply,steps,trace" || res["prompt"] != "make it warmer" || res["basicMode"] != true {
		t.Fatalf("execute shape: %v", res)
	}
	if steps := res["steps"].([]any); len(steps) == 0 || len(seen.([]any)) == 0 {
		t.Fatalf("execute ran no steps: %v (onStep saw %v)", res, seen)
	}
}

// Every control has a name a screen reader reads, and the editors' main controls are reachable
// with Tab.
func TestControlsAreLabelledAndReachable(t *testing.T) {
	e := setup(t)
	const unlabeled = `[...document.querySelectorAll('button, input, select, textarea, [role=tab], canvas[tabindex]')]
	  .filter(el => !(el.getAttribute('aria-label') || (el.labels && el.labels.length) || el.textContent.trim() || el.getAttribute('aria-labelledby')))
	  .map(el => el.outerHTML.slice(0, 80))`
	video, photo := "/video/"+e.project, "/photo/"+e.photo
	for _, page := range []string{video, photo} {
		e.open(t, page)
		if bad := eval[[]string](t, e, unlabeled); len(bad) > 0 {
			t.Errorf("%s: unlabelled controls: %v", page, bad)
		}
		// Tab from the top reaches the main controls.
		want := map[string][]string{video: {"timeline-canvas", "split", "asset-upload", "open-render"}, photo: {"photo-canvas", "quick-edit", "tool-rect"}}[page]
		got := eval[[]string](t, e, `(() => { const seen = []; document.body.focus();
		  const f = [...document.querySelectorAll('a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]')].filter(el => el.tabIndex >= 0 && el.offsetParent !== null);
		  return f.map(el => el.id).filter(Boolean); })()`)
		for _, id := range want {
			if !contains(got, id) {
				t.Errorf("%s: #%s is not reachable by keyboard (tab order: %v)", page, id, got)
			}
		}
	}
}

// The layers panel renames a layer in place (double-click, type, Enter) and moves the active
// layer down and up with its buttons; each checked in the server's layers.list.
func TestPhotoLayersRenameAndOrder(t *testing.T) {
	e := setup(t)
	var ph store.DocInfo
	if err := e.api.upload("/api/photos", e.dir+"/photo.png", &ph); err != nil {
		t.Fatal(err)
	}
	serverLayers := func() []string {
		var r struct {
			Result struct{ Layers []struct{ Name string } }
		}
		if err := e.api.json("POST", "/api/photos/"+ph.ID+"/invoke", map[string]any{"op": "layers.list"}, &r); err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, l := range r.Result.Layers {
			names = append(names, l.Name)
		}
		return names
	}
	if err := e.api.json("POST", "/api/photos/"+ph.ID+"/invoke", map[string]any{"op": "layers.addRaster", "params": map[string]any{"name": "paint"}}, nil); err != nil {
		t.Fatal(err)
	}
	e.open(t, "/photo/"+ph.ID)
	e.Wait(t, `document.querySelectorAll('#layers-panel .layer').length === 2`, 10*time.Second)
	// rename the top layer in place
	e.Do(t, chromedp.DoubleClick(`#layers-panel .layer.active .layer-name`))
	e.Wait(t, `document.activeElement && document.activeElement.classList.contains('layer-rename')`, 5*time.Second)
	e.Do(t, chromedp.Evaluate[chromedp.Void](`document.activeElement.select()`), chromedp.SendKeys(`.layer-rename`, "Brush strokes\r"))
	e.Wait(t, `[...document.querySelectorAll('#layers-panel .layer-name')].some((b) => b.textContent.startsWith('Brush strokes'))`, 10*time.Second)
	if got := strings.Join(serverLayers(), ","); got != "Brush strokes,photo" {
		t.Fatalf("after rename the server has %s", got)
	}
	// the active (top) layer goes down, then back up
	e.Do(t, chromedp.Click(`#layer-down`))
	e.Wait(t, `document.querySelector('#layers-panel .layer:last-child').classList.contains('active') && document.querySelector('#layer-down').disabled`, 10*time.Second)
	if got := strings.Join(serverLayers(), ","); got != "photo,Brush strokes" {
		t.Fatalf("after moving down the server has %s", got)
	}
	e.Do(t, chromedp.Click(`#layer-up`))
	e.Wait(t, `document.querySelector('#layers-panel .layer:first-child').classList.contains('active')`, 10*time.Second)
	if got := strings.Join(serverLayers(), ","); got != "Brush strokes,photo" {
		t.Fatalf("after moving up the server has %s", got)
	}
	e.Shot(t, "photo-layers-renamed")
}
