package transcribe

import (
	"context"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sync"
	"testing"
)

func TestChunkBounds(t *testing.T) {
	for _, tc := range []struct {
		dur, limit float64
		pauses     []Range
		want       []float64
	}{
		{10, 20, nil, []float64{0, 10}},
		{25, 10, nil, []float64{0, 10, 20, 25}},
		{25, 10, []Range{{7, 8}, {9, 9.2}, {16, 17}, {3, 4}}, []float64{0, 9.1, 16.5, 25}},
	} {
		got := chunkBounds(tc.dur, tc.limit, tc.pauses)
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("chunkBounds(%v, %v, %v) = %v, want %v", tc.dur, tc.limit, tc.pauses, got, tc.want)
		}
	}
}

// Long audio goes to a whole-file engine in pieces cut inside pauses; the
// joined transcript is in the whole file's time and progress moves per piece.
func TestChunkedTranscriptionCutsAtPauses(t *testing.T) {
	need(t, "sox", "ffmpeg")
	var mu sync.Mutex
	var pieces []float64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.ParseMultipartForm(32 << 20)
		f, _, err := r.FormFile("file")
		if err != nil {
			t.Error(err)
			return
		}
		data, _ := io.ReadAll(f)
		mu.Lock()
		pieces = append(pieces, float64(len(data)-78)/32000) // ffmpeg's WAV header is 78 bytes
		lang := r.FormValue("language")
		mu.Unlock()
		if len(pieces) > 1 && lang != "en" {
			t.Errorf("piece %d asked for language %q, want the first piece's", len(pieces), lang)
		}
		io.WriteString(w, `{"language":"english","segments":[{"start":0.1,"end":0.4,"text":"word","words":[{"word":"word","start":0.1,"end":0.4}]}]}`)
	}))
	defer srv.Close()
	dir := t.TempDir()
	wav := filepath.Join(dir, "long.wav")
	runCmd(t, "sox", "-n", "-r", "16000", "-c", "1", "-b", "16", wav,
		"synth", "1", "sine", "300", "vol", "0.5", ":", "synth", "0.6", "sine", "300", "vol", "0", ":",
		"synth", "1", "sine", "300", "vol", "0.5", ":", "synth", "0.6", "sine", "300", "vol", "0", ":",
		"synth", "1", "sine", "300", "vol", "0.5")
	svc, err := NewService(Config{Engine: "whisper-server", WhisperURL: srv.URL, CacheDir: "off"})
	if err != nil {
		t.Fatal(err)
	}
	svc.ChunkSeconds = 2
	var seen []float64
	svc.Progress = func(done, total float64) { seen = append(seen, done) }
	tr, err := svc.TranscribeFile(context.Background(), wav, 4.2, "", "")
	if err != nil {
		t.Fatal(err)
	}
	want := []float64{1.3, 1.6, 1.3}
	if len(pieces) != 3 {
		t.Fatalf("pieces %v, want about %v", pieces, want)
	}
	for i := range want {
		if math.Abs(pieces[i]-want[i]) > 0.06 {
			t.Errorf("piece %d lasts %.3f s, want about %.1f (cut mid-pause)", i, pieces[i], want[i])
		}
	}
	ws := tr.Words()
	starts := []float64{0.1, 1.4, 3.0}
	if len(ws) != 3 || tr.Duration != 4.2 || tr.Language != "en" {
		t.Fatalf("transcript %+v", tr)
	}
	for i, s := range starts {
		if math.Abs(ws[i].Start-s) > 0.06 {
			t.Errorf("word %d at %.3f, want %.1f", i, ws[i].Start, s)
		}
	}
	if len(seen) < 3 || seen[len(seen)-1] != 4.2 {
		t.Errorf("progress %v", seen)
	}
}
