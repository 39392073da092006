package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// rtFixture is a surf session montage (46 s) with a picture in picture,
// a narration on a second audio track, a sponsor's text and logo.
//
//	main     paddle-out.mp4 0-8 | wave_lu.mp4 8-16 | wipeout_max.mp4 16-22 | slowmo-wave.mp4 22-30
//	         team-photo.jpg 30-36 | sunset-end.mp4 36-46
//	overlay  brand-logo.png 0-46 top-right at 0.15 | beach-crowd.mp4 17-23 bottom-right at 0.3
//	text     "SURF DAY #2" 0-4 centre | "Lu · first wave" 9-13 bottom | "Thanks to Ola Surf Shop" 36-41 bottom
//	         "Follow @surfday" 41-46 top
//	audio    beat.mp3 0-46 at 0.6 | narration-lu.m4a 8-30 at 1
//	sticker  star 9-13 top-right
//	effect   vignette 22-30
//
// extra-falls.mp4 is imported but not on the timeline.
func rtFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, v := range []struct {
		name string
		secs float64
	}{{"paddle-out.mp4", 12}, {"wave_lu.mp4", 10}, {"wipeout_max.mp4", 9}, {"slowmo-wave.mp4", 12}, {"sunset-end.mp4", 14}, {"extra-falls.mp4", 16}} {
		addTestAsset(p, v.name, timeline.AssetVideo, v.secs, 1920, 1080, true)
	}
	addTestAsset(p, "team-photo.jpg", timeline.AssetImage, 0, 1600, 1200, false)
	addTestAsset(p, "brand-logo.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "beach-crowd.mp4", timeline.AssetVideo, 10, 1920, 1080, false)
	addTestAsset(p, "beat.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(p, "narration-lu.m4a", timeline.AssetAudio, 22, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "rt", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "paddle-out.mp4", "startTime": 0, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": "wave_lu.mp4", "startTime": 8, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": "wipeout_max.mp4", "startTime": 16, "trackType": "main", "duration": 6}},
		{"add_media_to_timeline", map[string]any{"assetId": "slowmo-wave.mp4", "startTime": 22, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": "team-photo.jpg", "startTime": 30, "trackType": "main", "duration": 6}},
		{"add_media_to_timeline", map[string]any{"assetId": "sunset-end.mp4", "startTime": 36, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "brand-logo.png", "startTime": 0, "trackType": "overlay", "duration": 46}},
		{"update_clip", map[string]any{"elementId": "brand-logo.png", "scale": 0.15, "x": 820, "y": -400}},
		{"add_media_to_timeline", map[string]any{"assetId": "beach-crowd.mp4", "startTime": 17, "trackType": "overlay", "duration": 6}},
		{"update_clip", map[string]any{"elementId": "beach-crowd.mp4", "scale": 0.3, "x": 640, "y": 350}},
		{"add_text", map[string]any{"text": "SURF DAY #2", "start": 0, "end": 4, "position": "center", "style": "hook"}},
		{"add_text", map[string]any{"text": "Lu · first wave", "start": 9, "end": 13, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "Thanks to Ola Surf Shop", "start": 36, "end": 41, "position": "bottom"}},
		{"add_text", map[string]any{"text": "Follow @surfday", "start": 41, "end": 46, "position": "top"}},
		{"add_media_to_timeline", map[string]any{"assetId": "beat.mp3", "startTime": 0, "trackType": "audio", "duration": 46}},
		{"set_volume", map[string]any{"elementId": "beat.mp3", "volume": 0.6}},
		{"add_media_to_timeline", map[string]any{"assetId": "narration-lu.m4a", "startTime": 8, "trackType": "audio"}},
		{"add_sticker", map[string]any{"stickerId": "star", "start": 9, "end": 13, "position": "top-right"}},
		{"apply_effect", map[string]any{"effectType": "vignette", "start": 22, "end": 30}},
	})
	return ed
}

// rtCases: wording met in a skate session montage, written anew for a surf
// one. A nil check wants a question or a refusal.
var rtCases = map[string][]vcase{
	// the sound after "drowns out" is the one not heard: only the one
	// before it is lowered (both were halved)
	"masked sound": {
		{"the beat drowns out the narration", both(volumeIs("beat.mp3", 0.3), volumeIs("narration-lu.m4a", 1))},
		{"the narration is drowned out by the beat", both(volumeIs("beat.mp3", 0.3), volumeIs("narration-lu.m4a", 1))},
		{"la musica pisa la voz del relato", both(volumeIs("beat.mp3", 0.3), volumeIs("narration-lu.m4a", 1))},
		{"bajá la musica que tapa la voz del relato", both(volumeIs("beat.mp3", 0.3), volumeIs("narration-lu.m4a", 1))},
		{"lower the beat that drowns out the narration", both(volumeIs("beat.mp3", 0.3), volumeIs("narration-lu.m4a", 1))},
	},
	"guards: both lowered when both are said": {
		{"lower the beat and the narration", both(volumeIs("beat.mp3", 0.3), volumeIs("narration-lu.m4a", 0.5))},
	},
	// a main clip copied "to the end" goes after the last clip
	"copy to the end": {
		{"copy the team photo to the very end of the video", mediaIsAt("team-photo.jpg", 46)},
		{"duplicate the team photo at the end", mediaIsAt("team-photo.jpg", 46)},
	},
	// "a little window": a small picture in picture ("a little" was "a bit")
	"little window": {
		{"put extra-falls.mp4 as a little window bottom left during the wipeout", both(mediaIs("extra-falls.mp4", over, 16, 22), scaleIs("extra-falls.mp4", 0.25))},
		{"poné extra-falls.mp4 en una ventana chiquita abajo a la izquierda durante el wipeout", both(mediaIs("extra-falls.mp4", over, 16, 22), scaleIs("extra-falls.mp4", 0.25))},
		{"put extra-falls.mp4 in a tiny window at the top left", scaleIs("extra-falls.mp4", 0.25)},
	},
	"guards: a little bigger": {
		{"make beach-crowd.mp4 a little bigger", scaleIs("beach-crowd.mp4", 0.36)},
	},
	// words in capitals after put/add are the text, even when they name a file
	"capitals as text": {
		{"put SLOW MO at the top while the slowmo plays", textIs("SLOW MO", 22, 30, "top", "plain")},
		{"put WIPEOUT at the top during the slowmo", textIs("WIPEOUT", 22, 30, "top", "plain")},
		{"poné BIG WAVE arriba mientras pasa el slowmo", textIs("BIG WAVE", 22, 30, "top", "plain")},
	},
	"guards: a thing named in lower case": {
		{"put the slowmo at the top", scaleIs("slowmo-wave.mp4", 0.25)},
	},
	// "flecha abajo a la derecha": a corner (it went top right)
	"arrow in a corner": {
		{"poné una flecha abajo a la derecha", rtStickerAt("arrow-down", "bottom-right", 0, 46)},
		{"poné una flecha arriba a la izquierda", rtStickerAt("arrow-up", "top-left", 0, 46)},
	},
	"guards: the arrow's way with its corner said": {
		{"poné una flecha hacia abajo arriba a la derecha", rtStickerAt("arrow-down", "top-right", 0, 46)},
	},
}

// mediaIsAt wants a second element of an asset starting at a time.
func mediaIsAt(asset string, start float64) check {
	return func(p *timeline.Project) string {
		for _, tr := range p.Tracks {
			for _, e := range tr.Elements {
				if e.Name == asset && near(e.Start.Seconds(), start) {
					return ""
				}
			}
		}
		return fmt.Sprintf("no %s starting at %gs", asset, start)
	}
}

func TestI13r20(t *testing.T) { runFixtureTable(t, "i13r20", rtFixture, rtCases) }

// rtStickerAt wants a sticker of that id at that place.
func rtStickerAt(id, pos string, start, end float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		}) {
			if e.Sticker.Position == pos && near(e.Start.Seconds(), start) && near(e.End().Seconds(), end) {
				return ""
			}
		}
		return fmt.Sprintf("no %s sticker %s %v-%v", id, pos, start, end)
	}
}
