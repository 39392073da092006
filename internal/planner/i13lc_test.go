package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lcRiver: a 40 s river tour: dock.mp4 0-10 | market.mp4 10-25 |
// sunset.mp4 25-40 on the main track, badge.png 0-40 on top, tune.mp3
// 0-40 at 0.5; a vignette 0-10 (intensity 50), a green tint 10-25
// (strength 30) and a red tint 25-40 (strength 40).
func lcRiver(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "dock.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "market.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
	addTestAsset(p, "sunset.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
	addTestAsset(p, "badge.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "tune.mp3", timeline.AssetAudio, 90, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "lcRiver", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "dock.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "market.mp4", "startTime": 10, "trackType": "main", "duration": 15}},
		{"add_media_to_timeline", map[string]any{"assetId": "sunset.mp4", "startTime": 25, "trackType": "main", "duration": 15}},
		{"add_media_to_timeline", map[string]any{"assetId": "badge.png", "startTime": 0, "trackType": "overlay", "duration": 40}},
		{"add_media_to_timeline", map[string]any{"assetId": "tune.mp3", "startTime": 0, "trackType": "audio", "duration": 40}},
		{"set_volume", map[string]any{"elementId": "tune.mp3", "volume": 0.5}},
		{"apply_effect", map[string]any{"effectType": "vignette", "start": 0, "end": 10, "params": map[string]any{"intensity": 50}}},
		{"apply_effect", map[string]any{"effectType": "tint", "start": 10, "end": 25, "params": map[string]any{"color": "#20b050", "strength": 30}}},
		{"apply_effect", map[string]any{"effectType": "tint", "start": 25, "end": 40, "params": map[string]any{"color": "#ff2020", "strength": 40}}},
	})
	return ed
}

// lcTints: the tints left, by colour, with their strength ("#20b050": 30).
func lcTints(p *timeline.Project) map[string]float64 {
	out := map[string]float64{}
	for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
		return e.Effect != nil && e.Effect.Type == "tint"
	}) {
		c, _ := e.Effect.Params["color"].(string)
		out[c], _ = e.Effect.Params["strength"].(float64)
	}
	return out
}

// lcTintsAre wants exactly these tints (colour: strength); a strength < 0
// wants any value below its magnitude (weaker than that).
func lcTintsAre(want map[string]float64) check {
	return func(p *timeline.Project) string {
		got := lcTints(p)
		if len(got) != len(want) {
			return fmt.Sprintf("tints %v, want %v", got, want)
		}
		for c, v := range want {
			g, ok := got[c]
			if !ok || v >= 0 && !near(g, v) || v < 0 && !(g < -v) {
				return fmt.Sprintf("tints %v, want %v", got, want)
			}
		}
		return ""
	}
}

const (
	lcGreen = "#20b050"
	lcRed   = "#ff2020"
)

// lcPerceptionCases: what can be heard or seen, said after the edit, is
// why (it was merged into the edit and refused for "hear", or refused for
// "escucha").
var lcPerceptionCases = map[string][]vcase{
	"a perception after the edit is why": {
		{"mute the dock clip, you can hear the wind on the mic", both(mutedIs("dock.mp4", true), mutedIs("market.mp4", false))},
		{"silenciá el clip del market, se escucha el tráfico de fondo", both(mutedIs("market.mp4", true), mutedIs("dock.mp4", false))},
		{"bajá la música al 20%, se oye demasiado", volumeIs("tune.mp3", 0.2)},
		{"blur the market clip, you can see a licence plate lol", both(effectIs("blur", 10, 25, "", 0))},
		{"turn the music down to 30%, I can hear it over everything", volumeIs("tune.mp3", 0.3)},
	},
	"guards: a perception alone, or one that asks an edit, is not an aside": {
		{"you can hear the wind on the mic", nil},
		{"mute the dock clip, you can hear the wind, and lower the music to 20%", both(mutedIs("dock.mp4", true), volumeIs("tune.mp3", 0.2))},
	},
}

func TestI13lcPerception(t *testing.T) {
	runFixtureTable(t, "i13lc perception", lcRiver, lcPerceptionCases)
}

// lcTintColourCases: a tint named by its colour is the tint of that colour,
// in English before the noun and in Spanish after it ("el tinte rojo":
// refused, "would leave out rojo"; "remove the red tint" deleted whichever
// tint came first, whatever its colour).
var lcTintColourCases = map[string][]vcase{
	"the colour says which tint": {
		{"remove the red tint", lcTintsAre(map[string]float64{lcGreen: 30})},
		{"quitá el tinte rojo", lcTintsAre(map[string]float64{lcGreen: 30})},
		{"sacá el filtro verde", lcTintsAre(map[string]float64{lcRed: 40})},
		{"get rid of the green filter", lcTintsAre(map[string]float64{lcRed: 40})},
		{"el tinte verde más suave", lcTintsAre(map[string]float64{lcGreen: -30, lcRed: 40})},
		{"make the green tint on the market way more subtle", lcTintsAre(map[string]float64{lcGreen: -30, lcRed: 40})},
	},
	"a colour no tint has is refused, not another tint": {
		{"remove the blue tint", nil},
		{"borrá el filtro azul", nil},
		{"make the yellow tint weaker", nil},
	},
}

func TestI13lcTintColour(t *testing.T) {
	runFixtureTable(t, "i13lc tint colour", lcRiver, lcTintColourCases)
}

// lcStrengthCases: a bare number after "stronger"/"weaker" said of an
// effect on the timeline is the strength it goes to (refused: "would leave
// out al 80", the number read as a time); a number that goes the other way
// is asked.
var lcStrengthCases = map[string][]vcase{
	"the number after the way is the strength": {
		{"el tinte rojo más fuerte, al 80", lcTintsAre(map[string]float64{lcGreen: 30, lcRed: 80})},
		{"the red tint stronger, like 60", lcTintsAre(map[string]float64{lcGreen: 30, lcRed: 60})},
		{"make the vignette stronger, at 75", effectIs("vignette", 0, 10, "intensity", 75)},
	},
	"a number against the way is asked": {
		{"the red tint stronger, at 10", nil},
		{"la viñeta más suave, al 90", nil},
	},
	"guards: a hedged number ('like 20', 'tipo 30') was read before and keeps its reading; the way alone keeps its step": {
		{"the vignette weaker, like 20", effectIs("vignette", 0, 10, "intensity", 20)},
		{"la viñeta más suave, tipo 30", effectIs("vignette", 0, 10, "intensity", 30)},
		{"make the vignette stronger", effectIs("vignette", 0, 10, "intensity", 75)},
	},
}

func TestI13lcStrength(t *testing.T) {
	runFixtureTable(t, "i13lc strength", lcRiver, lcStrengthCases)
}
