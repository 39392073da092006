package videotools_test

import (
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

func TestAddText(t *testing.T) {
	textAt := func(pos string, wantY float64, valign string) func(*testing.T, *env, map[string]any) {
		return func(t *testing.T, v *env, out map[string]any) {
			el := placed(t, v, out, "")
			if el.Text.Position != pos || el.Visual.Y != wantY || el.Visual.X != 0 || el.Text.VAlign != valign {
				t.Errorf("%s: y=%v valign=%s position=%s", pos, el.Visual.Y, el.Text.VAlign, el.Text.Position)
			}
		}
	}
	runTable(t, "add_text", []tc{
		{name: "empty text", input: `{"text":"","start":5,"end":6,"position":"top"}`, err: "Text is required"},
		{name: "blank text", input: `{"text":" \n\t","start":5,"end":6,"position":"top"}`, err: "Text is required"},
		{name: "no text", input: `{"start":5,"end":6,"position":"top"}`, err: "Text is required"},
		{name: "text not a string", input: `{"text":12,"start":5,"end":6,"position":"top"}`, err: "Text is required"},
		{name: "start after end", input: `{"text":"Hi","start":6,"end":5,"position":"top"}`, err: "Invalid time range"},
		{name: "start at end", input: `{"text":"Hi","start":5,"end":5,"position":"top"}`, err: "Invalid time range"},
		{name: "no end", input: `{"text":"Hi","start":5,"position":"top"}`, err: "Invalid time range"},
		{name: "no start", input: `{"text":"Hi","end":5,"position":"top"}`, err: "Invalid time range"},
		{name: "negative start", input: `{"text":"Hi","start":-1,"end":5,"position":"top"}`, err: "Invalid time range"},
		{name: "end not a number", input: `{"text":"Hi","start":1,"end":"5","position":"top"}`, err: "Invalid time range"},
		{name: "end too far", input: `{"text":"Hi","start":1,"end":1e9,"position":"top"}`, err: "Invalid time range"},
		{name: "bad position", input: `{"text":"Hi","start":5,"end":6,"position":"left"}`, err: "Invalid position"},
		{name: "no position", input: `{"text":"Hi","start":5,"end":6}`, err: "Invalid position"},
		{name: "bad style", input: `{"text":"Hi","start":5,"end":6,"position":"top","style":"fancy"}`, err: "Invalid style"},
		{name: "too long", input: `{"text":"` + strings.Repeat("a", 2001) + `","start":5,"end":6,"position":"top"}`, err: "Text is too long (at most 2000 characters)"},
		{name: "no timeline", proj: noTimeline, input: `{"text":"Hi","start":5,"end":6,"position":"top"}`, err: "No active timeline"},
		{name: "top with a safe margin", input: `{"text":"Hi","start":5,"end":6,"position":"top"}`, check: textAt("top", -540+1080*0.08, "top")},
		{name: "bottom with a safe margin", input: `{"text":"Hi","start":5,"end":6,"position":"bottom"}`, check: textAt("bottom", 540-1080*0.08, "bottom")},
		{name: "center", input: `{"text":"Hi","start":5,"end":6,"position":"center"}`, check: textAt("center", 0, "middle")},
		{name: "plain by default, on the free text track", input: `{"text":"Line one\r\nline two","start":3,"end":4.5,"position":"bottom"}`, check: func(t *testing.T, v *env, out map[string]any) {
			el := placed(t, v, out, "text")
			if el.Text.Style != "plain" || el.Text.Content != "Line one\nline two" || el.Start != 3*sec || el.End() != timeline.FromSeconds(4.5) {
				t.Errorf("text %+v %+v", el, el.Text)
			}
		}},
		{name: "overlapping text gets its own track", input: `{"text":"Sub","start":1,"end":2,"position":"bottom","style":"subtitle"}`, check: func(t *testing.T, v *env, out map[string]any) {
			el := placed(t, v, out, "")
			if str(out, "trackId") == "text" || el.Text.Style != "subtitle" || el.Text.Box == "" {
				t.Errorf("subtitle %+v on %s", el.Text, str(out, "trackId"))
			}
		}},
		{name: "hook is big and bold", input: `{"text":"WOW","start":5,"end":6,"position":"center","style":"hook"}`, check: func(t *testing.T, v *env, out map[string]any) {
			el := placed(t, v, out, "text")
			if !el.Text.Bold || el.Text.FontSize <= 64 {
				t.Errorf("hook %+v", el.Text)
			}
		}},
		{name: "bad color", input: `{"text":"Hi","start":5,"end":6,"position":"top","color":"reddish"}`, err: "Invalid color"},
		{name: "see-through color", input: `{"text":"Hi","start":5,"end":6,"position":"top","color":"#ff000080"}`, err: "Invalid color"},
		{name: "color by name", input: `{"text":"Hi","start":5,"end":6,"position":"top","style":"hook","color":"red"}`, check: func(t *testing.T, v *env, out map[string]any) {
			if el := placed(t, v, out, "text"); el.Text.Color != "#ff0000" || !el.Text.Bold {
				t.Errorf("red hook %+v", el.Text)
			}
		}},
		{name: "label", input: `{"text":"Paris","start":5,"end":6,"position":"top","style":"label"}`, check: func(t *testing.T, v *env, out map[string]any) {
			if el := placed(t, v, out, "text"); el.Text.Style != "label" {
				t.Errorf("label %+v", el.Text)
			}
		}},
	})
}

func TestUpdateText(t *testing.T) {
	runTable(t, "update_text", []tc{
		{name: "missing element", input: `{"trackId":"text","elementId":"zz","text":"x"}`, err: "Text element not found"},
		{name: "wrong track", input: `{"trackId":"main","elementId":"title","text":"x"}`, err: "Text element not found"},
		{name: "missing track", input: `{"trackId":"t9","elementId":"title","text":"x"}`, err: "Text element not found"},
		{name: "no ids", input: `{"text":"x"}`, err: "Text element not found"},
		{name: "id not a string", input: `{"trackId":"text","elementId":3}`, err: "Text element not found"},
		{name: "not text", input: `{"trackId":"main","elementId":"v1","text":"x"}`, err: "Element is not text"},
		{name: "sticker is not text", input: `{"elementId":"stk","text":"x"}`, err: "Element is not text"},
		{name: "start after end", input: `{"trackId":"text","elementId":"title","start":5}`, err: "Invalid time range"},
		{name: "end at start", input: `{"trackId":"text","elementId":"title","end":0}`, err: "Invalid time range"},
		{name: "both reversed", input: `{"trackId":"text","elementId":"title","start":4,"end":2}`, err: "Invalid time range"},
		{name: "negative start", input: `{"trackId":"text","elementId":"title","start":-1}`, err: "Invalid time range"},
		{name: "start not a number", input: `{"trackId":"text","elementId":"title","start":"1"}`, err: "Invalid time range"},
		{name: "empty text", input: `{"trackId":"text","elementId":"title","text":""}`, err: "Text is required"},
		{name: "text not a string", input: `{"trackId":"text","elementId":"title","text":1}`, err: "Text is required"},
		{name: "bad position", input: `{"trackId":"text","elementId":"title","position":"up"}`, err: "Invalid position"},
		{name: "bad style", input: `{"trackId":"text","elementId":"title","style":"huge"}`, err: "Invalid style"},
		{name: "no timeline", proj: noTimeline, input: `{"trackId":"text","elementId":"title","text":"x"}`, err: "No active timeline"},
		{name: "text only", input: `{"trackId":"text","elementId":"title","text":"Bye"}`, check: func(t *testing.T, v *env, out map[string]any) {
			_, el := v.el("title")
			if el.Text.Content != "Bye" || el.Name != "Bye" || el.Text.Position != "top" || el.Start != 0 || el.Duration != 3*sec || el.Text.FontSize != 64 {
				t.Errorf("title %+v %+v", el, el.Text)
			}
			if out["success"] != true || out["elementId"] != "title" {
				t.Errorf("out %v", out)
			}
		}},
		{name: "timing only", input: `{"trackId":"text","elementId":"title","start":2,"end":8}`, check: func(t *testing.T, v *env, _ map[string]any) {
			v.span("title", "text", 2, 8)
			if _, el := v.el("title"); el.Text.Content != "Hello" {
				t.Errorf("content changed: %q", el.Text.Content)
			}
		}},
		{name: "position only", input: `{"trackId":"text","elementId":"title","position":"bottom"}`, check: func(t *testing.T, v *env, _ map[string]any) {
			_, el := v.el("title")
			if el.Text.Position != "bottom" || el.Visual.Y != 540-1080*0.08 || el.Text.Content != "Hello" {
				t.Errorf("title %+v %+v", el.Text, el.Visual)
			}
		}},
		{name: "style keeps content and position", input: `{"elementId":"title","style":"hook"}`, check: func(t *testing.T, v *env, _ map[string]any) {
			_, el := v.el("title")
			if el.Text.Style != "hook" || el.Text.Content != "Hello" || el.Text.Position != "top" || !el.Text.Bold {
				t.Errorf("title %+v", el.Text)
			}
		}},
		{name: "bad color", input: `{"trackId":"text","elementId":"title","color":"#12"}`, err: "Invalid color"},
		{name: "color only", input: `{"elementId":"title","color":"#0050FF"}`, check: func(t *testing.T, v *env, _ map[string]any) {
			_, el := v.el("title")
			if el.Text.Color != "#0050ff" || el.Text.Content != "Hello" || el.Text.Position != "top" || el.Text.FontSize != 64 {
				t.Errorf("title %+v", el.Text)
			}
		}},
		{name: "color kept over a new style", input: `{"elementId":"title","style":"hook","color":"white"}`, check: func(t *testing.T, v *env, _ map[string]any) {
			if _, el := v.el("title"); el.Text.Color != "#ffffff" || !el.Text.Bold {
				t.Errorf("title %+v", el.Text)
			}
		}},
		{name: "same text is a no-op", noop: true, input: `{"trackId":"text","elementId":"title","text":"Hello"}`},
	})
}
