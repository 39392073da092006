package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// f5Fixture is the small edit (intro.mp4 0-10, beach.mp4 10-18, music,
// logo, "Welcome" 0-3) with a closing text at the end, two sound effects
// on their own track and a saturation look: pop-cork.wav (described "a
// cork popping out of the bottle") at 11 and timbre.wav at 15, while the
// beach clip is described as the same doing ("friends pop a bottle of
// cava on the sand"); IMG_0001.mov at 18-24 is "a walk through the
// garden", and the intro "Rosa talks to camera in the garden".
func f5Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	addTestAsset(ed.Project, "pop-cork.wav", timeline.AssetAudio, 2, 0, 0, true)
	addTestAsset(ed.Project, "timbre.wav", timeline.AssetAudio, 1, 0, 0, true)
	addTestAsset(ed.Project, "IMG_0001.mov", timeline.AssetVideo, 6, 1920, 1080, true)
	playCalls(t, "f5", ed, []testCall{
		{"add_text", map[string]any{"text": "Call us 555 0199", "start": 14, "end": 18, "position": "bottom", "style": "label"}},
		{"add_media_to_timeline", map[string]any{"assetId": "pop-cork.wav", "startTime": 11, "trackType": "audio"}},
		{"add_media_to_timeline", map[string]any{"assetId": "timbre.wav", "startTime": 15, "trackType": "audio"}},
		{"add_media_to_timeline", map[string]any{"assetId": "IMG_0001.mov", "startTime": 18, "trackType": "main"}},
		{"apply_effect", map[string]any{"effectType": "saturation", "start": 0, "end": 8, "params": map[string]any{"amount": 30}}},
	})
	describe := map[string]string{
		"pop-cork.wav": "a cork popping out of the bottle",
		"beach.mp4":    "friends pop a bottle of cava on the sand",
		"IMG_0001.mov": "a walk through the garden: the roses and the pond",
		"intro.mp4":    "Rosa talks to camera in the garden",
	}
	describeAssets(ed, describe)
	return ed
}

// f5EffectsLeft checks how many looks (effects) are left.
func f5EffectsLeft(want int) check {
	return func(p *timeline.Project) string {
		if n := len(elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil })); n != want {
			return fmt.Sprintf("%d effects left, want %d", n, want)
		}
		return ""
	}
}

var f5Cases = map[string][]vcase{
	// "the whatsapp text at the end should start 2 seconds earlier": the
	// edge was read as a time and the text moved to 0 (set 38 v38-003)
	"a thing at an edge before a modal is which one": {
		{"the call text at the end should start 2 seconds earlier", msTextStarts("Call us 555 0199", 12)},
		{"the text at the end should start 2 seconds earlier", msTextStarts("Call us 555 0199", 12)},
		// an edge with no modal after it is still when
		{"move the welcome text to the end", msTextStarts("Welcome", 21)},
	},
	// "get rid of the hiss sound effect": "effect" made it a look, and no
	// look is called so (set 38 v38-064, set 39 v39-064)
	"a sound effect is a sound, its own file first": {
		{"get rid of the popping sound effect", both(goneIs("pop-cork.wav"), mediaIs("beach.mp4", timeline.TrackMain, 10, 18))},
		{"remove the cork sound effect", goneIs("pop-cork.wav")},
		{"sacá el efecto de sonido del timbre", both(goneIs("timbre.wav"), mediaIs("beach.mp4", timeline.TrackMain, 10, 18))},
		// a look called an effect is still one
		{"remove the saturation effect", f5EffectsLeft(0)},
	},
	// "take out the walkthrough of the shop entirely": "a walk through the
	// shop" said as one word was no name, and "of the shop" asked among
	// the three things of the shop (set 38 v38-016)
	"two words of a description said as one": {
		{"delete the walkthrough", both(mainCount(2), mediaIs("intro.mp4", timeline.TrackMain, 0, 10))},
		{"silenciá el walkthrough", mutedIs("IMG_0001.mov", true)},
		{"take out the walkthrough of the garden", both(mainCount(2), mediaIs("intro.mp4", timeline.TrackMain, 0, 10))},
		// two described alike are still asked about
		{"delete the garden clip", nil},
	},
	// "remove the part where hector talks to the camera": the camera was a
	// second thing (set 39 v39-007)
	"to the camera is how a talk was filmed": {
		{"mute the part where rosa talks to the camera", mutedIs("intro.mp4", true)},
		{"mute the part where rosa talks", mutedIs("intro.mp4", true)},
	},
}

func TestF5Cases(t *testing.T) {
	runFixtureTable(t, "f5 table", f5Fixture, f5Cases)
}
