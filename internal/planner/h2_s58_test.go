package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// warmUpFixture is the small edit (intro.mp4 0-10, beach.mp4 10-18, the
// music 0-18) with a third main clip, DSC_0117.mp4 at 18-24, under a file
// name that says nothing, described with a hyphenated word whose halves
// ("warm", "up") are words the lexicon reads as a look and a direction.
func warmUpFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	addTestAsset(ed.Project, "DSC_0117.mp4", timeline.AssetVideo, 6, 1920, 1080, true)
	playCalls(t, "warm-up clip", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "DSC_0117.mp4", "startTime": 18, "trackType": "main"}},
	})
	describeAssets(ed, map[string]string{"DSC_0117.mp4": "the runners' warm-up before the race"})
	return ed
}

// TestHyphenatedDescriptionWord: a hyphenated word of a description names
// its clip as one word, said with the hyphen or without ("the warm-up
// clip", "the warmup clip"); it was left out ("basic mode would leave out
// warm-up"). Another clip said keeps its reading.
func TestHyphenatedDescriptionWord(t *testing.T) {
	onlyMuted := func(a string) check {
		return both(mutedIs(a, true), mutedIs(map[string]string{"beach.mp4": "DSC_0117.mp4", "DSC_0117.mp4": "beach.mp4"}[a], false))
	}
	runFixtureTable(t, "hyphenated description word", warmUpFixture, map[string][]vcase{
		"the hyphenated word names the clip": {
			{"mute the warm-up clip", onlyMuted("DSC_0117.mp4")},
			{"mute the warmup clip", onlyMuted("DSC_0117.mp4")},
			{"silenciá el clip del warm-up", onlyMuted("DSC_0117.mp4")},
		},
		"another clip said: as before": {
			{"mute the beach clip", onlyMuted("beach.mp4")},
			{"silenciá el clip de la playa", onlyMuted("beach.mp4")},
		},
	})
}

// TestAnteUltimoIsSecondToLast: "anteúltimo", the Spanish of Argentina
// and Uruguay for "penúltimo", is the second to last (it was "there is no
// el anteúltimo clip"); the last and the penultimate keep their reading.
func TestAnteUltimoIsSecondToLast(t *testing.T) {
	mutedOnly := func(a string) check {
		var cs []check
		for _, c := range []string{"intro.mp4", "beach.mp4", "DSC_0117.mp4"} {
			cs = append(cs, mutedIs(c, c == a))
		}
		return both(cs...)
	}
	runFixtureTable(t, "anteúltimo", warmUpFixture, map[string][]vcase{
		"anteúltimo: the second to last": {
			{"silenciá el anteúltimo clip", mutedOnly("beach.mp4")},
			{"silenciá la anteúltima toma", mutedOnly("beach.mp4")},
		},
		"the last and the penultimate: as before": {
			{"silenciá el último clip", mutedOnly("DSC_0117.mp4")},
			{"silenciá el penúltimo clip", mutedOnly("beach.mp4")},
			{"mute the second to last clip", mutedOnly("beach.mp4")},
		},
	})
}
