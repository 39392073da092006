package transcribe

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// tone writes a short 16 kHz WAV for engines that only need a real file.
func tone(t *testing.T, dir string, seconds string) string {
	t.Helper()
	need(t, "sox")
	p := filepath.Join(dir, "tone.wav")
	runCmd(t, "sox", "-n", "-r", "16000", "-c", "1", "-b", "16", p, "synth", seconds, "sine", "440", "vol", "0.3")
	return p
}

// checkWAVUpload reads the multipart "file" part as a real server would
// and checks it is the WAV we sent.
func checkWAVUpload(t *testing.T, r *http.Request) map[string][]string {
	t.Helper()
	if err := r.ParseMultipartForm(32 << 20); err != nil {
		t.Errorf("multipart: %v", err)
		return nil
	}
	f, hdr, err := r.FormFile("file")
	if err != nil {
		t.Errorf("no file part: %v", err)
		return nil
	}
	defer f.Close()
	data, _ := io.ReadAll(f)
	if !strings.HasPrefix(string(data), "RIFF") || !strings.HasSuffix(hdr.Filename, ".wav") || len(data) < 1000 {
		t.Errorf("file part %q is not our WAV (%d bytes)", hdr.Filename, len(data))
	}
	return r.MultipartForm.Value
}

func TestWhisperServerEngine(t *testing.T) {
	var calls atomic.Int32
	var gotLang atomic.Value
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/inference" || r.Method != http.MethodPost {
			http.NotFound(w, r)
			return
		}
		calls.Add(1)
		v := checkWAVUpload(t, r)
		if v["response_format"][0] != "verbose_json" {
			t.Errorf("response_format %v", v["response_format"])
		}
		gotLang.Store(v["language"][0])
		lang := "english"
		if v["language"][0] == "es" {
			lang = "spanish"
		}
		// whisper.cpp server's verbose_json, words with probabilities
		io.WriteString(w, `{"task":"transcribe","language":"`+lang+`","duration":2.5,"text":" Hola, eh, buenos días.",
"segments":[{"id":0,"text":" Hola, eh, buenos días.","start":0.0,"end":2.4,"tokens":[50364,10],"temperature":0,"avg_logprob":-0.2,"no_speech_prob":0.01,
"words":[{"word":" Hola,","start":0.1,"end":0.5,"t_dtw":-1,"probability":0.93},{"word":" eh,","start":0.7,"end":0.9,"t_dtw":-1,"probability":0.5},
{"word":" buenos","start":1.0,"end":1.5,"t_dtw":-1,"probability":0.97},{"word":" días.","start":1.5,"end":2.1,"t_dtw":-1,"probability":0.96}]}],
"detected_language":"`+lang+`","detected_language_probability":0.97}`)
	}))
	defer srv.Close()

	dir := t.TempDir()
	svc, err := NewService(Config{Engine: "whisper-server", WhisperURL: srv.URL, CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	// real Spanish speech, sent as the engine would send it
	wav := speakSpanish(t, dir, "Hola, buenos días.")
	tr, err := svc.TranscribeFile(context.Background(), wav, 2.5, "es", "")
	if err != nil {
		t.Fatal(err)
	}
	if tr.Language != "es" || gotLang.Load() != "es" || tr.Engine != "whisper-server" {
		t.Errorf("language %q (sent %v), engine %q", tr.Language, gotLang.Load(), tr.Engine)
	}
	ws := tr.Words()
	if len(ws) != 4 || ws[1].Word != "eh," || ws[1].Confidence == nil || *ws[1].Confidence != 0.5 || ws[2].Start != 1.0 {
		t.Errorf("words %+v", ws)
	}
	if f := FindFillers(tr, false); len(f) != 1 || f[0].Start != 0.7 || f[0].End != 0.9 {
		t.Errorf("fillers %+v", f)
	}
	// auto: the server detects; the answer says "es", never "auto"
	tr2, err := svc.TranscribeFile(context.Background(), tone(t, dir, "1"), 1, "auto", "")
	if err != nil {
		t.Fatal(err)
	}
	if gotLang.Load() != "auto" || tr2.Language != "en" {
		t.Errorf("sent %v, got language %q", gotLang.Load(), tr2.Language)
	}
	// cache: the same audio, engine, model and language never reach the server again
	before := calls.Load()
	for range 3 {
		again, err := svc.TranscribeFile(context.Background(), wav, 2.5, "es", "")
		if err != nil || !again.Cached || again.Text() != tr.Text() {
			t.Fatalf("cached call: %v %+v", err, again)
		}
	}
	if calls.Load() != before {
		t.Errorf("cache hits called the engine: %d calls, want %d", calls.Load(), before)
	}
	// a different language is a different request
	if _, err := svc.TranscribeFile(context.Background(), wav, 2.5, "fr", ""); err != nil || calls.Load() != before+1 {
		t.Errorf("language change: err %v, calls %d", err, calls.Load())
	}
}

func TestWhisperServerErrors(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusInternalServerError)
		io.WriteString(w, `{"error":"failed to read WAV file"}`)
	}))
	defer srv.Close()
	e, _ := newWhisperServer(Config{WhisperURL: srv.URL})
	_, err := e.Transcribe(context.Background(), Request{Audio: tone(t, t.TempDir(), "0.5"), Duration: 0.5})
	if err == nil || !strings.Contains(err.Error(), "failed to read WAV file") {
		t.Fatalf("got %v", err)
	}
}

