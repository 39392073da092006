package videotools_test

import (
	"slices"
	"testing"
)

func assetIDs(out map[string]any) []string {
	var ids []string
	for _, a := range out["assets"].([]any) {
		ids = append(ids, a.(map[string]any)["id"].(string))
	}
	return ids
}

func wantAssets(want ...string) func(*testing.T, *env, map[string]any) {
	return func(t *testing.T, _ *env, out map[string]any) {
		if got := assetIDs(out); !slices.Equal(got, want) {
			t.Errorf("assets %v, want %v", got, want)
		}
	}
}

func TestListProjectAssets(t *testing.T) {
	runTable(t, "list_project_assets", []tc{
		{name: "no project", proj: nilDoc, input: `{}`, err: "No active project"},
		{name: "bad filter", input: `{"filter":"some"}`, err: "Invalid filter"},
		{name: "filter not a string", input: `{"filter":3}`, err: "Invalid filter"},
		{name: "bad type", input: `{"type":"text"}`, err: "Invalid type"},
		{name: "type not a string", input: `{"type":["video"]}`, err: "Invalid type"},
		{name: "unknown field", input: `{"kind":"video"}`, err: "Unknown field: kind"},
		{name: "not an object", input: `[1]`, err: "Invalid input: expected a JSON object"},
		{name: "all by default", input: ``, check: wantAssets("clip", "silent", "music", "photo", "spare")},
		{name: "all explicit", input: `{"filter":"all","type":"all"}`, check: wantAssets("clip", "silent", "music", "photo", "spare")},
		{name: "used", input: `{"filter":"used"}`, check: wantAssets("clip", "silent", "music", "photo")},
		{name: "unused", input: `{"filter":"unused"}`, check: wantAssets("spare")},
		{name: "type video", input: `{"type":"video"}`, check: wantAssets("clip", "silent", "spare")},
		{name: "type audio", input: `{"type":"audio"}`, check: wantAssets("music")},
		{name: "unused images", input: `{"filter":"unused","type":"image"}`, check: wantAssets()},
		{name: "empty timeline: all unused", proj: emptyProject, input: `{"filter":"used"}`, check: wantAssets()},
		{name: "fields", input: `{"type":"video","filter":"used"}`, check: func(t *testing.T, _ *env, out map[string]any) {
			a := out["assets"].([]any)[0].(map[string]any)
			if a["id"] != "clip" || a["name"] != "clip.mp4" || a["type"] != "video" || a["duration"] != 10.0 || a["usedInTimeline"] != true {
				t.Errorf("clip summary %v", a)
			}
		}},
	})
}

func TestListTimeline(t *testing.T) {
	runTable(t, "list_timeline", []tc{
		{name: "no project", proj: nilDoc, input: `{}`, err: "No active timeline"},
		{name: "no tracks", proj: noTimeline, input: `{}`, err: "No active timeline"},
		{name: "unknown field", input: `{"trackId":"main"}`, err: "Unknown field: trackId"},
		{name: "empty timeline lists the main track", proj: emptyProject, input: `{}`, check: func(t *testing.T, _ *env, out map[string]any) {
			tracks := out["tracks"].([]any)
			if len(tracks) != 1 || tracks[0].(map[string]any)["type"] != "main" || len(tracks[0].(map[string]any)["elements"].([]any)) != 0 {
				t.Errorf("tracks %v", tracks)
			}
		}},
		{name: "every track and element", input: `{}`, check: func(t *testing.T, _ *env, out map[string]any) {
			if out["unit"] != "seconds" || out["duration"] != 20.0 {
				t.Errorf("unit %v duration %v", out["unit"], out["duration"])
			}
			var got []string
			for _, tr := range out["tracks"].([]any) {
				tm := tr.(map[string]any)
				for _, e := range tm["elements"].([]any) {
					em := e.(map[string]any)
					got = append(got, jsonOf([]any{tm["trackId"], tm["type"], em["elementId"], em["type"], em["start"], em["end"]}))
				}
			}
			want := []string{
				`["main","main","v1","video",0,4]`, `["main","main","v2","image",4,9]`, `["main","main","v3","video",9,13]`,
				`["overlay","overlay","pip","video",2,4]`, `["overlay","overlay","stk","sticker",5,7]`,
				`["text","text","title","text",0,3]`, `["audio","audio","bgm","audio",0,20]`, `["fx","effect","fx1","effect",1,3]`,
			}
			if !slices.Equal(got, want) {
				t.Errorf("timeline\n got %v\nwant %v", got, want)
			}
		}},
	})
}

func TestGetElement(t *testing.T) {
	runTable(t, "get_element", []tc{
		{name: "no timeline", proj: noTimeline, input: `{"elementId":"v1"}`, err: "No active timeline"},
		{name: "missing id", input: `{}`, err: "Invalid element id"},
		{name: "empty id", input: `{"elementId":""}`, err: "Invalid element id"},
		{name: "id not a string", input: `{"elementId":5}`, err: "Invalid element id"},
		{name: "unknown id", input: `{"elementId":"zz"}`, err: "Timeline element not found: zz"},
		{name: "media element", input: `{"elementId":"v1"}`, check: func(t *testing.T, _ *env, out map[string]any) {
			if out["trackId"] != "main" || out["trackType"] != "main" || out["start"] != 0.0 || out["end"] != 4.0 ||
				out["trimStart"] != 1.0 || out["trimEnd"] != 5.0 || out["duration"] != 4.0 {
				t.Errorf("v1: %v", out)
			}
		}},
		{name: "effect element", input: `{"elementId":"fx1"}`, check: func(t *testing.T, _ *env, out map[string]any) {
			el := out["element"].(map[string]any)
			if out["trackType"] != "effect" || el["effect"].(map[string]any)["type"] != "blur" {
				t.Errorf("fx1: %v", out)
			}
		}},
	})
}
