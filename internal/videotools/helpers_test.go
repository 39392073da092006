package videotools_test

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

const sec = timeline.TicksPerSecond

// testProject is the project most tool tests start from, built directly
// with the timeline model (no media files, no ffprobe). Ids are readable
// names; NextID starts high so generated ids never collide with them.
//
//	main     v1 clip 0-4 (source 1-5 of 10 s) | v2 photo 4-9 | v3 silent 9-13
//	overlay  pip clip 2-4 (source 6-8)        | stk star 5-7 top-left
//	text     title 0-3
//	audio    bgm music 0-20 (of 30 s)
//	effect   fx1 blur 1-3
//
// Asset "spare" is not used on the timeline.
func testProject() *timeline.Project {
	p := &timeline.Project{Settings: timeline.DefaultSettings(), NextID: 100}
	p.Assets = []timeline.Asset{
		{ID: "clip", Name: "clip.mp4", Type: timeline.AssetVideo, Path: "/m/clip.mp4", Duration: 10 * sec,
			Width: 1920, Height: 1080, FPS: timeline.Rational{Num: 30, Den: 1}, HasAudio: true, HasVideo: true},
		{ID: "silent", Name: "silent.mp4", Type: timeline.AssetVideo, Path: "/m/silent.mp4", Duration: 4 * sec,
			Width: 1280, Height: 720, FPS: timeline.Rational{Num: 25, Den: 1}, HasVideo: true},
		{ID: "music", Name: "music.wav", Type: timeline.AssetAudio, Path: "/m/music.wav", Duration: 30 * sec, HasAudio: true},
		{ID: "photo", Name: "photo.jpg", Type: timeline.AssetImage, Path: "/m/photo.jpg", Width: 1600, Height: 1200},
		{ID: "spare", Name: "spare.mp4", Type: timeline.AssetVideo, Path: "/m/spare.mp4", Duration: 3 * sec, HasVideo: true},
	}
	media := func(id, asset string, start, dur, trimStart, source timeline.Ticks, visual, sound bool) timeline.Element {
		el := timeline.Element{ID: id, Type: timeline.ElementVideo, AssetID: asset, Name: asset, Start: start,
			Duration: dur, TrimStart: trimStart, TrimEnd: source - trimStart - dur, SourceDuration: source}
		if !visual {
			el.Type = timeline.ElementAudio
		} else {
			el.Visual = timeline.DefaultVisual()
		}
		if sound {
			el.Audio = &timeline.Audio{Volume: 1}
		}
		return el
	}
	// the star sits where add_sticker puts a top-left sticker, so its
	// label is true (it was drawn at the centre)
	star := timeline.DefaultVisual()
	star.X, star.Y, _ = videotools.StickerAnchor("top-left", p.Settings)
	text := timeline.Text{Content: "Hello", Style: "plain", Position: "top", FontFamily: "DejaVu Sans",
		FontSize: 64, Color: "#ffffff", Align: "center", VAlign: "top"}
	p.Tracks = []*timeline.Track{
		{ID: "main", Kind: timeline.TrackMain, Elements: []timeline.Element{
			media("v1", "clip", 0, 4*sec, 1*sec, 10*sec, true, true),
			{ID: "v2", Type: timeline.ElementImage, AssetID: "photo", Name: "photo", Start: 4 * sec, Duration: 5 * sec,
				Visual: timeline.DefaultVisual()},
			media("v3", "silent", 9*sec, 4*sec, 0, 4*sec, true, false),
		}},
		{ID: "overlay", Kind: timeline.TrackOverlay, Elements: []timeline.Element{
			media("pip", "clip", 2*sec, 2*sec, 6*sec, 10*sec, true, true),
			{ID: "stk", Type: timeline.ElementSticker, Name: "Star", Start: 5 * sec, Duration: 2 * sec,
				Sticker: &timeline.Sticker{StickerID: "star", Position: "top-left"}, Visual: star},
		}},
		{ID: "text", Kind: timeline.TrackText, Elements: []timeline.Element{
			{ID: "title", Type: timeline.ElementText, Name: "Hello", Start: 0, Duration: 3 * sec, Text: &text,
				Visual: timeline.DefaultVisual()},
		}},
		{ID: "audio", Kind: timeline.TrackAudio, Elements: []timeline.Element{
			media("bgm", "music", 0, 20*sec, 0, 30*sec, false, true),
		}},
		{ID: "fx", Kind: timeline.TrackEffect, Elements: []timeline.Element{
			{ID: "fx1", Type: timeline.ElementEffect, Name: "Blur", Start: 1 * sec, Duration: 2 * sec,
				Effect: &timeline.Effect{Type: "blur", Params: map[string]any{"intensity": 15.0}}},
		}},
	}
	return p
}

