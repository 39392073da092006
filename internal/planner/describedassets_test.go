package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// describedFixture is the small edit (intro.mp4 0-10, beach.mp4 10-18)
// with a drone clip at 18-24 under a file name that says nothing
// (DJI_0042.mp4) and descriptions of what the clips show, as describe_asset
// stores them. The beach clip's description says "intro" too: a name said
// is still the file's.
func describedFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	addTestAsset(ed.Project, "DJI_0042.mp4", timeline.AssetVideo, 6, 1920, 1080, true)
	playCalls(t, "described assets", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "DJI_0042.mp4", "startTime": 18, "trackType": "main"}},
	})
	describe := map[string]string{
		"DJI_0042.mp4": "the drone shot over the gorge",
		"beach.mp4":    "waves breaking on the rocks, after the intro",
		"intro.mp4":    "the host talking to camera in the kitchen",
		"outro.mp4":    "the host's selfie on the pier",
	}
	describeAssets(ed, describe)
	return ed
}

// describedCases: a clip named by what it shows, said in words its file
// name does not hold. A nil check wants a question or a refusal.
var describedCases = map[string][]vcase{
	"named by its description": {
		{"delete the gorge clip", both(mainCount(2), mediaIs("beach.mp4", timeline.TrackMain, 10, 18))},
		{"mute the waves clip", mutedIs("beach.mp4", true)},
		{"silenciá el clip de las olas", mutedIs("beach.mp4", true)},
		{"mute the kitchen clip", mutedIs("intro.mp4", true)},
		// people a description names are who the footage shows, not a name
		{"mute the host", nil},
		// beside what the file shows, who is in it is its description's
		{"add the host's selfie at 20", mediaIsAt("outro.mp4", 20)},
		{"put the logo over the rocks shot at 12", mediaIsAt("logo.png", 12)},
	},
	"a name said is still the file's": {
		{"mute the intro", both(mutedIs("intro.mp4", true), mutedIs("beach.mp4", false))},
		{"mute the beach", both(mutedIs("beach.mp4", true), mutedIs("intro.mp4", false))},
	},
	// a verbless title over a thing was read as the video's one title
	// changed to those words (bareadd.go: bareTextOver)
	"a verbless text over a thing is new": {
		{`title "DRONE VIEW" over the gorge clip`, both(msTextStarts("DRONE VIEW", 18), textIs("Welcome", 0, 3, "top", "plain"))},
		{`título "VISTA AÉREA" sobre el clip de las olas`, both(msTextStarts("VISTA AÉREA", 10), textIs("Welcome", 0, 3, "top", "plain"))},
		{`title "Hola" over beach.mp4`, both(msTextStarts("Hola", 10), textIs("Welcome", 0, 3, "top", "plain"))},
		{`title "Hola"`, textIs("Hola", 0, 3, "top", "plain")},
	},
	// a remark's words of what the footage shows are no other thing
	"a remark about the picture": {
		{"flip the beach clip so the rocks are on the other side", visualOf("beach.mp4", func(e *timeline.Element) string {
			if e.Visual == nil || !e.Visual.FlipH {
				return "beach not flipped"
			}
			return ""
		})},
	},
	"a word no description holds names nothing": {
		{"delete the waterfall clip", nil},
		{"borrá el clip de la cascada", nil},
	},
}

func TestDescribedAssets(t *testing.T) {
	runFixtureTable(t, "described assets", describedFixture, describedCases)
}

// TestDescribedWords: a description's words that can name its asset leave
// out what any clip is called and words the sentence reads otherwise.
func TestDescribedWords(t *testing.T) {
	for desc, want := range map[string][]string{
		"the drone shot over the gorge":              {"drone", "gorge"},
		"volunteers painting the set":                nil, // people are who the footage shows
		"the crew cruising the bowl":                 {"cruising", "bowl"},
		"the cat asleep on a pile of books":          {"cat", "asleep", "pile", "books"},
		"Carla at the wheel talking to camera, 2024": {"carla", "wheel"},
		"": nil,
	} {
		got := describedWords(desc)
		if len(got) != len(want) {
			t.Errorf("%q: %q, want %q", desc, got, want)
			continue
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%q: %q, want %q", desc, got, want)
				break
			}
		}
	}
}
