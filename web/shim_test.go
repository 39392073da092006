package web

// A stand-in for `neuralcut serve` (issue 10) while it is being built: the routes of issue 10's
// contract that the pages use, each answered by the real CLI binary over a real project file and
// a real photo document (tool calls, frames, photo ops, the basic-mode planner), plus the real
// web.Handler. It exists so the editor is driven end to end in Chromium today; when the server
// lands, the browser tests switch to it and this file goes.

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

type shim struct {
	bin, dir   string
	project    string // project file
	photo      string // photo document directory
	mu         sync.Mutex
	photoVer   int
	agentCalls int
}

const shimCSRF = "csrf-test-token"

func (s *shim) run(ctx context.Context, stdin []byte, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, s.bin, args...)
	cmd.Dir = s.dir
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil && len(out) == 0 {
		return nil, fmt.Errorf("%v: %s", err, stderr.String())
	}
	return out, err
}

func (s *shim) version() int {
	b, err := os.ReadFile(s.project)
	if err != nil {
		return 0
	}
	var d struct {
		Revision int `json:"revision"`
	}
	_ = json.Unmarshal(b, &d)
	return d.Revision
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}

func rawJSON(w http.ResponseWriter, code int, b []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_, _ = w.Write(b)
}

func (s *shim) handler() http.Handler {
	mux := http.NewServeMux()
	signedIn := func(r *http.Request) bool {
		c, err := r.Cookie("neuralcut_session")
		return err == nil && c.Value == "ok"
	}
	mux.Handle("/", Handler(Options{SignedIn: signedIn}))
	api := func(pattern string, h http.HandlerFunc) {
		mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
			if !signedIn(r) {
				writeJSON(w, 401, map[string]string{"error": "Sign in first", "code": "unauthenticated"})
				return
			}
			if r.Method != "GET" && r.Header.Get("X-CSRF-Token") != shimCSRF {
				writeJSON(w, 403, map[string]string{"error": "Missing CSRF token", "code": "csrf"})
				return
			}
			h(w, r)
		})
	}
	me := map[string]any{"user": map[string]string{"name": "admin"}, "csrfToken": shimCSRF}
	mux.HandleFunc("POST /api/login", func(w http.ResponseWriter, r *http.Request) {
		var in struct{ Username, Password string }
		_ = json.NewDecoder(r.Body).Decode(&in)
		if in.Username != "admin" || in.Password != "secret" {
			writeJSON(w, 401, map[string]string{"error": "Wrong username or password", "code": "bad_credentials"})
			return
		}
		http.SetCookie(w, &http.Cookie{Name: "neuralcut_session", Value: "ok", Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode})
		writeJSON(w, 200, me)
	})
	api("GET /api/me", func(w http.ResponseWriter, r *http.Request) { writeJSON(w, 200, me) })
	api("POST /api/logout", func(w http.ResponseWriter, r *http.Request) { writeJSON(w, 200, map[string]bool{"ok": true}) })
	api("GET /api/projects", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, []any{map[string]any{"id": "p1", "name": "Trip", "version": s.version(), "width": 1280, "height": 720}})
	})
	api("GET /api/photos", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, []any{map[string]any{"id": "ph1", "name": "Portrait", "version": s.photoVer}})
	})
	api("GET /api/projects/p1", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, map[string]any{"id": "p1", "name": "Trip", "version": s.version()})
	})
	api("GET /api/projects/p1/document", func(w http.ResponseWriter, r *http.Request) {
		b, _ := os.ReadFile(s.project)
		w.Header().Set("ETag", strconv.Itoa(s.version()))
		rawJSON(w, 200, b)
	})
	api("GET /api/projects/p1/tools", func(w http.ResponseWriter, r *http.Request) {
		out, err := s.run(r.Context(), nil, "tools", "list", "--json")
		if err != nil {
			writeJSON(w, 500, map[string]string{"error": err.Error()})
			return
		}
		rawJSON(w, 200, out)
	})
	api("POST /api/projects/p1/tools/{name}", func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		s.mu.Lock()
		defer s.mu.Unlock()
		if m := r.Header.Get("If-Match"); m != "" && m != strconv.Itoa(s.version()) {
			writeJSON(w, 409, map[string]any{"error": "The project has changed", "code": "stale", "version": s.version()})
			return
		}
		out, err := s.run(r.Context(), body, "tools", "call", r.PathValue("name"), "--project", s.project)
		if err != nil {
			rawJSON(w, 422, out)
			return
		}
		rawJSON(w, 200, out)
	})
	api("GET /api/projects/p1/frame", func(w http.ResponseWriter, r *http.Request) {
		t, wd := r.URL.Query().Get("t"), r.URL.Query().Get("w")
		f, _ := os.CreateTemp(s.dir, "frame-*.png")
		f.Close()
		defer os.Remove(f.Name())
		if _, err := s.run(r.Context(), nil, "frame", s.project, "--at", t, "-o", f.Name(), "--width", wd); err != nil {
			writeJSON(w, 500, map[string]string{"error": err.Error()})
			return
		}
		b, _ := os.ReadFile(f.Name())
		w.Header().Set("Content-Type", "image/png")
		_, _ = w.Write(b)
	})
	api("POST /api/projects/p1/assets", func(w http.ResponseWriter, r *http.Request) {
		file, hdr, err := r.FormFile("file")
		if err != nil {
			writeJSON(w, 400, map[string]string{"error": "No file"})
			return
		}
		up := filepath.Join(s.dir, "up-"+strconv.FormatInt(time.Now().UnixNano(), 36))
		_ = os.Mkdir(up, 0o755)
		dst := filepath.Join(up, filepath.Base(hdr.Filename))
		out, _ := os.Create(dst)
		_, _ = io.Copy(out, file)
		out.Close()
		s.mu.Lock()
		defer s.mu.Unlock()
		res, err := s.run(r.Context(), nil, "assets", "add", s.project, dst)
		if err != nil {
			writeJSON(w, 415, map[string]string{"error": "Unsupported media"})
			return
		}
		id, _, _ := strings.Cut(strings.TrimSpace(string(res)), "\t")
		writeJSON(w, 200, map[string]string{"id": id, "name": hdr.Filename})
	})
	api("GET /api/projects/p1/assets/{asset}/thumbnail", func(w http.ResponseWriter, r *http.Request) {
		b, _ := os.ReadFile(s.project)
		var d struct {
			Project struct {
				Assets []struct{ ID, Path, Type string }
			}
		}
		_ = json.Unmarshal(b, &d)
		for _, a := range d.Project.Assets {
			if a.ID == r.PathValue("asset") && a.Type != "audio" {
				cmd := exec.CommandContext(r.Context(), "ffmpeg", "-loglevel", "error", "-i", a.Path, "-frames:v", "1", "-vf", "scale=-2:90", "-f", "mjpeg", "-")
				jpg, err := cmd.Output()
				if err == nil {
					w.Header().Set("Content-Type", "image/jpeg")
					_, _ = w.Write(jpg)
					return
				}
			}
		}
		http.NotFound(w, r)
	})
	api("GET /api/projects/p1/events", func(w http.ResponseWriter, r *http.Request) { s.events(w, r, s.version) })
	api("GET /api/photos/ph1/events", func(w http.ResponseWriter, r *http.Request) {
		s.events(w, r, func() int { s.mu.Lock(); defer s.mu.Unlock(); return s.photoVer })
	})
	api("POST /api/projects/p1/agent", func(w http.ResponseWriter, r *http.Request) {
		var in struct{ Prompt string }
		_ = json.NewDecoder(r.Body).Decode(&in)
		s.mu.Lock()
		out, err := s.run(r.Context(), nil, "edit", s.project, in.Prompt, "--mode", "basic", "--yes", "--json")
		s.mu.Unlock()
		w.Header().Set("Content-Type", "text/event-stream")
		send := func(ev string, v any) { b, _ := json.Marshal(v); fmt.Fprintf(w, "event: %s\ndata: %s\n\n", ev, b) }
		send("run", map[string]any{"runId": "r1", "basicMode": true, "planner": "fallback"})
		var res struct {
			Reply string
			Steps []struct {
				Tool   string          `json:"tool"`
				Args   json.RawMessage `json:"args"`
				Result json.RawMessage `json:"result"`
			}
		}
		if err != nil || json.Unmarshal(out, &res) != nil {
			send("error", map[string]string{"error": "The request failed: " + strings.TrimSpace(string(out))})
			return
		}
		for i, st := range res.Steps {
			id := fmt.Sprintf("c%d", i+1)
			send("tool_call", map[string]any{"callId": id, "tool": st.Tool, "input": st.Args})
			send("tool_result", map[string]any{"callId": id, "tool": st.Tool, "result": st.Result})
		}
		send("reply", map[string]string{"reply": res.Reply})
	})
	api("GET /api/photos/ph1", func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		defer s.mu.Unlock()
		writeJSON(w, 200, map[string]any{"id": "ph1", "name": "Portrait", "version": s.photoVer})
	})
	api("GET /api/photos/ph1/ops", func(w http.ResponseWriter, r *http.Request) {
		out, err := s.run(r.Context(), nil, "photo", "ops", "--json")
		if err != nil {
			writeJSON(w, 500, map[string]string{"error": err.Error()})
			return
		}
		rawJSON(w, 200, out)
	})
	api("POST /api/photos/ph1/invoke", func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			Op     string          `json:"op"`
			Params json.RawMessage `json:"params"`
		}
		_ = json.NewDecoder(r.Body).Decode(&in)
		if len(in.Params) == 0 || string(in.Params) == "null" {
			in.Params = json.RawMessage("{}")
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		out, err := s.run(r.Context(), nil, "photo", "invoke", s.photo, in.Op, "--params", string(in.Params))
		if err == nil && !strings.HasPrefix(in.Op, "document.info") && in.Op != "screenshot" && in.Op != "layers.list" && in.Op != "selection.hasMask" {
			s.photoVer++
		}
		rawJSON(w, 200, out)
	})
	api("GET /api/photos/ph1/screenshot", func(w http.ResponseWriter, r *http.Request) {
		side := r.URL.Query().Get("maxSide")
		s.mu.Lock()
		out, err := s.run(r.Context(), nil, "photo", "invoke", s.photo, "screenshot", "--params", `{"maxSide":`+side+`}`)
		s.mu.Unlock()
		var res struct{ Result struct{ DataURL string } }
		if err != nil || json.Unmarshal(out, &res) != nil {
			writeJSON(w, 500, map[string]string{"error": "screenshot failed"})
			return
		}
		_, b64, _ := strings.Cut(res.Result.DataURL, ",")
		png, _ := base64.StdEncoding.DecodeString(b64)
		w.Header().Set("Content-Type", "image/png")
		_, _ = w.Write(png)
	})
	api("POST /api/editor/plan", func(w http.ResponseWriter, r *http.Request) {
		var in struct{ Prompt, Mode string }
		_ = json.NewDecoder(r.Body).Decode(&in)
		out, err := s.run(r.Context(), nil, "photo", "edit", s.photo, in.Prompt, "--mode", "basic", "--dry-run", "--json")
		var res struct {
			Reply string
			Plan  []map[string]any
		}
		if err != nil || json.Unmarshal(out, &res) != nil {
			writeJSON(w, 500, map[string]string{"error": "plan failed"})
			return
		}
		writeJSON(w, 200, map[string]any{"reply": res.Reply, "planner": "fallback", "steps": res.Plan})
	})
	// Renders: one job at a time, run by the CLI; progress is 0 then 1.
	var jobMu sync.Mutex
	jobs := map[string]map[string]any{}
	api("POST /api/projects/p1/renders", func(w http.ResponseWriter, r *http.Request) {
		var in struct{ Preset, Format string }
		_ = json.NewDecoder(r.Body).Decode(&in)
		if in.Format != "webm" {
			in.Format = "mp4"
		}
		id := "j" + strconv.FormatInt(time.Now().UnixNano(), 36)
		out := filepath.Join(s.dir, id+"."+in.Format)
		jobMu.Lock()
		jobs[id] = map[string]any{"id": id, "kind": "render", "state": "running", "progress": 0.0, "error": "", "path": out}
		jobMu.Unlock()
		go func() {
			_, err := s.run(context.Background(), nil, "render", s.project, "-o", out, "--preset", "fast")
			jobMu.Lock()
			defer jobMu.Unlock()
			if err != nil {
				jobs[id]["state"], jobs[id]["error"] = "failed", "Render failed"
				return
			}
			jobs[id]["state"], jobs[id]["progress"] = "done", 1.0
		}()
		writeJSON(w, 200, map[string]string{"jobId": id})
	})
	job := func(id string) (map[string]any, bool) {
		jobMu.Lock()
		defer jobMu.Unlock()
		j, ok := jobs[id]
		if !ok {
			return nil, false
		}
		c := map[string]any{}
		for k, v := range j {
			if k != "path" {
				c[k] = v
			}
		}
		return c, true
	}
	api("GET /api/jobs/{id}", func(w http.ResponseWriter, r *http.Request) {
		j, ok := job(r.PathValue("id"))
		if !ok {
			writeJSON(w, 404, map[string]string{"error": "Job not found"})
			return
		}
		writeJSON(w, 200, j)
	})
	api("GET /api/jobs/{id}/events", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		for {
			j, ok := job(r.PathValue("id"))
			if !ok {
				return
			}
			b, _ := json.Marshal(j)
			fmt.Fprintf(w, "event: progress\ndata: %s\n\n", b)
			w.(http.Flusher).Flush()
			if j["state"] != "running" {
				return
			}
			select {
			case <-r.Context().Done():
				return
			case <-time.After(200 * time.Millisecond):
			}
		}
	})
	api("GET /api/jobs/{id}/output", func(w http.ResponseWriter, r *http.Request) {
		jobMu.Lock()
		j, ok := jobs[r.PathValue("id")]
		jobMu.Unlock()
		if !ok || j["state"] != "done" {
			writeJSON(w, 404, map[string]string{"error": "Job not found"})
			return
		}
		http.ServeFile(w, r, j["path"].(string))
	})
	return mux
}

// events sends the document version whenever it changes (the real server pushes on commit).
func (s *shim) events(w http.ResponseWriter, r *http.Request, version func() int) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	fl := w.(http.Flusher)
	last := -1
	for {
		if v := version(); v != last {
			last = v
			fmt.Fprintf(w, "event: change\ndata: {\"version\":%d}\n\n", v)
			fl.Flush()
		}
		select {
		case <-r.Context().Done():
			return
		case <-time.After(100 * time.Millisecond):
		}
	}
}
