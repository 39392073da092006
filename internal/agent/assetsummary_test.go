package agent_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/llm/llmtest"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestContextCacheSummary: with a describer, the first load asks the model
// once what the file shows (the uploaded file and the question in one
// user turn), the answer comes back as the tool's summary on one line, and
// a later load reads it from the cache without asking again. A failed
// question leaves the file loaded with no summary, and is asked again.
func TestContextCacheSummary(t *testing.T) {
	path, asset := newProject(t)
	d, _ := store.LoadProject(path)
	srv := llmtest.NewGemini(t, testKey)
	cachePath := filepath.Join(t.TempDir(), "asset-context.json")
	ed := videotools.NewEditor(d, registry)
	cache := newCache(t, srv, cachePath, nil)
	cache.Describer = gemini(t, srv)
	ed.Context = cache

	srv.Script(llmtest.GeminiError(400, "INVALID_ARGUMENT", "the file cannot be read"))
	out, msg := loadContext(t, ed, asset)
	if msg != "" || out.Status != "loaded" || out.Summary != "" {
		t.Fatalf("failed question: %+v %q, want loaded with no summary", out, msg)
	}
	srv.Script(llmtest.GeminiText("  \"A test pattern\nwith a tone,\n moving   bars.\"  "))
	asked := len(srv.Requests)
	out, msg = loadContext(t, ed, asset)
	if msg != "" || out.Summary != "A test pattern with a tone, moving bars." {
		t.Fatalf("summary = %q (%s)", out.Summary, msg)
	}
	if len(srv.Requests) != asked+1 {
		t.Fatalf("%d questions, want 1", len(srv.Requests)-asked)
	}
	req := srv.Requests[len(srv.Requests)-1]
	raw, _ := json.Marshal(req)
	body := strings.ToLower(string(raw))
	if !strings.Contains(body, out.FileURI) || !strings.Contains(body, "filedata") || !strings.Contains(body, "what this media shows") {
		t.Errorf("question = %s, want the file and what it shows", body)
	}
	// restart: the summary is in the cache file, no question asked
	restarted := newCache(t, srv, cachePath, nil)
	restarted.Describer = gemini(t, srv)
	ed.Context = restarted
	out, _ = loadContext(t, ed, asset)
	if !out.Cached || out.Summary != "A test pattern with a tone, moving bars." || len(srv.Requests) != asked+1 {
		t.Errorf("after restart: cached=%v summary=%q questions=%d", out.Cached, out.Summary, len(srv.Requests)-asked)
	}
}
