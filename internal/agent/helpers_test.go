package agent_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/llm/llmtest"
	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

const testKey = "AIza-agent-secret-key-987"

var (
	clipOnce sync.Once
	clipData []byte
	clipErr  error
)

// makeClip writes a 3 s 320x180 clip with a tone, made by ffmpeg once per
// test run and copied (tests change their copies).
func makeClip(t *testing.T, path string) {
	t.Helper()
	clipOnce.Do(func() {
		tmp, err := os.MkdirTemp("", "agent-clip")
		if err != nil {
			clipErr = err
			return
		}
		defer os.RemoveAll(tmp)
		src := filepath.Join(tmp, "clip.mp4")
		out, err := exec.Command("ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x180:rate=10:duration=3",
			"-f", "lavfi", "-i", "sine=frequency=440:duration=3", "-shortest", "-c:v", "libx264", "-preset", "ultrafast",
			"-pix_fmt", "yuv420p", "-c:a", "aac", src).CombinedOutput()
		if err != nil {
			clipErr = fmt.Errorf("ffmpeg: %v\n%s", err, out)
			return
		}
		clipData, clipErr = os.ReadFile(src)
	})
	if clipErr != nil {
		t.Fatal(clipErr)
	}
	if err := os.WriteFile(path, clipData, 0o644); err != nil {
		t.Fatal(err)
	}
}

// newProject makes a project file holding one imported clip; it returns
// the project path and the asset id.
func newProject(t *testing.T) (string, string) {
	t.Helper()
	dir := t.TempDir()
	clip := filepath.Join(dir, "clip.mp4")
	makeClip(t, clip)
	s := timeline.DefaultSettings()
	s.Width, s.Height = 320, 180
	p := timeline.New(s)
	id, err := media.Import(context.Background(), p, clip)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "p.ncut")
	if err := store.CreateProject(context.Background(), path, p); err != nil {
		t.Fatal(err)
	}
	return path, id
}

var registry = videotools.NewRegistry()

// state is the document state the agent put in the system prompt.
type state struct {
	Assets struct {
		Assets []videotools.AssetInfo `json:"assets"`
	} `json:"list_project_assets"`
	Timeline videotools.ListTimelineOut `json:"list_timeline"`
}

func stateOf(t *testing.T, system string) state {
	const head = "Current document state"
	i := strings.LastIndex(system, head)
	if i < 0 {
		t.Errorf("system prompt has no document state")
		return state{}
	}
	js := system[i:]
	js = js[strings.Index(js, "\n")+1:]
	var s state
	if err := json.Unmarshal([]byte(js), &s); err != nil {
		t.Errorf("state is not JSON: %v", err)
	}
	return s
}

func (s state) track(kind string) []videotools.ElementInfo {
	for _, tr := range s.Timeline.Tracks {
		if tr.Type == kind {
			return tr.Elements
		}
	}
	return nil
}

func gemini(t *testing.T, srv *llmtest.Gemini) llm.Provider {
	g, err := llm.NewGemini(context.Background(), llm.Config{Provider: "gemini", Model: "gemini-test", APIKey: testKey,
		BaseURL: srv.URL, RetryBase: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func openai(srv *llmtest.OpenAI) llm.Provider {
	return llm.NewOpenAI(llm.Config{Provider: "openai", Model: "gpt-test", APIKey: testKey, BaseURL: srv.URL + "/v1",
		RetryBase: time.Millisecond})
}

func elements(p *timeline.Project, kind timeline.TrackKind) []timeline.Element {
	var out []timeline.Element
	for _, tr := range p.Tracks {
		if tr.Kind == kind {
			out = append(out, tr.Elements...)
		}
	}
	return out
}
