// Package llmtest holds fake model servers for tests: they listen on
// loopback and speak the real wire protocols (Gemini generateContent and
// Files API with resumable upload; OpenAI chat.completions), so the real
// SDK clients in internal/llm run end to end. Each fake answers model calls
// from a script of functions and records every request it got.
package llmtest

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Cleaner is what a fake needs from a test (testing.TB has it): a place to
// register its shutdown.
type Cleaner interface{ Cleanup(func()) }

// Reply is one scripted HTTP answer.
type Reply struct {
	Status int // default 200
	Body   any
}

// Turn answers one model request; req is the decoded JSON body.
type Turn func(req map[string]any) Reply

// Gemini is a fake Gemini API.
type Gemini struct {
	*httptest.Server
	Key string // the x-goog-api-key every request must carry

	mu       sync.Mutex
	script   []Turn
	Requests []map[string]any // generateContent bodies, in order
	Uploads  int              // finished uploads
	Gets     int              // files.get calls
	// PollsBeforeActive is how many files.get answers say PROCESSING.
	PollsBeforeActive int
	// Lifetime is the expirationTime set on new files (default 48 h).
	Lifetime time.Duration
	// Now is the server's clock (default time.Now).
	Now      func() time.Time
	files    map[string]*geminiFile
	sessions map[string]*geminiFile
	seq      int
}

type geminiFile struct {
	name, display, mime string
	data                []byte
	created             time.Time
	expires             time.Time
	polls               int
	done                bool
}

// NewGemini starts a fake Gemini server answering with script.
func NewGemini(t Cleaner, key string, script ...Turn) *Gemini {
	g := &Gemini{Key: key, script: script, files: map[string]*geminiFile{}, sessions: map[string]*geminiFile{}}
	g.Server = httptest.NewServer(http.HandlerFunc(g.serve))
	t.Cleanup(g.Close)
	return g
}

// Script appends model turns.
func (g *Gemini) Script(turns ...Turn) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.script = append(g.script, turns...)
}

// Pending is the number of scripted turns not yet used.
func (g *Gemini) Pending() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.script)
}

func apiError(w http.ResponseWriter, code int, status, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"code": code, "message": msg, "status": status}})
}

func (g *Gemini) serve(w http.ResponseWriter, r *http.Request) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if r.Header.Get("X-Goog-Api-Key") != g.Key {
		apiError(w, 400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.")
		return
	}
	switch {
	case r.Method == "POST" && r.URL.Path == "/upload/v1beta/files":
		g.startUpload(w, r)
	case r.Method == "POST" && strings.HasPrefix(r.URL.Path, "/upload/session/"):
		g.uploadChunk(w, r)
	case r.Method == "GET" && strings.HasPrefix(r.URL.Path, "/v1beta/files/"):
		g.getFile(w, r)
	case r.Method == "POST" && strings.HasPrefix(r.URL.Path, "/v1beta/models/") && strings.HasSuffix(r.URL.Path, ":generateContent"):
		g.generate(w, r)
	default:
		apiError(w, 404, "NOT_FOUND", "no route "+r.Method+" "+r.URL.Path)
	}
}

func (g *Gemini) startUpload(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("X-Goog-Upload-Protocol") != "resumable" || r.Header.Get("X-Goog-Upload-Command") != "start" {
		apiError(w, 400, "INVALID_ARGUMENT", "expected a resumable upload start")
		return
	}
	var body struct {
		File struct {
			DisplayName string `json:"displayName"`
			MIMEType    string `json:"mimeType"`
		} `json:"file"`
	}
	json.NewDecoder(r.Body).Decode(&body)
	mime := r.Header.Get("X-Goog-Upload-Header-Content-Type")
	if mime == "" {
		mime = body.File.MIMEType
	}
	g.seq++
	f := &geminiFile{name: fmt.Sprintf("files/f%d", g.seq), display: body.File.DisplayName, mime: mime}
	session := strconv.Itoa(g.seq)
	g.sessions[session] = f
	w.Header().Set("X-Goog-Upload-URL", "https://upload.example.invalid/upload/session/"+session+"?upload_id=x")
	w.Header().Set("X-Goog-Upload-Status", "active")
	w.WriteHeader(200)
}

func (g *Gemini) uploadChunk(w http.ResponseWriter, r *http.Request) {
	f := g.sessions[strings.TrimPrefix(r.URL.Path, "/upload/session/")]
	if f == nil {
		apiError(w, 404, "NOT_FOUND", "no upload session")
		return
	}
	off, err := strconv.Atoi(r.Header.Get("X-Goog-Upload-Offset"))
	if err != nil || off != len(f.data) {
		apiError(w, 400, "INVALID_ARGUMENT", "bad X-Goog-Upload-Offset")
		return
	}
	data, _ := io.ReadAll(r.Body)
	f.data = append(f.data, data...)
	cmd := r.Header.Get("X-Goog-Upload-Command")
	if !strings.Contains(cmd, "finalize") {
		w.Header().Set("X-Goog-Upload-Status", "active")
		w.WriteHeader(200)
		return
	}
	f.created = g.now().UTC()
	life := g.Lifetime
	if life == 0 {
		life = 48 * time.Hour
	}
	f.expires = f.created.Add(life)
	g.files[f.name] = f
	g.Uploads++
	w.Header().Set("X-Goog-Upload-Status", "final")
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"file": g.fileJSON(f, "PROCESSING")})
}

