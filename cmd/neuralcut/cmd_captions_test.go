package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func mustOK(t *testing.T, r result) string {
	t.Helper()
	if r.code != 0 {
		t.Fatalf("exit %d\nstdout: %s\nstderr: %s", r.code, r.stdout, r.stderr)
	}
	return r.stdout
}

// The caption and cut commands end to end on a real project file, with a
// loopback whisper-server as the engine.
func TestCaptionCommands(t *testing.T) {
	for _, b := range []string{"ffmpeg", "sox"} {
		if _, err := exec.LookPath(b); err != nil {
			t.Skipf("%s not installed", b)
		}
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, `{"language":"english","segments":[{"start":0.1,"end":0.9,"text":"Um, hello.","words":[
{"word":"Um,","start":0.1,"end":0.4},{"word":"hello.","start":0.5,"end":0.9}]},
{"start":1.9,"end":2.9,"text":"Goodbye now.","words":[{"word":"Goodbye","start":1.9,"end":2.4},{"word":"now.","start":2.4,"end":2.9}]}]}`)
	}))
	defer srv.Close()
	t.Setenv("NEURALCUT_TRANSCRIBE_ENGINE", "whisper-server")
	t.Setenv("NEURALCUT_WHISPER_URL", srv.URL)
	t.Setenv("NEURALCUT_TRANSCRIBE_CACHE", t.TempDir())

	dir := t.TempDir()
	wav := filepath.Join(dir, "talk.wav")
	if out, err := exec.Command("sox", "-n", "-r", "16000", "-c", "1", "-b", "16", wav,
		"synth", "1", "sine", "300", "vol", "0.5", ":", "synth", "1", "sine", "300", "vol", "0", ":", "synth", "1", "sine", "500", "vol", "0.5").CombinedOutput(); err != nil {
		t.Fatalf("sox: %v %s", err, out)
	}
	proj := filepath.Join(dir, "p.json")
	mustOK(t, nc(t, "", "project", "new", proj, "--width", "320", "--height", "180"))
	mustOK(t, nc(t, "", "assets", "add", proj, wav))
	var list struct{ Assets []struct{ ID string } }
	json.Unmarshal([]byte(mustOK(t, nc(t, "", "tools", "call", "list_project_assets", "--project", proj))), &list)
	mustOK(t, nc(t, "", "tools", "call", "add_media_to_timeline", "--project", proj, "--input",
		`{"assetId":"`+list.Assets[0].ID+`","startTime":0,"trackType":"audio"}`))

	if out := mustOK(t, nc(t, "", "transcribe", proj)); !strings.Contains(out, "whisper-server") || !strings.Contains(out, "Goodbye now.") {
		t.Errorf("transcribe printed %s", out)
	}
	if out := mustOK(t, nc(t, "", "find-phrase", proj, "goodbye NOW")); !strings.Contains(out, `"start": 1.9`) {
		t.Errorf("find-phrase printed %s", out)
	}
	mustOK(t, nc(t, "", "captions", "generate", proj))
	vtt := filepath.Join(dir, "subs.vtt")
	mustOK(t, nc(t, "", "captions", "export", proj, "-o", vtt))
	data, _ := os.ReadFile(vtt)
	if !strings.Contains(string(data), "WEBVTT") || !strings.Contains(string(data), "Um, hello.") || !strings.Contains(string(data), "00:00:01.900 --> ") {
		t.Errorf("exported:\n%s", data)
	}
	srt := filepath.Join(dir, "in.srt")
	os.WriteFile(srt, []byte("1\n00:00:00,500 --> 00:00:02,000\nImported line\n\n"), 0o644)
	mustOK(t, nc(t, "", "captions", "import", proj, srt))

	out := mustOK(t, nc(t, "", "silences", "remove", proj, "--ripple", "--padding", "0.1", "--threshold", "-40"))
	var sil struct {
		Silences []struct{ Start, End float64 }
		Removed  float64
	}
	json.Unmarshal([]byte(out), &sil)
	if len(sil.Silences) != 1 || sil.Removed < 0.75 || sil.Removed > 0.85 {
		t.Errorf("silences remove printed %s", out)
	}
	out = mustOK(t, nc(t, "", "fillers", "remove", proj))
	if !strings.Contains(out, `"Um,"`) {
		t.Errorf("fillers remove printed %s", out)
	}
	if r := nc(t, "", "captions", "export", proj, "-o", filepath.Join(dir, "x.txt")); r.code != 1 || !strings.Contains(r.stderr, "unsupported output extension .txt (use .srt or .vtt)") {
		t.Errorf("export to .txt: %+v", r)
	}
	t.Setenv("NEURALCUT_TRANSCRIBE_ENGINE", "")
	t.Setenv("NEURALCUT_POCKETSPHINX", "/nonexistent")
	if r := nc(t, "", "tools", "call", "transcribe_video", "--project", proj); r.code != 1 || !strings.Contains(r.stdout, "NEURALCUT_TRANSCRIBE_ENGINE") {
		t.Errorf("no engine: exit %d %s", r.code, r.stdout)
	}
}
