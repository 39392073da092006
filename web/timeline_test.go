package web

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The timeline's other gestures and keys, each checked on the server's project: a marquee selects
// the clip it crosses, Ctrl+D duplicates it, Ctrl+Z and Ctrl+Y undo and redo that, S splits at the
// playhead after Shift+→ and J moved it, and Space plays and pauses.
func TestTimelineMarqueeDuplicateAndKeys(t *testing.T) {
	e := setup(t)
	id, _ := e.newProject(t, "Keys", true, e.dir+"/clip.mp4")
	mainOf := func() []tlElement {
		var v struct{ Tracks []tlTrack }
		if err := json.Unmarshal(e.callOn(t, id, "list_timeline", map[string]any{}), &v); err != nil {
			t.Fatal(err)
		}
		for _, tr := range v.Tracks {
			if tr.Type == "main" {
				return tr.Elements
			}
		}
		return nil
	}
	e.open(t, "/video/"+id)
	e.Wait(t, `window.__neuralcutEditor.index.value.size === 1`, 10*time.Second)
	clip := mainOf()[0]
	idle := `window.__neuralcutEditor.pending.value === 0`

	// a marquee from the empty track space right of the clip back across its end
	x, y := clipPoint(t, e, clip.ElementID, 1)
	e.Do(t, drag(x+120, y, x-40, y+4))
	e.Wait(t, fmt.Sprintf(`window.__neuralcutEditor.selection.value.join() === %q`, clip.ElementID), 5*time.Second)

	// Ctrl+D: a copy on the server; Ctrl+Z takes it away, Ctrl+Y brings it back
	e.Do(t, chromedp.KeyEvent("d", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	e.Wait(t, `window.__neuralcutEditor.index.value.size === 2 && `+idle, 10*time.Second)
	if m := mainOf(); len(m) != 2 {
		t.Fatalf("after Ctrl+D the server has %+v", m)
	}
	e.Do(t, chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	e.Wait(t, `window.__neuralcutEditor.index.value.size === 1 && `+idle, 10*time.Second)
	if m := mainOf(); len(m) != 1 {
		t.Fatalf("after Ctrl+Z the server has %+v", m)
	}
	e.Do(t, chromedp.KeyEvent("y", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	e.Wait(t, `window.__neuralcutEditor.index.value.size === 2 && `+idle, 10*time.Second)
	if m := mainOf(); len(m) != 2 {
		t.Fatalf("after Ctrl+Y the server has %+v", m)
	}

	// Shift+→ twice and J once: the playhead at 1 s; S splits every track there (nothing selected)
	e.Do(t, chromedp.KeyEvent("\x1b"), chromedp.Evaluate[chromedp.Void](`window.__neuralcutEditor.seek(0)`))
	e.Do(t, chromedp.KeyEvent(kb.ArrowRight, chromedp.KeyModifiers(chromedp.ModifierShift)),
		chromedp.KeyEvent(kb.ArrowRight, chromedp.KeyModifiers(chromedp.ModifierShift)), chromedp.KeyEvent("j"))
	if ph := eval[float64](t, e, `window.__neuralcutEditor.playhead.value`); !near(ph, 1) {
		t.Fatalf("after Shift+→ Shift+→ J the playhead is at %.3f s", ph)
	}
	e.Do(t, chromedp.KeyEvent("s"))
	e.Wait(t, `window.__neuralcutEditor.index.value.size === 3 && `+idle, 10*time.Second)
	if m := mainOf(); len(m) != 3 || !near(m[0].End, 1) || !near(m[1].Start, 1) {
		t.Fatalf("after S at 1 s the server has %+v", m)
	}

	// Space plays, Space again pauses
	e.Do(t, chromedp.KeyEvent(" "))
	e.Wait(t, `window.__neuralcutEditor.playing.value === true`, 5*time.Second)
	e.Do(t, chromedp.KeyEvent(" "))
	e.Wait(t, `window.__neuralcutEditor.playing.value === false`, 5*time.Second)
}
