package planner

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

func op(name, params string) Step { return Step{Op: name, Params: json.RawMessage(params)} }

func opNames(steps []Step) string {
	var n []string
	for _, s := range steps {
		n = append(n, s.Name())
	}
	return strings.Join(n, " ")
}

func TestSanitize(t *testing.T) {
	for _, tc := range []struct {
		prompt string
		in     []Step
		want   string
	}{
		// the spec's anchor: an LLM plan for "blur the background" that forgot to select
		{"blur the background behind the person", []Step{op("filters.applyMasked", `{"id":"blur-gaussian","radius":8}`)},
			"selection.subject selection.invert filters.applyMasked"},
		{"brighten the face", []Step{op("adjustments.applyMasked", `{"brightness":20}`), op("export.png", `{}`)},
			"selection.face adjustments.applyMasked"},
		{"dramatic sky", []Step{op("adjustments.applyMasked", `{"contrast":30}`)}, "selection.sky adjustments.applyMasked"},
		{"make the dog pop", []Step{op("adjustments.applyMasked", `{"saturation":1.3}`)}, "selection.subject adjustments.applyMasked"},
		{"desenfocá el fondo", []Step{op("filters.applyMasked", `{"id":"blur-gaussian","radius":6}`)}, "selection.subject selection.invert filters.applyMasked"},
		// one region per masked op, in the order the prompt names them
		{"blur the background and brighten the face", []Step{op("filters.applyMasked", `{"id":"blur-gaussian","radius":8}`), op("adjustments.applyMasked", `{"brightness":20}`)},
			"selection.subject selection.invert filters.applyMasked selection.face adjustments.applyMasked"},
		// two ops on one region named once: one selection
		{"make the sky dramatic", []Step{op("adjustments.applyMasked", `{"contrast":30}`), op("filters.applyMasked", `{"id":"sharpen","amount":0.5}`)},
			"selection.sky adjustments.applyMasked filters.applyMasked"},
		// a selection already made is respected
		{"brighten the face", []Step{op("selection.ellipse", `{"x":1,"y":1,"w":5,"h":5}`), op("adjustments.applyMasked", `{"brightness":20}`)},
			"selection.ellipse adjustments.applyMasked"},
		// whole-image edits stay whole-image
		{"make it warmer", []Step{op("adjustments.applyMasked", `{"warmth":20}`)}, "adjustments.applyMasked"},
		// no-ops and exports go
		{"make it warmer", []Step{op("adjustments.applyMasked", `{"brightness":0,"saturation":1}`), op("adjustments.applyMasked", `{"warmth":20}`),
			op("export.gallery", `{}`), op("", `{}`), op("filters.applyMasked", `{"id":"sharpen","amount":0}`)}, "adjustments.applyMasked"},
		{"cut at 3", []Step{{Tool: "split", Params: json.RawMessage(`{"times":[]}`)}, {Tool: "split", Params: json.RawMessage(`{"times":[3]}`)}, {Tool: "export_video"}, {Tool: "render"}},
			"split"},
	} {
		got := Sanitize(tc.prompt, tc.in)
		if g := opNames(got); g != tc.want {
			t.Errorf("Sanitize(%q) = %q, want %q", tc.prompt, g, tc.want)
		}
		for _, s := range got {
			if !json.Valid(s.Params) {
				t.Errorf("Sanitize(%q): invalid params %q", tc.prompt, s.Params)
			}
		}
	}
}

// TestBasicVideoEdges: no project, an empty timeline, garbage, and a
// cancelled context all get an honest answer and never a panic.
func TestBasicVideoEdges(t *testing.T) {
	ctx := context.Background()
	if p := BasicVideo(ctx, "remove from 1 to 2", nil); p.Understood || p.Reply != "No active project" {
		t.Errorf("nil editor: %+v", p)
	}
	empty := videotools.NewEditor(timeline.NewDoc(timeline.New(timeline.DefaultSettings())), nil)
	if p := BasicVideo(ctx, "remove from 1 to 2", empty); !p.Understood || len(p.Steps) != 0 || !strings.Contains(p.Reply, "No timeline content") {
		t.Errorf("empty timeline: %+v", p)
	}
	for _, prompt := range []string{"", "   ", "and and and", "\"", "'unterminated", "remove from 5 to", "split at",
		"add a title", "mute", "99999999999999999999 to 1e400", "¿¡", strings.Repeat("remove from 1 to 2 and ", 40),
		"move the title to the top right corner and then", "add a sticker", "set the volume to 250%"} {
		ed := fixture(t)
		before, _ := ed.Marshal()
		p := BasicVideo(ctx, prompt, ed)
		after, _ := ed.Marshal()
		if string(before) != string(after) {
			t.Errorf("%q changed the editor", prompt)
		}
		if p.Planner != Basic || p.Reply == "" {
			t.Errorf("%q: %+v", prompt, p)
		}
		if !p.Understood && !strings.Contains(p.Reply, "Not understood") {
			t.Errorf("%q: not understood without saying so: %s", prompt, p.Reply)
		}
	}
	ed := fixture(t)
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if p := BasicVideo(cctx, "remove from 1 to 2", ed); len(p.Steps) != 0 {
		t.Errorf("cancelled: %+v", p)
	}
	p := BasicVideo(ctx, "make it sparkle like magic", ed)
	if p.Understood || !strings.Contains(p.Reply, "remove from 3 to 5") || !strings.Contains(p.Reply, "sacá") {
		t.Errorf("not-understood reply must list examples in both languages: %s", p.Reply)
	}
}

// TestPlanReplays: ids learned on the scratch copy are the ids the real
// project gets, so a multi-clause plan that splits and then deletes runs
// the same on the real editor.
func TestPlanReplays(t *testing.T) {
	ed := fixture(t)
	plan := BasicVideo(context.Background(), `split at 4 and 6, then remove from 12 to 14 and add a title "End" at the end for 2 seconds`, ed)
	if !plan.Understood {
		t.Fatal(plan.Reply)
	}
	for _, s := range plan.Steps {
		if _, err := tools().Call(context.Background(), ed, s.Tool, s.Params); err != nil {
			t.Fatalf("%s %s: %v", s.Tool, s.Params, err)
		}
	}
	if r := both(durIs(16), mainIs("intro:0-4 intro:4-6 intro:6-10 beach:10-12 beach:12-16"), textIs("End", 14, 16, "", ""))(ed.Project); r != "" {
		t.Error(r, plan.Reply)
	}
}
