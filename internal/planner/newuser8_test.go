package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// workshopFixture is a 92 s baking interview built through the real tools:
//
//	main     interview.mp4 0-70 | broll-city.mp4 70-82 | broll-kitchen.mp4 82-92
//	overlay  logo.png 2-10 top-right at 0.25; a heart sticker 6-9 bottom-right
//	text     "Welcome to the Workshop" 0-4 centre, "Ana Pérez · Head Baker" 5-9
//	         bottom (label), two subtitles 12-15 and 15-18, "Thanks for watching!" 87-92
//	audio    music.mp3 0-92 at 0.8
//	effect   vignette 70-82
//
// guest-cam.mp4 is imported but not on the timeline.
func workshopFixture(t testing.TB) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	add := func(name string, typ timeline.AssetType, dur float64, w, h int, audio bool) {
		a := timeline.Asset{ID: p.NewID("a"), Name: name, Type: typ, Path: "/media/" + name,
			Duration: timeline.FromSeconds(dur), Width: w, Height: h, HasAudio: audio, HasVideo: typ != timeline.AssetAudio}
		if typ == timeline.AssetVideo {
			a.FPS = timeline.Rational{Num: 30, Den: 1}
		}
		p.Assets = append(p.Assets, a)
	}
	add("interview.mp4", timeline.AssetVideo, 75, 1920, 1080, true)
	add("broll-city.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	add("broll-kitchen.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	add("logo.png", timeline.AssetImage, 0, 600, 600, false)
	add("music.mp3", timeline.AssetAudio, 120, 0, 0, true)
	add("guest-cam.mp4", timeline.AssetVideo, 75, 1280, 720, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	id := func(asset string) string {
		for _, tr := range ed.Project.Tracks {
			for _, e := range tr.Elements {
				if e.Name == asset {
					return e.ID
				}
			}
		}
		return asset
	}
	for _, c := range []struct {
		tool string
		in   map[string]any
	}{
		{"add_media_to_timeline", map[string]any{"assetId": "interview.mp4", "startTime": 0, "trackType": "main", "duration": 70}},
		{"add_media_to_timeline", map[string]any{"assetId": "broll-city.mp4", "startTime": 70, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "broll-kitchen.mp4", "startTime": 82, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "logo.png", "startTime": 2, "trackType": "overlay", "duration": 8}},
		{"update_clip", map[string]any{"elementId": "logo.png", "scale": 0.25, "x": 785, "y": -365}},
		{"add_text", map[string]any{"text": "Welcome to the Workshop", "start": 0, "end": 4, "position": "center"}},
		{"add_text", map[string]any{"text": "Ana Pérez · Head Baker", "start": 5, "end": 9, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "today we bake sourdough", "start": 12, "end": 15, "position": "bottom", "style": "subtitle"}},
		{"add_text", map[string]any{"text": "first, the starter", "start": 15, "end": 18, "position": "bottom", "style": "subtitle"}},
		{"add_text", map[string]any{"text": "Thanks for watching!", "start": 87, "end": 92, "position": "center"}},
		{"add_media_to_timeline", map[string]any{"assetId": "music.mp3", "startTime": 0, "trackType": "audio", "duration": 92}},
		{"set_volume", map[string]any{"elementId": "music.mp3", "volume": 0.8}},
		{"add_sticker", map[string]any{"stickerId": "heart", "start": 6, "end": 9, "position": "bottom-right"}},
		{"apply_effect", map[string]any{"effectType": "vignette", "start": 70, "end": 82}},
	} {
		if el, ok := c.in["elementId"].(string); ok {
			c.in["elementId"] = id(el)
		}
		b, _ := json.Marshal(c.in)
		if _, err := tools().Call(context.Background(), ed, c.tool, b); err != nil {
			t.Fatalf("workshop fixture %s %s: %v", c.tool, b, err)
		}
	}
	return ed
}

// tripFixture is a 24 s holiday clip: beach.mp4 0-24 on main, song.mp3
// 0-24, the title "Summer 2024" 0-3 at the top.
func tripFixture(t testing.TB) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	p.Assets = append(p.Assets,
		timeline.Asset{ID: p.NewID("a"), Name: "beach.mp4", Type: timeline.AssetVideo, Path: "/media/beach.mp4", Duration: timeline.FromSeconds(24),
			Width: 1920, Height: 1080, HasAudio: true, HasVideo: true, FPS: timeline.Rational{Num: 30, Den: 1}},
		timeline.Asset{ID: p.NewID("a"), Name: "song.mp3", Type: timeline.AssetAudio, Path: "/media/song.mp3", Duration: timeline.FromSeconds(45), HasAudio: true})
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"beach.mp4","startTime":0,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"song.mp3","startTime":0,"trackType":"audio","duration":24}`},
		{"add_text", `{"text":"Summer 2024","start":0,"end":3,"position":"top"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, json.RawMessage(c.in)); err != nil {
			t.Fatalf("trip fixture %s: %v", c.tool, err)
		}
	}
	return ed
}
