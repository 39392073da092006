package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// qtFixture is the workshop project with a brightening look over its
// opening seconds.
//
//	main     interview.mp4 0-70 | broll-city.mp4 70-82 | broll-kitchen.mp4 82-92
//	effect   brightness-contrast 0-4 (brightness 20, contrast 0) | vignette 70-82
func qtFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	playCalls(t, "qt", ed, []testCall{
		{"apply_effect", map[string]any{"effectType": "brightness-contrast", "start": 0, "end": 4, "params": map[string]any{"brightness": 20}}},
	})
	return ed
}

// qtLevelCases: a look said with the level it goes to, where an effect of
// that look is on the timeline, changes that effect (a second brightness
// effect was laid over the whole video, or from the number said read as a
// second); a setting named by its word changes only that setting (the
// contrast asked for moved the brightness).
var qtLevelCases = map[string][]vcase{
	"a look to a level: the effect there": {
		{"lower the brightness to 10", effectIs("brightness-contrast", 0, 4, "brightness", 10)},
		{"turn the brightness at the beginning down to 12", effectIs("brightness-contrast", 0, 4, "brightness", 12)},
		{"el brillo bajalo a 10", effectIs("brightness-contrast", 0, 4, "brightness", 10)},
		{"el brillo del comienzo bajalo a 5", effectIs("brightness-contrast", 0, 4, "brightness", 5)},
		{"subí el brillo a 40", effectIs("brightness-contrast", 0, 4, "brightness", 40)},
		{"set the brightness to 15", effectIs("brightness-contrast", 0, 4, "brightness", 15)},
		{"brightness down to 10%", effectIs("brightness-contrast", 0, 4, "brightness", 10)},
	},
	"a setting named by its word": {
		{"raise the contrast to 20", both(effectIs("brightness-contrast", 0, 4, "contrast", 20), effectIs("brightness-contrast", 0, 4, "brightness", 20))},
		{"make the brightness weaker", both(effectIs("brightness-contrast", 0, 4, "brightness", 12), effectIs("brightness-contrast", 0, 4, "contrast", 0))},
	},
	"guards: a way against the level, a level with no look there": {
		{"subí el brillo a 10", nil},        // up, to less than it is: asked
		{"lower the contrast to 10", nil},   // at 0: asked, not the brightness moved
		{"lower the saturation to 10", nil}, // no saturation look there: a new one needs a time
	},
	"guards: a new look with its own time": {
		{"brighten from 10 to 20", both(countIsType("brightness-contrast", 2))},
		{"make the kitchen clip brighter", both(countIsType("brightness-contrast", 2))},
	},
}

// countIsType counts the effects of a type.
func countIsType(typ string, n int) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ })
		if len(es) != n {
			return fmt.Sprintf("%d %s effects, want %d", len(es), typ, n)
		}
		return ""
	}
}

// qtPartCases: the first or last seconds of a thing said with "a"/"al"
// and "le", said before the verb, or taken up by "its"/"su" or "le" from
// the clause before, are the thing's (the video's were cut, or the cut was
// refused as not inside the clip).
var qtPartCases = map[string][]vcase{
	"whose part: said with a/al, before the verb, or taken up": {
		{"recortale los primeros 2 segundos al clip de la ciudad", mainIs("interview:0-70 broll-city:70-80 broll-kitchen:80-90")},
		{"al clip de la ciudad sacale los últimos 2 segundos", mainIs("interview:0-70 broll-city:70-80 broll-kitchen:80-90")},
		{"el clip de la ciudad, cortale los últimos 2 segundos", mainIs("interview:0-70 broll-city:70-80 broll-kitchen:80-90")},
		{"the city clip drags, trim its first 2 seconds", mainIs("interview:0-70 broll-city:70-80 broll-kitchen:80-90")},
		{"el clip de la ciudad empieza en el 70, recortale los primeros 2 segundos", mainIs("interview:0-70 broll-city:70-80 broll-kitchen:80-90")},
		{"sacale los últimos 2 segundos a la música", mediaIs("music.mp3", timeline.TrackAudio, 0, 90)},
	},
	"guards: the video's, or said with of": {
		{"recortale los primeros 2 segundos", mainIs("interview:0-68 broll-city:68-80 broll-kitchen:80-90")},
		{"trim the first 2 seconds", mainIs("interview:0-68 broll-city:68-80 broll-kitchen:80-90")},
		{"recortá los primeros 2 segundos del clip de la ciudad", mainIs("interview:0-70 broll-city:70-80 broll-kitchen:80-90")},
	},
}

