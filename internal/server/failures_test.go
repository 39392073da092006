package server_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/server"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// flakyEngine fails the first failures calls with an error that is not a
// tool's (an engine down for a moment), then transcribes.
type flakyEngine struct {
	failures int32
	calls    atomic.Int32
}

func (f *flakyEngine) Transcribe(context.Context, *timeline.Project, videotools.TranscribeIn) (*transcript.Transcript, error) {
	if f.calls.Add(1) <= f.failures {
		return nil, errors.New("engine socket /run/secret.sock: connection refused")
	}
	return &transcript.Transcript{Engine: "test", Language: "en", Duration: 3,
		Segments: []transcript.Segment{{Start: 0, End: 1, Text: "hello", Words: []transcript.Word{{Start: 0, End: 1, Word: "hello"}}}}}, nil
}

// An internal failure is a 500 naming a reference the log carries, never
// its text; a job whose failure is transient is tried again and finishes.
func TestInternalErrorsAndRetries(t *testing.T) {
	engine := &flakyEngine{failures: 2}
	e := newEnv(t, app.Services{Transcriber: engine})
	c := e.login("alice")
	id := c.newProject()
	var assets struct {
		Assets []struct{ ID string } `json:"assets"`
	}
	c.do("POST", "/api/projects/"+id+"/tools/list_project_assets", "{}", &assets)

	st, b, _ := c.raw("POST", "/api/projects/"+id+"/tools/transcribe_video", map[string]any{"assetId": assets.Assets[0].ID})
	var body server.ErrorBody
	json.Unmarshal(b, &body)
	if st != 500 || body.Code != "internal" || strings.Contains(string(b), "secret") || !strings.Contains(body.Error, "(ref ") {
		t.Fatalf("internal error: %d %s", st, b)
	}
	ref := body.Error[strings.Index(body.Error, "(ref ")+5 : len(body.Error)-1]
	if !strings.Contains(e.log.String(), "ref="+ref) {
		t.Errorf("the log has no line with ref %s", ref)
	}

	// the job fails once more (transient: retried), then succeeds
	var job struct{ JobID string }
	if st := c.do("POST", "/api/projects/"+id+"/transcriptions", map[string]any{"assetId": assets.Assets[0].ID}, &job); st != 202 {
		t.Fatalf("transcription: %d", st)
	}
	var j store.Job
	waitFor(t, func() bool {
		c.do("GET", "/api/jobs/"+job.JobID, nil, &j)
		return j.State == "done" || j.State == "failed"
	})
	if j.State != "done" || engine.calls.Load() != 3 {
		t.Fatalf("job %+v after %d engine calls", j, engine.calls.Load())
	}
	_, out, _ := c.raw("GET", "/api/jobs/"+job.JobID+"/output", nil)
	if !strings.Contains(string(out), `"hello"`) {
		t.Errorf("transcript %s", out)
	}
	// a request the tool refuses fails at once, not as a job
	if st := c.do("POST", "/api/projects/"+id+"/transcriptions", map[string]any{"assetId": "nope"}, nil); st != 422 {
		t.Errorf("a missing asset: %d", st)
	}
}

// A panic in any handler is a 500 with a reference in the log.
func TestPanicIsA500(t *testing.T) {
	e := newEnv(t, app.Services{})
	var logged strings.Builder
	s := server.New(e.a, e.queue, server.Config{Log: slog.New(slog.NewTextHandler(&lockedWriter{w: &logged}, nil)),
		Web: func(func(*http.Request) bool) http.Handler {
			return http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("a bug") })
		}})
	hs := httptest.NewServer(s.Handler())
	defer hs.Close()
	resp, err := http.Get(hs.URL + "/some/page")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var body server.ErrorBody
	json.Unmarshal(b, &body)
	if resp.StatusCode != 500 || body.Code != "internal" || !strings.Contains(logged.String(), "a bug") {
		t.Fatalf("panic: %d %s", resp.StatusCode, b)
	}
	ref := body.Error[strings.Index(body.Error, "(ref ")+5 : len(body.Error)-1]
	if !strings.Contains(logged.String(), "ref="+ref) {
		t.Errorf("log %q lacks ref %s", logged.String(), ref)
	}
}
