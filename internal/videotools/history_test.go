package videotools_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// projectOf extracts the project (without history) from a document file.
func projectOf(t *testing.T, doc []byte) json.RawMessage {
	t.Helper()
	var f struct {
		Project json.RawMessage `json:"project"`
	}
	if err := json.Unmarshal(doc, &f); err != nil {
		t.Fatalf("document: %v", err)
	}
	return f.Project
}

// undo and redo call the history tools, which must move exactly one entry.
func (v *env) undo() map[string]any { return v.step("undo", 1) }
func (v *env) redo() map[string]any { return v.step("redo", -1) }

func (v *env) step(name string, dir int) map[string]any {
	v.t.Helper()
	undo, redo := v.depths()
	out, err := v.call(name, `{}`)
	if err != nil {
		v.t.Fatalf("%s: %v", name, err)
	}
	if u, r := v.depths(); u != undo-dir || r != redo+dir {
		v.t.Errorf("%s: depths %d/%d -> %d/%d", name, undo, redo, u, r)
	}
	var m map[string]any
	json.Unmarshal([]byte(jsonOf(out)), &m)
	return m
}

func TestUndoRedo(t *testing.T) {
	runTable(t, "undo", []tc{
		{name: "no project", proj: nilDoc, input: `{}`, err: "No active project"},
		{name: "nothing", input: `{}`, err: "Nothing to undo"},
		{name: "unknown field", input: `{"steps":2}`, err: "Unknown field: steps"},
	})
	runTable(t, "redo", []tc{
		{name: "no project", proj: nilDoc, input: `{}`, err: "No active project"},
		{name: "nothing", input: `{}`, err: "Nothing to redo"},
	})

	t.Run("undo and redo a change", func(t *testing.T) {
		v := newEnv(t, testProject())
		p0 := projectOf(t, v.snapshot())
		v.edits("delete_timeline_elements", `{"elementIds":["v1","bgm"]}`)
		p1 := projectOf(t, v.snapshot())
		out := v.undo()
		if out["label"] != "delete_timeline_elements" || out["undoDepth"] != 0.0 || out["redoDepth"] != 1.0 {
			t.Errorf("undo result %v", out)
		}
		if got := projectOf(t, v.snapshot()); string(got) != string(p0) {
			t.Errorf("undo did not restore the project")
		}
		v.fails("undo", `{}`, "Nothing to undo")
		v.redo()
		if got := projectOf(t, v.snapshot()); string(got) != string(p1) {
			t.Errorf("redo did not restore the change")
		}
		v.fails("redo", `{}`, "Nothing to redo")
	})

	t.Run("a new change clears redo", func(t *testing.T) {
		v := newEnv(t, testProject())
		v.edits("split", `{"times":[1]}`)
		v.undo()
		v.edits("toggle_track_mute", `{"trackId":"audio"}`)
		v.fails("redo", `{}`, "Nothing to redo")
	})

	t.Run("a failed call between keeps redo", func(t *testing.T) {
		v := newEnv(t, testProject())
		v.edits("split", `{"times":[1]}`)
		v.undo()
		v.fails("split", `{"times":[]}`, "Invalid split times")
		v.redo()
	})
}

func TestHistoryMarks(t *testing.T) {
	runTable(t, "history_collapse", []tc{
		{name: "no mark", input: `{}`, err: "Invalid mark"},
		{name: "negative", input: `{"mark":-1}`, err: "Invalid mark"},
		{name: "past the depth", input: `{"mark":3}`, err: "Invalid mark: must be between 0 and the undo depth (0)"},
	})
	v := newEnv(t, testProject())
	p0 := projectOf(t, v.snapshot())
	mark := v.reads("history_mark", `{}`)["mark"].(float64)
	v.edits("split", `{"times":[1]}`)
	v.edits("toggle_track_mute", `{"trackId":"audio"}`)
	out, err := v.call("history_collapse", fmt.Sprintf(`{"mark":%v,"label":"two edits"}`, mark))
	if err != nil {
		t.Fatal(err)
	}
	if c := out.(videotools.CollapseOut); !c.Collapsed || c.Folded != 2 || c.UndoDepth != 1 || v.ed.History.Undo[0].Label != "two edits" {
		t.Fatalf("collapse %+v, history %v", c, v.ed.History.Undo)
	}
	v.undo()
	if got := projectOf(t, v.snapshot()); string(got) != string(p0) {
		t.Errorf("one undo did not return to the mark")
	}
	out, _ = v.call("history_collapse", `{"mark":0}`)
	if c := out.(videotools.CollapseOut); c.Collapsed || c.Folded != 0 {
		t.Errorf("nothing above the mark: %+v", c)
	}
}

