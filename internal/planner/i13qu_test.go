package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// quFixture is a short recap: three clips in a row, a logo over all of
// them, a text over the second, music under everything, and files not yet
// on the timeline.
//
//	main     intro.mp4 0-10 | beach.mp4 10-20 | outro.mp4 20-30
//	overlay  logo.png 0-30
//	text     "Day one" 12-15
//	audio    music.mp3 0-30
//	imported drone.mp4 (15 s), map.jpg (1920x1080), sponsor.png (400x400), host-vo.wav,
//	         cheering.wav, kid-finish.mp4, start-line.mp4
func quFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "intro.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "beach.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "outro.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(p, "drone.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
	addTestAsset(p, "map.jpg", timeline.AssetImage, 0, 1920, 1080, false)
	addTestAsset(p, "sponsor.png", timeline.AssetImage, 0, 400, 400, false)
	addTestAsset(p, "host-vo.wav", timeline.AssetAudio, 10, 0, 0, true)
	addTestAsset(p, "cheering.wav", timeline.AssetAudio, 5, 0, 0, true)
	addTestAsset(p, "kid-finish.mp4", timeline.AssetVideo, 8, 1920, 1080, true)
	addTestAsset(p, "start-line.mp4", timeline.AssetVideo, 8, 1920, 1080, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "qu", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "intro.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "beach.mp4", "startTime": 10, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "outro.mp4", "startTime": 20, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "logo.png", "startTime": 0, "trackType": "overlay", "duration": 30}},
		{"add_text", map[string]any{"text": "Day one", "start": 12, "end": 15, "position": "bottom"}},
		{"add_media_to_timeline", map[string]any{"assetId": "music.mp3", "startTime": 0, "trackType": "audio", "duration": 30}},
	})
	return ed
}

// quOnTrack checks the kind of the track every element of an asset is on.
func quOnTrack(name string, kind timeline.TrackKind) check {
	return func(p *timeline.Project) string {
		for _, t := range p.Tracks {
			for _, e := range t.Elements {
				if e.Name == name && t.Kind != kind {
					return fmt.Sprintf("%s on a %s track, want %s", name, t.Kind, kind)
				}
			}
		}
		return ""
	}
}

// quAll joins checks.
func quAll(cs ...check) check {
	return func(p *timeline.Project) string {
		for _, c := range cs {
			if why := c(p); why != "" {
				return why
			}
		}
		return ""
	}
}

// quInsertCases: a file said to go right after a clip of the main track,
// or between two that meet, goes into their order and what follows moves
// later (it went over the next clips on the overlay track, or was asked,
// "no tool makes room"). A nil check wants a question or a refusal.
var quInsertCases = map[string][]vcase{
	"after a clip of the main track": {
		{"add the drone clip right after the intro", quAll(timesIs("drone.mp4", "10-25"), quOnTrack("drone.mp4", timeline.TrackMain),
			timesIs("beach.mp4", "25-35"), timesIs("outro.mp4", "35-45"), timesIs("Day one", "12-15"), timesIs("music.mp3", "0-30"))},
		{"agregá el dron justo después de la intro", quAll(timesIs("drone.mp4", "10-25"), timesIs("beach.mp4", "25-35"))},
		{"put the drone footage after the beach clip for 5 seconds", quAll(timesIs("drone.mp4", "20-25"), timesIs("outro.mp4", "25-35"))},
		{"poné el dron entre la playa y el outro", quAll(timesIs("drone.mp4", "20-35"), timesIs("outro.mp4", "35-45"))},
		{"insert the drone clip between the intro and the beach", quAll(timesIs("drone.mp4", "10-25"), timesIs("beach.mp4", "25-35"))},
		// a picture as big as the frame is a clip of the order too
		{"add the map right after the intro, 4 seconds", quAll(timesIs("map.jpg", "10-14"), quOnTrack("map.jpg", timeline.TrackMain), timesIs("beach.mp4", "14-24"))},
	},
	"guards: no seam, or over the video": {
		{"add the drone clip after the outro", quAll(timesIs("drone.mp4", "30-45"), timesIs("outro.mp4", "20-30"))},
		{"add the sponsor picture after the intro", quAll(quOnTrack("sponsor.png", timeline.TrackOverlay), timesIs("beach.mp4", "10-20"))},
		{"add the drone clip after the intro as a picture in picture", quAll(quOnTrack("drone.mp4", timeline.TrackOverlay), timesIs("beach.mp4", "10-20"))},
	},
}

func TestI13quInsertAfterAClip(t *testing.T) {
	runFixtureTable(t, "i13qu insert", quFixture, quInsertCases)
}

