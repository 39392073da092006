package videotools_test

import (
	"slices"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

func TestListStickers(t *testing.T) {
	count := func(min, max int) func(*testing.T, *env, map[string]any) {
		return func(t *testing.T, _ *env, out map[string]any) {
			if n := len(out["stickers"].([]any)); n < min || n > max {
				t.Errorf("%d stickers, want %d..%d", n, min, max)
			}
			if str(out, "license") == "" {
				t.Errorf("no licence for attribution")
			}
		}
	}
	runTable(t, "list_stickers", []tc{
		{name: "query not a string", input: `{"query":1}`, err: "Invalid query"},
		{name: "all", input: `{}`, check: count(24, 1000)},
		{name: "no project needed", proj: nilDoc, input: `{}`, check: count(24, 1000)},
		{name: "query", input: `{"query":"ARROW"}`, check: count(4, 4)},
		{name: "no match", input: `{"query":"zzzz"}`, check: count(0, 0)},
	})
}

func TestAddSticker(t *testing.T) {
	runTable(t, "add_sticker", []tc{
		{name: "unknown sticker", input: `{"stickerId":"unicorn","start":8,"end":9,"position":"center"}`, err: "Sticker not found"},
		{name: "no sticker", input: `{"start":8,"end":9,"position":"center"}`, err: "Sticker not found"},
		{name: "sticker not a string", input: `{"stickerId":["star"],"start":8,"end":9,"position":"center"}`, err: "Sticker not found"},
		{name: "reversed range", input: `{"stickerId":"star","start":9,"end":8,"position":"center"}`, err: "Invalid time range"},
		{name: "empty range", input: `{"stickerId":"star","start":8,"end":8,"position":"center"}`, err: "Invalid time range"},
		{name: "no end", input: `{"stickerId":"star","start":8,"position":"center"}`, err: "Invalid time range"},
		{name: "negative start", input: `{"stickerId":"star","start":-8,"end":1,"position":"center"}`, err: "Invalid time range"},
		{name: "bad position", input: `{"stickerId":"star","start":8,"end":9,"position":"middle"}`, err: "Invalid position"},
		{name: "no position", input: `{"stickerId":"star","start":8,"end":9}`, err: "Invalid position"},
		{name: "no timeline", proj: noTimeline, input: `{"stickerId":"star","start":8,"end":9,"position":"center"}`, err: "No active timeline"},
		{name: "top-left corner", input: `{"stickerId":"STAR","start":8,"end":9,"position":"top-left"}`, check: func(t *testing.T, v *env, out map[string]any) {
			el := placed(t, v, out, "overlay")
			// side 216 px, margin 54 px: centre 54+108 from the left and top edges
			if el.Sticker.StickerID != "star" || el.Visual.X != -960+162 || el.Visual.Y != -540+162 || el.Type != timeline.ElementSticker {
				t.Errorf("sticker %+v at %+v", el.Sticker, el.Visual)
			}
		}},
		{name: "bottom-right corner", input: `{"stickerId":"heart","start":8,"end":9,"position":"bottom-right"}`, check: func(t *testing.T, v *env, out map[string]any) {
			if el := placed(t, v, out, "overlay"); el.Visual.X != 960-162 || el.Visual.Y != 540-162 {
				t.Errorf("at %+v", el.Visual)
			}
		}},
		{name: "center over the pip gets a new overlay track", input: `{"stickerId":"heart","start":2,"end":3,"position":"center"}`, check: func(t *testing.T, v *env, out map[string]any) {
			if el := placed(t, v, out, ""); str(out, "trackId") == "overlay" || el.Visual.X != 0 || el.Visual.Y != 0 {
				t.Errorf("on %s at %+v", str(out, "trackId"), el.Visual)
			}
		}},
	})
}

func TestListEffects(t *testing.T) {
	ids := func(want ...string) func(*testing.T, *env, map[string]any) {
		return func(t *testing.T, _ *env, out map[string]any) {
			var got []string
			for _, e := range out["effects"].([]any) {
				m := e.(map[string]any)
				got = append(got, str(m, "id"))
				if str(m, "name") == "" || str(m, "description") == "" {
					t.Errorf("effect without name or description: %v", m)
				}
			}
			if want != nil && !slices.Equal(got, want) {
				t.Errorf("effects %v, want %v", got, want)
			}
			for _, spec := range []string{"blur", "brightness-contrast", "grayscale", "saturation", "sepia", "invert", "vignette"} {
				if want == nil && !slices.Contains(got, spec) {
					t.Errorf("spec effect %s missing from %v", spec, got)
				}
			}
		}
	}
	runTable(t, "list_effects", []tc{
		{name: "query not a string", input: `{"query":true}`, err: "Invalid query"},
		{name: "all", input: `{}`, check: ids()},
		{name: "no project needed", proj: nilDoc, input: ``, check: ids()},
		{name: "by name, any case", input: `{"query":"BLUR"}`, check: ids("blur")},
		{name: "by keyword", input: `{"query":"defocus"}`, check: ids("blur")},
		{name: "nothing", input: `{"query":"zzz"}`, check: func(t *testing.T, _ *env, out map[string]any) {
			if l, ok := out["effects"].([]any); !ok || len(l) != 0 {
				t.Errorf("want an empty list, got %v", out["effects"])
			}
		}},
	})
}

func TestGetEffect(t *testing.T) {
	runTable(t, "get_effect", []tc{
		{name: "no type", input: `{}`, err: "Invalid effect type"},
		{name: "blank type", input: `{"effectType":"  "}`, err: "Invalid effect type"},
		{name: "type not a string", input: `{"effectType":5}`, err: "Invalid effect type"},
		{name: "unknown", input: `{"effectType":"glitch"}`, err: "Effect not found: glitch"},
		{name: "blur", input: `{"effectType":"blur"}`, check: func(t *testing.T, _ *env, out map[string]any) {
			p := out["params"].([]any)[0].(map[string]any)
			if out["id"] != "blur" || p["key"] != "intensity" || p["type"] != "number" || p["default"] != 15.0 || p["min"] != 0.0 ||
				p["max"] != 100.0 || p["step"] != 1.0 || p["description"] != "Number between 0 and 100, step 1. Default: 15" || p["label"] == "" {
				t.Errorf("blur %v", out)
			}
		}},
		{name: "camelCase id", proj: nilDoc, input: `{"effectType":"brightnessContrast"}`, check: func(t *testing.T, _ *env, out map[string]any) {
			if out["id"] != "brightness-contrast" || len(out["params"].([]any)) != 2 {
				t.Errorf("brightness-contrast %v", out)
			}
		}},
	})
}

func TestApplyEffect(t *testing.T) {
	runTable(t, "apply_effect", []tc{
		{name: "no type", input: `{"start":1,"end":2}`, err: "Invalid effect type"},
		{name: "type not a string", input: `{"effectType":1,"start":1,"end":2}`, err: "Invalid effect type"},
		{name: "unknown type", input: `{"effectType":"glitch","start":1,"end":2}`, err: "Effect not found: glitch"},
		{name: "no start", input: `{"effectType":"blur","end":2}`, err: "Invalid start time"},
		{name: "negative start", input: `{"effectType":"blur","start":-1,"end":2}`, err: "Invalid start time"},
		{name: "start not a number", input: `{"effectType":"blur","start":"1","end":2}`, err: "Invalid start time"},
		{name: "no end", input: `{"effectType":"blur","start":1}`, err: "Invalid end time"},
		{name: "end too far", input: `{"effectType":"blur","start":1,"end":1e10}`, err: "Invalid end time"},
		{name: "reversed", input: `{"effectType":"blur","start":3,"end":2}`, err: "Invalid time range"},
		{name: "params not an object", input: `{"effectType":"blur","start":1,"end":2,"params":[15]}`, err: "Invalid effect parameters"},
		{name: "param of the wrong type", input: `{"effectType":"blur","start":1,"end":2,"params":{"intensity":"high"}}`, err: "Invalid effect parameters"},
		{name: "unknown param", input: `{"effectType":"blur","start":1,"end":2,"params":{"radius":3}}`, err: "Unknown parameter: radius"},
		{name: "below min", input: `{"effectType":"blur","start":1,"end":2,"params":{"intensity":-1}}`, err: "Parameter 'intensity' must be >= 0"},
		{name: "above max", input: `{"effectType":"brightness-contrast","start":1,"end":2,"params":{"contrast":101}}`, err: "Parameter 'contrast' must be <= 100"},
		{name: "no timeline", proj: noTimeline, input: `{"effectType":"blur","start":1,"end":2}`, err: "No active timeline"},
		{name: "defaults on a free range", input: `{"effectType":"sepia","start":5,"end":8}`, check: func(t *testing.T, v *env, out map[string]any) {
			el := placed(t, v, out, "fx")
			if el.Effect.Type != "sepia" || el.Start != 5*sec || el.End() != 8*sec || jsonOf(out["appliedParams"]) != jsonOf(el.Effect.Params) {
				t.Errorf("effect %+v, applied %v", el.Effect, out["appliedParams"])
			}
		}},
		{name: "merged params, new track when busy", input: `{"effectType":"brightnessContrast","start":0,"end":2,"params":{"contrast":20}}`, check: func(t *testing.T, v *env, out map[string]any) {
			el := placed(t, v, out, "")
			if str(out, "trackId") == "fx" || v.ed.Project.Tracks[len(v.ed.Project.Tracks)-1].Kind != timeline.TrackEffect {
				t.Errorf("placed on %s", str(out, "trackId"))
			}
			if jsonOf(out["appliedParams"]) != `{"brightness":0,"contrast":20}` || el.Effect.Type != "brightness-contrast" {
				t.Errorf("applied %v, effect %+v", out["appliedParams"], el.Effect)
			}
		}},
	})
}

// withUnknownEffect adds an effect element whose type this build does not
// know (a file from a newer build, or a removed effect).
func withUnknownEffect() *timeline.Project {
	p := testProject()
	fx := p.Tracks[4]
	fx.Elements = append(fx.Elements, timeline.Element{ID: "fx2", Type: timeline.ElementEffect, Start: 5 * sec, Duration: sec,
		Effect: &timeline.Effect{Type: "glitch", Params: map[string]any{}}})
	return p
}

func TestUpdateEffect(t *testing.T) {
	runTable(t, "update_effect", []tc{
		{name: "no id", input: `{"params":{"intensity":3}}`, err: "Invalid element id"},
		{name: "blank id", input: `{"elementId":" ","params":{"intensity":3}}`, err: "Invalid element id"},
		{name: "id not a string", input: `{"elementId":1,"params":{"intensity":3}}`, err: "Invalid element id"},
		{name: "no params", input: `{"elementId":"fx1"}`, err: "params is required and must be a non-empty object"},
		{name: "empty params", input: `{"elementId":"fx1","params":{}}`, err: "params is required and must be a non-empty object"},
		{name: "params not an object", input: `{"elementId":"fx1","params":"intensity=3"}`, err: "params is required and must be a non-empty object"},
		{name: "no timeline", proj: noTimeline, input: `{"elementId":"fx1","params":{"intensity":3}}`, err: "No active timeline"},
		{name: "missing element", input: `{"elementId":"zz","params":{"intensity":3}}`, err: "Timeline element not found: zz"},
		{name: "not an effect", input: `{"elementId":"v1","params":{"intensity":3}}`, err: "Element is not an effect"},
		{name: "effect unknown to this build", proj: withUnknownEffect, input: `{"elementId":"fx2","params":{"x":3}}`, err: "Effect not found: glitch"},
		{name: "unknown param", input: `{"elementId":"fx1","params":{"radius":3}}`, err: "Unknown parameter: radius"},
		{name: "below min", input: `{"elementId":"fx1","params":{"intensity":-5}}`, err: "Parameter 'intensity' must be >= 0"},
		{name: "wrong type", input: `{"elementId":"fx1","params":{"intensity":true}}`, err: "Invalid effect parameters"},
		{name: "merge", input: `{"elementId":"fx1","params":{"intensity":40}}`, check: func(t *testing.T, v *env, out map[string]any) {
			_, el := v.el("fx1")
			if el.Effect.Params["intensity"] != 40.0 || jsonOf(out["appliedParams"]) != `{"intensity":40}` || out["success"] != true {
				t.Errorf("params %v, out %v", el.Effect.Params, out)
			}
		}},
		{name: "same value is a no-op", noop: true, input: `{"elementId":"fx1","params":{"intensity":15}}`},
	})

	t.Run("only given keys change", func(t *testing.T) {
		v := newEnv(t, testProject())
		out := v.edits("apply_effect", `{"effectType":"brightness-contrast","start":5,"end":6,"params":{"brightness":10}}`)
		id := str(out, "elementId")
		out = v.edits("update_effect", `{"elementId":"`+id+`","params":{"contrast":-30}}`)
		if jsonOf(out["appliedParams"]) != `{"brightness":10,"contrast":-30}` {
			t.Errorf("merged %v", out["appliedParams"])
		}
	})
}
