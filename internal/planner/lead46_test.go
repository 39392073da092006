package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lead46Fixture: a bakery's reel: kneading.mp4 0–10, oven-door.mp4 10–22
// and shop-front.mp4 22–30 on the main track; the text "Sourdough" 12–16
// (top); bread-rack.jpg and team-photo.jpg imported but not on the
// timeline; radio.mp3 under all of it.
func lead46Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "kneading.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "oven-door.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "shop-front.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "bread-rack.jpg", timeline.AssetImage, 0, 1080, 1350, false)
	addTestAsset(p, "team-photo.jpg", timeline.AssetImage, 0, 1920, 1080, false)
	addTestAsset(p, "radio.mp3", timeline.AssetAudio, 120, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"kneading.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"oven-door.mp4","startTime":10,"trackType":"main","duration":12}`},
		{"add_media_to_timeline", `{"assetId":"shop-front.mp4","startTime":22,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"radio.mp3","startTime":0,"trackType":"audio","duration":30}`},
		{"add_text", `{"text":"Sourdough","start":12,"end":16,"position":"top"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("lead46 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

var lead46Cases = map[string][]vcase{
	// a picture put over a part named after the file, with anything but
	// "over" right before a clip's name, went at 0 s (silent): it shows
	// while that part plays (partafter.go)
	"a picture over a part named after it": {
		{"add bread-rack.jpg over the oven door part, small, bottom right", mediaIs("bread-rack.jpg", timeline.TrackOverlay, 10, 22)},
		{"add bread-rack.jpg on top of the oven door shot", mediaIs("bread-rack.jpg", timeline.TrackOverlay, 10, 22)},
		{"agregá bread-rack.jpg en la parte de kneading", mediaIs("bread-rack.jpg", timeline.TrackOverlay, 0, 10)},
		{"add bread-rack.jpg over the shop front clip for 3 seconds", mediaIs("bread-rack.jpg", timeline.TrackOverlay, 22, 25)},
		// a part named by a text: while the text shows
		{"add bread-rack.jpg over the sourdough part", mediaIs("bread-rack.jpg", timeline.TrackOverlay, 12, 16)},
	},
	// a part the project does not have is said back, not put at 0 s
	"a part that is not there": {
		{"add bread-rack.jpg over the cooling part, small, bottom right", nil},
		{"poné bread-rack.jpg en la parte del enfriado", nil},
		{"add team-photo.jpg on top of the packing shot", nil},
		{"add bread-rack.jpg at the slicing part", nil},
	},
	// neighbours that keep their reading
	"no part said": {
		{"add bread-rack.jpg", mediaIs("bread-rack.jpg", timeline.TrackOverlay, 0, 5)},
		{"add bread-rack.jpg at 14", mediaIs("bread-rack.jpg", timeline.TrackOverlay, 14, 19)},
		{"add bread-rack.jpg during the oven door clip", mediaIs("bread-rack.jpg", timeline.TrackOverlay, 10, 22)},
	},
}

func TestLead46Cases(t *testing.T) {
	runFixtureTable(t, "lead46", lead46Fixture, lead46Cases)
}