func TestI13qtPartOfTheThing(t *testing.T) {
	runFixtureTable(t, "i13qt part", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, qtPartCases)
}

// qtAmbienceFixture is the workshop project with its music replaced by a
// theme whose name does not say music, and a street ambience under the
// interview (opening-theme.mp3 0-92 at 80%, street-ambience.wav 10-30 at
// 60%).
func qtAmbienceFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	addTestAsset(ed.Project, "opening-theme.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(ed.Project, "street-ambience.wav", timeline.AssetAudio, 25, 0, 0, true)
	playCalls(t, "qt", ed, []testCall{
		{"delete_timeline_elements", map[string]any{"elementIds": []string{firstElementOf(ed, "music.mp3")}}},
		{"add_media_to_timeline", map[string]any{"assetId": "opening-theme.mp3", "startTime": 0, "trackType": "audio", "duration": 92}},
		{"set_volume", map[string]any{"elementId": "opening-theme.mp3", "volume": 0.8}},
		{"add_media_to_timeline", map[string]any{"assetId": "street-ambience.wav", "startTime": 10, "trackType": "audio", "duration": 20}},
		{"set_volume", map[string]any{"elementId": "street-ambience.wav", "volume": 0.6}},
	})
	return ed
}

// qtMusicCases: "the music" where a sound of a place plays beside it is
// the music (it asked between the music and the street ambience).
var qtMusicCases = map[string][]vcase{
	"the music, not the ambience": {
		{"lower the music to 10%", both(volumeIs("opening-theme.mp3", 0.1), volumeIs("street-ambience.wav", 0.6))},
		{"the background music is too quiet, bring it up to 100%", both(volumeIs("opening-theme.mp3", 1), volumeIs("street-ambience.wav", 0.6))},
		{"que la música termine 2 segundos antes del final", both(mediaIs("opening-theme.mp3", timeline.TrackAudio, 0, 90), mediaIs("street-ambience.wav", timeline.TrackAudio, 10, 30))},
	},
	"guards: the ambience named": {
		{"lower the street ambience to 10%", both(volumeIs("opening-theme.mp3", 0.8), volumeIs("street-ambience.wav", 0.1))},
		{"bajá el ambiente al 20%", both(volumeIs("opening-theme.mp3", 0.8), volumeIs("street-ambience.wav", 0.2))},
	},
}

func TestI13qtMusicNotAmbience(t *testing.T) {
	runFixtureTable(t, "i13qt music", qtAmbienceFixture, qtMusicCases)
	// guard: beside a voice-over, an ambient bed is the music (as before)
	runFixtureTable(t, "i13qt music bed", func(t *testing.T) *videotools.Editor {
		ed := workshopFixture(t)
		addTestAsset(ed.Project, "voiceover.wav", timeline.AssetAudio, 30, 0, 0, true)
		addTestAsset(ed.Project, "ambient.mp3", timeline.AssetAudio, 90, 0, 0, true)
		playCalls(t, "qt", ed, []testCall{
			{"delete_timeline_elements", map[string]any{"elementIds": []string{firstElementOf(ed, "music.mp3")}}},
			{"add_media_to_timeline", map[string]any{"assetId": "voiceover.wav", "startTime": 0, "trackType": "audio"}},
			{"add_media_to_timeline", map[string]any{"assetId": "ambient.mp3", "startTime": 0, "trackType": "audio", "duration": 90}},
		})
		return ed
	}, map[string][]vcase{"guard: an ambient bed beside a voice-over": {
		{"lower the music to 10%", both(volumeIs("ambient.mp3", 0.1), volumeIs("voiceover.wav", 1))},
	}})
}

func TestI13qtLookToALevel(t *testing.T) {
	runFixtureTable(t, "i13qt level", qtFixture, qtLevelCases)
}
