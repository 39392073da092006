package main

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/llm/llmtest"
	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

const editKey = "sk-cli-secret-4242"

// ncEnv runs the binary with extra environment (and no inherited model
// configuration).
func ncEnv(t *testing.T, env []string, stdin string, args ...string) result {
	t.Helper()
	cmd := exec.Command(binary, args...)
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); strings.HasPrefix(k, "LLM_") || strings.HasPrefix(k, "GEMINI_") || strings.HasPrefix(k, "GOOGLE_") || strings.HasPrefix(k, "OPENAI_") {
			continue
		}
		cmd.Env = append(cmd.Env, kv)
	}
	cmd.Env = append(cmd.Env, "NEURALCUT_CACHE_DIR="+t.TempDir())
	cmd.Env = append(cmd.Env, env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr, cmd.Stdin = &out, &errb, strings.NewReader(stdin)
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{out.String(), errb.String(), code}
}

// nlEditProject is a project with a 3 s ffmpeg clip on the main track.
func nlEditProject(t *testing.T) string {
	dir := t.TempDir()
	clip := filepath.Join(dir, "clip.mp4")
	if out, err := exec.Command("ffmpeg", "-v", "error", "-f", "lavfi", "-i", "testsrc=size=320x180:rate=10:duration=3",
		"-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", clip).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v %s", err, out)
	}
	s := timeline.DefaultSettings()
	s.Width, s.Height = 320, 180
	p := timeline.New(s)
	id, err := media.Import(context.Background(), p, clip)
	if err != nil {
		t.Fatal(err)
	}
	el := timeline.Element{ID: p.NewID("e"), Type: timeline.ElementVideo, AssetID: id, Name: "clip.mp4",
		Duration: p.Assets[0].Duration, SourceDuration: p.Assets[0].Duration, Visual: timeline.DefaultVisual()}
	p.Tracks[0].Elements = append(p.Tracks[0].Elements, el)
	path := filepath.Join(dir, "p.ncut")
	if err := store.CreateProject(context.Background(), path, p); err != nil {
		t.Fatal(err)
	}
	return path
}

func mainCount(t *testing.T, path string) int {
	d, err := store.LoadProject(path)
	if err != nil {
		t.Fatal(err)
	}
	return len(d.Project.Tracks[0].Elements)
}

