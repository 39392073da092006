package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// groupListFixture: two clips, a song, two pictures over the video (a
// logo and a map), a star sticker and two texts.
func groupListFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.Settings{Width: 320, Height: 180, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	add := func(name string, typ timeline.AssetType, dur float64, audio bool) {
		p.Assets = append(p.Assets, timeline.Asset{ID: p.NewID("a"), Name: name, Type: typ, Path: "/media/" + name,
			Duration: timeline.FromSeconds(dur), Width: 320, Height: 180, HasAudio: audio, HasVideo: typ != timeline.AssetAudio})
	}
	add("harbour.mp4", timeline.AssetVideo, 12, true)
	add("market.mp4", timeline.AssetVideo, 10, true)
	add("song.mp3", timeline.AssetAudio, 60, false)
	add("crest.png", timeline.AssetImage, 0, false)
	add("map.png", timeline.AssetImage, 0, false)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"harbour.mp4","startTime":0,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"market.mp4","startTime":12,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"song.mp3","startTime":0,"trackType":"audio","duration":22}`},
		{"add_media_to_timeline", `{"assetId":"crest.png","startTime":0,"trackType":"overlay","duration":22}`},
		{"add_media_to_timeline", `{"assetId":"map.png","startTime":4,"trackType":"overlay","duration":5}`},
		{"add_sticker", `{"stickerId":"star","start":14,"end":18,"position":"top-left"}`},
		{"add_text", `{"text":"Old port","start":1,"end":4,"position":"bottom","style":"plain"}`},
		{"add_text", `{"text":"Fish market","start":13,"end":16,"position":"bottom","style":"plain"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, json.RawMessage(c.in)); err != nil {
			t.Fatalf("fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// stickerShown: the star sticker is still on screen (not hidden).
func stickerShown(p *timeline.Project) string {
	for _, tr := range p.Tracks {
		for _, e := range tr.Elements {
			if e.Sticker != nil && (e.Hidden || tr.Hidden) {
				return "sticker hidden"
			}
		}
	}
	return ""
}

// groupThenListCases: a counted plural, or one the list elides, then a
// list of the ones it means (sets 30, 33: "hide both overlays for now,
// the logo and the before pic" was refused, "ocultá la pista de los
// overlays, la del mapa y la gopro" asked which track). A nil check wants
// a question or a refusal.
var groupThenListCases = map[string][]vcase{
	"a counted plural, then its members": {
		{"hide both overlays for now, the crest and the map", both(hiddenIs("crest.png", true), hiddenIs("map.png", true), stickerShown)},
		{"ocultá los dos overlays, el crest y el mapa", both(hiddenIs("crest.png", true), hiddenIs("map.png", true), stickerShown)},
		{"mute the two clips, the harbour and the market", both(mutedIs("harbour.mp4", true), mutedIs("market.mp4", true), mutedIs("song.mp3", false))},
	},
	"a plural the list elides": {
		{"ocultá la pista de los overlays, la del mapa y la del crest", both(hiddenIs("crest.png", true), hiddenIs("map.png", true), stickerShown)},
		{"ocultá los overlays, el del mapa y el del crest", both(hiddenIs("crest.png", true), hiddenIs("map.png", true), stickerShown)},
	},
	"left as it was": {
		// guard: counted, but with nothing after it to say which
		{"hide both overlays", nil},
		// guard: a plural and a list that adds more things: all of them
		{"hide the texts, the crest and the map", both(textsHidden, hiddenIs("crest.png", true), hiddenIs("map.png", true))},
	},
}

func TestGroupThenList(t *testing.T) {
	runFixtureTable(t, "group then list", groupListFixture, groupThenListCases)
}
