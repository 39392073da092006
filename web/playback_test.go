package web

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Playback plays the server's playback file of the timeline in a <video> that the playhead
// follows; after an edit the preview says it is updating until the file is made again. A
// scrubbed frame comes from a segment rendered ahead of time.
func TestPlaybackFollowsThePlayhead(t *testing.T) {
	e := setup(t)
	id, _ := e.newProject(t, "Playback", true, e.dir+"/clip.mp4")
	e.open(t, "/video/"+id)
	e.wait(t, `document.querySelector('#preview-video').dataset.ready === 'true'`, 90*time.Second)
	if tag := eval[string](t, e, `fetch(window.__neuralcutEditor.base + '/frame?t=1&w=640').then(r => r.headers.get('ETag'))`); !strings.HasPrefix(tag, `"s`) {
		t.Errorf("a scrubbed frame was composed on demand (ETag %s), not read from a segment", tag)
	}
	e.do(t, chromedp.Evaluate[chromedp.Void](`window.__neuralcutEditor.seek(0.5)`), chromedp.Click(`#play`))
	time.Sleep(1500 * time.Millisecond)
	st := eval[map[string]any](t, e, `(() => { const v = document.querySelector('#preview-video');
	  return {ct: v.currentTime, ph: window.__neuralcutEditor.playhead.value, paused: v.paused, shown: getComputedStyle(v).visibility}; })()`)
	ct, ph := st["ct"].(float64), st["ph"].(float64)
	if st["paused"] != false || st["shown"] != "visible" || ct < 1.2 {
		t.Fatalf("the video is not playing: %v", st)
	}
	if math.Abs(ct-ph) > 0.1 {
		t.Errorf("the playhead (%.3f s) is not in step with the video (%.3f s)", ph, ct)
	}
	e.shot(t, "video-playing")
	// a seek while playing moves the video
	e.do(t, chromedp.Evaluate[chromedp.Void](`window.__neuralcutEditor.seek(4)`))
	time.Sleep(400 * time.Millisecond)
	if ct := eval[float64](t, e, `document.querySelector('#preview-video').currentTime`); ct < 4 || ct > 4.8 {
		t.Errorf("after a seek to 4 s the video is at %.2f s", ct)
	}
	e.do(t, chromedp.Click(`#play`))
	e.wait(t, `document.querySelector('#preview-video').paused && !window.__neuralcutEditor.playing.value`, 5*time.Second)

	// an edit: "updating" until the new file is made, then playable again
	before := eval[string](t, e, `document.querySelector('#preview-video').getAttribute('src')`)
	e.callOn(t, id, "add_text", map[string]any{"text": "New", "start": 1, "end": 2, "position": "center"})
	e.wait(t, `!!document.querySelector('#preview-updating')`, 5*time.Second)
	e.wait(t, `!document.querySelector('#preview-updating') && document.querySelector('#preview-video').dataset.ready === 'true'`, 90*time.Second)
	if after := eval[string](t, e, `document.querySelector('#preview-video').getAttribute('src')`); after == before {
		t.Errorf("the playback file did not change after the edit: %s", after)
	}
}
