package planner

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/transcribe"
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

func run(t *testing.T, name string, args ...string) {
	t.Helper()
	if out, err := exec.Command(name, args...).CombinedOutput(); err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
}

// audioProject puts one audio file on the timeline of a new project.
func audioProject(t *testing.T, path string, seconds float64) *videotools.Editor {
	p := timeline.New(timeline.Settings{Width: 320, Height: 180, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	p.Assets = append(p.Assets, timeline.Asset{ID: p.NewID("a"), Name: filepath.Base(path), Type: timeline.AssetAudio,
		Path: path, Duration: timeline.FromSeconds(seconds), HasAudio: true})
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	if _, err := tools().Call(context.Background(), ed, "add_media_to_timeline",
		mustJSON(map[string]any{"assetId": p.Assets[0].ID, "startTime": 0, "trackType": "audio"})); err != nil {
		t.Fatal(err)
	}
	return ed
}

func execute(t *testing.T, ed *videotools.Editor, plan Plan) {
	t.Helper()
	if !plan.Understood || len(plan.Steps) == 0 {
		t.Fatalf("plan: %+v", plan)
	}
	for _, s := range plan.Steps {
		if _, err := ed.Tools.Call(context.Background(), ed, s.Tool, s.Params); err != nil {
			t.Fatalf("%s: %v", s.Tool, err)
		}
	}
}

// TestRemoveSilences: a tone, 1.5 s of silence, a tone (made with ffmpeg);
// "remove the silences" / "sacá las pausas" cut the silence but keep the
// flow's 0.15 s of air on each side.
func TestRemoveSilences(t *testing.T) {
	need(t, "ffmpeg")
	wav := filepath.Join(t.TempDir(), "talk.wav")
	run(t, "ffmpeg", "-v", "error", "-f", "lavfi", "-i", "aevalsrc=if(lt(t\\,1)+gt(t\\,2.5)\\,0.5*sin(2*PI*440*t)\\,0):s=16000:d=3.5", wav)
	for _, prompt := range []string{"remove the silences", "sacá las pausas"} {
		ed := audioProject(t, wav, 3.5)
		plan := BasicVideo(context.Background(), prompt, ed)
		execute(t, ed, plan)
		want := 3.5 - (1.5 - 2*0.15)
		if got := ed.Project.End().Seconds(); got < want-0.1 || got > want+0.1 {
			t.Errorf("%q: timeline %.3f s after, want %.2f±0.1 (reply %s)", prompt, got, want, plan.Reply)
		}
	}
}

// TestCaptions: festival speech, transcribed by the offline engine
// (pocketsphinx), becomes subtitle elements that keep the readability rules.
func TestCaptions(t *testing.T) {
	need(t, "text2wave", "sox", "pocketsphinx_continuous")
	if _, err := os.Stat(transcribe.DefaultPocketsphinxModel); err != nil {
		t.Skip("pocketsphinx-en-us not installed")
	}
	dir := t.TempDir()
	txt := filepath.Join(dir, "s.txt")
	os.WriteFile(txt, []byte("hello world. this is a test of the captions.\n"), 0o644)
	raw := filepath.Join(dir, "raw.wav")
	run(t, "text2wave", "-eval", "(voice_cmu_us_slt_arctic_hts)", txt, "-o", raw)
	wav := filepath.Join(dir, "speech.wav")
	run(t, "sox", raw, "-r", "16000", "-c", "1", "-b", "16", wav)
	out, err := exec.Command("soxi", "-D", wav).Output()
	if err != nil {
		t.Fatal(err)
	}
	var dur float64
	if _, err := fmt.Sscan(strings.TrimSpace(string(out)), &dur); err != nil {
		t.Fatal(err)
	}
	svc, err := transcribe.NewService(transcribe.Config{Engine: "pocketsphinx", CacheDir: filepath.Join(dir, "cache")})
	if err != nil {
		t.Fatal(err)
	}
	for _, prompt := range []string{"add captions", "subtitulá el video"} {
		ed := audioProject(t, wav, dur)
		ed.Transcriber = svc
		plan := BasicVideo(context.Background(), prompt, ed)
		execute(t, ed, plan)
		subs := elems(ed.Project, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Style == "subtitle"
		})
		if len(subs) == 0 {
			t.Fatalf("%q: no captions (reply %s)", prompt, plan.Reply)
		}
		for _, s := range subs {
			lines := strings.Split(s.Text.Content, "\n")
			if len(lines) > 2 || s.Duration.Seconds() > 6.001 || s.End().Seconds() > dur+0.5 {
				t.Errorf("%q: caption %q %v-%v breaks the rules", prompt, s.Text.Content, s.Start, s.End())
			}
			for _, l := range lines {
				if len([]rune(l)) > 42 {
					t.Errorf("%q: caption line %q over 42 characters", prompt, l)
				}
			}
		}
		t.Logf("%q: %s", prompt, plan.Reply)
	}
}

// TestTranscriptWithoutEngine: no transcriber configured is said plainly.
func TestTranscriptWithoutEngine(t *testing.T) {
	for _, prompt := range []string{"add captions", "remove the filler words", "subtitulá el video"} {
		p := BasicVideo(context.Background(), prompt, fixture(t))
		if !p.Understood || len(p.Steps) != 0 || !strings.Contains(p.Reply, "no transcription engine is configured") {
			t.Errorf("%q: %+v", prompt, p)
		}
	}
}
