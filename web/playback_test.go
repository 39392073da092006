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
	e.Wait(t, `document.querySelector('#preview-video').dataset.ready === 'true'`, 90*time.Second)
	if tag := eval[string](t, e, `fetch(window.__neuralcutEditor.base + '/frame?t=1&w=640').then(r => r.headers.get('ETag'))`); !strings.HasPrefix(tag, `"s`) {
		t.Errorf("a scrubbed frame was composed on demand (ETag %s), not read from a segment", tag)
	}
	e.Do(t, chromedp.Evaluate[chromedp.Void](`window.__neuralcutEditor.seek(0.5)`), chromedp.Click(`#play`))
	e.Wait(t, `(() => { const v = document.querySelector('#preview-video');
	  return !v.paused && v.currentTime >= 1.2 && getComputedStyle(v).visibility === 'visible'; })()`, 15*time.Second)
	// both read in an animation frame after the page's own (where the playhead follows the video)
	st := eval[map[string]float64](t, e, `new Promise((done) => requestAnimationFrame(() => {
	  const v = document.querySelector('#preview-video');
	  done({ct: v.currentTime, ph: window.__neuralcutEditor.playhead.value}); }))`)
	if math.Abs(st["ct"]-st["ph"]) > 0.1 {
		t.Errorf("the playhead (%.3f s) is not in step with the video (%.3f s)", st["ph"], st["ct"])
	}
	// a seek while playing moves the video (back, where playing on never goes)
	e.Do(t, chromedp.Evaluate[chromedp.Void](`window.__seek = {at: performance.now(), ct0: document.querySelector('#preview-video').currentTime};
	  window.__neuralcutEditor.seek(0.3)`))
	e.Wait(t, `(() => { const v = document.querySelector('#preview-video'), dt = (performance.now() - __seek.at) / 1000;
	  return v.currentTime >= 0.3 && v.currentTime <= 0.6 + dt && v.currentTime < __seek.ct0 - 0.3; })()`, 5*time.Second)
	e.Shot(t, "video-playing")
	e.Do(t, chromedp.Click(`#play`))
	e.Wait(t, `document.querySelector('#preview-video').paused && !window.__neuralcutEditor.playing.value`, 5*time.Second)

	// an edit: "updating" until the new file is made, then playable again
	before := eval[string](t, e, `document.querySelector('#preview-video').getAttribute('src')`)
	e.callOn(t, id, "add_text", map[string]any{"text": "New", "start": 1, "end": 2, "position": "center"})
	e.Wait(t, `!!document.querySelector('#preview-updating')`, 5*time.Second)
	e.Wait(t, `!document.querySelector('#preview-updating') && document.querySelector('#preview-video').dataset.ready === 'true'`, 90*time.Second)
	if after := eval[string](t, e, `document.querySelector('#preview-video').getAttribute('src')`); after == before {
		t.Errorf("the playback file did not change after the edit: %s", after)
	}
}
