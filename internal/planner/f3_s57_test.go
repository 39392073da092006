package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// leatherFixture: a leather workshop's clips, described in English (one in
// Spanish), none named for what it shows.
func leatherFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	clips := map[string]string{
		"IMG_8101.MOV": "the old sewing machine stitching a hem",
		"IMG_8102.MOV": "close-up of the needle going through the leather",
		"IMG_8103.MOV": "pliers bending the wire of the buckle",
		"IMG_8104.MOV": "cutting the wire with pliers",
		"IMG_8105.MOV": "the jewelry laid out on the table",
		"IMG_8106.MOV": "el taladro haciendo los agujeros del cinto",
	}
	var calls []testCall
	start := 18.0
	for _, name := range []string{"IMG_8101.MOV", "IMG_8102.MOV", "IMG_8103.MOV", "IMG_8104.MOV", "IMG_8105.MOV", "IMG_8106.MOV"} {
		addTestAsset(ed.Project, name, timeline.AssetVideo, 6, 1920, 1080, true)
		calls = append(calls, testCall{"add_media_to_timeline", map[string]any{"assetId": name, "startTime": start, "trackType": "main"}})
		start += 6
	}
	playCalls(t, "leather", ed, calls)
	describeAssets(ed, clips)
	return ed
}

// f3S57Cases: a clip named by a noun its description says in the other
// language or the other spelling ("la maquina" for "the sewing machine",
// "the jewellery" for "the jewelry"; they were "there is no \"la
// maquina\" on the timeline"), and the noise of a machine a clip films
// read as its sound. A nil check wants a question or a refusal.
var f3S57Cases = map[string][]vcase{
	"a thing of a description said in the other language": {
		{"silenciá la maquina", mutedIs("IMG_8101.MOV", true)},
		{"mute the machine", mutedIs("IMG_8101.MOV", true)},
		{"silenciá el video de la aguja", mutedIs("IMG_8102.MOV", true)},
		{"mute the needle clip", mutedIs("IMG_8102.MOV", true)},
		{"mute the drill clip", mutedIs("IMG_8106.MOV", true)},
	},
	"the other spelling of English": {
		{"mute the jewellery clip", mutedIs("IMG_8105.MOV", true)},
	},
	"two clips a word names are asked about": {
		{"silenciá el clip de las pinzas", nil},
		{"mute the pliers clip", nil},
	},
	"a machine's noise is its clip's sound": {
		{"bajale el ruido de la maquina a la mitad", volumeIs("IMG_8101.MOV", 0.5)},
		{"turn the machine noise down to half", volumeIs("IMG_8101.MOV", 0.5)},
	},
	"the noise of what is no machine stays the grain, refused": {
		{"sacale el ruido a la aguja", nil},
	},
}

func TestF3S57DescribedLexicon(t *testing.T) {
	runFixtureTable(t, "f3 s57 described lexicon", leatherFixture, f3S57Cases)
}
