package web

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/neuralcut/neuralcut/internal/store"
)

// Every page and its main states from the real server at 1280x720 and 1600x900, saved for a
// person to look at (NEURALCUT_SCREENSHOTS); a script error on any of them fails the test.
func TestScreenshotsOfEveryPage(t *testing.T) {
	e := setup(t)
	// a project with clips, music, a title and a caption; an empty one; a photo with layers and
	// history
	show, _ := e.newProject(t, "Showcase", true, e.dir+"/clip.mp4", e.dir+"/music.mp3")
	e.callOn(t, show, "add_text", map[string]any{"text": "Summer in the hills", "start": 0, "end": 4, "position": "top"})
	e.callOn(t, show, "add_captions", map[string]any{"captions": []map[string]any{{"start": 1, "end": 3.5, "text": "We walked along the river"}}})
	empty, _ := e.newProject(t, "Empty project", false)
	var ph store.DocInfo
	if err := e.api.upload("/api/photos", e.dir+"/photo.png", &ph); err != nil {
		t.Fatal(err)
	}
	for _, step := range []map[string]any{
		{"op": "adjustments.apply", "params": map[string]any{"type": "brightness-contrast", "params": map[string]any{"brightness": 12, "contrast": 10}}},
		{"op": "text.add", "params": map[string]any{"text": "Golden hour", "size": 64, "color": "#ffffff"}},
	} {
		var r struct{ OK bool }
		if err := e.api.json("POST", "/api/photos/"+ph.ID+"/invoke", step, &r); err != nil || !r.OK {
			t.Fatalf("%v: %v %v", step, r, err)
		}
	}
	video, photo := "/video/"+show, "/photo/"+ph.ID
	for _, size := range [][2]int64{{1280, 720}, {1600, 900}} {
		w, h := size[0], size[1]
		name := func(s string) string { return fmt.Sprintf("%s-%dx%d", s, w, h) }
		view := chromedp.EmulateViewport(w, h)
		settle := func() { time.Sleep(600 * time.Millisecond) }

		// (leave the editor first: signed out, its requests would send it to /login meanwhile)
		e.Do(t, chromedp.Navigate("about:blank"), view, signOut(), chromedp.Navigate(e.srv.URL+"/login"))
		e.Wait(t, `!!document.querySelector('#username')`, 10*time.Second)
		e.Shot(t, name("login"))

		e.openAt(t, e.srv.URL, "/")
		e.Do(t, view)
		// every card's picture drawn (those below the fold too: the full-page shot shows them)
		e.Do(t, chromedp.Evaluate[chromedp.Void](`document.querySelectorAll('.card-thumb img').forEach((i) => { i.loading = 'eager'; })`))
		e.Wait(t, `[...document.querySelectorAll('.card-thumb')].every((c) => c.querySelector('img.loaded, .card-empty'))`, 30*time.Second)
		settle() // the pictures fade in
		e.Shot(t, name("home"))

		e.open(t, "/video/"+empty)
		e.Do(t, view)
		settle()
		e.Shot(t, name("video-empty"))

		e.open(t, video)
		e.Do(t, view, chromedp.Evaluate[chromedp.Void](`window.__neuralcutEditor.seek(2)`))
		e.Wait(t, `+document.querySelector('#preview-canvas').dataset.drawn > 0`, 20*time.Second)
		settle()
		e.Shot(t, name("video-clips"))
		// a clip selected: its properties
		x, y := clipPoint(t, e, eval[string](t, e, `window.__neuralcutEditor.project.value.tracks[0].elements[0].id`), 0.5)
		e.Do(t, chromedp.MouseClickXY(x, y))
		settle()
		e.Shot(t, name("video-properties"))
		// the chat: a step card done and a permission card waiting (basic mode, ask)
		e.Do(t, chromedp.KeyEvent("\x1b"), chromedp.Click(`#tab-chat`))
		e.Do(t, chromedp.Evaluate[chromedp.Void](`[...document.querySelectorAll('.chat-mode button')].find(b => b.textContent === 'Ask').click()`))
		e.Do(t, chromedp.SendKeys(`#chat-text`, "add the title The End at the bottom"), chromedp.Click(`#chat-send`))
		e.Wait(t, `!!document.querySelector('.step.needs .step-allow')`, 30*time.Second)
		e.Do(t, chromedp.Click(`.step.needs .step-head`))
		settle()
		e.Shot(t, name("video-chat"))
		e.Do(t, chromedp.Click(`.step.needs .step-deny`))
		e.Wait(t, `!document.querySelector('.chat .thinking')`, 30*time.Second)
		// a declined step: the plan ran whole or not at all, and the reply says nothing changed
		e.Wait(t, `document.querySelector('.chat').textContent.includes('Nothing changed')`, 10*time.Second)
		settle()
		e.Shot(t, name("video-chat-declined"))
		// the render dialog
		e.Do(t, chromedp.Click(`#open-render`))
		e.Wait(t, `!!document.querySelector('#render-start')`, 5*time.Second)
		settle()
		e.Shot(t, name("video-render"))
		e.Do(t, chromedp.KeyEvent("\x1b"))
		// the captions panel
		e.Do(t, chromedp.Click(`#tab-captions`))
		settle()
		e.Shot(t, name("video-captions-panel"))

		e.open(t, photo)
		e.Do(t, view)
		e.Wait(t, `!!document.querySelector('#layers-panel')`, 10*time.Second)
		settle()
		e.Shot(t, name("photo-layers"))
		e.Do(t, chromedp.Click(`#tab-adjust`), chromedp.Click(`[data-adjust="hue-saturation"]`))
		e.Wait(t, `!!document.querySelector('.float-panel')`, 5*time.Second)
		settle()
		e.Shot(t, name("photo-adjust"))
		e.Do(t, chromedp.KeyEvent("\x1b"))
		e.Wait(t, `!document.querySelector('.float-panel')`, 5*time.Second)
		e.Do(t, chromedp.Click(`#tab-history`))
		// the entries are named by the server, those made before the page opened too
		e.Wait(t, `/Open image.*Adjustment.*Add text/.test(document.querySelector('#history-panel').textContent)`, 5*time.Second)
		settle()
		e.Shot(t, name("photo-history"))
		e.Do(t, chromedp.SendKeys(`#quick-edit`, "make it warmer"), chromedp.Click(`#quick-edit-run`))
		e.Wait(t, `/^(Done|Failed)/.test(document.querySelector('#qe-status').textContent)`, 30*time.Second)
		e.Shot(t, name("photo-quick-edit"))
		// undo the Quick Edit so the next size starts from the same document
		e.Do(t, chromedp.Evaluate[chromedp.Void](`geEditorControl.invoke('history.undo', {})`))
	}
	t.Logf("screenshots in %s", e.Shots)
}
