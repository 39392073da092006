package web

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// The timeline's zoom controls: the buttons, zoom to fit, Ctrl+wheel around
// the pointer, and full zoom, where a frame is wide enough to click and a
// click on the ruler lands on a whole frame.
func TestTimelineZoomControls(t *testing.T) {
	e := setup(t)
	id, _ := e.newProject(t, "Zoom", true, e.dir+"/clip.mp4")
	e.open(t, "/video/"+id)
	e.Wait(t, `window.__neuralcutEditor.index.value.size === 1`, 10*time.Second)
	zoom := func() float64 { return eval[float64](t, e, `window.__neuralcutEditor.zoom.value`) }
	click := func(label string) {
		t.Helper()
		e.Do(t, chromedp.Click(fmt.Sprintf(`button[aria-label=%q]`, label)))
	}

	// Zoom to fit: the whole project from 0 to the canvas's right edge, less its margin.
	click("Zoom to fit")
	fit := eval[[]float64](t, e, `(() => { const v = window.__neuralcutTimeline, ed = window.__neuralcutEditor;
	  return [ed.viewStart.value, v.xAt(ed.duration.value), v.w]; })()`)
	if fit[0] != 0 || fit[1] > fit[2] || fit[1] < fit[2]-80 {
		t.Fatalf("zoom to fit: view starts at %v, the end drawn at %v px of %v", fit[0], fit[1], fit[2])
	}
	z0 := zoom()
	click("Zoom in")
	if z := zoom(); math.Abs(z/z0-1.5) > 1e-9 {
		t.Fatalf("Zoom in: %v -> %v", z0, z)
	}
	click("Zoom out")
	if z := zoom(); math.Abs(z-z0) > 1e-9 {
		t.Fatalf("Zoom out: back to %v, want %v", z, z0)
	}

	// Ctrl+wheel zooms in around the pointer: the time under it stays put.
	p := eval[[]float64](t, e, `(() => { const r = window.__neuralcutTimeline.canvas.getBoundingClientRect();
	  return [r.left + r.width / 3, r.top + 60, r.width / 3]; })()`)
	before := eval[float64](t, e, fmt.Sprintf(`window.__neuralcutTimeline.timeAt(%v)`, p[2]))
	e.Do(t, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseWheel, p[0], p[1], chromedp.ButtonModifiers(chromedp.ModifierCtrl),
		func(m *input.DispatchMouseEventParams) { m.DeltaX, m.DeltaY = 0.01, -120 })) // a zero deltaX is left out of the message, which Chrome refuses
	e.Wait(t, fmt.Sprintf(`window.__neuralcutEditor.zoom.value > %v`, z0*1.1), 5*time.Second)
	if after := eval[float64](t, e, fmt.Sprintf(`window.__neuralcutTimeline.timeAt(%v)`, p[2])); math.Abs(after-before) > 0.01 {
		t.Fatalf("Ctrl+wheel moved the time under the pointer from %.3f to %.3f s", before, after)
	}

	// Full zoom with the buttons: a frame at 30 fps is over 100 px wide, and
	// a click on the ruler 40% into a frame puts the playhead on that frame.
	for i := 0; i < 30 && zoom() < 100; i++ {
		click("Zoom in")
	}
	if z := zoom(); z != 100 {
		t.Fatalf("zoom after 30 clicks on Zoom in: %v, want the maximum 100", z)
	}
	r := eval[[]float64](t, e, `(() => { const v = window.__neuralcutTimeline, ed = window.__neuralcutEditor, r = v.canvas.getBoundingClientRect();
	  const f = Math.ceil(ed.viewStart.value * 30) + 1;
	  return [r.left + v.xAt((f + 0.4) / 30), r.top + 10, f, v.xAt(1 / 30) - v.xAt(0)]; })()`)
	if r[3] < 100 {
		t.Fatalf("a frame is %.1f px wide at full zoom", r[3])
	}
	e.Do(t, chromedp.MouseClickXY(r[0], r[1]))
	e.Wait(t, fmt.Sprintf(`Math.abs(window.__neuralcutEditor.playhead.value * 30 - %v) < 1e-6`, r[2]), 5*time.Second)
}
