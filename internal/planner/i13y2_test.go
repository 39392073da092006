package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// y2Fixture: a garden video: garden.mp4 0–10, greenhouse.mp4 10–20 and
// harvest.mp4 20–30 on the main track, seeds.png over 5–15, tune.mp3
// 0–30; a brightness effect over the garden (0–10, brightness 20), an
// orange tint over the greenhouse (10–20, strength 40), saturation over
// the harvest (20–30, amount 30) and a second brightness over the
// harvest (22–30, brightness 10).
func y2Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "garden.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "greenhouse.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "harvest.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "seeds.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "tune.mp3", timeline.AssetAudio, 60, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "y2", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "garden.mp4", "startTime": 0, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "greenhouse.mp4", "startTime": 10, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "harvest.mp4", "startTime": 20, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "seeds.png", "startTime": 5, "trackType": "overlay", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "tune.mp3", "startTime": 0, "trackType": "audio", "duration": 30}},
		{"apply_effect", map[string]any{"effectType": "brightness-contrast", "start": 0, "end": 10, "params": map[string]any{"brightness": 20, "contrast": 0}}},
		{"apply_effect", map[string]any{"effectType": "tint", "start": 10, "end": 20, "params": map[string]any{"color": "#ff8000", "strength": 40}}},
		{"apply_effect", map[string]any{"effectType": "saturation", "start": 20, "end": 30, "params": map[string]any{"amount": 30}}},
		{"apply_effect", map[string]any{"effectType": "brightness-contrast", "start": 22, "end": 30, "params": map[string]any{"brightness": 10, "contrast": 0}}},
	})
	return ed
}

// y2Effect wants n effects of type typ, the one starting at start with
// param at want (want < 0: below -want).
func y2Effect(typ string, n int, start float64, param string, want float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ })
		if len(es) != n {
			return fmt.Sprintf("%d %s effects, want %d", len(es), typ, n)
		}
		if n == 0 {
			return ""
		}
		for _, e := range es {
			if !near(e.Start.Seconds(), start) {
				continue
			}
			v, _ := e.Effect.Params[param].(float64)
			if want >= 0 && !near(v, want) || want < 0 && !(v < -want) {
				return fmt.Sprintf("%s at %v: %s=%v, want %v", typ, start, param, v, want)
			}
			return ""
		}
		return fmt.Sprintf("no %s starting at %v", typ, start)
	}
}

var y2Cases = map[string][]vcase{
	"a look of a clip with the level it goes to: the effect of that look over the clip": {
		{"la saturacion de la cosecha subila a 60", y2Effect("saturation", 1, 20, "amount", 60)},
		{"la saturación del harvest bajala a 15", y2Effect("saturation", 1, 20, "amount", 15)},
		{"bajale la saturacion al harvest a 10", y2Effect("saturation", 1, 20, "amount", 10)},
		{"el brillo del jardin subilo a 45", y2Effect("brightness-contrast", 2, 0, "brightness", 45)},
		{"el brillo del garden bajalo a 5", y2Effect("brightness-contrast", 2, 0, "brightness", 5)},
		{"the brightness on the garden clip: crank it to 40", y2Effect("brightness-contrast", 2, 0, "brightness", 40)},
		{"la saturacion de la cosecha, subila a 70", y2Effect("saturation", 1, 20, "amount", 70)},
		{"subí el brillo del garden a 35", y2Effect("brightness-contrast", 2, 0, "brightness", 35)},
		// guards: no effect of that look over the clip, or a time said
		{"el brillo del greenhouse subilo a 40", nil},
		{"blur the garden to 40", nil},
	},

	"a look said as a thing, then a command with 'it': the effect": {
		{"el tinte naranja está muy fuerte, bajalo a 10", y2Effect("tint", 1, 10, "strength", 10)},
		{"el tinte esta re fuerte, bajalo a 15", y2Effect("tint", 1, 10, "strength", 15)},
		{"the orange tint is way too strong, lower it to 20", y2Effect("tint", 1, 10, "strength", 20)},
		{"the tint looks too strong, tone it down to 5", y2Effect("tint", 1, 10, "strength", 5)},
		{"el filtro naranja quedó muy fuerte, bajalo a 10", y2Effect("tint", 1, 10, "strength", 10)},
		{"la saturacion esta muy fuerte, bajala a 20", y2Effect("saturation", 1, 20, "amount", 20)},
		{"the tint is too much, remove it", y2Effect("tint", 0, 0, "", 0)},
		{"el tinte se ve re fuerte, sacalo", y2Effect("tint", 0, 0, "", 0)},
		// guards: a look with no article is how a thing looks; two
		// brightness effects are asked
		{"el brillo esta muy fuerte, bajalo a 10", nil},
		// a look said with "a" is how the clip is: the cut is of the clip
		{"the garden clip starts with a blurry bit, cut the first 2 seconds of it", mediaIs("garden.mp4", timeline.TrackMain, 0, 8)},
		{"el garden arranca con una parte borrosa, cortale los primeros 2 segundos", mediaIs("garden.mp4", timeline.TrackMain, 0, 8)},
	},
}

func TestI13y2(t *testing.T) {
	runFixtureTable(t, "i13y2", y2Fixture, y2Cases)
}
