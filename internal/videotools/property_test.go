package videotools_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// gen draws tool calls against the current project. A quarter of the
// calls may hold invalid values (unknown ids, negative or huge times, wrong
// types, unknown fields); the others are plausible (existing ids, times on
// a half-second grid that hits element boundaries often) and still fail
// sometimes (collisions, source limits).
type gen struct {
	rt  *rapid.T
	p   *timeline.Project
	bad bool
}

func (g gen) oneOf(label string, xs ...any) any {
	return xs[rapid.IntRange(0, len(xs)-1).Draw(g.rt, label)]
}

// pick chooses among good values, or among good and bad in a bad call.
func (g gen) pick(label string, good []any, bad ...any) any {
	if g.bad {
		good = append(good[:len(good):len(good)], bad...)
	}
	return g.oneOf(label, good...)
}

func (g gen) maybe(label string) bool { return rapid.IntRange(0, 2).Draw(g.rt, label) == 0 }

// time is a timeline time in seconds: on a half-second grid up to 30,
// sometimes off the grid; in a bad call also negative, absurd or a string.
func (g gen) time(label string) any {
	switch rapid.IntRange(0, 9).Draw(g.rt, label+".kind") {
	case 0:
		if g.bad {
			return g.oneOf(label, 1e9, -0.25, "3", nil, 86399.0, -1.0)
		}
		fallthrough
	case 1:
		return rapid.Float64Range(0, 30).Draw(g.rt, label)
	default:
		return float64(rapid.IntRange(0, 60).Draw(g.rt, label)) / 2
	}
}

// span draws a start and an end, mostly in order.
func (g gen) span() (any, any) {
	s := g.time("start")
	if f, ok := s.(float64); ok && !g.bad {
		return f, f + float64(rapid.IntRange(1, 12).Draw(g.rt, "length"))/2
	}
	return s, g.time("end")
}

func (g gen) elementID(label string) any {
	var ids []any
	for _, t := range g.p.Tracks {
		for i := range t.Elements {
			ids = append(ids, t.Elements[i].ID)
		}
	}
	if len(ids) == 0 {
		ids = append(ids, "zz")
	}
	return g.pick(label, ids, "zz", "", 7)
}

// elementIDOf prefers an element of type typ, when there is one.
func (g gen) elementIDOf(label string, typ timeline.ElementType) any {
	var ids []any
	for _, t := range g.p.Tracks {
		for i := range t.Elements {
			if t.Elements[i].Type == typ {
				ids = append(ids, t.Elements[i].ID)
			}
		}
	}
	if len(ids) == 0 || g.maybe(label+".any") {
		return g.elementID(label)
	}
	return g.oneOf(label, ids...)
}

func (g gen) elementIDs(label string) []any {
	n := rapid.IntRange(1, 3).Draw(g.rt, label+".n")
	if g.bad && g.maybe(label+".empty") {
		n = 0
	}
	ids := make([]any, n)
	for i := range ids {
		ids[i] = g.elementID(fmt.Sprintf("%s.%d", label, i))
	}
	return ids
}

func (g gen) trackID(label string) any {
	var ids []any
	for _, t := range g.p.Tracks {
		ids = append(ids, t.ID)
	}
	return g.pick(label, ids, "t999", "")
}

