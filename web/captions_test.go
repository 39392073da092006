package web

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// speechClip makes a 640x360 clip whose sound is two spoken English sentences (festival's voice,
// which pocketsphinx follows) with two seconds of silence between them.
func speechClip(t *testing.T, dir string) string {
	t.Helper()
	out := filepath.Join(dir, "speech.mp4")
	if _, err := os.Stat(out); err == nil {
		return out
	}
	run := func(name string, args ...string) {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir = dir
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s %v: %v %s", name, args, err, b)
		}
	}
	var parts []string
	for i, s := range []string{"The weather is lovely today.", "We walked along the river in the afternoon."} {
		txt := filepath.Join(dir, "say.txt")
		os.WriteFile(txt, []byte(s+"\n"), 0o644)
		raw, wav := filepath.Join(dir, "raw.wav"), filepath.Join(dir, "s"+string(rune('0'+i))+".wav")
		run("text2wave", "-eval", "(voice_cmu_us_slt_arctic_hts)", txt, "-o", raw)
		run("sox", raw, "-r", "16000", "-c", "1", "-b", "16", wav, "pad", "0.3", "2")
		parts = append(parts, wav)
	}
	run("sox", append(parts, "speech.wav")...)
	run("ffmpeg", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=30", "-i", "speech.wav",
		"-shortest", "-pix_fmt", "yuv420p", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", out)
	return out
}

// The captions panel with the offline engine: transcribe (a job), generate captions, export
// them as SRT and WebVTT (the files the page hands the browser), remove the silences — each
// checked on the server's project.
func TestCaptionsPanel(t *testing.T) {
	e := setup(t)
	id, _ := e.newProject(t, "Captions", true, speechClip(t, e.dir))
	e.open(t, "/video/"+id)
	e.Do(t, chromedp.Click(`#tab-captions`))
	e.Wait(t, `!!document.querySelector('#transcribe') && !document.querySelector('#generate-captions').disabled`, 10*time.Second)
	e.Do(t, chromedp.Click(`#transcribe`))
	e.Wait(t, `/Transcription: done/.test((document.querySelector('#transcription-state') || {}).textContent)`, 90*time.Second)

	e.Do(t, chromedp.Click(`#generate-captions`))
	e.Wait(t, `[...window.__neuralcutEditor.index.value.values()].filter(x => x.el.type === 'text').length >= 1`, 90*time.Second)
	var tl struct {
		Tracks []struct {
			Type     string `json:"type"`
			Elements []struct {
				Text  string  `json:"text"`
				Start float64 `json:"start"`
				End   float64 `json:"end"`
			} `json:"elements"`
		} `json:"tracks"`
	}
	read := func() {
		if err := json.Unmarshal(e.callOn(t, id, "list_timeline", map[string]any{}), &tl); err != nil {
			t.Fatal(err)
		}
	}
	read()
	var words []string
	mainEnd := 0.0
	for _, tr := range tl.Tracks {
		for _, el := range tr.Elements {
			if tr.Type == "text" {
				words = append(words, strings.ToLower(el.Text))
			}
			if tr.Type == "main" {
				mainEnd = max(mainEnd, el.End)
			}
		}
	}
	if said := strings.Join(words, " "); !strings.Contains(said, "weather") && !strings.Contains(said, "river") {
		t.Fatalf("the captions do not say what was spoken: %q", said)
	}
	e.Shot(t, "video-captions")

	// the exports: the page hands the browser a file; read what it holds
	e.Do(t, chromedp.Evaluate[chromedp.Void](`window.__exports = []; const make = URL.createObjectURL;
	  URL.createObjectURL = (b) => { window.__exports.push(b); return make(b); }`))
	e.Do(t, chromedp.Click(`#export-srt`))
	e.Wait(t, `window.__exports.length === 1`, 10*time.Second)
	e.Do(t, chromedp.Click(`#export-vtt`))
	e.Wait(t, `window.__exports.length === 2`, 10*time.Second)
	files := eval[[]string](t, e, `Promise.all(window.__exports.map(b => b.text()))`)
	if !strings.Contains(files[0], "00:00:0") || !strings.Contains(files[0], " --> ") || strings.HasPrefix(files[0], "WEBVTT") {
		t.Errorf("SRT export: %q", files[0])
	}
	if !strings.HasPrefix(files[1], "WEBVTT") || !strings.Contains(files[1], " --> ") {
		t.Errorf("VTT export: %q", files[1])
	}

	// the two seconds between the sentences go
	e.Do(t, chromedp.Click(`#remove-silences`))
	e.Wait(t, `window.__neuralcutEditor.pending.value === 0 && !document.querySelector('#remove-silences').disabled`, 90*time.Second)
	read()
	after := 0.0
	for _, tr := range tl.Tracks {
		for _, el := range tr.Elements {
			if tr.Type == "main" {
				after = max(after, el.End)
			}
		}
	}
	if after > mainEnd-1.5 {
		t.Errorf("removing the silences left the main track %.2f s long (was %.2f s)", after, mainEnd)
	}
}
