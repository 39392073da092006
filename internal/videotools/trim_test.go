package videotools_test

import (
	"testing"
)

func TestTrimElement(t *testing.T) {
	runTable(t, "trim_element", []tc{
		{name: "no id", input: `{"end":1}`, err: "Invalid element id"},
		{name: "nothing to change", input: `{"elementId":"v1"}`, err: "Invalid timing update"},
		{name: "negative start", input: `{"elementId":"v1","start":-1}`, err: "Invalid start time"},
		{name: "end not a number", input: `{"elementId":"v1","end":"2"}`, err: "Invalid end time"},
		{name: "missing element", input: `{"elementId":"zz","end":1}`, err: "Timeline element not found: zz"},
		{name: "edges cross", input: `{"elementId":"v1","start":4}`, err: "Invalid time range"},
		{name: "before the source starts", input: `{"elementId":"v3","start":8.5}`, err: "Duration exceeds source duration"},
		{name: "into the left neighbour", input: `{"elementId":"v2","start":3}`, err: "Time range overlaps another element on track main"},
		{name: "past the source end", input: `{"elementId":"v3","end":14}`, err: "Duration exceeds source duration"},
		{name: "into a neighbour", input: `{"elementId":"v1","end":5}`, err: "Time range overlaps another element on track main"},
		{name: "left edge keeps the media anchored", input: `{"elementId":"v1","start":1.5}`, check: func(t *testing.T, v *env, out map[string]any) {
			v.span("v1", "main", 1.5, 4)
			_, el := v.el("v1")
			if el.TrimStart != 2.5*sec || el.TrimEnd != 5*sec || el.SourceDuration != 10*sec {
				t.Errorf("v1 %+v", el)
			}
			if out["start"] != 1.5 || out["end"] != 4.0 || out["duration"] != 2.5 {
				t.Errorf("out %v", out)
			}
		}},
		{name: "left edge shows more source", input: `{"elementId":"pip","start":1}`, check: func(t *testing.T, v *env, _ map[string]any) {
			v.span("pip", "overlay", 1, 4)
			if _, el := v.el("pip"); el.TrimStart != 5*sec {
				t.Errorf("pip %+v", el)
			}
		}},
		{name: "right edge", input: `{"elementId":"bgm","end":12}`, check: func(t *testing.T, v *env, _ map[string]any) {
			v.span("bgm", "audio", 0, 12)
			if _, el := v.el("bgm"); el.TrimStart != 0 || el.TrimEnd != 18*sec {
				t.Errorf("bgm %+v", el)
			}
		}},
		{name: "text has no source limit", input: `{"elementId":"title","start":0.5,"end":30}`, check: func(t *testing.T, v *env, _ map[string]any) {
			v.span("title", "text", 0.5, 30)
		}},
	})
}
