package videotools_test

import (
	"slices"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

func strs(out map[string]any, key string) []string {
	var s []string
	for _, x := range out[key].([]any) {
		s = append(s, x.(string))
	}
	return s
}

func TestSplit(t *testing.T) {
	runTable(t, "split", []tc{
		{name: "no times", input: `{}`, err: "Invalid split times"},
		{name: "empty times", input: `{"times":[]}`, err: "Invalid split times"},
		{name: "null times", input: `{"times":null}`, err: "Invalid split times"},
		{name: "negative", input: `{"times":[2,-1]}`, err: "Invalid split times"},
		{name: "not numbers", input: `{"times":["2"]}`, err: "Invalid split times"},
		{name: "not a list", input: `{"times":2}`, err: "Invalid split times"},
		{name: "too far", input: `{"times":[1e300]}`, err: "Invalid split times"},
		{name: "overflowing number", input: `{"times":[1e400]}`, err: "Invalid split times"},
		{name: "empty timeline", proj: emptyProject, input: `{"times":[1]}`, err: "No timeline content"},
		{name: "no timeline", proj: noTimeline, input: `{"times":[1]}`, err: "No active timeline"},
		{name: "every track at 2.5", input: `{"times":[2.5]}`, check: func(t *testing.T, v *env, out map[string]any) {
			// v1 0-4, pip 2-4, title 0-3, bgm 0-20, fx1 1-3 all contain 2.5 strictly.
			created := strs(out, "createdElements")
			if len(created) != 5 || out["success"] != true {
				t.Fatalf("created %v", created)
			}
			if got := strs(out, "affectedElements"); len(got) != 10 {
				t.Errorf("affected %v, want 5 originals and 5 pieces", got)
			}
			_, left := v.el("v1")
			if left.Duration != timeline.FromSeconds(2.5) || left.TrimStart != 1*sec || left.TrimEnd != timeline.FromSeconds(5+1.5) {
				t.Errorf("left half %+v", left)
			}
			tr, right := v.el(created[0])
			if tr.ID != "main" || right.Start != timeline.FromSeconds(2.5) || right.End() != 4*sec ||
				right.TrimStart != timeline.FromSeconds(3.5) || right.TrimEnd != 5*sec {
				t.Errorf("right half %+v on %s", right, tr.ID)
			}
			if v.ed.Project.ElementCount() != 13 {
				t.Errorf("%d elements, want 13", v.ed.Project.ElementCount())
			}
		}},
		{name: "several times, unsorted, duplicated", input: `{"times":[3.5, 1, 3.5]}`, check: func(t *testing.T, v *env, out map[string]any) {
			// v1 at 1 and 3.5 (3 pieces), pip at 3.5, title at 1, bgm at 1 and 3.5, fx1 nothing (1 is its start, 3.5 after).
			if n := len(strs(out, "createdElements")); n != 6 {
				t.Errorf("created %d pieces, want 6", n)
			}
			v.span("v1", "main", 0, 1)
			v.span("fx1", "fx", 1, 3)
		}},
		{name: "at existing boundaries only", input: `{"times":[0, 4, 9, 13, 20]}`, check: func(t *testing.T, v *env, out map[string]any) {
			// bgm 0-20 contains 4, 9 and 13: only it is cut.
			if got := strs(out, "createdElements"); len(got) != 3 {
				t.Errorf("created %v", got)
			}
			v.span("v1", "main", 0, 4)
			v.span("bgm", "audio", 0, 4)
		}},
		{name: "boundary of every element is a no-op", noop: true, input: `{"times":[0]}`},
		{name: "past the end is a no-op", noop: true, input: `{"times":[25, 100]}`},
	})

	t.Run("idempotent", func(t *testing.T) {
		v := newEnv(t, testProject())
		v.edits("split", `{"times":[2.5]}`)
		n := v.ed.Project.ElementCount()
		v.reads("split", `{"times":[2.5]}`)
		if v.ed.Project.ElementCount() != n {
			t.Errorf("second split at the same time changed the element count")
		}
	})
}

func TestDeleteTimelineElements(t *testing.T) {
	runTable(t, "delete_timeline_elements", []tc{
		{name: "no ids", input: `{}`, err: "Invalid element ids"},
		{name: "empty list", input: `{"elementIds":[]}`, err: "Invalid element ids"},
		{name: "empty string", input: `{"elementIds":["v1",""]}`, err: "Invalid element ids"},
		{name: "blank string", input: `{"elementIds":["  "]}`, err: "Invalid element ids"},
		{name: "not a list", input: `{"elementIds":"v1"}`, err: "Invalid element ids"},
		{name: "not strings", input: `{"elementIds":[1]}`, err: "Invalid element ids"},
		{name: "empty timeline", proj: emptyProject, input: `{"elementIds":["v1"]}`, err: "No timeline content"},
		{name: "no timeline", proj: noTimeline, input: `{"elementIds":["v1"]}`, err: "No active timeline"},
		{name: "one missing", input: `{"elementIds":["v1","zz"]}`, err: "Timeline elements not found: zz"},
		{name: "several missing", input: `{"elementIds":["zz","v1","yy"]}`, err: "Timeline elements not found: zz, yy"},
		{name: "many ids, one missing", input: `{"elementIds":["v1","v2","v3","pip","stk","title","nope"]}`, err: "Timeline elements not found: nope"},
		{name: "one", input: `{"elementIds":["v2"]}`, check: func(t *testing.T, v *env, out map[string]any) {
			v.absent("v2")
			v.span("v1", "main", 0, 4) // the gap stays: nothing moves
			v.span("v3", "main", 9, 13)
			if got := strs(out, "deletedElements"); !slices.Equal(got, []string{"v2"}) {
				t.Errorf("deleted %v", got)
			}
		}},
		{name: "across tracks, duplicates once", input: `{"elementIds":["title","v1","bgm","v1","fx1","stk"]}`, check: func(t *testing.T, v *env, out map[string]any) {
			for _, id := range []string{"title", "v1", "bgm", "fx1", "stk"} {
				v.absent(id)
			}
			if v.ed.Project.ElementCount() != 3 {
				t.Errorf("%d elements left, want 3", v.ed.Project.ElementCount())
			}
			if got := strs(out, "deletedElements"); !slices.Equal(got, []string{"title", "v1", "bgm", "fx1", "stk"}) {
				t.Errorf("deleted %v", got)
			}
		}},
	})
}

func TestMoveTimelineElements(t *testing.T) {
	runTable(t, "move_timeline_elements", []tc{
		{name: "no ids", input: `{"start":1}`, err: "Invalid element ids"},
		{name: "empty id", input: `{"elementIds":[""],"start":1}`, err: "Invalid element ids"},
		{name: "ids not a list", input: `{"elementIds":{"a":1},"start":1}`, err: "Invalid element ids"},
		{name: "no start", input: `{"elementIds":["v3"]}`, err: "Invalid start time"},
		{name: "negative start", input: `{"elementIds":["v3"],"start":-1}`, err: "Invalid start time"},
		{name: "start not a number", input: `{"elementIds":["v3"],"start":"10"}`, err: "Invalid start time"},
		{name: "start too far", input: `{"elementIds":["v3"],"start":1e12}`, err: "Invalid start time"},
		{name: "end past the time limit", input: `{"elementIds":["v3"],"start":86399}`, err: "Invalid start time"},
		{name: "empty timeline", proj: emptyProject, input: `{"elementIds":["v1"],"start":1}`, err: "No timeline content"},
		{name: "no timeline", proj: noTimeline, input: `{"elementIds":["v1"],"start":1}`, err: "No active timeline"},
		{name: "missing element", input: `{"elementIds":["v3","zz"],"start":20}`, err: "Timeline elements not found: zz"},
		{name: "missing target", input: `{"elementIds":["v3"],"start":20,"targetTrackId":"t9"}`, err: "Target track not found: t9"},
		{name: "incompatible target", input: `{"elementIds":["v3"],"start":20,"targetTrackId":"audio"}`, err: "Target track is not compatible: audio"},
		{name: "sticker to main", input: `{"elementIds":["stk"],"start":20,"targetTrackId":"main"}`, err: "Target track is not compatible: main"},
		{name: "collision", input: `{"elementIds":["v3"],"start":3}`, err: "Time range overlaps another element on track main"},
		{name: "group collides on target", input: `{"elementIds":["pip","v3"],"start":0,"targetTrackId":"main"}`, err: "Time range overlaps another element on track main"},
		{name: "one element later", input: `{"elementIds":["v3"],"start":20}`, check: func(t *testing.T, v *env, out map[string]any) {
			v.span("v3", "main", 20, 24)
			m := out["movedElements"].([]any)[0].(map[string]any)
			if m["elementId"] != "v3" || m["trackId"] != "main" || m["start"] != 20.0 || m["end"] != 24.0 {
				t.Errorf("moved %v", m)
			}
		}},
		{name: "into its own old place", input: `{"elementIds":["v2"],"start":4.5}`, err: "Time range overlaps another element on track main"},
		{name: "earlier, overlapping its old range", input: `{"elementIds":["stk"],"start":4.5}`, check: func(t *testing.T, v *env, _ map[string]any) {
			v.span("stk", "overlay", 4.5, 6.5)
		}},
		{name: "group keeps offsets on their tracks", input: `{"elementIds":["stk","pip","title"],"start":30}`, check: func(t *testing.T, v *env, _ map[string]any) {
			// earliest is title (0): pip +2, stk +5
			v.span("title", "text", 30, 33)
			v.span("pip", "overlay", 32, 34)
			v.span("stk", "overlay", 35, 37)
		}},
		{name: "to a compatible track", input: `{"elementIds":["pip"],"start":13,"targetTrackId":"main"}`, check: func(t *testing.T, v *env, _ map[string]any) {
			v.span("pip", "main", 13, 15)
			if _, el := v.el("pip"); el.TrimStart != 6*sec || el.Duration != 2*sec {
				t.Errorf("trims changed by a move: %+v", el)
			}
		}},
		{name: "same place is a no-op", noop: true, input: `{"elementIds":["v3"],"start":9}`},
	})
}

func TestUpdateTimelineElementTiming(t *testing.T) {
	runTable(t, "update_timeline_element_timing", []tc{
		{name: "no id", input: `{"start":1}`, err: "Invalid element id"},
		{name: "empty id", input: `{"elementId":" ","start":1}`, err: "Invalid element id"},
		{name: "id not a string", input: `{"elementId":1,"start":1}`, err: "Invalid element id"},
		{name: "nothing to change", input: `{"elementId":"v1"}`, err: "Invalid timing update"},
		{name: "nulls change nothing", input: `{"elementId":"v1","start":null,"end":null}`, err: "Invalid timing update"},
		{name: "negative start", input: `{"elementId":"v1","start":-1}`, err: "Invalid start time"},
		{name: "start not a number", input: `{"elementId":"v1","start":"1"}`, err: "Invalid start time"},
		{name: "negative end", input: `{"elementId":"v1","end":-2}`, err: "Invalid end time"},
		{name: "end not a number", input: `{"elementId":"v1","end":true}`, err: "Invalid end time"},
		{name: "zero duration", input: `{"elementId":"v1","duration":0}`, err: "Invalid duration"},
		{name: "negative duration", input: `{"elementId":"v1","duration":-3}`, err: "Invalid duration"},
		{name: "duration below a tick", input: `{"elementId":"v2","duration":0.000001}`, err: "Invalid duration"},
		{name: "duration not a number", input: `{"elementId":"v1","duration":"2"}`, err: "Invalid duration"},
		{name: "end before start", input: `{"elementId":"v3","start":12,"end":11}`, err: "Invalid time range"},
		{name: "end at start", input: `{"elementId":"v1","end":0}`, err: "Invalid time range"},
		{name: "end past the time limit", input: `{"elementId":"v2","start":86399,"duration":5}`, err: "Invalid time range"},
		{name: "conflicting end and duration", input: `{"elementId":"v1","end":3,"duration":2}`, err: "Conflicting timing values"},
		{name: "conflicting with start", input: `{"elementId":"v1","start":1,"end":3,"duration":3}`, err: "Conflicting timing values"},
		{name: "missing element", input: `{"elementId":"zz","start":1}`, err: "Timeline element not found: zz"},
		{name: "no timeline", proj: noTimeline, input: `{"elementId":"v1","start":1}`, err: "No active timeline"},
		{name: "past the source", input: `{"elementId":"v1","duration":9.5}`, err: "Duration exceeds source duration"},
		{name: "audio past the source", input: `{"elementId":"bgm","end":31}`, err: "Duration exceeds source duration"},
		{name: "overlap", input: `{"elementId":"v2","duration":6}`, err: "Time range overlaps another element on track main"},
		{name: "the whole rest of the source", input: `{"elementId":"v3","start":20,"duration":4}`, check: func(t *testing.T, v *env, out map[string]any) {
			v.span("v3", "main", 20, 24)
			if out["start"] != 20.0 || out["end"] != 24.0 || out["duration"] != 4.0 || out["trackId"] != "main" {
				t.Errorf("out %v", out)
			}
		}},
		{name: "longer media shows more source", input: `{"elementId":"bgm","duration":25}`, check: func(t *testing.T, v *env, _ map[string]any) {
			_, el := v.el("bgm")
			if el.Duration != 25*sec || el.TrimStart != 0 || el.TrimEnd != 5*sec {
				t.Errorf("bgm %+v", el)
			}
		}},
		{name: "shorter keeps the first frame", input: `{"elementId":"v1","end":2}`, check: func(t *testing.T, v *env, _ map[string]any) {
			_, el := v.el("v1")
			if el.TrimStart != 1*sec || el.Duration != 2*sec || el.TrimEnd != 7*sec {
				t.Errorf("v1 %+v", el)
			}
		}},
		{name: "image any length", input: `{"elementId":"v2","start":30,"end":100}`, check: func(t *testing.T, v *env, _ map[string]any) {
			v.span("v2", "main", 30, 100)
		}},
		{name: "start and end agree with duration", input: `{"elementId":"title","start":1,"end":4,"duration":3}`, check: func(t *testing.T, v *env, _ map[string]any) {
			v.span("title", "text", 1, 4)
		}},
		{name: "start alone moves", input: `{"elementId":"fx1","start":10}`, check: func(t *testing.T, v *env, _ map[string]any) {
			v.span("fx1", "fx", 10, 12)
		}},
		{name: "assets untouched", input: `{"elementId":"bgm","duration":21}`, check: func(t *testing.T, v *env, _ map[string]any) {
			if !slices.Equal(v.ed.Project.Assets, testProject().Assets) {
				t.Errorf("assets changed")
			}
		}},
		{name: "same timing is a no-op", noop: true, input: `{"elementId":"v1","start":0,"end":4}`},
	})
}

func TestDeleteElement(t *testing.T) {
	runTable(t, "delete_element", []tc{
		{name: "missing element", input: `{"trackId":"main","elementId":"zz"}`, err: "Element not found"},
		{name: "wrong track", input: `{"trackId":"text","elementId":"v1"}`, err: "Element not found"},
		{name: "missing track", input: `{"trackId":"t9","elementId":"v1"}`, err: "Element not found"},
		{name: "no ids", input: `{}`, err: "Element not found"},
		{name: "ids not strings", input: `{"trackId":1,"elementId":"v1"}`, err: "Element not found"},
		{name: "no timeline", proj: noTimeline, input: `{"trackId":"main","elementId":"v1"}`, err: "No active timeline"},
		{name: "deletes only that one", input: `{"trackId":"overlay","elementId":"pip"}`, check: func(t *testing.T, v *env, out map[string]any) {
			v.absent("pip")
			v.span("stk", "overlay", 5, 7)
			if out["success"] != true || v.ed.Project.ElementCount() != 7 {
				t.Errorf("out %v, %d elements", out, v.ed.Project.ElementCount())
			}
		}},
	})
}
