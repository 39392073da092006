package agent_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/neuralcut/neuralcut/internal/agent"
	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/llm/llmtest"
	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

func newCache(t *testing.T, srv *llmtest.Gemini, path string, now func() time.Time) *agent.ContextCache {
	return &agent.ContextCache{Path: path, Files: gemini(t, srv).(llm.FileStore), Provider: "gemini",
		Now: now, PollInterval: time.Millisecond, PollTimeout: 5 * time.Second}
}

func loadContext(t *testing.T, ed *videotools.Editor, id string) (videotools.LoadAssetContextOut, string) {
	t.Helper()
	out, err := ed.Tools.Call(context.Background(), ed, "load_asset_context", json.RawMessage(`{"assetId":"`+id+`"}`))
	if err != nil {
		return videotools.LoadAssetContextOut{}, err.Error()
	}
	return out.(videotools.LoadAssetContextOut), ""
}

// The cache survives a restart (a new ContextCache on the same file), and
// uploads again when the asset's content changed or the file expired.
func TestContextCache(t *testing.T) {
	path, asset := newProject(t)
	d, _ := store.LoadProject(path)
	a, _ := d.Project.Asset(asset)
	srv := llmtest.NewGemini(t, testKey)
	srv.PollsBeforeActive = 2
	cachePath := filepath.Join(t.TempDir(), "cache", "asset-context.json")
	now := time.Now()
	clock := func() time.Time { return now }
	srv.Now = clock
	ed := videotools.NewEditor(d, registry)
	ed.Context = newCache(t, srv, cachePath, clock)

	out, msg := loadContext(t, ed, asset)
	if msg != "" || out.Status != "loaded" || out.Cached || out.Provider != "gemini" || !strings.HasPrefix(out.FileURI, srv.URL) {
		t.Fatalf("first load = %+v %s", out, msg)
	}
	if srv.Uploads != 1 || srv.Gets != 3 {
		t.Errorf("uploads %d gets %d, want 1 upload polled to ACTIVE in 3 gets", srv.Uploads, srv.Gets)
	}
	if uri, mime, ok := out.Attachment(); !ok || uri != out.FileURI || mime != "video/mp4" {
		t.Errorf("attachment = %q %q %v", uri, mime, ok)
	}
	var file struct {
		Entries map[string]agent.CacheEntry `json:"entries"`
	}
	data, _ := os.ReadFile(cachePath)
	if json.Unmarshal(data, &file) != nil || len(file.Entries) != 1 {
		t.Fatalf("cache file = %s", data)
	}
	for _, e := range file.Entries {
		if e.AssetID != asset || e.Status != "active" || e.FileURI != out.FileURI || e.CreatedAt == 0 ||
			e.ExpiresAt <= e.CreatedAt || len(e.ContentHash) != 64 || e.Size == 0 {
			t.Errorf("entry = %+v", e)
		}
	}

	// restart: a fresh cache on the same file does not upload again
	ed.Context = newCache(t, srv, cachePath, clock)
	out, _ = loadContext(t, ed, "clip.mp4") // by file name, unambiguous
	if !out.Cached || srv.Uploads != 1 {
		t.Errorf("after restart: cached=%v uploads=%d", out.Cached, srv.Uploads)
	}
	// touched but unchanged: still cached
	later := time.Now().Add(time.Minute)
	os.Chtimes(a.Path, later, later)
	if out, _ = loadContext(t, ed, asset); !out.Cached || srv.Uploads != 1 {
		t.Errorf("touched file re-uploaded")
	}
	// content changed: upload again
	makeClipVariant(t, a.Path)
	if out, _ = loadContext(t, ed, asset); out.Cached || srv.Uploads != 2 {
		t.Errorf("changed file: cached=%v uploads=%d", out.Cached, srv.Uploads)
	}
	// close to expiry (47.5 h of 48): upload again
	now = now.Add(47*time.Hour + 30*time.Minute)
	if out, _ = loadContext(t, ed, asset); out.Cached || srv.Uploads != 3 {
		t.Errorf("expired file: cached=%v uploads=%d", out.Cached, srv.Uploads)
	}
	if out, _ = loadContext(t, ed, asset); !out.Cached || srv.Uploads != 3 {
		t.Errorf("fresh upload not cached")
	}
	data, _ = os.ReadFile(cachePath)
	if strings.Contains(string(data), testKey) {
		t.Error("key in cache file")
	}
}

func makeClipVariant(t *testing.T, path string) {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("trailing bytes"))
	f.Close()
}

