package transcribe

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

func need(t *testing.T, bins ...string) {
	t.Helper()
	for _, b := range bins {
		if _, err := exec.LookPath(b); err != nil {
			t.Skipf("%s not installed", b)
		}
	}
}

func runCmd(t *testing.T, name string, args ...string) {
	t.Helper()
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
}

// speak synthesises English sentences with festival's HTS voice (the one
// pocketsphinx can follow), each followed by pause seconds of exact
// silence, as a 16 kHz mono WAV. It returns the file and each sentence's
// start and end.
func speak(t *testing.T, dir string, pause float64, sentences ...string) (string, []Range) {
	t.Helper()
	need(t, "text2wave", "sox")
	var parts []string
	var spans []Range
	at := 0.0
	for i, s := range sentences {
		txt := filepath.Join(dir, "s"+strconv.Itoa(i)+".txt")
		os.WriteFile(txt, []byte(s+"\n"), 0o644)
		raw := filepath.Join(dir, "s"+strconv.Itoa(i)+"-32k.wav")
		runCmd(t, "text2wave", "-eval", "(voice_cmu_us_slt_arctic_hts)", txt, "-o", raw)
		wav := filepath.Join(dir, "s"+strconv.Itoa(i)+".wav")
		runCmd(t, "sox", raw, "-r", "16000", "-c", "1", "-b", "16", wav, "pad", "0", strconv.FormatFloat(pause, 'f', 3, 64))
		d := duration(t, wav)
		spans = append(spans, Range{Start: at, End: at + d - pause})
		at += d
		parts = append(parts, wav)
	}
	out := filepath.Join(dir, "speech.wav")
	if len(parts) == 1 {
		os.Rename(parts[0], out)
	} else {
		runCmd(t, "sox", append(parts, out)...)
	}
	return out, spans
}

// speakSpanish synthesises Spanish with espeak-ng.
func speakSpanish(t *testing.T, dir, text string) string {
	t.Helper()
	need(t, "espeak-ng", "sox")
	raw := filepath.Join(dir, "es-raw.wav")
	runCmd(t, "espeak-ng", "-v", "es", "-w", raw, text)
	out := filepath.Join(dir, "es.wav")
	runCmd(t, "sox", raw, "-r", "16000", "-c", "1", "-b", "16", out)
	return out
}

func duration(t *testing.T, path string) float64 {
	t.Helper()
	out, err := exec.Command("soxi", "-D", path).Output()
	if err != nil {
		t.Fatalf("soxi %s: %v", path, err)
	}
	d, err := strconv.ParseFloat(string(out[:len(out)-1]), 64)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// project builds a small project whose timeline holds the given audio
// files one after another on an audio track, through the real tools.
func project(t *testing.T, files ...string) *videotools.Editor {
	t.Helper()
	need(t, "ffmpeg", "ffprobe")
	p := timeline.New(timeline.Settings{Width: 320, Height: 180, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	ed := videotools.NewEditor(timeline.NewDoc(p), videotools.NewRegistry())
	at := 0.0
	for _, f := range files {
		ctx := context.Background()
		var id string
		var err error
		ed.Begin()
		id, err = media.Import(ctx, ed.Project, f)
		ed.Commit("import")
		if err != nil {
			t.Fatalf("import %s: %v", f, err)
		}
		start := at
		call(t, ed, "add_media_to_timeline", map[string]any{"assetId": id, "startTime": start, "trackType": "audio"})
		a, _ := ed.Project.Asset(id)
		at += a.Duration.Seconds()
	}
	return ed
}

func call(t *testing.T, ed *videotools.Editor, tool string, in any) any {
	t.Helper()
	raw, _ := json.Marshal(in)
	out, err := ed.Tools.Call(context.Background(), ed, tool, raw)
	if err != nil {
		t.Fatalf("%s %s: %v", tool, raw, err)
	}
	return out
}
