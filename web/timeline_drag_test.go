package web

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The timeline's drag gestures and the properties panel, each checked on the server's project:
// an asset dragged from the library (a native HTML5 drag) lands where it was dropped, a clip
// dragged onto another compatible track changes track, a drag released a few pixels from the
// playhead or a clip's edge snaps onto it unless Shift is held, and the volume and an effect
// parameter set in the properties panel reach the server.

// trackOf is the server's track (and the element on it) holding an element.
func (e *browserEnv) trackOf(t *testing.T, project, id string) (tlTrack, tlElement) {
	t.Helper()
	var v struct{ Tracks []tlTrack }
	if err := json.Unmarshal(e.callOn(t, project, "list_timeline", map[string]any{}), &v); err != nil {
		t.Fatal(err)
	}
	for _, tr := range v.Tracks {
		for _, el := range tr.Elements {
			if el.ElementID == id {
				return tr, el
			}
		}
	}
	t.Fatalf("element %s is not on the server's timeline", id)
	return tlTrack{}, tlElement{}
}

// savedElement is an element of the project as the server's document holds it (all its fields).
func (e *browserEnv) savedElement(t *testing.T, project, id string) map[string]any {
	t.Helper()
	var d struct {
		Project struct {
			Tracks []struct{ Elements []map[string]any }
		}
	}
	if err := e.api.json("GET", "/api/projects/"+project+"/document", nil, &d); err != nil {
		t.Fatal(err)
	}
	for _, tr := range d.Project.Tracks {
		for _, el := range tr.Elements {
			if el["id"] == id {
				return el
			}
		}
	}
	t.Fatalf("element %s is not in the server's document", id)
	return nil
}

// timeX is the page x of a time on the timeline canvas; rowY the page y of a track's row middle.
func timeX(t *testing.T, e *browserEnv, sec float64) float64 {
	t.Helper()
	return eval[float64](t, e, fmt.Sprintf(`(() => { const v = window.__neuralcutTimeline; return v.canvas.getBoundingClientRect().left + v.xAt(%v); })()`, sec))
}

func rowY(t *testing.T, e *browserEnv, trackID string) float64 {
	t.Helper()
	y := eval[float64](t, e, fmt.Sprintf(`(() => { const v = window.__neuralcutTimeline, r = v.canvas.getBoundingClientRect();
	  const row = v.rows.find((x) => x.track.id === %q); return row ? r.top + row.y - v.scrollY + row.h / 2 : -1; })()`, trackID))
	if y < 0 {
		t.Fatalf("track %s is not drawn", trackID)
	}
	return y
}

// pps is the timeline's pixels per second now.
func pps(t *testing.T, e *browserEnv) float64 {
	t.Helper()
	return eval[float64](t, e, `window.__neuralcutTimeline.pps()`)
}

// shiftDrag is drag with Shift held from the press to the release.
func shiftDrag(x0, y0, x1, y1 float64) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		shift := chromedp.ButtonModifiers(chromedp.ModifierShift)
		steps := []chromedp.Action[chromedp.Void]{chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x0, y0, shift),
			chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x0, y0, chromedp.ButtonLeft, chromedp.ClickCount(1), shift)}
		for i := 1; i <= 8; i++ {
			f := float64(i) / 8
			steps = append(steps, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x0+(x1-x0)*f, y0+(y1-y0)*f, chromedp.ButtonLeft, shift))
		}
		steps = append(steps, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x1, y1, chromedp.ButtonLeft, chromedp.ClickCount(1), shift))
		return chromedp.Do(ctx, steps...)
	})
}

const settled = `window.__neuralcutEditor.drag.value === null && window.__neuralcutEditor.pending.value === 0`