func TestWhisperCLIEngine(t *testing.T) {
	dir := t.TempDir()
	model := filepath.Join(dir, "ggml-base.bin")
	os.WriteFile(model, []byte("not really a model"), 0o644)
	log := filepath.Join(dir, "calls.log")
	t.Setenv("FAKE_WHISPER_LOG", log)
	bin, _ := filepath.Abs("testdata/fake-whisper-cli")
	svc, err := NewService(Config{Engine: "whisper-cli", WhisperCLI: bin, Model: model, CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	var last float64
	svc.Progress = func(done, total float64) { last = done / total }
	tr, err := svc.TranscribeFile(context.Background(), tone(t, dir, "2.5"), 2.5, "", "")
	if err != nil {
		t.Fatal(err)
	}
	got := []string{}
	for _, w := range tr.Words() {
		got = append(got, w.Word)
	}
	if strings.Join(got, "|") != "Um,|hello|world." || tr.Language != "en" || tr.Model != "ggml-base.bin" {
		t.Errorf("words %v language %q model %q", got, tr.Language, tr.Model)
	}
	if w := tr.Words()[1]; w.Start != 0.6 || w.End != 1.0 || *w.Confidence != 0.96 {
		t.Errorf("joined word %+v", w)
	}
	if last != 1 {
		t.Errorf("progress ended at %v", last)
	}
	data, _ := os.ReadFile(log)
	if strings.TrimSpace(string(data)) != "auto "+model {
		t.Errorf("whisper-cli got %q", data)
	}
	// a model that does not exist is a clear error before running anything
	if _, err := svc.TranscribeFile(context.Background(), tone(t, dir, "1"), 1, "en", filepath.Join(dir, "missing.bin")); err == nil || !strings.Contains(err.Error(), "missing.bin") {
		t.Errorf("missing model: %v", err)
	}
}

func TestOpenAICompatibleEngine(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/audio/transcriptions" || r.Header.Get("Authorization") != "Bearer sk-test" {
			t.Errorf("request %s auth %q", r.URL.Path, r.Header.Get("Authorization"))
			http.NotFound(w, r)
			return
		}
		calls.Add(1)
		v := checkWAVUpload(t, r)
		if v["model"][0] != "Systran/faster-whisper-small" || v["response_format"][0] != "verbose_json" ||
			strings.Join(v["timestamp_granularities[]"], ",") != "word,segment" || v["language"] != nil {
			t.Errorf("form %v", v)
		}
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"task":"transcribe","language":"english","duration":3.2,"text":"Cut this part. Keep that.",
"segments":[{"id":0,"seek":0,"start":0.0,"end":1.4,"text":" Cut this part.","tokens":[1],"temperature":0,"avg_logprob":-0.1,"compression_ratio":1,"no_speech_prob":0},
{"id":1,"seek":0,"start":2.0,"end":3.1,"text":" Keep that.","tokens":[2],"temperature":0,"avg_logprob":-0.1,"compression_ratio":1,"no_speech_prob":0}],
"words":[{"word":"Cut","start":0.1,"end":0.4},{"word":"this","start":0.5,"end":0.8},{"word":"part","start":0.9,"end":1.3},
{"word":"Keep","start":2.1,"end":2.5},{"word":"that","start":2.6,"end":3.0}],"usage":{"type":"duration","seconds":4}}`)
	}))
	defer srv.Close()
	svc, err := NewService(Config{Engine: "openai", BaseURL: srv.URL + "/v1", APIKey: "sk-test", Model: "Systran/faster-whisper-small", CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	tr, err := svc.TranscribeFile(context.Background(), tone(t, t.TempDir(), "3.2"), 3.2, "", "")
	if err != nil {
		t.Fatal(err)
	}
	if tr.Language != "en" || len(tr.Segments) != 2 || len(tr.Segments[0].Words) != 3 || len(tr.Segments[1].Words) != 2 {
		t.Fatalf("transcript %+v", tr)
	}
	if m := FindPhrase(tr, "cut this PART"); len(m) != 1 || m[0].Start != 0.1 || m[0].End != 1.3 {
		t.Errorf("phrase %+v", m)
	}
	b, _ := json.Marshal(tr)
	if strings.Contains(string(b), "sk-test") {
		t.Error("the key leaked into the result")
	}
	if calls.Load() != 1 {
		t.Errorf("%d calls", calls.Load())
	}
}

func TestOpenAIErrorHidesKey(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		io.WriteString(w, `{"error":{"message":"Incorrect API key provided","type":"invalid_request_error","code":"invalid_api_key"}}`)
	}))
	defer srv.Close()
	e, _ := newOpenAI(Config{BaseURL: srv.URL + "/v1", APIKey: "sk-secret-123"})
	_, err := e.Transcribe(context.Background(), Request{Audio: tone(t, t.TempDir(), "0.5"), Duration: 0.5})
	if err == nil || strings.Contains(err.Error(), "sk-secret-123") || !strings.Contains(err.Error(), "401") {
		t.Fatalf("got %v", err)
	}
}