// call draws one tool call (name and input object).
func (g gen) call(depth int) (string, map[string]any) {
	g.bad = rapid.IntRange(0, 3).Draw(g.rt, "bad") == 0
	in := map[string]any{}
	opt := func(key string, v func(string) any) {
		if g.maybe(key + ".given") {
			in[key] = v(key)
		}
	}
	tool := g.oneOf("tool", "split", "delete_timeline_elements", "move_timeline_elements",
		"update_timeline_element_timing", "delete_element", "add_media_to_timeline", "set_volume", "add_text",
		"update_text", "add_sticker", "apply_effect", "update_effect", "update_clip", "duplicate_elements",
		"toggle_track_mute", "toggle_track_visibility", "undo", "redo", "batch", "list_timeline", "get_element",
		"list_project_assets", "describe_asset").(string)
	switch tool {
	case "split":
		n := rapid.IntRange(1, 3).Draw(g.rt, "times.n")
		if g.bad && g.maybe("times.empty") {
			n = 0
		}
		times := make([]any, n)
		for i := range times {
			times[i] = g.time(fmt.Sprint("time", i))
		}
		in["times"] = times
	case "delete_timeline_elements":
		in["elementIds"] = g.elementIDs("elementIds")
	case "move_timeline_elements", "duplicate_elements":
		in["elementIds"] = g.elementIDs("elementIds")
		if tool == "move_timeline_elements" || g.maybe("start.given") {
			in["start"] = g.time("start")
		}
		if tool == "move_timeline_elements" {
			opt("targetTrackId", g.trackID)
		}
	case "update_timeline_element_timing":
		in["elementId"] = g.elementID("elementId")
		switch rapid.IntRange(0, 3).Draw(g.rt, "timing") {
		case 0:
			in["start"] = g.time("start")
		case 1:
			in["duration"] = float64(rapid.IntRange(1, 20).Draw(g.rt, "duration")) / 2
		case 2:
			in["start"], in["end"] = g.span()
		default:
			opt("start", g.time)
			opt("end", g.time)
			opt("duration", g.time)
		}
	case "delete_element":
		in["elementId"] = g.elementID("elementId")
		if ref, ok := g.p.FindElement(fmt.Sprint(in["elementId"])); ok && !g.bad {
			in["trackId"] = g.p.Tracks[ref.Track].ID
		} else {
			in["trackId"] = g.trackID("trackId")
		}
	case "add_media_to_timeline":
		asset := g.pick("assetId", []any{"clip", "silent", "music", "photo", "spare"}, "nope").(string)
		in["assetId"] = asset
		in["startTime"] = g.time("startTime")
		switch asset {
		case "music":
			in["trackType"] = g.pick("trackType", []any{"audio"}, "main", "text")
		default:
			in["trackType"] = g.pick("trackType", []any{"main", "overlay"}, "audio", "text")
		}
		opt("duration", func(string) any { return float64(rapid.IntRange(1, 24).Draw(g.rt, "duration")) / 2 })
	case "set_volume":
		in["elementId"] = g.elementID("elementId")
		in["volume"] = g.pick("volume", []any{0.0, 0.5, 1.0}, 1.5, -0.5)
	case "add_text":
		in["text"] = g.pick("text", []any{"Hello", "Two\nlines"}, "", " ")
		in["start"], in["end"] = g.span()
		in["position"] = g.pick("position", []any{"top", "center", "bottom"}, "left")
		opt("style", func(string) any { return g.pick("style", []any{"plain", "subtitle", "hook", "label"}, "huge") })
	case "update_text":
		in["elementId"] = g.elementIDOf("elementId", timeline.ElementText)
		opt("text", func(string) any { return g.pick("text", []any{"Changed"}, "") })
		if g.maybe("timing") {
			in["start"], in["end"] = g.span()
		}
		opt("position", func(string) any { return g.pick("position", []any{"top", "bottom"}, "up") })
	case "add_sticker":
		in["stickerId"] = g.pick("stickerId", []any{"star", "heart"}, "unicorn")
		in["start"], in["end"] = g.span()
		in["position"] = g.pick("position", []any{"top-left", "center", "bottom-right"}, "middle")
	case "apply_effect":
		in["effectType"] = g.pick("effectType", []any{"blur", "sepia", "vignette"}, "glitch")
		in["start"], in["end"] = g.span()
		if in["effectType"] == "blur" {
			opt("params", func(string) any { return map[string]any{"intensity": g.pick("intensity", []any{10.0}, 150.0, "x")} })
		}
	case "update_effect":
		in["elementId"] = g.elementIDOf("elementId", timeline.ElementEffect)
		in["params"] = map[string]any{g.pick("key", []any{"intensity"}, "radius").(string): g.pick("value", []any{30.0, 50.0}, -1.0)}
	case "update_clip":
		in["elementId"] = g.elementID("elementId")
		opt("x", func(string) any { return g.pick("x", []any{100.0, -300.0}, 1e7) })
		opt("scale", func(string) any { return g.pick("scale", []any{0.5, 2.0}, 0.0) })
		opt("opacity", func(string) any { return g.pick("opacity", []any{0.5}, 1.5) })
		opt("muted", func(string) any { return g.oneOf("muted", true, false) })
		opt("hidden", func(string) any { return g.oneOf("hidden", true, false) })
	case "describe_asset":
		in["assetId"] = g.pick("assetId", []any{"clip", "silent", "music", "photo.jpg", "spare"}, "nope", "", 7)
		in["description"] = g.pick("description", []any{"", "the house from above", " the house\nfrom  above "},
			strings.Repeat("x", timeline.MaxDescription+1), nil)
	case "toggle_track_mute", "toggle_track_visibility":
		in["trackId"] = g.trackID("trackId")
	case "get_element":
		in["elementId"] = g.elementID("elementId")
	case "batch":
		if depth > 0 {
			return "list_timeline", in
		}
		n := rapid.IntRange(1, 3).Draw(g.rt, "calls.n")
		calls := make([]any, n)
		for i := range calls {
			name, input := g.call(depth + 1)
			calls[i] = map[string]any{"tool": name, "input": input}
		}
		in["calls"] = calls
	}
	if g.bad && rapid.IntRange(0, 9).Draw(g.rt, "garbage") == 0 {
		in["unexpected"] = true
	}
	return tool, in
}

type callResult struct {
	out string // result or error object, as a surface prints it
	doc []byte // the document after the call
}

