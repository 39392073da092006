package transcribe

import (
	"context"
	"encoding/json"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

func sphinxService(t *testing.T) *Service {
	t.Helper()
	need(t, "pocketsphinx_continuous")
	svc, err := NewService(Config{CacheDir: t.TempDir()})
	if err != nil {
		t.Skipf("pocketsphinx not usable: %v", err)
	}
	if svc.Engine.Name() != "pocketsphinx" {
		t.Fatalf("default engine is %s, want pocketsphinx", svc.Engine.Name())
	}
	return svc
}

var sentences = []string{
	"The quick brown fox jumps over the lazy dog.",
	"We will meet at the station tomorrow morning.",
	"Please open the window before the meeting starts.",
	"She bought three apples and a loaf of bread.",
}

// The offline engine on festival's HTS voice: word error rate measured and
// bounded (pocketsphinx is the low-accuracy engine; about a quarter of the
// words wrong is its normal), times in timeline seconds when the audio is
// placed later on the timeline, and sentence pauses visible in the words.
func TestSphinxTimelineWordErrorRate(t *testing.T) {
	svc := sphinxService(t)
	dir := t.TempDir()
	wav, spans := speak(t, dir, 1.0, sentences...)
	ed := project(t, wav)
	const offset = 1.5
	// move the speech 1.5 s into the timeline so timeline times differ from source times
	ids := []string{ed.Project.Tracks[1].Elements[0].ID}
	call(t, ed, "move_timeline_elements", map[string]any{"elementIds": ids, "start": offset})
	ed.Transcriber = svc
	var progressed float64
	svc.Progress = func(done, total float64) { progressed = done / total }

	out := call(t, ed, "transcribe_video", map[string]any{})
	tr := out.(transcript.Transcript)
	if tr.Language != "en" || tr.Engine != "pocketsphinx" || tr.Cached {
		t.Errorf("got language %q engine %q cached %v", tr.Language, tr.Engine, tr.Cached)
	}
	wer := transcript.WordErrorRate(transcript.Tokens(strings.Join(sentences, " ")), transcript.Tokens(tr.Text()))
	t.Logf("pocketsphinx word error rate on festival speech: %.1f%% (%q)", wer*100, tr.Text())
	if wer > 0.45 {
		t.Errorf("word error rate %.2f, want at most 0.45", wer)
	}
	if progressed < 0.5 {
		t.Errorf("progress reached %.2f of the audio", progressed)
	}
	words := tr.Words()
	if len(words) < 20 {
		t.Fatalf("only %d words", len(words))
	}
	// every word lies inside a sentence's span, shifted to timeline time
	for _, w := range words {
		inside := false
		for _, s := range spans {
			if w.Start >= s.Start+offset-0.3 && w.End <= s.End+offset+0.3 {
				inside = true
			}
		}
		if !inside {
			t.Errorf("word %q at %.2f-%.2f falls in a pause (sentences at %v + %.1f)", w.Word, w.Start, w.End, spans, offset)
		}
	}
	if tr.Duration < spans[len(spans)-1].End+offset {
		t.Errorf("duration %.2f shorter than the timeline", tr.Duration)
	}

	// the same request again is a cache hit
	again := call(t, ed, "transcribe_video", map[string]any{"language": "en"}).(transcript.Transcript)
	if !again.Cached || again.Text() != tr.Text() {
		t.Errorf("second call: cached=%v", again.Cached)
	}

	// captions from the same (cached) transcript obey every rule
	gen, err := GenerateCaptions(context.Background(), ed, "")
	if err != nil || gen.Engine != "pocketsphinx" || gen.Captions < 4 {
		t.Fatalf("captions: %+v %v", gen, err)
	}
	checkCues(t, tr.Words(), SubtitleCues(ed.Project))

	// find a phrase that the engine got right
	for _, ph := range []string{"lazy dog", "tomorrow morning", "loaf of bread", "open the window"} {
		ms := FindPhrase(&tr, ph)
		if len(ms) == 0 {
			continue
		}
		if ms[0].Start < offset || ms[0].End > tr.Duration {
			t.Errorf("phrase %q found at %v", ph, ms[0])
		}
		return
	}
	t.Errorf("none of the test phrases found in %q", tr.Text())
}

// The same sentences under pink noise, inside a video file, transcribed
// by asset id (source seconds): the extraction path, and the engine's
// accuracy when the audio is not clean.
func TestSphinxNoisyVideoAsset(t *testing.T) {
	svc := sphinxService(t)
	dir := t.TempDir()
	wav, _ := speak(t, dir, 0.7, sentences...)
	noise := filepath.Join(dir, "noise.wav")
	runCmd(t, "sox", "-n", "-r", "16000", "-c", "1", "-b", "16", noise, "synth", strconv.FormatFloat(duration(t, wav), 'f', 3, 64), "pinknoise", "vol", "0.015")
	noisy := filepath.Join(dir, "noisy.wav")
	runCmd(t, "sox", "-m", wav, noise, noisy)
	video := filepath.Join(dir, "talk.mp4")
	runCmd(t, "ffmpeg", "-nostdin", "-v", "error", "-f", "lavfi", "-i", "color=c=black:s=160x90:r=10", "-i", noisy,
		"-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-shortest", video)
	ed := project(t)
	ed.Begin()
	id, err := media.Import(context.Background(), ed.Project, video)
	ed.Commit("import")
	if err != nil {
		t.Fatal(err)
	}
	ed.Transcriber = svc
	tr := call(t, ed, "transcribe_video", map[string]any{"assetId": id}).(transcript.Transcript)
	wer := transcript.WordErrorRate(transcript.Tokens(strings.Join(sentences, " ")), transcript.Tokens(tr.Text()))
	t.Logf("pocketsphinx word error rate with pink noise, from an mp4: %.1f%% (%q)", wer*100, tr.Text())
	if wer > 0.5 {
		t.Errorf("word error rate %.2f, want at most 0.5", wer)
	}
	if math.Abs(tr.Duration-duration(t, wav)) > 0.1 {
		t.Errorf("duration %.2f, want the asset's %.2f", tr.Duration, duration(t, wav))
	}
	if _, err := ed.Tools.Call(context.Background(), ed, "transcribe_video", json.RawMessage(`{"assetId":"nope"}`)); err == nil || err.Error() != "Asset not found" {
		t.Errorf("unknown asset: %v", err)
	}
}

// pocketsphinx cannot do Spanish and says what to configure instead.
func TestSphinxRefusesSpanish(t *testing.T) {
	svc := sphinxService(t)
	dir := t.TempDir()
	ed := project(t, speakSpanish(t, dir, "Hola, buenos días. Vamos a editar el video."))
	ed.Transcriber = svc
	raw, _ := json.Marshal(map[string]any{"assetId": ed.Project.Assets[0].ID, "language": "es"})
	_, err := ed.Tools.Call(context.Background(), ed, "transcribe_video", raw)
	if err == nil || !strings.Contains(err.Error(), "only transcribes English") || !strings.Contains(err.Error(), "NEURALCUT_TRANSCRIBE_ENGINE") {
		t.Fatalf("got %v", err)
	}
}

func TestNoEngineSaysHowToConfigure(t *testing.T) {
	_, err := NewEngine(Config{PocketsphinxBin: "/nonexistent/pocketsphinx"})
	if err != ErrNoEngine || !strings.Contains(err.Error(), "NEURALCUT_TRANSCRIBE_ENGINE") {
		t.Fatalf("got %v", err)
	}
	_, err = NewEngine(Config{Engine: "whisper-server"})
	if err == nil || !strings.Contains(err.Error(), "NEURALCUT_WHISPER_URL") {
		t.Fatalf("got %v", err)
	}
	_, err = NewEngine(Config{Engine: "nope"})
	if err == nil || !strings.Contains(err.Error(), "not an engine") {
		t.Fatalf("got %v", err)
	}
}