// An asset dragged from the library and dropped on the audio row at 2 s becomes an element there.
func TestDragAssetOntoTimeline(t *testing.T) {
	e := setup(t)
	id, assets := e.newProject(t, "Drop", false, e.dir+"/clip.mp4", e.dir+"/music.mp3")
	e.callOn(t, id, "add_media_to_timeline", map[string]any{"assetId": assets[0], "startTime": 0, "trackType": "main"})
	e.open(t, "/video/"+id)
	e.Wait(t, `window.__neuralcutEditor.index.value.size === 1 && document.querySelectorAll('#asset-list .asset').length === 2`, 10*time.Second)

	// dropped on the main row at 2 s: music goes on an audio track, at the time under the pointer
	var v struct{ Tracks []tlTrack }
	var mainID string
	if err := json.Unmarshal(e.callOn(t, id, "list_timeline", map[string]any{}), &v); err != nil {
		t.Fatal(err)
	}
	for _, tr := range v.Tracks {
		if tr.Type == "main" {
			mainID = tr.TrackID
		}
	}
	x := timeX(t, e, 2)
	y := rowY(t, e, mainID)
	from := eval[[]float64](t, e, fmt.Sprintf(`(() => { const r = document.querySelector('#asset-list .asset[data-asset=%q]').getBoundingClientRect();
	  return [r.left + r.width / 2, r.top + r.height / 2]; })()`, assets[1]))
	e.Do(t, chromedp.DragAndDropXY(from[0], from[1], x, y))
	e.Wait(t, `window.__neuralcutEditor.index.value.size === 2 && window.__neuralcutEditor.pending.value === 0`, 10*time.Second)
	var audio []tlElement
	if err := json.Unmarshal(e.callOn(t, id, "list_timeline", map[string]any{}), &v); err != nil {
		t.Fatal(err)
	}
	for _, tr := range v.Tracks {
		if tr.Type == "audio" {
			audio = append(audio, tr.Elements...)
		}
	}
	if len(audio) != 1 || audio[0].AssetID != assets[1] || !near(audio[0].Start, 2) {
		t.Fatalf("after dropping the music at 2 s the server has %+v", v.Tracks)
	}
}

// A clip dragged from the overlay row onto the main row moves to the main track, at the same time.
func TestDragClipToAnotherTrack(t *testing.T) {
	e := setup(t)
	id, assets := e.newProject(t, "Tracks", true, e.dir+"/clip.mp4")
	var out struct{ ElementID, TrackID string }
	if err := json.Unmarshal(e.callOn(t, id, "add_media_to_timeline", map[string]any{"assetId": assets[0], "startTime": 8, "trackType": "overlay"}), &out); err != nil {
		t.Fatal(err)
	}
	mainTrack, _ := e.trackOf(t, id, func() string {
		var v struct{ Tracks []tlTrack }
		_ = json.Unmarshal(e.callOn(t, id, "list_timeline", map[string]any{}), &v)
		for _, tr := range v.Tracks {
			if tr.Type == "main" {
				return tr.Elements[0].ElementID
			}
		}
		return ""
	}())
	e.open(t, "/video/"+id)
	e.Wait(t, `window.__neuralcutEditor.index.value.size === 2`, 10*time.Second)
	x, y := clipPoint(t, e, out.ElementID, 0.5)
	e.Do(t, shiftDrag(x, y, x, rowY(t, e, mainTrack.TrackID)))
	e.Wait(t, settled, 10*time.Second)
	tr, el := e.trackOf(t, id, out.ElementID)
	if tr.TrackID != mainTrack.TrackID || tr.TrackID == out.TrackID {
		t.Fatalf("after the drag down the clip is on %s (%s), not the main track %s", tr.TrackID, tr.Type, mainTrack.TrackID)
	}
	if !near(el.Start, 8) {
		t.Errorf("the clip moved in time too: %+v", el)
	}
}

// A drag released 6 px past another clip's end, or 5 px from the playhead, lands exactly on it;
// the same drag with Shift held lands where it was released.
func TestDragSnapsToEdgesAndPlayhead(t *testing.T) {
	e := setup(t)
	id, assets := e.newProject(t, "Snap", true, e.dir+"/clip.mp4")
	var b struct{ ElementID string }
	if err := json.Unmarshal(e.callOn(t, id, "add_media_to_timeline", map[string]any{"assetId": assets[0], "startTime": 8, "trackType": "overlay"}), &b); err != nil {
		t.Fatal(err)
	}
	e.open(t, "/video/"+id)
	e.Wait(t, `window.__neuralcutEditor.index.value.size === 2`, 10*time.Second)
	e.Do(t, chromedp.Evaluate[chromedp.Void](`window.__neuralcutEditor.seek(3)`))
	p := pps(t, e)
	// moveStartTo drags B by the pixels that put its start at want (before any snapping)
	moveStartTo := func(want float64, shift bool) tlElement {
		t.Helper()
		_, el := e.trackOf(t, id, b.ElementID)
		x, y := clipPoint(t, e, b.ElementID, 0.5)
		dx := math.Round((want - el.Start) * p)
		if shift {
			e.Do(t, shiftDrag(x, y, x+dx, y))
		} else {
			e.Do(t, drag(x, y, x+dx, y))
		}
		e.Wait(t, settled, 10*time.Second)
		_, el = e.trackOf(t, id, b.ElementID)
		return el
	}
	// 6 px right of the main clip's end (6 s): snaps onto it
	if el := moveStartTo(6+6/p, false); el.Start != 6 {
		t.Fatalf("released 6 px from the clip's end at 6 s, the clip starts at %v", el.Start)
	}
	// the same with Shift: where it was released (to the frame), not on the edge
	if el := moveStartTo(6+6/p, true); el.Start == 6 || math.Abs(el.Start-(6+6/p)) > 1.0/30+1e-6 {
		t.Fatalf("released 6 px from the clip's end with Shift, the clip starts at %v (want %.3f)", el.Start, 6+6/p)
	}
	// (the clip was selected by the drag before: Shift at the press did not take it out of the
	// selection and leave it where it was; a Shift+click without a drag still does)
	x, y := clipPoint(t, e, b.ElementID, 0.5)
	e.Wait(t, fmt.Sprintf(`window.__neuralcutEditor.selection.value.join() === %q`, b.ElementID), 5*time.Second)
	e.Do(t, chromedp.MouseClickXY(x, y, chromedp.ButtonModifiers(chromedp.ModifierShift)))
	e.Wait(t, `window.__neuralcutEditor.selection.value.length === 0`, 5*time.Second)
	// 5 px left of the playhead at 3 s: snaps onto it
	if el := moveStartTo(3-5/p, false); el.Start != 3 {
		t.Fatalf("released 5 px from the playhead at 3 s, the clip starts at %v", el.Start)
	}
}