func TestLoadAssetContextErrors(t *testing.T) {
	path, asset := newProject(t)
	d, _ := store.LoadProject(path)
	dir := filepath.Dir(path)
	// a second asset with the same name makes the name ambiguous; a .mkv
	// the provider does not take is unsupported
	a, _ := d.Project.Asset(asset)
	dup := *a
	dup.ID = "dup"
	mkv := *a
	mkv.ID, mkv.Name, mkv.Path = "mkv", "x.mkv", filepath.Join(dir, "x.mkv")
	d.Project.Assets = append(d.Project.Assets, dup, mkv)
	ed := videotools.NewEditor(d, registry)

	if _, msg := loadContext(t, ed, asset); !strings.HasPrefix(msg, "Failed to load asset context") || !strings.Contains(msg, "no multimodal provider") {
		t.Errorf("no provider: %q", msg)
	}
	srv := llmtest.NewGemini(t, testKey)
	ed.Context = newCache(t, srv, filepath.Join(dir, "c.json"), nil)
	for _, tc := range []struct{ id, want string }{
		{"zzz", "Asset not found"},
		{"clip.mp4", "Asset not found"}, // ambiguous name
		{"mkv", "Unsupported asset type"},
	} {
		if _, msg := loadContext(t, ed, tc.id); msg != tc.want {
			t.Errorf("%s: got %q, want %q", tc.id, msg, tc.want)
		}
	}
	// an upload the server refuses: the spec's message with safe details
	bad := &agent.ContextCache{Path: filepath.Join(dir, "c2.json"), Provider: "gemini",
		Files: must(llm.NewGemini(context.Background(), llm.Config{APIKey: "wrong-" + testKey, BaseURL: srv.URL, RetryBase: time.Millisecond}))}
	ed.Context = bad
	_, msg := loadContext(t, ed, asset)
	if !strings.HasPrefix(msg, "Failed to load asset context: ") || strings.Contains(msg, testKey) {
		t.Errorf("refused upload: %q", msg)
	}
	if len(d.History.Undo) != 0 {
		t.Error("load_asset_context changed the project")
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// Media loaded by load_asset_context reaches the model as fileData in the
// next turn; no administrative tool is offered.
func TestAssetContextInjected(t *testing.T) {
	path, asset := newProject(t)
	srv := llmtest.NewGemini(t, testKey,
		llmtest.GeminiCalls(llmtest.Call{Name: "load_asset_context", Args: map[string]any{"assetId": asset}}),
		llmtest.GeminiText("It is a test pattern with a tone."))
	d, _ := store.LoadProject(path)
	ed := videotools.NewEditor(d, registry)
	p := gemini(t, srv)
	ed.Context = &agent.ContextCache{Path: filepath.Join(t.TempDir(), "c.json"), Files: p.(llm.FileStore), Provider: "gemini",
		PollInterval: time.Millisecond}
	res, err := agent.Edit(context.Background(), p, agent.VideoTarget(ed, nil), "what is in the clip?", agent.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Reply != "It is a test pattern with a tone." {
		t.Errorf("reply = %q", res.Reply)
	}
	contents, _ := json.Marshal(srv.Requests[1]["contents"])
	if !strings.Contains(string(contents), `"fileData":{"fileUri":"`+srv.URL+`/v1beta/files/f1","mimeType":"video/mp4"}`) {
		t.Errorf("file not attached: %s", contents)
	}
	tools, _ := json.Marshal(srv.Requests[0]["tools"])
	for _, admin := range []string{"cache", "upload"} {
		if strings.Contains(string(tools), `"name":"`+admin) {
			t.Errorf("administrative tool offered: %s", admin)
		}
	}
	if len(elements(d.Project, timeline.TrackMain)) != 0 {
		t.Error("timeline changed")
	}
}

// Audio and images load too, each with the media type Gemini expects.
func TestAssetContextAudioAndImage(t *testing.T) {
	dir := t.TempDir()
	wav, pngPath := filepath.Join(dir, "tone.wav"), filepath.Join(dir, "still.png")
	for _, args := range [][]string{
		{"-f", "lavfi", "-i", "sine=frequency=300:duration=1", wav},
		{"-f", "lavfi", "-i", "color=c=red:size=64x48", "-frames:v", "1", pngPath},
	} {
		if out, err := exec.Command("ffmpeg", append([]string{"-v", "error", "-y"}, args...)...).CombinedOutput(); err != nil {
			t.Fatalf("ffmpeg: %v %s", err, out)
		}
	}
	p := timeline.New(timeline.DefaultSettings())
	ids := map[string]string{}
	for _, f := range []string{wav, pngPath} {
		id, err := media.Import(context.Background(), p, f)
		if err != nil {
			t.Fatal(err)
		}
		ids[filepath.Ext(f)] = id
	}
	srv := llmtest.NewGemini(t, testKey)
	ed := videotools.NewEditor(timeline.NewDoc(p), registry)
	ed.Context = newCache(t, srv, filepath.Join(dir, "c.json"), nil)
	for ext, want := range map[string]string{".wav": "audio/wav", ".png": "image/png"} {
		out, msg := loadContext(t, ed, ids[ext])
		if _, mime, ok := out.Attachment(); msg != "" || !ok || mime != want {
			t.Errorf("%s: %+v %q mime %q", ext, out, msg, mime)
		}
	}
	if srv.Uploads != 2 {
		t.Errorf("uploads = %d", srv.Uploads)
	}
}