func TestBatch(t *testing.T) {
	runTable(t, "batch", []tc{
		{name: "no calls", input: `{}`, err: "Invalid batch calls"},
		{name: "empty calls", input: `{"calls":[]}`, err: "Invalid batch calls"},
		{name: "calls not a list", input: `{"calls":{"tool":"split"}}`, err: "Invalid batch calls"},
		{name: "unknown tool", input: `{"calls":[{"tool":"explode"}]}`, err: "Batch call 0: Unknown tool: explode"},
		{name: "undo inside", input: `{"calls":[{"tool":"undo"}]}`, err: "Batch call 0: undo cannot run inside a batch"},
		{name: "batch inside", input: `{"calls":[{"tool":"batch","input":{"calls":[]}}]}`, err: "Batch call 0: batch cannot run inside a batch"},
		{name: "input not an object", input: `{"calls":[{"tool":"split","input":[1]}]}`, err: "Invalid batch calls"},
		{name: "later call fails: all rolled back", input: `{"calls":[
			{"tool":"delete_timeline_elements","input":{"elementIds":["v1"]}},
			{"tool":"add_text","input":{"text":"x","start":1,"end":2,"position":"top"}},
			{"tool":"split","input":{"times":[-1]}}]}`, err: "Batch call 2 (split): Invalid split times"},
		{name: "reference past the calls", input: `{"calls":[{"tool":"get_element","input":{"elementId":"$0.elementId"}}]}`,
			err: "Batch call 0: reference $0.elementId points past the calls before it"},
		{name: "reference to a missing key", input: `{"calls":[
			{"tool":"add_text","input":{"text":"x","start":5,"end":6,"position":"top"}},
			{"tool":"get_element","input":{"elementId":"$0.nope"}}]}`, err: `Batch call 1: reference $0.nope: no "nope" in result 0`},
		{name: "reference to a missing index", input: `{"calls":[
			{"tool":"split","input":{"times":[1]}},
			{"tool":"get_element","input":{"elementId":"$0.createdElements.9"}}]}`, err: `Batch call 1: reference $0.createdElements.9: no index "9" in result 0`},
		{name: "no timeline", proj: noTimeline, input: `{"calls":[{"tool":"split","input":{"times":[1]}}]}`, err: "Batch call 0 (split): No active timeline"},
		{name: "ids from earlier calls, one entry", input: `{"calls":[
			{"tool":"split","input":{"times":[1,2]}},
			{"tool":"delete_timeline_elements","input":{"elementIds":["$0.createdElements.0"]}},
			{"tool":"add_text","input":{"text":"Hi","start":5,"end":6,"position":"top"}},
			{"tool":"update_text","input":{"elementId":"$2.elementId","text":"Hello there"}},
			{"tool":"list_timeline"}]}`, check: func(t *testing.T, v *env, out map[string]any) {
			res := out["results"].([]any)
			if len(res) != 5 || out["success"] != true {
				t.Fatalf("results %v", res)
			}
			created := res[0].(map[string]any)["createdElements"].([]any)
			v.absent(created[0].(string))
			_, el := v.el(res[2].(map[string]any)["elementId"].(string))
			if el.Text.Content != "Hello there" {
				t.Errorf("text %q", el.Text.Content)
			}
			if !strings.Contains(jsonOf(res[4]), `"text":"Hello there"`) {
				t.Errorf("list_timeline inside the batch does not see earlier calls")
			}
			if v.ed.History.Undo[0].Label != "batch" {
				t.Errorf("label %q", v.ed.History.Undo[0].Label)
			}
		}},
		{name: "only reads is a no-op", noop: true, input: `{"calls":[{"tool":"list_timeline"},{"tool":"list_effects","input":{"query":"blur"}}]}`},
	})

	t.Run("one undo restores everything", func(t *testing.T) {
		v := newEnv(t, testProject())
		p0 := projectOf(t, v.snapshot())
		v.edits("batch", `{"calls":[{"tool":"split","input":{"times":[1]}},{"tool":"set_volume","input":{"elementId":"bgm","volume":0.2}},{"tool":"toggle_track_visibility","input":{"trackId":"text"}}]}`)
		v.undo()
		if got := projectOf(t, v.snapshot()); string(got) != string(p0) {
			t.Errorf("undo of a batch did not restore the project")
		}
	})
}

