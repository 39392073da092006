package web

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The media panel shows what an asset shows, as text (the words are the agent's or a person's,
// never markup), in at most two lines that stay inside the card; the pencil edits it through
// describe_asset, one undo entry like any edit.
func TestAssetDescriptionShownAndEdited(t *testing.T) {
	e := setup(t)
	id, assets := e.newProject(t, "Described", false, e.dir+"/clip.mp4", e.dir+"/music.mp3")
	clip, music := assets[0], assets[1]
	long := "<b>the chef</b> talking to camera in the kitchen, then a long walk through the market at dawn " +
		"with the stalls opening one by one and the light coming in low over the awnings"
	e.callOn(t, id, "describe_asset", map[string]any{"assetId": clip, "description": long})

	e.open(t, "/video/"+id)
	e.Wait(t, `!!document.querySelector('#asset-list .asset-desc')`, 10*time.Second)
	card := `document.querySelector('#asset-list [data-asset="` + clip + `"]')`
	shown := eval[map[string]any](t, e, `(() => { const c = `+card+`, d = c.querySelector('.asset-desc'), cr = c.getBoundingClientRect(), dr = d.getBoundingClientRect();
	  return {text: d.textContent, markup: d.querySelectorAll('*').length, clamped: d.scrollHeight > d.clientHeight + 1,
	    inside: dr.left >= cr.left - 0.5 && dr.right <= cr.right + 0.5, lines: Math.round(dr.height / parseFloat(getComputedStyle(d).lineHeight)),
	    title: d.title, others: document.querySelectorAll('#asset-list .asset-desc').length}; })()`)
	if shown["text"] != long || shown["title"] != long || shown["markup"] != 0.0 {
		t.Errorf("the description is not shown as its text: %v", shown)
	}
	if shown["clamped"] != true || shown["inside"] != true || shown["lines"] != 2.0 {
		t.Errorf("a long description should be cut to two lines inside its card: %v", shown)
	}
	if shown["others"] != 1.0 {
		t.Errorf("an asset without a description shows one: %v", shown)
	}
	// the clip's picture drawn, for a screenshot a person can judge
	e.Wait(t, `window.__neuralcutEditor.media.thumb(`+"`"+clip+"`"+`).ok`, 20*time.Second)
	time.Sleep(400 * time.Millisecond)
	e.Shot(t, "video-asset-described")

	// Describe the music from its pencil: Save is one undo entry; Undo takes it back.
	undo := eval[float64](t, e, `window.__neuralcutEditor.history.value.undo`)
	e.Do(t, chromedp.Evaluate[chromedp.Void](`document.querySelector('#asset-list [data-asset="`+music+`"] .asset-describe').click()`))
	e.Wait(t, `document.activeElement && document.activeElement.id === 'describe-text'`, 5*time.Second)
	e.Do(t, chromedp.SendKeys(`#describe-text`, "  slow piano,\n\nno vocals  "))
	e.Shot(t, "video-asset-describe-dialog")
	e.Do(t, chromedp.Click(`#describe-save`))
	e.Wait(t, `!document.querySelector('.describe-dialog') && !!document.querySelector('#asset-list [data-asset="`+music+`"] .asset-desc')`, 10*time.Second)
	if got := e.description(t, id, music); got != "slow piano, no vocals" {
		t.Errorf("server holds %q, want the words trimmed to one line", got)
	}
	if got := eval[float64](t, e, `window.__neuralcutEditor.history.value.undo`); got != undo+1 {
		t.Errorf("undo depth %v -> %v, want one entry", undo, got)
	}
	e.Do(t, chromedp.Evaluate[chromedp.Void](`window.__neuralcutEditor.call('undo')`))
	e.Wait(t, `!document.querySelector('#asset-list [data-asset="`+music+`"] .asset-desc')`, 10*time.Second)
	if got := e.description(t, id, music); got != "" {
		t.Errorf("after undo the server holds %q", got)
	}

	// Clear the clip's description from the dialog.
	e.Do(t, chromedp.Evaluate[chromedp.Void](`document.querySelector('#asset-list [data-asset="`+clip+`"] .asset-describe').click()`))
	e.Wait(t, `!!document.querySelector('#describe-clear')`, 5*time.Second)
	e.Do(t, chromedp.Click(`#describe-clear`))
	e.Wait(t, `!document.querySelector('#asset-list .asset-desc') && !document.querySelector('.describe-dialog')`, 10*time.Second)
	if got := e.description(t, id, clip); got != "" {
		t.Errorf("after clear the server holds %q", got)
	}
}

// description is an asset's description as list_project_assets gives it.
func (e *browserEnv) description(t *testing.T, project, asset string) string {
	t.Helper()
	var out struct {
		Assets []struct{ ID, Description string }
	}
	if err := json.Unmarshal(e.callOn(t, project, "list_project_assets", map[string]any{}), &out); err != nil {
		t.Fatal(err)
	}
	for _, a := range out.Assets {
		if a.ID == asset {
			return a.Description
		}
	}
	t.Fatalf("no asset %s in %s", asset, project)
	return ""
}
