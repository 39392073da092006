package server_test

import (
	"bytes"
	"encoding/json"
	"image"
	"image/jpeg"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/store"
)

// The video flow end to end over HTTP: a project, uploads, tool calls,
// frames, a render job with its progress events and a download that plays,
// the planner, live changes.
func TestVideoEndToEnd(t *testing.T) {
	e := newEnv(t, app.Services{})
	c := e.login("alice")
	id := c.newProject()
	base := "/api/projects/" + id

	// the assets as list_project_assets shows them
	var assets struct {
		Assets []map[string]any `json:"assets"`
	}
	if st := c.do("POST", base+"/tools/list_project_assets", "{}", &assets); st != 200 || len(assets.Assets) != 2 {
		t.Fatalf("assets: %d %+v", st, assets)
	}
	clipID := assets.Assets[0]["id"].(string)
	if assets.Assets[0]["type"] != "video" || assets.Assets[1]["type"] != "audio" {
		t.Errorf("types by content: %+v", assets.Assets)
	}

	// the tools come from the registry, with schemas
	var tools []app.ToolListing
	c.do("GET", base+"/tools", nil, &tools)
	if len(tools) != len(e.a.Video.Tools()) || tools[0].InputSchema == nil {
		t.Fatalf("%d tools listed, registry has %d", len(tools), len(e.a.Video.Tools()))
	}

	// live changes: a second client sees every committed change
	events := e.login("alice").stream("GET", base+"/events", nil)
	first := next(t, events, "change")

	var placed map[string]any
	if st := c.do("POST", base+"/tools/add_media_to_timeline", map[string]any{"assetId": clipID, "startTime": 0, "trackType": "main"}, &placed); st != 200 {
		t.Fatalf("add media: %d", st)
	}
	var ch struct {
		Version int64  `json:"version"`
		Cause   string `json:"cause"`
	}
	json.Unmarshal(next(t, events, "change").Data, &ch)
	var f0 struct{ Version int64 }
	json.Unmarshal(first.Data, &f0)
	if ch.Cause != "add_media_to_timeline" || ch.Version != f0.Version+1 {
		t.Errorf("change event %+v after %+v", ch, f0)
	}
	if st := c.do("POST", base+"/tools/split", map[string]any{"times": []float64{1}}, nil); st != 200 {
		t.Fatalf("split: %d", st)
	}
	if st := c.do("POST", base+"/tools/add_text", map[string]any{"text": "Hello", "start": 0, "end": 2, "position": "top"}, nil); st != 200 {
		t.Fatalf("add text: %d", st)
	}
	// a tool error: 422 with the spec's message, the project unchanged
	before, _ := os.ReadFile(filepath.Join(e.data.Dir, "neuralcut.db")) // not used for equality: read the document instead
	_ = before
	_, doc1, h1 := c.raw("GET", base+"/document", nil)
	st, body, _ := c.raw("POST", base+"/tools/split", map[string]any{"times": []float64{-1}})
	if st != 422 || string(body) != `{"error":"Invalid split times","code":"tool_error"}`+"\n" {
		t.Errorf("tool error: %d %s", st, body)
	}
	_, doc2, h2 := c.raw("GET", base+"/document", nil)
	if !bytes.Equal(doc1, doc2) || h1.Get("ETag") != h2.Get("ETag") {
		t.Error("a failed tool call changed the project")
	}
	if !strings.Contains(string(doc2), `"schema": "NeuralCut.Project"`) || !strings.Contains(string(doc2), `"undo"`) {
		t.Errorf("document is not the file format: %.200s", doc2)
	}

	// a frame: a JPEG, rendered once and then served by what it shows
	st, img, hdr := c.raw("GET", base+"/frame?t=0.5&w=160", nil)
	if st != 200 || hdr.Get("Content-Type") != "image/jpeg" {
		t.Fatalf("frame: %d %s", st, hdr.Get("Content-Type"))
	}
	if pic, err := jpeg.Decode(bytes.NewReader(img)); err != nil || pic.Bounds().Dx() != 160 {
		t.Fatalf("frame decode: %v", err)
	}
	if st, _, _ := c.raw("GET", base+"/frame?t=0.5&w=160", nil, "If-None-Match", hdr.Get("ETag")); st != 304 {
		t.Errorf("unchanged frame: %d, want 304", st)
	}

	// a render job: progress events, then a download that plays
	var job struct{ JobID string }
	if st := c.do("POST", base+"/renders", map[string]any{"preset": "fast", "format": "mp4"}, &job); st != 202 || job.JobID == "" {
		t.Fatalf("render: %d %+v", st, job)
	}
	prog := c.stream("GET", "/api/jobs/"+job.JobID+"/events", nil)
	var last store.Job
	for ev := range prog {
		json.Unmarshal(ev.Data, &last)
		if last.State == "failed" || last.State == "cancelled" {
			t.Fatalf("render %s: %s", last.State, last.Error)
		}
	}
	if last.State != "done" || last.Progress != 1 {
		t.Fatalf("render ended %+v", last)
	}
	st, video, hdr := c.raw("GET", "/api/jobs/"+job.JobID+"/output", nil)
	if st != 200 || hdr.Get("Content-Type") != "video/mp4" {
		t.Fatalf("output: %d %s", st, hdr.Get("Content-Type"))
	}
	out := filepath.Join(t.TempDir(), "out.mp4")
	os.WriteFile(out, video, 0o644)
	probe, err := exec.Command("ffprobe", "-v", "error", "-show_entries", "format=duration:stream=codec_type", "-of", "json", out).Output()
	if err != nil || !strings.Contains(string(probe), `"video"`) || !strings.Contains(string(probe), `"audio"`) {
		t.Fatalf("the download does not play: %v %s", err, probe)
	}
	var p struct {
		Format struct{ Duration string } `json:"format"`
	}
	json.Unmarshal(probe, &p)
	if d, _ := strconv.ParseFloat(p.Format.Duration, 64); d < 2.9 || d > 3.2 {
		t.Errorf("rendered %s s, want 3", p.Format.Duration)
	}
	st, part, hdr := c.raw("GET", "/api/jobs/"+job.JobID+"/output", nil, "Range", "bytes=10-109")
	if st != 206 || len(part) != 100 || !bytes.Equal(part, video[10:110]) {
		t.Errorf("range: %d, %d bytes", st, len(part))
	}

	// the planner, without a model: basic mode's plan, marked fallback
	var plan app.PlanResponse
	if st := c.do("POST", "/api/editor/plan", map[string]any{"prompt": "add the title Bye at the bottom",
		"state": map[string]any{"kind": "video", "projectId": id}}, &plan); st != 200 {
		t.Fatalf("plan: %d", st)
	}
	if plan.Planner != "fallback" || len(plan.Steps) != 1 || plan.Steps[0].Tool != "add_text" {
		t.Errorf("plan %+v", plan)
	}

	// the thumbnail and waveform come from background jobs
	waitFor(t, func() bool {
		st, _, _ := c.raw("GET", base+"/assets/"+clipID+"/thumbnail", nil)
		return st == 200
	})
	st, thumb, hdr := c.raw("GET", base+"/assets/"+clipID+"/thumbnail", nil)
	if pic, err := jpeg.Decode(bytes.NewReader(thumb)); err != nil || pic.Bounds().Dx() < 5*pic.Bounds().Dy() || !strings.Contains(hdr.Get("Cache-Control"), "immutable") {
		t.Errorf("filmstrip: %v %v %s", err, pic.Bounds(), hdr.Get("Cache-Control"))
	}
	waitFor(t, func() bool {
		st, _, _ := c.raw("GET", base+"/assets/"+assets.Assets[1]["id"].(string)+"/waveform", nil)
		return st == 200
	})
	var w app.Waveform
	c.do("GET", base+"/assets/"+assets.Assets[1]["id"].(string)+"/waveform", nil, &w)
	// ffmpeg's sine source plays at 1/8 of full scale: 4 s at 50 peaks a second
	if len(w.Peaks) < 195 || len(w.Peaks) > 205 || w.Peaks[100] < 0.12 || w.Peaks[100] > 0.13 {
		t.Errorf("waveform of a 1/8-scale tone: %d peaks, %v", len(w.Peaks), w.Peaks[:min(5, len(w.Peaks))])
	}
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for range 300 {
		if cond() {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("gave up waiting")
}

// The photo control API with the spec's shapes on a real photo.
func TestPhotoEndToEnd(t *testing.T) {
	e := newEnv(t, app.Services{})
	c := e.login("alice")
	photoPNG, err := os.ReadFile("../photoops/testdata/coffee.png")
	if err != nil {
		t.Fatal(err)
	}
	var d store.DocInfo
	if st := c.upload("/api/photos", "coffee.png", photoPNG, &d); st != 201 || d.Width != 256 {
		t.Fatalf("open photo: %d %+v", st, d)
	}
	base := "/api/photos/" + d.ID
	var ops []map[string]any
	c.do("GET", base+"/ops", nil, &ops)
	if len(ops) != len(e.a.Photo.Tools()) || ops[0]["op"] == nil || ops[0]["params"] == nil {
		t.Fatalf("ops: %d", len(ops))
	}
	var r map[string]any
	if st := c.do("POST", base+"/invoke", map[string]any{"op": "adjustments.apply", "params": map[string]any{"type": "blackAndWhite"}}, &r); st != 200 || r["ok"] != true || r["op"] != "adjustments.apply" {
		t.Fatalf("invoke: %d %v", st, r)
	}
	if _, ok := r["result"]; !ok || len(r) != 3 {
		t.Errorf("invoke shape %v, want {ok, op, result}", r)
	}
	st, b, _ := c.raw("POST", base+"/invoke", map[string]any{"op": "layers.setOpacity", "params": map[string]any{"opacity": 3}})
	if st != 422 || string(b) != `{"ok":false,"op":"layers.setOpacity","error":"Invalid opacity: must be between 0 and 1"}`+"\n" {
		t.Errorf("failed op: %d %s", st, b)
	}
	// the screenshot is grey now
	st, shot, _ := c.raw("GET", base+"/screenshot?maxSide=64", nil)
	img, err := png.Decode(bytes.NewReader(shot))
	if st != 200 || err != nil {
		t.Fatalf("screenshot: %d %v", st, err)
	}
	if !grey(img) {
		t.Error("black and white did not turn the photo grey")
	}
	var run map[string]any
	st = c.do("POST", base+"/run", map[string]any{"steps": []map[string]any{
		{"op": "layers.addRaster", "params": map[string]any{"name": "paint"}},
		{"op": "layers.setOpacity", "params": map[string]any{"opacity": 0.5}},
		{"op": "layers.delete", "params": map[string]any{"id": "nope"}},
	}}, &run)
	if st != 422 || run["ok"] != false || run["failedStep"] != float64(2) || len(run["results"].([]any)) != 3 {
		t.Errorf("run: %d %v", st, run)
	}
	var info map[string]any
	c.do("POST", base+"/invoke", map[string]any{"op": "document.info"}, &info)
	layers := info["result"].(map[string]any)["layers"].([]any)
	if len(layers) != 3 {
		t.Errorf("%d layers after the run (the steps before the failure stay)", len(layers))
	}
	st, exp, hdr := c.raw("GET", base+"/export.png?maxSide=100", nil)
	if pic, err := png.Decode(bytes.NewReader(exp)); st != 200 || err != nil || pic.Bounds().Dx() != 100 || hdr.Get("Content-Type") != "image/png" {
		t.Errorf("export: %d %v", st, err)
	}
	// the export was written into the document's own folder
	if _, err := os.Stat(e.a.ExportPath(store.Key{ID: d.ID})); err != nil {
		t.Error(err)
	}
	// the planner reads the document itself for a photo
	var plan app.PlanResponse
	c.do("POST", "/api/editor/plan", map[string]any{"prompt": "brighten the face", "state": map[string]any{"kind": "photo", "documentId": d.ID}}, &plan)
	if plan.Planner != "fallback" || len(plan.Steps) < 2 || plan.Steps[0].Op != "selection.face" {
		t.Errorf("photo plan %+v", plan)
	}
	var check app.PlanResponse
	c.do("POST", "/api/editor/plan", map[string]any{"prompt": "brighten the face", "mode": "check", "state": map[string]any{}}, &check)
	if check.Done == nil || !*check.Done || check.Planner != "fallback" {
		t.Errorf("check %+v", check)
	}
}

func grey(img image.Image) bool {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 4 {
		for x := b.Min.X; x < b.Max.X; x += 4 {
			r, g, bl, _ := img.At(x, y).RGBA()
			if d := int(r>>8) - int(bl>>8); d > 3 || d < -3 || int(r>>8)-int(g>>8) > 3 || int(g>>8)-int(r>>8) > 3 {
				return false
			}
		}
	}
	return true
}

// A silent video has no sound to draw: its waveform is a definite answer
// (noSound, no peaks), not a job that fails and logs an error on every
// upload.
func TestSilentClipWaveform(t *testing.T) {
	e := newEnv(t, app.Services{})
	c := e.login("alice")
	id := c.newProject()
	silent := filepath.Join(t.TempDir(), "silent.mp4")
	if out, err := exec.Command("ffmpeg", "-y", "-v", "error", "-f", "lavfi", "-i", "testsrc=size=160x90:rate=10:duration=2",
		"-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", silent).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v %s", err, out)
	}
	data, _ := os.ReadFile(silent)
	var a struct {
		ID string `json:"id"`
	}
	if st := c.upload("/api/projects/"+id+"/assets", "silent.mp4", data, &a); st != 201 {
		t.Fatalf("upload: %d", st)
	}
	path := "/api/projects/" + id + "/assets/" + a.ID + "/waveform"
	waitFor(t, func() bool {
		st, _, _ := c.raw("GET", path, nil)
		return st == 200
	})
	var w app.Waveform
	c.do("GET", path, nil, &w)
	if !w.NoSound || len(w.Peaks) != 0 || w.Duration < 1.9 || w.Duration > 2.1 {
		t.Errorf("silent waveform %+v", w)
	}
	if strings.Contains(e.log.String(), "level=ERROR") {
		t.Errorf("errors logged:\n%s", e.log.String())
	}
}