// quLookFixture is quFixture with vivid colours over the beach clip.
//
//	effect   saturation 10-20 (amount 40)
func quLookFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := quFixture(t)
	playCalls(t, "qu look", ed, []testCall{
		{"apply_effect", map[string]any{"effectType": "saturation", "start": 10, "end": 20, "params": map[string]any{"amount": 40.0}}},
	})
	return ed
}

// quToneCases: "tone it down" is the verb "tone down", split by its
// object (the word "tone" laid an orange tint over the saturated part);
// a look there lowered in Spanish is that look (a second saturation went
// over the whole video); "a bit" with "raise" is up (it was lowered).
var quToneCases = map[string][]vcase{
	"tone ... down": {
		{"the saturation is way too much, tone it down by half", quAll(effectIs("saturation", 10, 20, "amount", 20), countIs(timeline.ElementEffect, 1))},
		{"tone the saturation down a bit", quAll(effectIs("saturation", 10, 20, "amount", 24), countIs(timeline.ElementEffect, 1))},
		{"the saturation is too strong. tone it down please", quAll(countIs(timeline.ElementEffect, 1), qsNoEffect("tint"))},
	},
	"guards: a tint said with a colour, or as a noun": {
		{"tone it down to a cool blue", quAll(countIs(timeline.ElementEffect, 2), effectIs("saturation", 10, 20, "amount", 40))},
		{"add a warm tone over the intro", quAll(countIs(timeline.ElementEffect, 2), effectIs("saturation", 10, 20, "amount", 40))},
	},
	"a look there, lowered or raised in Spanish": {
		{"bajale la saturación a la mitad", quAll(effectIs("saturation", 10, 20, "amount", 20), countIs(timeline.ElementEffect, 1))},
		{"reducí la saturación", quAll(effectIs("saturation", 10, 20, "amount", 24), countIs(timeline.ElementEffect, 1))},
		{"subile un poco la saturación", quAll(effectIs("saturation", 10, 20, "amount", 50), countIs(timeline.ElementEffect, 1))},
		{"raise the saturation a bit", quAll(effectIs("saturation", 10, 20, "amount", 50), countIs(timeline.ElementEffect, 1))},
	},
	"guards: a time or a clip said is a look of its own there": {
		{"bajale la saturación del 0 al 5", countIs(timeline.ElementEffect, 2)},
		{"lower the saturation a bit", effectIs("saturation", 10, 20, "amount", 24)},
	},
}

func TestI13quToneDown(t *testing.T) {
	runFixtureTable(t, "i13qu tone", quLookFixture, quToneCases)
}

// quSoundFixture is quFixture with a voice-over over the beach and a crowd
// cheering after it, both on the second audio track.
//
//	audio    host-vo.wav 5-15 | cheering.wav 20-25
func quSoundFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := quFixture(t)
	playCalls(t, "qu sound", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "host-vo.wav", "startTime": 5, "trackType": "audio"}},
		{"add_media_to_timeline", map[string]any{"assetId": "cheering.wav", "startTime": 20, "trackType": "audio"}},
	})
	return ed
}

// quSoundCases: a crowd cheering is a sound, not the music (it asked
// between the two); "los vitores" names it; "no aporta nada" is a reason
// (it was "fixed" to "acorta"); a clip deleted closes its gap without a
// sound moving onto one that ended with it (the tool's "Time range
// overlaps" reached the user); "la largada" names start-line.mp4 and "the
// kid finish clip" kid-finish.mp4 ("finish" was left out).
var quSoundCases = map[string][]vcase{
	"sounds and names": {
		{"poné la música al 80% y silenciá los vitores", quAll(volumeIs("music.mp3", 0.8), mutedIs("cheering.wav", true))},
		{"set the music to 40%", volumeIs("music.mp3", 0.4)},
		{"borrá el logo, no aporta nada", countIs(timeline.ElementImage, 0)},
		{"delete the beach clip", quAll(timesIs("outro.mp4", "10-20"), timesIs("host-vo.wav", "5-10"), timesIs("cheering.wav", "10-15"))},
		{"agregá el clip de la largada al final", timesIs("start-line.mp4", "30-38")},
		{"add the kid finish clip at the end", timesIs("kid-finish.mp4", "30-38")},
	},
	"guards": {
		{"acortá el outro a 5 segundos", timesIs("outro.mp4", "20-25")},
		{"tone it down to a cool blue", countIs(timeline.ElementEffect, 1)},
	},
}

func TestI13quSounds(t *testing.T) {
	runFixtureTable(t, "i13qu sounds", quSoundFixture, quSoundCases)
}
