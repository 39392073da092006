package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// msAlbumFixture: a 40 s family album whose main track mixes still photos
// and videos, so "the second video" and "the second clip" are different
// things:
//
//	main     baby.jpg 0-5 | dance.mp4 5-15 | park.jpg 15-20 | cake.mp4 20-30 | lake.jpg 30-35 | dog.jpg 35-40
//	overlay  stamp.png 0-40 top-left at 0.15, opacity 0.7
//	text     "Our Year" 0-3 centre (hook) | "2019" 1-5 bottom (label) | "The End" 36-40 centre
//	audio    tune.mp3 0-40 at 0.6 | voz-abuelo.m4a 22-28 on a second audio track
//	sticker  star 10-14 top-right
//
// extra.mp4 is imported, not on the timeline.
func msAlbumFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, photo := range []string{"baby.jpg", "park.jpg", "lake.jpg", "dog.jpg", "stamp.png"} {
		addTestAsset(p, photo, timeline.AssetImage, 0, 1600, 1200, false)
	}
	addTestAsset(p, "dance.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "cake.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "extra.mp4", timeline.AssetVideo, 8, 1920, 1080, true)
	addTestAsset(p, "tune.mp3", timeline.AssetAudio, 90, 0, 0, true)
	addTestAsset(p, "voz-abuelo.m4a", timeline.AssetAudio, 6, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "album", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "baby.jpg", "startTime": 0, "trackType": "main", "duration": 5}},
		{"add_media_to_timeline", map[string]any{"assetId": "dance.mp4", "startTime": 5, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "park.jpg", "startTime": 15, "trackType": "main", "duration": 5}},
		{"add_media_to_timeline", map[string]any{"assetId": "cake.mp4", "startTime": 20, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "lake.jpg", "startTime": 30, "trackType": "main", "duration": 5}},
		{"add_media_to_timeline", map[string]any{"assetId": "dog.jpg", "startTime": 35, "trackType": "main", "duration": 5}},
		{"add_media_to_timeline", map[string]any{"assetId": "stamp.png", "startTime": 0, "trackType": "overlay", "duration": 40}},
		{"update_clip", map[string]any{"elementId": "stamp.png", "scale": 0.15, "x": -820, "y": -400, "opacity": 0.7}},
		{"add_text", map[string]any{"text": "Our Year", "start": 0, "end": 3, "position": "center", "style": "hook"}},
		{"add_text", map[string]any{"text": "2019", "start": 1, "end": 5, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "The End", "start": 36, "end": 40, "position": "center"}},
		{"add_media_to_timeline", map[string]any{"assetId": "tune.mp3", "startTime": 0, "trackType": "audio", "duration": 40}},
		{"set_volume", map[string]any{"elementId": "tune.mp3", "volume": 0.6}},
		{"add_media_to_timeline", map[string]any{"assetId": "voz-abuelo.m4a", "startTime": 22, "trackType": "audio"}},
		{"add_sticker", map[string]any{"stickerId": "star", "start": 10, "end": 14, "position": "top-right"}},
	})
	return ed
}

// msGone: no element of the asset is left; msKept: one still is.
func msGone(asset string) check {
	return func(p *timeline.Project) string {
		if n := len(elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset })); n != 0 {
			return fmt.Sprintf("%s still there (%d)", asset, n)
		}
		return ""
	}
}

func msKept(asset string) check {
	return func(p *timeline.Project) string {
		if n := len(elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset })); n == 0 {
			return asset + " is gone"
		}
		return ""
	}
}

// msOpacityIs checks every element of an asset.
func msOpacityIs(asset string, v float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			if e.Visual == nil || !near(e.Visual.Opacity, v) {
				return fmt.Sprintf("%s opacity %v, want %v", asset, e.Visual, v)
			}
		}
		return ""
	}
}

// msStickerAdded: a sticker of that id (besides the fixture's) at that
// place and span; pos "" takes any place.
func msStickerAdded(id, pos string, start, end float64) check {
	return func(p *timeline.Project) string {
		var seen []string
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Sticker != nil }) {
			if e.Sticker.StickerID == id && (pos == "" || e.Sticker.Position == pos) &&
				near(e.Start.Seconds(), start) && near(e.End().Seconds(), end) {
				return ""
			}
			seen = append(seen, fmt.Sprintf("%s %s %v-%v", e.Sticker.StickerID, e.Sticker.Position, e.Start.Seconds(), e.End().Seconds()))
		}
		return fmt.Sprintf("stickers %v, want %s %s %v-%v", seen, id, pos, start, end)
	}
}

// msTextStarts: exactly one text says content, and it starts then.
func msTextStarts(content string, start float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		})
		if len(es) != 1 || !near(es[0].Start.Seconds(), start) {
			return fmt.Sprintf("%d texts %q, want 1 starting at %v", len(es), content, start)
		}
		return ""
	}
}

