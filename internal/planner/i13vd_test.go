package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13vdFixture: a bakery video. Main track: intro.mp4 0–10, shop.jpg
// 10–16 (a picture), city.mp4 16–26. Overlay: logo.png 0–12 at 50%
// opacity. Audio: music.mp3 0–26 (a bed across everything), voice.wav
// 4–20 (a voice-over across the picture). A star sticker 2–6, the text
// "OPEN DAILY" 18–22, a vignette over the city clip 16–26. In the library
// but not used: summer-24.mp3.
func i13vdFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "intro.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "shop.jpg", timeline.AssetImage, 0, 1920, 1080, false)
	addTestAsset(p, "city.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 400, 400, false)
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 60, 0, 0, true)
	addTestAsset(p, "voice.wav", timeline.AssetAudio, 16, 0, 0, true)
	addTestAsset(p, "summer-24.mp3", timeline.AssetAudio, 90, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "i13vd", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "intro.mp4", "startTime": 0, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "shop.jpg", "startTime": 10, "trackType": "main", "duration": 6}},
		{"add_media_to_timeline", map[string]any{"assetId": "city.mp4", "startTime": 16, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "logo.png", "startTime": 0, "trackType": "overlay", "duration": 12}},
		{"add_media_to_timeline", map[string]any{"assetId": "music.mp3", "startTime": 0, "trackType": "audio", "duration": 26}},
		{"add_media_to_timeline", map[string]any{"assetId": "voice.wav", "startTime": 4, "trackType": "audio"}},
		{"add_sticker", map[string]any{"stickerId": "star", "start": 2, "end": 6, "position": "top-right"}},
		{"add_text", map[string]any{"text": "OPEN DAILY", "start": 18, "end": 22, "position": "bottom"}},
		{"apply_effect", map[string]any{"effectType": "vignette", "start": 16, "end": 26}},
		{"update_clip", map[string]any{"elementId": "logo.png", "opacity": 0.5}},
	})
	return ed
}

// TestI13vdDeletePicture: deleting a picture or clip of the main track
// closes the gap but leaves the sound that ran across it whole (before:
// the music and the voice-over were shortened by the clip's length).
func TestI13vdDeletePicture(t *testing.T) {
	runFixtureTable(t, "i13vd delete", i13vdFixture, map[string][]vcase{
		"a main picture deleted: the sound across it plays on whole": {
			{"delete the shop photo", both(goneIs("shop.jpg"), timesIs("city.mp4", "10-20"), timesIs("music.mp3", "0-26"), timesIs("voice.wav", "4-20"))},
			{"get rid of the shop pic", both(goneIs("shop.jpg"), timesIs("music.mp3", "0-26"), timesIs("voice.wav", "4-20"))},
			{"borra la foto de shop", both(goneIs("shop.jpg"), timesIs("city.mp4", "10-20"), timesIs("music.mp3", "0-26"), timesIs("voice.wav", "4-20"))},
			{"sacá el clip de la ciudad", both(goneIs("city.mp4"), timesIs("music.mp3", "0-26"), timesIs("voice.wav", "4-20"))},
			{"delte the intro clip", both(goneIs("intro.mp4"), timesIs("shop.jpg", "0-6"), timesIs("music.mp3", "0-26"), timesIs("voice.wav", "4-20"))},
			// guards: the rest still closes up; a stretch removed still
			// takes the sound with it; leaving the gap moves nothing
			{"delete the shop photo", both(timesIs("OPEN DAILY", "12-16"), timesIs("logo.png", "0-12"))},
			{"remove 10 to 16", both(durIs(20), timesIs("music.mp3", "0-10 10-20"))},
			{"delete the shop photo but leave the gap", both(goneIs("shop.jpg"), timesIs("city.mp4", "16-26"), timesIs("music.mp3", "0-26"))},
			{"delete the music", goneIs("music.mp3")},
		},
	})
}

// TestI13vdFlipReason: beside a flip, a clause or a tail that only says
// the thing shows the wrong way round is why (before: "…, it reads
// backwards" flipped it a second time, back to where it was, and "…que
// está al revés" was refused as a reverse of the playback).
func TestI13vdFlipReason(t *testing.T) {
	runFixtureTable(t, "i13vd flip reason", i13vdFixture, map[string][]vcase{
		"a flip with a wrong-way-round reason flips once": {
			{"mirror the logo, the text on it reads backwards", flippedH("logo.png")},
			{"flip the logo its backwards", nil}, // no separator: not read as a reason
			{"flip the logo, its reversed lol", flippedH("logo.png")},
			{"flip the logo because it looks mirrored", flippedH("logo.png")},
			{"espejá el logo, se lee al reves", flippedH("logo.png")},
			{"espejalo al logo que esta al revés", flippedH("logo.png")},
			{"dale vuelta al logo que salio espejado", flippedH("logo.png")},
			// guards: a way said stays the way; no flip, still refused
			{"flip the logo, it's upside down", flippedVIs("logo.png")},
			{"the logo reads backwards", nil}, // a state alone (it added a text "backwards")
			{"el logo está al revés", nil},
			// the state first, then its remedy
			{"the logo reads backwards, flip it", flippedH("logo.png")},
			{"el logo se lee al reves, espejalo", flippedH("logo.png")},
			{"the logo is mirrored", flippedH("logo.png")},
			{"the text reads Hello", textIs("Hello", 18, 22, "", "")},
			{"play the intro backwards", nil},
			{"pone el intro al reves", nil},
			{"flip the logo", flippedH("logo.png")},
		},
	})
}