func TestEditLLMThroughOpenAI(t *testing.T) {
	path := nlEditProject(t)
	split := llmtest.OpenAICalls(llmtest.Call{Name: "split", Args: map[string]any{"times": []any{1.5}}})
	// each request ends with the self-check looking at rendered frames
	srv := llmtest.NewOpenAI(t, editKey, split, llmtest.OpenAIText("Split at 1.5 s."), llmtest.OpenAIText(`{"done":true,"reply":"Split at 1.5 s."}`),
		split, llmtest.OpenAIText("You declined."), llmtest.OpenAIText(`{"done":true,"reply":"Nothing changed."}`))
	env := []string{"LLM_PROVIDER=openai", "LLM_BASE_URL=" + srv.URL + "/v1", "LLM_API_KEY=" + editKey, "LLM_MODEL=fake"}

	r := ncEnv(t, env, "y\n", "edit", path, "split at 1.5")
	if r.code != 0 || !strings.Contains(r.stderr, "Allow split {\"times\":[1.5]}? [y/N]") ||
		!strings.Contains(r.stdout, "Step 1/20: split {\"times\":[1.5]} -> {\"success\":true") ||
		!strings.HasSuffix(r.stdout, "Reply: Split at 1.5 s.\nPlanner: llm\n") {
		t.Fatalf("code %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	if n := mainCount(t, path); n != 2 {
		t.Errorf("main has %d elements after split", n)
	}
	if b, _ := json.Marshal(srv.Requests[2]); !strings.Contains(string(b), `"image_url":{"url":"data:image/png;base64,`) {
		t.Error("self-check was not shown a preview frame")
	}
	// answering no: nothing changes
	r = ncEnv(t, env, "n\n", "edit", path, "split at 1.5 again")
	if n := mainCount(t, path); n != 2 || !strings.Contains(r.stdout, "The user declined this change") {
		t.Errorf("declined run: %d elements\n%s", n, r.stdout)
	}
	for _, out := range []string{r.stdout, r.stderr} {
		if strings.Contains(out, editKey) {
			t.Error("key printed")
		}
	}
}

// A key the server echoes back in an error stays out of the output.
func TestEditErrorHidesKey(t *testing.T) {
	path := nlEditProject(t)
	srv := llmtest.NewGemini(t, editKey, llmtest.GeminiError(403, "PERMISSION_DENIED", "key "+editKey+" was revoked"))
	r := ncEnv(t, []string{"GEMINI_API_KEY=" + editKey, "GOOGLE_GEMINI_BASE_URL=" + srv.URL}, "", "edit", path, "cut it", "--yes")
	if r.code != 1 || !strings.Contains(r.stderr, "authentication failed") || strings.Contains(r.stdout+r.stderr, editKey) {
		t.Errorf("code %d\nstdout %s\nstderr %s", r.code, r.stdout, r.stderr)
	}
}

func TestEditDryRunGemini(t *testing.T) {
	path := nlEditProject(t)
	before, _ := os.ReadFile(path)
	// The dry run rehearses the real tool loop on an unsaved copy: the
	// model's calls run there, and are printed as the plan.
	srv := llmtest.NewGemini(t, editKey,
		llmtest.GeminiCalls(llmtest.Call{Name: "split", Args: map[string]any{"times": []any{1}}}),
		llmtest.GeminiText("Cut at 1 s."))
	r := ncEnv(t, []string{"GEMINI_API_KEY=" + editKey, "GOOGLE_GEMINI_BASE_URL=" + srv.URL}, "", "edit", path, "cut at 1", "--dry-run")
	if r.code != 0 || !strings.Contains(r.stdout, "(rehearsal) Step 1/") ||
		!strings.Contains(r.stdout, "Plan 1/1: split {\"times\":[1]}\nReply: Cut at 1 s.\nPlanner: llm") {
		t.Errorf("code %d\n%s\n%s", r.code, r.stdout, r.stderr)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("dry run changed the project")
	}
}

func TestEditBasicMode(t *testing.T) {
	path := nlEditProject(t)
	before, _ := os.ReadFile(path)
	r := ncEnv(t, nil, "", "edit", path, "split at 1", "--dry-run")
	if after, _ := os.ReadFile(path); r.code != 0 || !bytes.Equal(before, after) ||
		!strings.Contains(r.stdout, "Plan 1/1: split") || !strings.Contains(r.stdout, "Planner: basic") {
		t.Errorf("basic dry run: code %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	// no provider configured: auto is basic
	r = ncEnv(t, nil, "", "edit", path, "split at 1", "--yes", "--json")
	var out struct {
		Planner string `json:"planner"`
		Steps   []struct {
			Tool string `json:"tool"`
		} `json:"steps"`
	}
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &out) != nil || out.Planner != "basic" || len(out.Steps) == 0 {
		t.Fatalf("code %d\n%s\n%s", r.code, r.stdout, r.stderr)
	}
	if n := mainCount(t, path); n != 2 {
		t.Errorf("main has %d elements", n)
	}
	r = ncEnv(t, nil, "", "edit", path, "qwerty zxcv", "--yes")
	if r.code != 1 || !strings.Contains(r.stdout, "Planner: basic") {
		t.Errorf("not understood: code %d\n%s", r.code, r.stdout)
	}
	r = ncEnv(t, nil, "", "edit", path, "split at 1", "--mode", "llm")
	if r.code != 1 || !strings.Contains(r.stderr, "no language model configured") {
		t.Errorf("llm without provider: code %d %s", r.code, r.stderr)
	}
}

// A clause basic mode cannot read is named and nothing runs (exit 1);
// --partial runs the rest and says what it skipped; --explain prints the
// parse.
func TestEditPartialAndExplain(t *testing.T) {
	path := nlEditProject(t)
	before, _ := os.ReadFile(path)
	r := ncEnv(t, nil, "", "edit", path, "split at 1 and frobnicate the clip", "--yes")
	if after, _ := os.ReadFile(path); r.code != 1 || !bytes.Equal(before, after) || !strings.Contains(r.stdout, `Not understood (basic mode): "frobnicate the clip"`) {
		t.Errorf("whole request: code %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = ncEnv(t, nil, "", "edit", path, "split at 1 and frobnicate the clip", "--yes", "--partial", "--explain")
	if r.code != 0 || mainCount(t, path) != 2 || !strings.Contains(r.stdout, `Skipped: "frobnicate the clip"`) ||
		!strings.Contains(r.stdout, `Clause 1: "split at 1"`) || !strings.Contains(r.stdout, "intent: split") ||
		!strings.Contains(r.stdout, `Clause 2: "frobnicate the clip"`) {
		t.Errorf("partial: code %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = ncEnv(t, nil, "", "edit", path, "mve the clip to 2s", "--dry-run", "--explain", "--json")
	var out struct {
		Status string           `json:"status"`
		Fixed  []string         `json:"fixed"`
		Parse  []map[string]any `json:"parse"`
		Plan   []map[string]any `json:"plan"`
	}
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &out) != nil || out.Status != "planned" || len(out.Fixed) != 1 ||
		out.Fixed[0] != "mve -> move" || len(out.Parse) != 1 || out.Parse[0]["intent"] != "move" || len(out.Plan) != 1 {
		t.Errorf("explain json: code %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}

func TestPhotoEditBasic(t *testing.T) {
	dir := t.TempDir()
	img := image.NewNRGBA(image.Rect(0, 0, 64, 48))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = 200, 60, 30, 255
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	src := filepath.Join(dir, "in.png")
	os.WriteFile(src, b.Bytes(), 0o644)
	doc := filepath.Join(dir, "doc")
	if r := nc(t, "", "photo", "new", doc, "--from", src); r.code != 0 {
		t.Fatalf("photo new: %s", r.stderr)
	}
	r := ncEnv(t, nil, "", "photo", "edit", doc, "qwerty it and make it warmer", "--dry-run", "--partial", "--explain")
	if r.code != 0 || !strings.Contains(r.stdout, `Skipped: "qwerty it"`) || !strings.Contains(r.stdout, `Clause 2: "make it warmer"`) ||
		!strings.Contains(r.stdout, "Plan 1/1: adjustments.applyMasked") {
		t.Errorf("photo partial: code %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = ncEnv(t, nil, "", "photo", "edit", doc, "black and white", "--yes")
	if r.code != 0 || !strings.Contains(r.stdout, "Planner: basic") || !strings.Contains(r.stdout, "Step 1/") {
		t.Fatalf("code %d\n%s\n%s", r.code, r.stdout, r.stderr)
	}
	out := filepath.Join(dir, "out.png")
	if r := nc(t, "", "photo", "export", doc, "-o", out); r.code != 0 {
		t.Fatalf("export: %s", r.stderr)
	}
	f, _ := os.Open(out)
	defer f.Close()
	got, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	c := color.NRGBAModel.Convert(got.At(10, 10)).(color.NRGBA)
	if c.R != c.G || c.G != c.B {
		t.Errorf("pixel %v is not grey", c)
	}
}
