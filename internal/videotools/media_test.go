package videotools_test

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// placed checks an add tool's result and returns the new element.
func placed(t *testing.T, v *env, out map[string]any, wantTrack string) *timeline.Element {
	t.Helper()
	tr, el := v.el(str(out, "elementId"))
	if str(out, "trackId") != tr.ID || (wantTrack != "" && tr.ID != wantTrack) {
		t.Errorf("placed on %s (result says %s), want %s", tr.ID, str(out, "trackId"), wantTrack)
	}
	return el
}

func TestAddMediaToTimeline(t *testing.T) {
	runTable(t, "add_media_to_timeline", []tc{
		{name: "unknown asset", input: `{"assetId":"zz","startTime":0,"trackType":"main"}`, err: "Asset not found"},
		{name: "no asset", input: `{"startTime":0,"trackType":"main"}`, err: "Asset not found"},
		{name: "asset not a string", input: `{"assetId":7,"startTime":0,"trackType":"main"}`, err: "Asset not found"},
		{name: "audio on main", input: `{"assetId":"music","startTime":20,"trackType":"main"}`, err: "Invalid track type for asset"},
		{name: "audio on overlay", input: `{"assetId":"music","startTime":20,"trackType":"overlay"}`, err: "Invalid track type for asset"},
		{name: "video on audio", input: `{"assetId":"clip","startTime":20,"trackType":"audio"}`, err: "Invalid track type for asset"},
		{name: "image on audio", input: `{"assetId":"photo","startTime":20,"trackType":"audio"}`, err: "Invalid track type for asset"},
		{name: "text track", input: `{"assetId":"clip","startTime":20,"trackType":"text"}`, err: "Invalid track type for asset"},
		{name: "no track type", input: `{"assetId":"clip","startTime":20}`, err: "Invalid track type for asset"},
		{name: "track type not a string", input: `{"assetId":"clip","startTime":20,"trackType":1}`, err: "Invalid track type for asset"},
		{name: "no start", input: `{"assetId":"clip","trackType":"overlay"}`, err: "Invalid start time"},
		{name: "negative start", input: `{"assetId":"clip","startTime":-1,"trackType":"overlay"}`, err: "Invalid start time"},
		{name: "start not a number", input: `{"assetId":"clip","startTime":"0","trackType":"overlay"}`, err: "Invalid start time"},
		{name: "end past the time limit", input: `{"assetId":"clip","startTime":86395,"trackType":"overlay"}`, err: "Invalid start time"},
		{name: "zero duration", input: `{"assetId":"clip","startTime":20,"trackType":"main","duration":0}`, err: "Invalid duration"},
		{name: "negative duration", input: `{"assetId":"photo","startTime":20,"trackType":"main","duration":-2}`, err: "Invalid duration"},
		{name: "duration not a number", input: `{"assetId":"photo","startTime":20,"trackType":"main","duration":"2"}`, err: "Invalid duration"},
		{name: "video longer than its source", input: `{"assetId":"clip","startTime":20,"trackType":"main","duration":10.5}`, err: "Duration exceeds source duration"},
		{name: "audio longer than its source", input: `{"assetId":"music","startTime":20,"trackType":"audio","duration":31}`, err: "Duration exceeds source duration"},
		{name: "main track is occupied", input: `{"assetId":"clip","startTime":12,"trackType":"main"}`, err: "Time range overlaps another element on track main"},
		{name: "no timeline", proj: noTimeline, input: `{"assetId":"clip","startTime":0,"trackType":"main"}`, err: "No active timeline"},
		{name: "video: full source by default", input: `{"assetId":"clip","startTime":13,"trackType":"main"}`, check: func(t *testing.T, v *env, out map[string]any) {
			el := placed(t, v, out, "main")
			if el.Start != 13*sec || el.Duration != 10*sec || el.TrimStart != 0 || el.TrimEnd != 0 || el.SourceDuration != 10*sec ||
				el.Type != timeline.ElementVideo || el.Audio == nil || el.Audio.Volume != 1 || el.Visual == nil {
				t.Errorf("element %+v", el)
			}
		}},
		{name: "video without sound has no volume", input: `{"assetId":"silent","startTime":13,"trackType":"main","duration":2}`, check: func(t *testing.T, v *env, out map[string]any) {
			el := placed(t, v, out, "main")
			if el.Audio != nil || el.Duration != 2*sec || el.TrimEnd != 2*sec {
				t.Errorf("element %+v", el)
			}
		}},
		{name: "image: default duration", input: `{"assetId":"photo","startTime":13,"trackType":"main"}`, check: func(t *testing.T, v *env, out map[string]any) {
			el := placed(t, v, out, "main")
			if el.Duration != 5*sec || el.SourceDuration != 0 || el.Type != timeline.ElementImage || el.Audio != nil {
				t.Errorf("element %+v", el)
			}
		}},
		{name: "image: any duration", input: `{"assetId":"photo","startTime":13,"trackType":"main","duration":60}`, check: func(t *testing.T, v *env, out map[string]any) {
			v.span(str(out, "elementId"), "main", 13, 73)
		}},
		{name: "overlay with room", input: `{"assetId":"photo","startTime":8,"trackType":"overlay","duration":2}`, check: func(t *testing.T, v *env, out map[string]any) {
			placed(t, v, out, "overlay")
		}},
		{name: "overlay without room gets a new track on top", input: `{"assetId":"clip","startTime":0,"trackType":"overlay","duration":3}`, check: func(t *testing.T, v *env, out map[string]any) {
			placed(t, v, out, "")
			tracks := v.ed.Project.Tracks
			if top := tracks[len(tracks)-1]; top.ID != str(out, "trackId") || top.Kind != timeline.TrackOverlay {
				t.Errorf("new track %s %s", top.ID, top.Kind)
			}
		}},
		{name: "audio under the music", input: `{"assetId":"music","startTime":0,"trackType":"audio","duration":5}`, check: func(t *testing.T, v *env, out map[string]any) {
			el := placed(t, v, out, "")
			if str(out, "trackId") == "audio" || el.Type != timeline.ElementAudio || el.Visual != nil || el.TrimEnd != 25*sec {
				t.Errorf("element %+v on %s", el, str(out, "trackId"))
			}
		}},
		{name: "exactly the source", input: `{"assetId":"music","startTime":20,"trackType":"audio","duration":30}`, check: func(t *testing.T, v *env, out map[string]any) {
			placed(t, v, out, "audio")
		}},
		{name: "by unambiguous file name", input: `{"assetId":"clip.mp4","startTime":13,"trackType":"main"}`, check: func(t *testing.T, v *env, out map[string]any) {
			if el := placed(t, v, out, "main"); el.AssetID != "clip" {
				t.Errorf("asset %s", el.AssetID)
			}
		}},
		{name: "empty timeline", proj: emptyProject, input: `{"assetId":"clip","startTime":0,"trackType":"main"}`, check: func(t *testing.T, v *env, out map[string]any) {
			placed(t, v, out, "main")
		}},
	})
}