// The volume of a clip and a parameter of an effect, changed with the keyboard on the properties
// panel's sliders, are the server's.
func TestPropertiesVolumeAndEffect(t *testing.T) {
	e := setup(t)
	id, _ := e.newProject(t, "Props", true, e.dir+"/clip.mp4", e.dir+"/music.mp3")
	var fx struct{ ElementID string }
	if err := json.Unmarshal(e.callOn(t, id, "apply_effect", map[string]any{"effectType": "blur", "start": 0, "end": 2}), &fx); err != nil {
		t.Fatal(err)
	}
	var music string
	var v struct{ Tracks []tlTrack }
	if err := json.Unmarshal(e.callOn(t, id, "list_timeline", map[string]any{}), &v); err != nil {
		t.Fatal(err)
	}
	for _, tr := range v.Tracks {
		if tr.Type == "audio" {
			music = tr.Elements[0].ElementID
		}
	}
	e.open(t, "/video/"+id)
	e.Wait(t, `window.__neuralcutEditor.index.value.size === 3`, 10*time.Second)
	// slider focuses the range input labelled label in the properties of el and presses key
	slider := func(el, label, key string) {
		t.Helper()
		x, y := clipPoint(t, e, el, 0.5)
		e.Do(t, chromedp.MouseClickXY(x, y))
		sel := fmt.Sprintf(`(() => { const l = [...document.querySelectorAll('.props[data-element=%q] label')].find((l) => l.textContent === %q);
		  return l ? '#' + l.htmlFor : ''; })()`, el, label)
		e.Wait(t, sel+` !== ''`, 5*time.Second)
		was := eval[string](t, e, fmt.Sprintf(`document.querySelector(%q).value`, eval[string](t, e, sel)))
		// Wait for the slider's new value before waiting for the editor to settle: under load the
		// key can be acknowledged before the page has handled it, and then nothing is in flight yet.
		// A late press on the timeline (it focuses its canvas) or a redrawn panel can also take the
		// key from the slider: then look the slider up again, focus it and press again, a few times.
		for try := 0; ; try++ {
			field := eval[string](t, e, sel)
			value := fmt.Sprintf(`document.querySelector(%q).value`, field)
			e.Do(t, chromedp.Focus(field))
			e.Wait(t, fmt.Sprintf(`document.activeElement === document.querySelector(%q)`, field), 5*time.Second)
			e.Do(t, chromedp.KeyEvent(key))
			if changed(t, e, value+` !== `+strconv.Quote(was)) {
				break
			}
			if try == 2 {
				t.Fatalf("%s slider of %s: three key presses left it at %s (focus is on %s)", label, el, was,
					eval[string](t, e, `document.activeElement ? document.activeElement.outerHTML.slice(0, 80) : 'nothing'`))
			}
		}
		e.Wait(t, settled, 10*time.Second)
	}
	before := e.savedElement(t, id, music)["audio"].(map[string]any)["volume"].(float64)
	slider(music, "Volume", kb.ArrowLeft)
	if got := e.savedElement(t, id, music)["audio"].(map[string]any)["volume"].(float64); math.Abs(got-(before-0.01)) > 1e-9 {
		t.Fatalf("volume %v, one step left: the server has %v", before, got)
	}
	slider(fx.ElementID, "Intensity", kb.ArrowRight)
	if got := e.savedElement(t, id, fx.ElementID)["effect"].(map[string]any)["params"].(map[string]any)["intensity"]; got != 16.0 {
		t.Fatalf("blur intensity 15, one step right: the server has %v", got)
	}
}

// changed polls js for up to 10 seconds and says whether it became true.
func changed(t *testing.T, e *browserEnv, js string) bool {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if eval[bool](t, e, js) {
			return true
		}
	}
	return false
}
