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
//	imported drone.mp4 (15 s), map.jpg (1920x1080), sponsor.png (400x400)
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
