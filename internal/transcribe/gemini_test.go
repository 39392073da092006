package transcribe

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
)

// A loopback server speaking the Gemini Files API (resumable upload) and
// generateContent, so the real genai client code runs.
func TestGeminiEngine(t *testing.T) {
	var uploaded, generated, deleted atomic.Int32
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("x-goog-api-key") != "test-key" {
			t.Errorf("%s %s without the key", r.Method, r.URL.Path)
		}
		switch {
		case r.Method == http.MethodPost && r.URL.Path == "/upload/v1beta/files" && r.Header.Get("X-Goog-Upload-Command") == "start":
			if r.Header.Get("X-Goog-Upload-Header-Content-Type") != "audio/wav" {
				t.Errorf("upload mime %q", r.Header.Get("X-Goog-Upload-Header-Content-Type"))
			}
			w.Header().Set("X-Goog-Upload-URL", srv.URL+"/upload/v1beta/files?upload_id=u1")
			w.Header().Set("X-Goog-Upload-Status", "active")
		case r.Method == http.MethodPost && r.URL.Query().Get("upload_id") == "u1":
			data, _ := io.ReadAll(r.Body)
			if !strings.HasPrefix(string(data), "RIFF") {
				t.Errorf("uploaded %d bytes that are not our WAV", len(data))
			}
			uploaded.Add(1)
			w.Header().Set("X-Goog-Upload-Status", "final")
			io.WriteString(w, `{"file":{"name":"files/abc","displayName":"neuralcut-transcribe.wav","mimeType":"audio/wav","sizeBytes":"`+
				strconv.Itoa(len(data))+`","uri":"`+srv.URL+`/v1beta/files/abc","state":"ACTIVE"}}`)
		case r.Method == http.MethodPost && r.URL.Path == "/v1beta/models/gemini-test:generateContent":
			var body struct {
				Contents []struct {
					Parts []struct {
						FileData *struct{ FileURI string } `json:"fileData"`
						Text     string                    `json:"text"`
					} `json:"parts"`
				} `json:"contents"`
				GenerationConfig struct {
					ResponseMimeType   string         `json:"responseMimeType"`
					ResponseJsonSchema map[string]any `json:"responseJsonSchema"`
				} `json:"generationConfig"`
			}
			json.NewDecoder(r.Body).Decode(&body)
			parts := body.Contents[0].Parts
			if parts[0].FileData == nil || !strings.HasSuffix(parts[0].FileData.FileURI, "/v1beta/files/abc") ||
				body.GenerationConfig.ResponseMimeType != "application/json" || body.GenerationConfig.ResponseJsonSchema == nil ||
				!strings.Contains(parts[1].Text, "language with code es") {
				t.Errorf("generateContent body %+v", body)
			}
			generated.Add(1)
			answer, _ := json.Marshal(`{"language":"es","segments":[{"start":0.2,"end":1.9,"text":"Hola, buenos días.","words":[` +
				`{"word":"Hola,","start":0.2,"end":0.6},{"word":"buenos","start":0.8,"end":1.2},{"word":"días.","start":1.2,"end":9.5}]}]}`)
			io.WriteString(w, `{"candidates":[{"content":{"role":"model","parts":[{"text":`+string(answer)+`}]},"finishReason":"STOP"}]}`)
		case r.Method == http.MethodDelete && r.URL.Path == "/v1beta/files/abc":
			deleted.Add(1)
			io.WriteString(w, `{}`)
		default:
			t.Errorf("unexpected %s %s", r.Method, r.URL)
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	svc, err := NewService(Config{Engine: "gemini", APIKey: "test-key", GeminiBaseURL: srv.URL, Model: "gemini-test", CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	wav := speakSpanish(t, t.TempDir(), "Hola, buenos días.")
	tr, err := svc.TranscribeFile(context.Background(), wav, 2, "es", "")
	if err != nil {
		t.Fatal(err)
	}
	ws := tr.Words()
	if tr.Language != "es" || tr.Engine != "gemini" || len(ws) != 3 || ws[2].End != 2 {
		t.Errorf("transcript %+v (a timestamp past the audio must be clamped)", tr)
	}
	if uploaded.Load() != 1 || generated.Load() != 1 || deleted.Load() != 1 {
		t.Errorf("upload %d generate %d delete %d", uploaded.Load(), generated.Load(), deleted.Load())
	}
}
