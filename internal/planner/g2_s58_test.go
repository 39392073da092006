package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// quietMusicFixture is the small edit with its music at 40%.
func quietMusicFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	playCalls(t, "quiet music", ed, []testCall{{"set_volume", map[string]any{"elementId": "music.mp3", "volume": 0.4}}})
	return ed
}

// TestHalfVolumeIsALevel: "half volume" said as where the level goes is
// 50%, as "full volume" is 100% (a music at 40% was halved to 20% for
// "up to half volume"); half said of the level there is halves it.
func TestHalfVolumeIsALevel(t *testing.T) {
	runFixtureTable(t, "half volume is a level", quietMusicFixture, map[string][]vcase{
		"half volume: 50%": {
			{"turn the music up to half volume", volumeIs("music.mp3", 0.5)},
			{"raise the music to half volume please", volumeIs("music.mp3", 0.5)},
			{"subí la música a medio volumen", volumeIs("music.mp3", 0.5)},
			{"set the music to half volume", volumeIs("music.mp3", 0.5)},
		},
		"half of the level there is: halved, as before": {
			{"cut the music volume in half", volumeIs("music.mp3", 0.2)},
			{"halve the music volume", volumeIs("music.mp3", 0.2)},
			{"bajale el volumen a la música a la mitad", volumeIs("music.mp3", 0.2)},
			{"turn the music down to half volume", volumeIs("music.mp3", 0.2)},
		},
	})
}

// lookedFixture is the small edit with a vignette over the intro (2-6,
// intensity 40) and the beach brightened (10-18, brightness 15).
func lookedFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	playCalls(t, "looked", ed, []testCall{
		{"apply_effect", map[string]any{"effectType": "vignette", "start": 2, "end": 6, "params": map[string]any{"intensity": 40}}},
		{"apply_effect", map[string]any{"effectType": "brightness-contrast", "start": 10, "end": 18, "params": map[string]any{"brightness": 15}}},
	})
	return ed
}

// effectWeaker: the one effect of a type keeps its span, its param below
// what it was, and no other effect was added beside the two of the
// fixture.
func effectWeaker(typ string, start, end float64, param string, below float64) check {
	return func(p *timeline.Project) string {
		if r := countIs(timeline.ElementEffect, 2)(p); r != "" {
			return r
		}
		if r := effectIs(typ, start, end, "", 0)(p); r != "" {
			return r
		}
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ }) {
			if v, _ := e.Effect.Params[param].(float64); v >= below || v <= 0 {
				return fmt.Sprintf("%s %s=%v, want under %v", typ, param, v, below)
			}
		}
		return ""
	}
}

// TestPaleFaultAnsweredByLessLight: a pale fault said after an edit that
// lowers the light ("…, quedó lavado") is why the edit is asked, as a
// fault its own look mends is: no saturation is laid beside the lowered
// brightness (it went over the whole video).
func TestPaleFaultAnsweredByLessLight(t *testing.T) {
	runFixtureTable(t, "pale fault answered by less light", lookedFixture, map[string][]vcase{
		"the fault is the reason": {
			{"bajale un poco el brillo, quedó re lavado", effectWeaker("brightness-contrast", 10, 18, "brightness", 15)},
			{"bajale el brillo un poco, se ve muy lavado", effectWeaker("brightness-contrast", 10, 18, "brightness", 15)},
			{"lower the brightness a little, it looks washed out", effectWeaker("brightness-contrast", 10, 18, "brightness", 15)},
		},
		"the edit alone: as before": {
			{"bajale un poco el brillo", effectWeaker("brightness-contrast", 10, 18, "brightness", 15)},
		},
	})
}

// TestFinalOfANamedThing: "the final beach shot" is the last of the beach
// clips, as "the last" is, not the end of the video (the grayscale went
// on the video's last seconds); "the final 3 seconds" keep the end.
func TestFinalOfANamedThing(t *testing.T) {
	runFixtureTable(t, "final of a named thing", func(t *testing.T) *videotools.Editor { return fixture(t) }, map[string][]vcase{
		"final before a named thing: that thing": {
			{"make the final beach shot black and white", effectIs("grayscale", 10, 18, "", 0)},
			{"turn the final beach clip black and white", effectIs("grayscale", 10, 18, "", 0)},
		},
		"final before a time: the end, as before": {
			{"make the final 3 seconds black and white", effectIs("grayscale", 15, 18, "", 0)},
			{"make the last beach shot black and white", effectIs("grayscale", 10, 18, "", 0)},
		},
	})
}