// emptyProject has the assets of testProject and an empty main track.
func emptyProject() *timeline.Project {
	p := testProject()
	p.Tracks = []*timeline.Track{{ID: "main", Kind: timeline.TrackMain, Elements: []timeline.Element{}}}
	return p
}

// noTimeline is a loaded project without any track: what "No active
// timeline" answers (a file can never hold it; Validate refuses it).
func noTimeline() *timeline.Project {
	return &timeline.Project{Settings: timeline.DefaultSettings(), NextID: 1, Assets: []timeline.Asset{}}
}

var toolRegistry = videotools.NewRegistry()

// env is one editor over one document, with the checks every tool test
// makes around a call.
type env struct {
	t  *testing.T
	ed *videotools.Editor
}

func newEnv(t *testing.T, p *timeline.Project) *env {
	t.Helper()
	if p == nil {
		return &env{t: t, ed: videotools.NewEditor(nil, toolRegistry)}
	}
	if len(p.Tracks) > 0 {
		if err := p.Validate(); err != nil {
			t.Fatalf("test project invalid: %v", err)
		}
	}
	return &env{t: t, ed: videotools.NewEditor(timeline.NewDoc(p), toolRegistry)}
}

func (v *env) snapshot() []byte {
	v.t.Helper()
	if v.ed.Doc == nil {
		return nil
	}
	b, err := v.ed.Doc.Marshal()
	if err != nil {
		v.t.Fatalf("marshal: %v", err)
	}
	return b
}

func (v *env) depths() (undo, redo int) {
	if v.ed.Doc == nil {
		return 0, 0
	}
	return len(v.ed.History.Undo), len(v.ed.History.Redo)
}

func (v *env) call(name, input string) (any, error) {
	var raw json.RawMessage
	if input != "" {
		raw = json.RawMessage(input)
	}
	return toolRegistry.Call(context.Background(), v.ed, name, raw)
}

// fails calls a tool that must fail with exactly want, as the error object
// a surface prints, and leave the document (history included) byte-for-byte
// unchanged.
func (v *env) fails(name, input, want string) {
	v.t.Helper()
	before := v.snapshot()
	undo, redo := v.depths()
	out, err := v.call(name, input)
	if err == nil {
		v.t.Fatalf("%s %s: succeeded with %s, want error %q", name, input, jsonOf(out), want)
	}
	got := jsonOf(registry.ResultOf(out, err))
	if wantJSON := jsonOf(registry.ErrorResult{Error: want}); got != wantJSON {
		v.t.Errorf("%s %s: got %s, want %s", name, input, got, wantJSON)
	}
	if after := v.snapshot(); !bytes.Equal(before, after) {
		v.t.Errorf("%s %s: failed call changed the document:\n%s", name, input, firstDiff(before, after))
	}
	if u, r := v.depths(); u != undo || r != redo {
		v.t.Errorf("%s %s: failed call changed history depth %d/%d -> %d/%d", name, input, undo, redo, u, r)
	}
}

// reads calls a tool that must succeed without changing anything.
func (v *env) reads(name, input string) map[string]any { return v.succeed(name, input, 0) }

// edits calls a tool that must succeed with exactly one new undo entry,
// a cleared redo list and a project that still keeps every invariant.
func (v *env) edits(name, input string) map[string]any { return v.succeed(name, input, 1) }