func TestRenderVideoValidation(t *testing.T) {
	runTable(t, "render_video", []tc{
		{name: "bad preset", input: `{"preset":"ultra"}`, err: "Invalid preset: use fast, balanced or quality"},
		{name: "bad format", input: `{"format":"avi"}`, err: "Invalid format: use mp4 or webm"},
		{name: "negative from", input: `{"from":-1}`, err: "Invalid range"},
		{name: "from after to", input: `{"from":5,"to":2}`, err: "Invalid range: from must be before to, inside the timeline (20.000 s long)"},
		{name: "from past the end", input: `{"from":500}`, err: "Invalid range: from must be before to, inside the timeline (20.000 s long)"},
		{name: "no timeline", proj: noTimeline, input: `{}`, err: "No timeline content"},
		{name: "no renderer", input: `{"preset":"fast"}`, err: "Rendering is not available here"},
	})
}

func TestPreviewFrameValidation(t *testing.T) {
	runTable(t, "preview_frame", []tc{
		{name: "no time", input: `{}`, err: "Invalid time"},
		{name: "negative time", input: `{"time":-1}`, err: "Invalid time"},
		{name: "time not a number", input: `{"time":"1"}`, err: "Invalid time"},
		{name: "narrow", input: `{"time":1,"width":8}`, err: "Invalid width"},
		{name: "wide", input: `{"time":1,"width":5000}`, err: "Invalid width"},
		{name: "width not an integer", input: `{"time":1,"width":320.5}`, err: "Invalid width"},
		{name: "no timeline", proj: noTimeline, input: `{"time":1}`, err: "No active timeline"},
		{name: "no renderer", input: `{"time":1}`, err: "Preview rendering is not available"},
	})
}

// Every registered tool answers an unknown field and a non-object input
// with a clear error and leaves the document alone; and every tool has a
// table above (this list is checked against the registry).
func TestEveryToolRejectsBadShapes(t *testing.T) {
	tested := map[string]bool{
		"list_project_assets": true, "list_timeline": true, "get_element": true, "split": true,
		"delete_timeline_elements": true, "move_timeline_elements": true, "update_timeline_element_timing": true,
		"delete_element": true, "add_media_to_timeline": true, "set_volume": true, "add_text": true, "update_text": true,
		"list_stickers": true, "add_sticker": true, "list_effects": true, "get_effect": true, "apply_effect": true,
		"update_effect": true, "update_clip": true, "duplicate_elements": true, "toggle_track_mute": true,
		"toggle_track_visibility": true, "undo": true, "redo": true, "batch": true, "history_mark": true, "history_collapse": true, "preview_frame": true, "render_video": true,
		"trim_element": true, "describe_asset": true,
		// provider-backed tools, tested beside their providers
		"load_asset_context": true, "transcribe_video": true,
	}
	for _, tool := range toolRegistry.Tools() {
		if !tested[tool.Name] {
			t.Errorf("tool %s has no table test", tool.Name)
		}
		t.Run(tool.Name, func(t *testing.T) {
			v := newEnv(t, testProject())
			v.fails(tool.Name, `{"bogus":1}`, "Unknown field: bogus")
			v.fails(tool.Name, `"split"`, "Invalid input: expected a JSON object")
			v.fails(tool.Name, `{"a":`, "Invalid input: expected a JSON object")
		})
	}
	v := newEnv(t, testProject())
	v.fails("explode", `{}`, "Unknown tool: explode")
}
