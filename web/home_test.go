package web

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/neuralcut/neuralcut/internal/store"
)

// cardPicture says whether the home card of a document shows a loaded picture, and its mean
// brightness and colourfulness (read back from a canvas).
const cardPicture = `((id) => { const img = document.querySelector('.card[data-id="' + id + '"] img');
  if (!img || !img.complete || !img.naturalWidth) return null;
  const c = document.createElement('canvas'); c.width = 64; c.height = 36;
  const g = c.getContext('2d'); g.drawImage(img, 0, 0, 64, 36);
  const d = g.getImageData(0, 0, 64, 36).data; let sum = 0, chroma = 0;
  for (let i = 0; i < d.length; i += 4) { sum += d[i] + d[i + 1] + d[i + 2]; chroma += Math.max(d[i], d[i + 1], d[i + 2]) - Math.min(d[i], d[i + 1], d[i + 2]); }
  return [sum / (d.length / 4) / 3, chroma / (d.length / 4)]; })`

func (e *browserEnv) docs(t *testing.T, kind string) []store.DocInfo {
	t.Helper()
	var list []store.DocInfo
	if err := e.api.json("GET", "/api/"+kind, nil, &list); err != nil {
		t.Fatal(err)
	}
	return list
}

// Home: every document with a real picture (a project's is a frame of what it shows, made by
// the server; an empty project says it is empty), rename and delete through the page, each
// checked on the server.
func TestHomeRenameDeleteAndPictures(t *testing.T) {
	e := setup(t)
	poster, _ := e.newProject(t, "Holiday", true, e.dir+"/clip.mp4")
	empty, _ := e.newProject(t, "Scratch", false)
	e.open(t, "/")
	e.Wait(t, `document.querySelectorAll('.card').length >= 4`, 10*time.Second)
	for _, id := range []string{poster, e.photo} {
		e.Wait(t, fmt.Sprintf(`!!(%s)(%q)`, cardPicture, id), 30*time.Second)
		px := eval[[]float64](t, e, fmt.Sprintf(`(%s)(%q)`, cardPicture, id))
		if px[0] < 40 || px[1] < 30 {
			t.Errorf("the picture of %s is dull or black: brightness %.0f, colour %.0f", id, px[0], px[1])
		}
	}
	e.Wait(t, fmt.Sprintf(`!!document.querySelector('.card[data-id=%q] .card-empty')`, empty), 10*time.Second)
	e.Shot(t, "home")

	// rename through the dialog
	e.Do(t, chromedp.Click(`.card[data-id="`+empty+`"] button[aria-label="Rename Scratch"]`))
	e.Wait(t, `!!document.querySelector('#rename-name')`, 5*time.Second)
	e.Do(t, chromedp.Evaluate[chromedp.Void](`document.querySelector('#rename-name').select()`),
		chromedp.SendKeys(`#rename-name`, "Storyboard"))
	e.Shot(t, "home-rename")
	e.Do(t, chromedp.Click(`#rename-save`))
	e.Wait(t, fmt.Sprintf(`document.querySelector('.card[data-id=%q] .card-title a').textContent === 'Storyboard'`, empty), 5*time.Second)
	var d store.DocInfo
	if err := e.api.json("GET", "/api/projects/"+empty, nil, &d); err != nil || d.Name != "Storyboard" {
		t.Fatalf("after rename the server has %q (%v)", d.Name, err)
	}
	// delete after confirming; Cancel keeps it
	e.Do(t, chromedp.Click(`.card[data-id="`+empty+`"] button[aria-label="Delete Storyboard"]`))
	e.Wait(t, `!!document.querySelector('#confirm-delete')`, 5*time.Second)
	e.Shot(t, "home-delete")
	e.Do(t, chromedp.KeyEvent("\x1b"))
	e.Wait(t, `!document.querySelector('#confirm-delete')`, 5*time.Second)
	if len(e.docs(t, "projects")) < 3 {
		t.Fatal("Escape deleted the project")
	}
	e.Do(t, chromedp.Click(`.card[data-id="`+empty+`"] button[aria-label="Delete Storyboard"]`))
	e.Wait(t, `!!document.querySelector('#confirm-delete')`, 5*time.Second)
	e.Do(t, chromedp.Click(`#confirm-delete`))
	e.Wait(t, fmt.Sprintf(`!document.querySelector('.card[data-id=%q]')`, empty), 5*time.Second)
	for _, p := range e.docs(t, "projects") {
		if p.ID == empty {
			t.Fatal("the deleted project is still on the server")
		}
	}
	if err := e.api.json("GET", "/api/projects/"+empty, nil, nil); err == nil {
		t.Fatal("the deleted project still answers")
	}
}