// msAlbumCases: the rules behind the silent wrongs of sets 13 and 14, on
// the album project. A nil check wants a refusal or a question.
var msAlbumCases = map[string][]vcase{
	// "during X" where X names nothing there was dropped: the new thing
	// went over the whole video
	"during a name that is not there": {
		{"add a heart during the zebra clip", nil},
		{"poné un corazón durante el video de las jirafas", nil},
		{"add a star sticker during the kite video", nil},
		{"agregá un corazón mientras se ve la foto del barco", nil},
	},
	"guards: during a name that is there": {
		{"add a heart during the cake video", msStickerAdded("heart", "", 20, 30)},
		{"agregá un corazón durante dance.mp4", msStickerAdded("heart", "", 5, 15)},
		{"add a heart during the second clip", msStickerAdded("heart", "", 5, 15)},
	},
	// "the second video" where photos and videos share the main track
	// counts the videos ("borrá el segundo video" deleted the second photo)
	"a kind of clip counts that kind": {
		{"delete the second video", both(msGone("cake.mp4"), msKept("dance.mp4"), msKept("park.jpg"))},
		{"borrá el segundo video", both(msGone("cake.mp4"), msKept("dance.mp4"), msKept("park.jpg"))},
		{"borrá la segunda foto", both(msGone("park.jpg"), msKept("dance.mp4"), msKept("baby.jpg"))},
		{"remove the third photo", both(msGone("lake.jpg"), msKept("cake.mp4"), msKept("park.jpg"))},
		{"mute the first video", both(mutedIs("dance.mp4", true), mutedIs("cake.mp4", false))},
		{"silenciá el segundo video", both(mutedIs("cake.mp4", true), mutedIs("dance.mp4", false))},
	},
	"guards: a clip is any kind": {
		{"delete the second clip", both(msGone("dance.mp4"), msKept("park.jpg"), msKept("cake.mp4"))},
		{"borrá el segundo clip", both(msGone("dance.mp4"), msKept("park.jpg"))},
		{"delete the last photo", both(msGone("dog.jpg"), msKept("lake.jpg"))},
	},
	// "not transparent" is opaque ("que no sea transparente" made it 50%)
	"not transparent": {
		{"que stamp.png no sea transparente", msOpacityIs("stamp.png", 1)},
		{"make the stamp not transparent", msOpacityIs("stamp.png", 1)},
		{"the stamp shouldn't be transparent", msOpacityIs("stamp.png", 1)},
		{"la marca de agua que no sea transparente", msOpacityIs("stamp.png", 1)},
		{"stamp.png que ya no sea transparente", msOpacityIs("stamp.png", 1)},
	},
	"guards: transparent": {
		{"make the stamp transparent", msOpacityIs("stamp.png", 0.5)},
		{"que stamp.png sea transparente", msOpacityIs("stamp.png", 0.5)},
	},
	// "the sticker of 'live'" names a sticker of the catalogue ("Added
	// text "live"")
	"a sticker named in quotes": {
		{"poné el sticker de 'live' arriba a la izquierda de 8 a 12", msStickerAdded("badge-live", "top-left", 8, 12)},
		{"agregá el sticker 'new' del 2 al 6", msStickerAdded("badge-new", "", 2, 6)},
		{"put the sticker 'sale' at the bottom right from 20 to 25", msStickerAdded("badge-sale", "bottom-right", 20, 25)},
		{"poné el sticker de 'zebra' arriba", nil},
		{"poné el sticker de 'live' arriba", both(countIs(timeline.ElementText, 3), countIs(timeline.ElementSticker, 2))},
	},
	"guards: a text named in quotes": {
		{"poné el texto 'live' arriba de 8 a 12", textIs("live", 8, 12, "top", "")},
		{"add a 'live' sticker from 3 to 6", msStickerAdded("badge-live", "", 3, 6)},
	},
	// "el 'X' que aparezca …" with X a text there retimes it (a copy was
	// added)
	"a quoted text there made to appear later": {
		{"el '2019' que aparezca recién cuando termina el título", both(msTextStarts("2019", 3), countIs(timeline.ElementText, 3))},
		{"que el '2019' aparezca cuando termine el título", both(msTextStarts("2019", 3), countIs(timeline.ElementText, 3))},
		{"el 'The End' que aparezca a los 35", both(msTextStarts("The End", 35), countIs(timeline.ElementText, 3))},
		{"que 'The End' aparezca recién a los 38", both(msTextStarts("The End", 38), countIs(timeline.ElementText, 3))},
	},
	"guards: a new quoted text": {
		{"make '2019' appear when the title ends", msTextStarts("2019", 3)},
		{"que aparezca 'Hola' a los 10", both(textIs("Hola", 10, 15, "", ""), countIs(timeline.ElementText, 4))},
	},
}

func TestI13msAlbum(t *testing.T) {
	runFixtureTable(t, "i13ms album", msAlbumFixture, msAlbumCases)
}