func (v *env) succeed(name, input string, entries int) map[string]any {
	v.t.Helper()
	before := v.snapshot()
	undo, redo := v.depths()
	out, err := v.call(name, input)
	if err != nil {
		v.t.Fatalf("%s %s: %v", name, input, err)
	}
	after := v.snapshot()
	u, r := v.depths()
	if entries == 0 {
		if !bytes.Equal(before, after) {
			v.t.Errorf("%s %s: must not change the document:\n%s", name, input, firstDiff(before, after))
		}
		if u != undo || r != redo {
			v.t.Errorf("%s %s: history depth %d/%d -> %d/%d, want unchanged", name, input, undo, redo, u, r)
		}
	} else {
		if u != undo+1 || r != 0 {
			v.t.Errorf("%s %s: history depth %d/%d -> %d/%d, want one new undo entry and no redo", name, input, undo, redo, u, r)
		}
		if err := v.ed.Project.Validate(); err != nil {
			v.t.Errorf("%s %s: project broke an invariant: %v", name, input, err)
		}
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(jsonOf(out)), &m); err != nil {
		v.t.Fatalf("%s: result is not a JSON object: %v", name, err)
	}
	return m
}

// el returns the element with id, failing the test if it is absent.
func (v *env) el(id string) (*timeline.Track, *timeline.Element) {
	v.t.Helper()
	ref, ok := v.ed.Project.FindElement(id)
	if !ok {
		v.t.Fatalf("element %s not found", id)
	}
	return v.ed.Project.Tracks[ref.Track], v.ed.Project.Element(ref)
}

func (v *env) absent(id string) {
	v.t.Helper()
	if _, ok := v.ed.Project.FindElement(id); ok {
		v.t.Errorf("element %s still present", id)
	}
}

// span checks an element's track and timing in seconds.
func (v *env) span(id, track string, start, end float64) {
	v.t.Helper()
	tr, el := v.el(id)
	if tr.ID != track || el.Start != timeline.FromSeconds(start) || el.End() != timeline.FromSeconds(end) {
		v.t.Errorf("%s: on %s at %s-%s, want on %s at %vs-%vs", id, tr.ID, el.Start, el.End(), track, start, end)
	}
}

func jsonOf(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return "<" + err.Error() + ">"
	}
	return string(b)
}

// firstDiff shows where two documents part, for readable failures.
func firstDiff(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	lo := max(0, i-200)
	return "before: ..." + string(a[lo:min(len(a), i+200)]) + "\nafter:  ..." + string(b[lo:min(len(b), i+200)])
}

// str reads a string field of a result.
func str(m map[string]any, key string) string {
	s, _ := m[key].(string)
	return s
}

// tc is one row of a tool's table: an input and either the exact error it
// must give or what a success must have done.
type tc struct {
	name  string
	proj  func() *timeline.Project // default testProject; nilDoc for no project at all
	input string
	err   string                                         // the exact error, or "" for a success
	noop  bool                                           // succeeds without changing anything
	check func(t *testing.T, v *env, out map[string]any) // after a success
}

// nilDoc marks a row run on an editor with no document loaded.
func nilDoc() *timeline.Project { return nil }

// runTable runs every row of a tool's table on a fresh document. Edit tools
// must add exactly one undo entry per success (none for a no-op); read
// tools none.
func runTable(t *testing.T, tool string, rows []tc) {
	t.Helper()
	info, ok := toolRegistry.Lookup(tool)
	if !ok {
		t.Fatalf("tool %s not registered", tool)
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			proj := row.proj
			if proj == nil {
				proj = testProject
			}
			v := newEnv(t, proj())
			switch {
			case row.err != "":
				v.fails(tool, row.input, row.err)
				return
			case row.noop || info.Effect != registry.Edit:
				out := v.reads(tool, row.input)
				if row.check != nil {
					row.check(t, v, out)
				}
			default:
				out := v.edits(tool, row.input)
				if row.check != nil {
					row.check(t, v, out)
				}
			}
		})
	}
}