func callOn(t *rapid.T, ed *videotools.Editor, name string, input []byte) callResult {
	before, _ := ed.Doc.Marshal()
	undo, redo := len(ed.History.Undo), len(ed.History.Redo)
	out, err := toolRegistry.Call(context.Background(), ed, name, input)
	after, merr := ed.Doc.Marshal()
	if merr != nil {
		t.Fatalf("marshal after %s: %v", name, merr)
	}
	if err != nil {
		if !bytes.Equal(before, after) {
			t.Fatalf("%s %s failed (%v) and changed the document", name, input, err)
		}
		if len(ed.History.Undo) != undo || len(ed.History.Redo) != redo {
			t.Fatalf("%s failed and changed the history", name)
		}
		return callResult{out: `{"error":` + jsonOf(err.Error()) + `}`, doc: after}
	}
	if verr := ed.Project.Validate(); verr != nil {
		t.Fatalf("%s %s broke an invariant: %v", name, input, verr)
	}
	info, _ := toolRegistry.Lookup(name)
	switch {
	case name == "undo" || name == "redo":
	case info.Effect == registry.Edit:
		u := len(ed.History.Undo)
		if u != undo+1 && !(u == undo && bytes.Equal(before, after)) {
			t.Fatalf("%s: undo depth %d -> %d", name, undo, u)
		}
	default:
		if !bytes.Equal(before, after) {
			t.Fatalf("read tool %s changed the document", name)
		}
	}
	return callResult{out: jsonOf(out), doc: after}
}

func projectJSON(t *rapid.T, p *timeline.Project) string {
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatalf("marshal project: %v", err)
	}
	return string(b)
}

// TestPropertyRandomCalls: random sequences of valid and invalid calls keep
// every invariant, leave the document untouched when they fail, and are
// fully undoable and redoable; a save and reload at a random point keeps
// the project and the history (both copies then behave identically).
func TestPropertyRandomCalls(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		start := testProject()
		if rapid.IntRange(0, 4).Draw(rt, "emptyStart") == 0 {
			start = emptyProject()
		}
		a := videotools.NewEditor(timeline.NewDoc(start), toolRegistry)
		first := projectJSON(rt, a.Project)
		var b *videotools.Editor // the reloaded copy, after the round trip
		steps := rapid.IntRange(1, 40).Draw(rt, "steps")
		reloadAt := rapid.IntRange(0, steps).Draw(rt, "reloadAt")
		for i := 0; i < steps; i++ {
			if i == reloadAt {
				b = roundTrip(rt, a)
			}
			name, in := gen{rt: rt, p: a.Project}.call(0)
			input, _ := json.Marshal(in)
			ra := callOn(rt, a, name, input)
			if b != nil {
				rb := callOn(rt, b, name, input)
				if ra.out != rb.out || !bytes.Equal(ra.doc, rb.doc) {
					rt.Fatalf("step %d %s %s: reloaded document diverged:\n%s\n%s", i, name, input, ra.out, rb.out)
				}
			}
		}
		if b == nil {
			b = roundTrip(rt, a)
		}
		// The last project is the newest state of the history: the
		// sequence may have ended with undone changes waiting for redo.
		for _, ed := range []*videotools.Editor{a, b} {
			for len(ed.History.Redo) > 0 {
				ed.Redo()
			}
		}
		last := projectJSON(rt, a.Project)
		if got := projectJSON(rt, b.Project); got != last {
			rt.Fatalf("reloaded copy diverged after redo")
		}
		for _, ed := range []*videotools.Editor{a, b} {
			for len(ed.History.Undo) > 0 {
				if _, ok := ed.Undo(); !ok {
					rt.Fatalf("undo failed with entries left")
				}
				if err := ed.Project.Validate(); err != nil {
					rt.Fatalf("undo produced an invalid project: %v", err)
				}
			}
			if got := projectJSON(rt, ed.Project); got != first {
				rt.Fatalf("undo-all did not restore the first project:\n got %s\nwant %s", got, first)
			}
			for len(ed.History.Redo) > 0 {
				ed.Redo()
			}
			if got := projectJSON(rt, ed.Project); got != last {
				rt.Fatalf("redo-all did not restore the last project:\n got %s\nwant %s", got, last)
			}
		}
	})
}

// roundTrip saves and reloads a document and checks nothing was lost.
func roundTrip(t *rapid.T, ed *videotools.Editor) *videotools.Editor {
	data, err := ed.Doc.Marshal()
	if err != nil {
		t.Fatalf("marshal: %v", err)
	}
	d, err := timeline.Unmarshal(data)
	if err != nil {
		t.Fatalf("unmarshal of a saved document: %v", err)
	}
	again, err := d.Marshal()
	if err != nil || !bytes.Equal(data, again) {
		t.Fatalf("round trip changed the document (%v)", err)
	}
	if len(d.History.Undo) != len(ed.History.Undo) || len(d.History.Redo) != len(ed.History.Redo) {
		t.Fatalf("round trip lost history")
	}
	return videotools.NewEditor(d, toolRegistry)
}