func (g *Gemini) now() time.Time {
	if g.Now != nil {
		return g.Now()
	}
	return time.Now()
}

func (g *Gemini) fileJSON(f *geminiFile, state string) map[string]any {
	id := strings.TrimPrefix(f.name, "files/")
	return map[string]any{"name": f.name, "displayName": f.display, "mimeType": f.mime,
		"sizeBytes": strconv.Itoa(len(f.data)), "createTime": f.created.Format(time.RFC3339Nano),
		"expirationTime": f.expires.Format(time.RFC3339Nano), "sha256Hash": base64.StdEncoding.EncodeToString([]byte(id)),
		"uri": g.URL + "/v1beta/files/" + id, "state": state}
}

func (g *Gemini) getFile(w http.ResponseWriter, r *http.Request) {
	g.Gets++
	f := g.files["files/"+strings.TrimPrefix(r.URL.Path, "/v1beta/files/")]
	if f == nil || g.now().After(f.expires) {
		apiError(w, 404, "NOT_FOUND", "File not found")
		return
	}
	state := "ACTIVE"
	if f.polls < g.PollsBeforeActive {
		f.polls++
		state = "PROCESSING"
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(g.fileJSON(f, state))
}

func (g *Gemini) generate(w http.ResponseWriter, r *http.Request) {
	var req map[string]any
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		apiError(w, 400, "INVALID_ARGUMENT", "body is not JSON")
		return
	}
	g.Requests = append(g.Requests, req)
	// Gemini 3 refuses a model turn whose functionCall lost its signature.
	for _, c := range list(req["contents"]) {
		c, _ := c.(map[string]any)
		if c["role"] != "model" {
			continue
		}
		for _, p := range list(c["parts"]) {
			p, _ := p.(map[string]any)
			if p["functionCall"] != nil && p["thoughtSignature"] == nil {
				apiError(w, 400, "INVALID_ARGUMENT", "Function call is missing a thought_signature in functionCall parts.")
				return
			}
		}
	}
	if len(g.script) == 0 {
		apiError(w, 500, "INTERNAL", "fake gemini: script exhausted")
		return
	}
	turn := g.script[0]
	g.script = g.script[1:]
	rep := turn(req)
	if rep.Status == 0 {
		rep.Status = 200
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(rep.Status)
	json.NewEncoder(w).Encode(rep.Body)
}

func list(v any) []any { l, _ := v.([]any); return l }

// GeminiCalls answers with function calls, each with a thought signature.
func GeminiCalls(calls ...Call) Turn {
	return GeminiCallsFrom(func(map[string]any) []Call { return calls })
}

// GeminiCallsFrom answers with the calls f makes from the request (to use
// ids the document state in the system instruction reports).
func GeminiCallsFrom(f func(req map[string]any) []Call) Turn {
	return func(req map[string]any) Reply {
		calls := f(req)
		var parts []any
		for i, c := range calls {
			parts = append(parts, map[string]any{"functionCall": map[string]any{"name": c.Name, "args": c.Args},
				"thoughtSignature": base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf("sig-%s-%d", c.Name, i)))})
		}
		return Reply{Body: geminiContent(parts)}
	}
}

// GeminiText answers with text.
func GeminiText(text string) Turn {
	return func(map[string]any) Reply {
		return Reply{Body: geminiContent([]any{map[string]any{"text": text}})}
	}
}

func geminiContent(parts []any) map[string]any {
	return map[string]any{"candidates": []any{map[string]any{"content": map[string]any{"role": "model", "parts": parts},
		"finishReason": "STOP"}}, "usageMetadata": map[string]any{"promptTokenCount": 10, "candidatesTokenCount": 5}}
}

// Call is a scripted tool call.
type Call struct {
	Name string
	Args map[string]any
}

// GeminiError answers with a Google API error.
func GeminiError(code int, status, message string) Turn {
	return func(map[string]any) Reply {
		return Reply{Status: code, Body: map[string]any{"error": map[string]any{"code": code, "message": message, "status": status}}}
	}
}

// GeminiSystem is the system instruction text of a generateContent body.
func GeminiSystem(req map[string]any) string {
	si, _ := req["systemInstruction"].(map[string]any)
	var b strings.Builder
	for _, p := range list(si["parts"]) {
		p, _ := p.(map[string]any)
		s, _ := p["text"].(string)
		b.WriteString(s)
	}
	return b.String()
}
