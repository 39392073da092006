package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

func newApp(t *testing.T) (*app.App, store.Key, store.Key) {
	t.Helper()
	dir := t.TempDir()
	s := timeline.DefaultSettings()
	s.Width, s.Height = 320, 180
	proj := filepath.Join(dir, "p.json")
	if err := store.CreateProject(context.Background(), proj, timeline.New(s)); err != nil {
		t.Fatal(err)
	}
	pic := filepath.Join(dir, "pic")
	if err := store.CreatePhoto(context.Background(), pic, photo.NewState(64, 48)); err != nil {
		t.Fatal(err)
	}
	return app.New(app.Files(), app.Services{}), store.Key{ID: proj}, store.Key{ID: pic}
}

func call(t *testing.T, a *app.App, k store.Key, tool, input string) app.Result {
	t.Helper()
	res, err := a.CallVideo(context.Background(), k, tool, json.RawMessage(input), 0)
	if err != nil {
		t.Fatalf("%s %s: %v", tool, input, err)
	}
	return res
}

// A failed call saves nothing, for both kinds: the files stay byte for
// byte what they were.
func TestFailedCallSavesNothing(t *testing.T) {
	a, proj, pic := newApp(t)
	ctx := context.Background()
	call(t, a, proj, "add_text", `{"text":"Hi","start":0,"end":2,"position":"top"}`)
	before, _ := os.ReadFile(proj.ID)
	_, err := a.CallVideo(ctx, proj, "split", json.RawMessage(`{"times":[-1]}`), 0)
	var te *registry.Error
	if !errors.As(err, &te) || te.Message != "Invalid split times" {
		t.Fatalf("split: %v", err)
	}
	// a batch whose last call fails rolls back the calls before it
	_, err = a.CallVideo(ctx, proj, "batch", json.RawMessage(`{"calls":[{"tool":"add_text","input":{"text":"x","start":3,"end":4,"position":"top"}},{"tool":"split","input":{"times":[-1]}}]}`), 0)
	if !errors.As(err, &te) {
		t.Fatalf("batch: %v", err)
	}
	if after, _ := os.ReadFile(proj.ID); !bytes.Equal(before, after) {
		t.Error("a failed video call changed the project file")
	}

	if r, _, err := a.InvokePhoto(ctx, pic, "layers.addRaster", nil, 0); err != nil || !r.OK {
		t.Fatalf("addRaster: %+v %v", r, err)
	}
	manifest := filepath.Join(pic.ID, "manifest.json")
	pbefore, _ := os.ReadFile(manifest)
	r, _, err := a.InvokePhoto(ctx, pic, "layers.setOpacity", json.RawMessage(`{"opacity":3}`), 0)
	if err != nil || r.OK || r.Error != "Invalid opacity: must be between 0 and 1" {
		t.Fatalf("bad opacity: %+v %v", r, err)
	}
	r, _, _ = a.InvokePhoto(ctx, pic, "batch", json.RawMessage(`{"steps":[{"op":"layers.addRaster"},{"op":"layers.delete","params":{"id":"nope"}}]}`), 0)
	if r.OK {
		t.Fatal("a batch with a failing step succeeded")
	}
	if pafter, _ := os.ReadFile(manifest); !bytes.Equal(pbefore, pafter) {
		t.Error("a failed photo op changed the manifest")
	}
}

