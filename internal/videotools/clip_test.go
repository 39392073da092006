package videotools_test

import (
	"testing"
)

func TestUpdateClip(t *testing.T) {
	runTable(t, "update_clip", []tc{
		{name: "no id", input: `{"scale":0.5}`, err: "Invalid element id"},
		{name: "id not a string", input: `{"elementId":false}`, err: "Invalid element id"},
		{name: "position not a number", input: `{"elementId":"pip","x":"left"}`, err: "Invalid position"},
		{name: "position far off", input: `{"elementId":"pip","y":1e6}`, err: "Invalid position"},
		{name: "zero scale", input: `{"elementId":"pip","scale":0}`, err: "Invalid scale"},
		{name: "huge scale", input: `{"elementId":"pip","scale":21}`, err: "Invalid scale"},
		{name: "rotation", input: `{"elementId":"pip","rotation":400}`, err: "Invalid rotation"},
		{name: "flip not a bool", input: `{"elementId":"pip","flipH":"yes"}`, err: "Invalid flip"},
		{name: "opacity", input: `{"elementId":"pip","opacity":1.2}`, err: "Opacity must be between 0 and 1"},
		{name: "negative opacity", input: `{"elementId":"pip","opacity":-0.2}`, err: "Opacity must be between 0 and 1"},
		{name: "blend", input: `{"elementId":"pip","blendMode":"dodge"}`, err: "Invalid blend mode"},
		{name: "muted not a bool", input: `{"elementId":"pip","muted":1}`, err: "Invalid muted"},
		{name: "hidden not a bool", input: `{"elementId":"pip","hidden":"no"}`, err: "Invalid hidden"},
		{name: "no timeline", proj: noTimeline, input: `{"elementId":"pip","scale":0.5}`, err: "No active timeline"},
		{name: "missing element", input: `{"elementId":"zz","scale":0.5}`, err: "Timeline element not found: zz"},
		{name: "audio has no picture", input: `{"elementId":"bgm","x":10}`, err: "Element is not visual"},
		{name: "effect has no picture", input: `{"elementId":"fx1","opacity":0.5}`, err: "Element is not visual"},
		{name: "text has no sound", input: `{"elementId":"title","muted":true}`, err: "Element does not support volume"},
		{name: "silent video has no sound", input: `{"elementId":"v3","muted":true}`, err: "Element does not support volume"},
		{name: "picture in picture", input: `{"elementId":"pip","x":600,"y":-300,"scale":0.3,"rotation":-15,"opacity":0.8,"flipH":true,"blendMode":"screen"}`,
			check: func(t *testing.T, v *env, out map[string]any) {
				_, el := v.el("pip")
				vis := el.Visual
				if vis.X != 600 || vis.Y != -300 || vis.Scale != 0.3 || vis.Rotation != -15 || vis.Opacity != 0.8 || !vis.FlipH || vis.FlipV || vis.Blend != "screen" {
					t.Errorf("visual %+v", vis)
				}
				if out["success"] != true || out["visual"].(map[string]any)["scale"] != 0.3 {
					t.Errorf("out %v", out)
				}
			}},
		{name: "normal blend is stored as the default", input: `{"elementId":"v1","blendMode":"normal","opacity":0.5}`, check: func(t *testing.T, v *env, _ map[string]any) {
			if _, el := v.el("v1"); el.Visual.Blend != "" || el.Visual.Opacity != 0.5 {
				t.Errorf("visual %+v", el.Visual)
			}
		}},
		{name: "mute audio", input: `{"elementId":"bgm","muted":true}`, check: func(t *testing.T, v *env, _ map[string]any) {
			if _, el := v.el("bgm"); !el.Audio.Muted || el.Audio.Volume != 1 {
				t.Errorf("audio %+v", el.Audio)
			}
		}},
		{name: "hide an effect", input: `{"elementId":"fx1","hidden":true}`, check: func(t *testing.T, v *env, _ map[string]any) {
			if _, el := v.el("fx1"); !el.Hidden {
				t.Errorf("not hidden")
			}
		}},
		{name: "moving text makes its position custom", input: `{"elementId":"title","y":100}`, check: func(t *testing.T, v *env, _ map[string]any) {
			if _, el := v.el("title"); el.Text.Position != "custom" || el.Visual.Y != 100 {
				t.Errorf("text %+v %+v", el.Text, el.Visual)
			}
		}},
		{name: "text moved sideways keeps its place", input: `{"elementId":"title","x":-200}`, check: func(t *testing.T, v *env, _ map[string]any) {
			if _, el := v.el("title"); el.Text.Position == "custom" || el.Visual.X != -200 {
				t.Errorf("text %+v %+v", el.Text, el.Visual)
			}
		}},
		{name: "nothing given is a no-op", noop: true, input: `{"elementId":"pip"}`},
	})
}