func TestSetVolume(t *testing.T) {
	runTable(t, "set_volume", []tc{
		{name: "above 1", input: `{"trackId":"audio","elementId":"bgm","volume":1.5}`, err: "Volume must be between 0 and 1"},
		{name: "negative", input: `{"trackId":"audio","elementId":"bgm","volume":-0.1}`, err: "Volume must be between 0 and 1"},
		{name: "missing", input: `{"trackId":"audio","elementId":"bgm"}`, err: "Volume must be between 0 and 1"},
		{name: "not a number", input: `{"trackId":"audio","elementId":"bgm","volume":"0.5"}`, err: "Volume must be between 0 and 1"},
		{name: "text", input: `{"trackId":"text","elementId":"title","volume":0.5}`, err: "Element does not support volume"},
		{name: "image", input: `{"trackId":"main","elementId":"v2","volume":0.5}`, err: "Element does not support volume"},
		{name: "video without sound", input: `{"trackId":"main","elementId":"v3","volume":0.5}`, err: "Element does not support volume"},
		{name: "effect", input: `{"trackId":"fx","elementId":"fx1","volume":0.5}`, err: "Element does not support volume"},
		{name: "missing element", input: `{"trackId":"audio","elementId":"zz","volume":0.5}`, err: "Element not found"},
		{name: "wrong track", input: `{"trackId":"main","elementId":"bgm","volume":0.5}`, err: "Element not found"},
		{name: "no timeline", proj: noTimeline, input: `{"trackId":"audio","elementId":"bgm","volume":0.5}`, err: "No active timeline"},
		{name: "music", input: `{"trackId":"audio","elementId":"bgm","volume":0.3}`, check: func(t *testing.T, v *env, out map[string]any) {
			if _, el := v.el("bgm"); el.Audio.Volume != 0.3 || out["volume"] != 0.3 || out["success"] != true {
				t.Errorf("volume %v, out %v", el.Audio.Volume, out)
			}
		}},
		{name: "video sound to silence, element id alone", input: `{"elementId":"pip","volume":0}`, check: func(t *testing.T, v *env, _ map[string]any) {
			if _, el := v.el("pip"); el.Audio.Volume != 0 {
				t.Errorf("volume %v", el.Audio.Volume)
			}
		}},
		{name: "same volume is a no-op", noop: true, input: `{"trackId":"audio","elementId":"bgm","volume":1}`},
	})
}