// A write that expected another version is refused with the current one.
func TestExpectedVersion(t *testing.T) {
	a, proj, pic := newApp(t)
	ctx := context.Background()
	v1 := call(t, a, proj, "add_text", `{"text":"A","start":0,"end":2,"position":"top"}`).Version
	v2, err := a.CallVideo(ctx, proj, "add_text", json.RawMessage(`{"text":"B","start":2,"end":3,"position":"top"}`), v1)
	if err != nil || v2.Version != v1+1 {
		t.Fatalf("write at the current version: %+v %v", v2, err)
	}
	_, err = a.CallVideo(ctx, proj, "add_text", json.RawMessage(`{"text":"C","start":3,"end":4,"position":"top"}`), v1)
	var ce *store.ConflictError
	if !errors.As(err, &ce) || ce.Current != v2.Version {
		t.Fatalf("stale write: %v", err)
	}
	_, v1, err = a.InvokePhoto(ctx, pic, "layers.addRaster", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, v, err := a.InvokePhoto(ctx, pic, "layers.addRaster", nil, v1)
	if err != nil || v != v1+1 {
		t.Fatalf("photo write at the current version: %v %v", v, err)
	}
	if _, _, err := a.InvokePhoto(ctx, pic, "layers.addRaster", nil, v1); !errors.As(err, &ce) || ce.Current != v {
		t.Fatalf("stale photo write: %v", err)
	}
}

// Concurrent writers without an expected version all land.
func TestConcurrentWritersLoseNothing(t *testing.T) {
	a, proj, pic := newApp(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			in, _ := json.Marshal(map[string]any{"text": "t", "start": i, "end": float64(i) + 0.5, "position": "top"})
			if _, err := a.CallVideo(ctx, proj, "add_text", in, 0); err != nil {
				t.Error(err)
			}
			if r, _, err := a.InvokePhoto(ctx, pic, "layers.addRaster", nil, 0); err != nil || !r.OK {
				t.Error(r, err)
			}
		})
	}
	wg.Wait()
	d, _ := store.LoadProject(proj.ID)
	if n := d.Project.ElementCount(); n != 8 || len(d.History.Undo) != 8 {
		t.Errorf("%d elements, %d undo entries; want 8 and 8", n, len(d.History.Undo))
	}
	res, _, _ := a.InvokePhoto(ctx, pic, "document.info", nil, 0)
	if b, _ := json.Marshal(res.Result); bytes.Count(b, []byte(`"kind":"raster"`)) != 8 {
		t.Errorf("photo layers: %s", b)
	}
}

// stallingTranscriber lets the test change the project while a slow tool
// runs on its snapshot.
type stallingTranscriber struct{ during func() }

func (s stallingTranscriber) Transcribe(context.Context, *timeline.Project, videotools.TranscribeIn) (*transcript.Transcript, error) {
	s.during()
	return &transcript.Transcript{Engine: "test", Language: "en", Duration: 2, Segments: []transcript.Segment{{Start: 0, End: 1,
		Text: "hello there", Words: []transcript.Word{{Start: 0, End: 0.4, Word: "hello"}, {Start: 0.5, End: 1, Word: "there"}}}}}, nil
}

// A slow edit runs on a snapshot without the lock (a write lands while it
// runs) and commits only when nobody saved meanwhile.
func TestSlowEditCommitsOnlyOverItsVersion(t *testing.T) {
	a, proj, _ := newApp(t)
	ctx := context.Background()
	call(t, a, proj, "add_text", `{"text":"A","start":0,"end":2,"position":"top"}`)
	sv := a.Services
	sv.Transcriber = stallingTranscriber{during: func() {
		call(t, a, proj, "add_text", `{"text":"B","start":2,"end":3,"position":"top"}`)
	}}
	_, err := a.With(sv).CallVideo(ctx, proj, "generate_captions", nil, 0)
	var ce *store.ConflictError
	if !errors.As(err, &ce) {
		t.Fatalf("a slow edit over a moved version: %v", err)
	}
	d, _ := store.LoadProject(proj.ID)
	if n := d.Project.ElementCount(); n != 2 {
		t.Errorf("%d elements, want the 2 titles (the write during the slow call kept, no captions)", n)
	}
	sv.Transcriber = stallingTranscriber{during: func() {}}
	res, err := a.With(sv).CallVideo(ctx, proj, "generate_captions", nil, 0)
	if err != nil || !res.Changed {
		t.Fatalf("captions: %+v %v", res, err)
	}
	d, _ = store.LoadProject(proj.ID)
	if n := d.Project.ElementCount(); n != 3 || d.History.Undo[len(d.History.Undo)-1].Label != "generate_captions" {
		t.Errorf("%d elements, last entry %q", n, d.History.Undo[len(d.History.Undo)-1].Label)
	}
}