func TestDuplicateElements(t *testing.T) {
	runTable(t, "duplicate_elements", []tc{
		{name: "no ids", input: `{}`, err: "Invalid element ids"},
		{name: "empty id", input: `{"elementIds":[""]}`, err: "Invalid element ids"},
		{name: "ids not strings", input: `{"elementIds":[true]}`, err: "Invalid element ids"},
		{name: "negative start", input: `{"elementIds":["v1"],"start":-1}`, err: "Invalid start time"},
		{name: "start not a number", input: `{"elementIds":["v1"],"start":"1"}`, err: "Invalid start time"},
		{name: "end past the time limit", input: `{"elementIds":["v1"],"start":86399}`, err: "Invalid start time"},
		{name: "empty timeline", proj: emptyProject, input: `{"elementIds":["v1"]}`, err: "No timeline content"},
		{name: "no timeline", proj: noTimeline, input: `{"elementIds":["v1"]}`, err: "No active timeline"},
		{name: "missing", input: `{"elementIds":["v1","zz"]}`, err: "Timeline elements not found: zz"},
		{name: "right after the original", input: `{"elementIds":["title"]}`, check: func(t *testing.T, v *env, out map[string]any) {
			c := out["elements"].([]any)[0].(map[string]any)
			id := str(c, "elementId")
			v.span(id, "text", 3, 6)
			_, orig := v.el("title")
			_, cp := v.el(id)
			if cp.Text.Content != orig.Text.Content || cp.Text == orig.Text {
				t.Errorf("copy %+v shares or differs from the original", cp.Text)
			}
		}},
		{name: "main copy without room goes to an overlay", input: `{"elementIds":["v1"]}`, check: func(t *testing.T, v *env, out map[string]any) {
			c := out["elements"].([]any)[0].(map[string]any)
			tr, el := v.el(str(c, "elementId"))
			if tr.ID == "main" || tr.Kind != "overlay" || el.Start != 4*sec || el.TrimStart != 1*sec || el.Duration != 4*sec {
				t.Errorf("copy %+v on %s", el, tr.ID)
			}
		}},
		{name: "group at a start keeps offsets", input: `{"elementIds":["stk","pip"],"start":20}`, check: func(t *testing.T, v *env, out map[string]any) {
			els := out["elements"].([]any)
			if len(els) != 2 {
				t.Fatalf("copies %v", els)
			}
			// pip 2-4 and stk 5-7: copies at 20-22 and 23-25
			v.span(str(els[0].(map[string]any), "elementId"), "overlay", 23, 25)
			v.span(str(els[1].(map[string]any), "elementId"), "overlay", 20, 22)
			v.span("pip", "overlay", 2, 4)
		}},
	})
}

func TestToggleTrackMute(t *testing.T) {
	runTable(t, "toggle_track_mute", []tc{
		{name: "missing track", input: `{"trackId":"t9"}`, err: "Track not found: t9"},
		{name: "no track", input: `{}`, err: "Track not found"},
		{name: "track not a string", input: `{"trackId":1}`, err: "Track not found"},
		{name: "muted not a bool", input: `{"trackId":"audio","muted":"yes"}`, err: "Invalid muted"},
		{name: "text track", input: `{"trackId":"text"}`, err: "Track has no audio: text"},
		{name: "effect track", input: `{"trackId":"fx"}`, err: "Track has no audio: fx"},
		{name: "no timeline", proj: noTimeline, input: `{"trackId":"audio"}`, err: "No active timeline"},
		{name: "flip", input: `{"trackId":"audio"}`, check: func(t *testing.T, v *env, out map[string]any) {
			if !v.ed.Project.Tracks[3].Muted || out["muted"] != true {
				t.Errorf("not muted: %v", out)
			}
		}},
		{name: "set", input: `{"trackId":"main","muted":true}`, check: func(t *testing.T, v *env, _ map[string]any) {
			if !v.ed.Project.Tracks[0].Muted {
				t.Errorf("not muted")
			}
		}},
		{name: "set to what it is is a no-op", noop: true, input: `{"trackId":"main","muted":false}`},
	})
}

func TestToggleTrackVisibility(t *testing.T) {
	runTable(t, "toggle_track_visibility", []tc{
		{name: "missing track", input: `{"trackId":"t9"}`, err: "Track not found: t9"},
		{name: "hidden not a bool", input: `{"trackId":"text","hidden":0}`, err: "Invalid hidden"},
		{name: "audio track", input: `{"trackId":"audio"}`, err: "Track is not visual: audio"},
		{name: "no timeline", proj: noTimeline, input: `{"trackId":"text"}`, err: "No active timeline"},
		{name: "flip", input: `{"trackId":"text"}`, check: func(t *testing.T, v *env, out map[string]any) {
			if !v.ed.Project.Tracks[2].Hidden || out["hidden"] != true {
				t.Errorf("not hidden: %v", out)
			}
		}},
		{name: "set on effects", input: `{"trackId":"fx","hidden":true}`, check: func(t *testing.T, v *env, _ map[string]any) {
			if !v.ed.Project.Tracks[4].Hidden {
				t.Errorf("not hidden")
			}
		}},
		{name: "set to what it is is a no-op", noop: true, input: `{"trackId":"overlay","hidden":false}`},
	})

	t.Run("flip twice: two undo entries, undone back to the start", func(t *testing.T) {
		v := newEnv(t, testProject())
		before := v.snapshot()
		v.edits("toggle_track_visibility", `{"trackId":"overlay"}`)
		v.edits("toggle_track_visibility", `{"trackId":"overlay"}`)
		if v.ed.Project.Tracks[1].Hidden {
			t.Errorf("still hidden")
		}
		v.undo()
		if !v.ed.Project.Tracks[1].Hidden {
			t.Errorf("undo did not restore the hidden state")
		}
		v.undo()
		if after := v.snapshot(); string(projectOf(t, before)) != string(projectOf(t, after)) {
			t.Errorf("undo twice did not restore the project")
		}
	})
}
