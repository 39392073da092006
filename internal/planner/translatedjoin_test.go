package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// translatedJoinFixture: two clips (the first goal, the crowd), the last
// song and an anthem, a logo over the video.
func translatedJoinFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.Settings{Width: 320, Height: 180, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	add := func(name string, typ timeline.AssetType, dur float64, audio bool) {
		p.Assets = append(p.Assets, timeline.Asset{ID: p.NewID("a"), Name: name, Type: typ, Path: "/media/" + name,
			Duration: timeline.FromSeconds(dur), Width: 320, Height: 180, HasAudio: audio, HasVideo: typ != timeline.AssetAudio})
	}
	add("firstgoal.mp4", timeline.AssetVideo, 12, true)
	add("crowd.mp4", timeline.AssetVideo, 10, true)
	add("lastsong.mp3", timeline.AssetAudio, 60, false)
	add("anthem.mp3", timeline.AssetAudio, 60, false)
	add("crest.png", timeline.AssetImage, 0, false)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"firstgoal.mp4","startTime":0,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"crowd.mp4","startTime":12,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"lastsong.mp3","startTime":0,"trackType":"audio","duration":22}`},
		{"add_media_to_timeline", `{"assetId":"anthem.mp3","startTime":0,"trackType":"audio","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"crest.png","startTime":0,"trackType":"overlay","duration":22}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, json.RawMessage(c.in)); err != nil {
			t.Fatalf("fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// translatedJoinCases: a file named by two words joined, said in the other
// language ("la canción del primer baile" for firstdance.mp3 was refused
// in sets 8, 9 and 11: "would leave out baile"). A nil check wants a
// question or a refusal.
var translatedJoinCases = map[string][]vcase{
	"the two words said in Spanish": {
		{"la última canción al 30%", both(volumeIs("lastsong.mp3", 0.3), volumeIs("anthem.mp3", 1))},
		{"silenciá el primer gol", both(mutedIs("firstgoal.mp4", true), mutedIs("crowd.mp4", false))},
		{"bajá el sonido del primer gol al 50 por ciento", both(volumeIs("firstgoal.mp4", 0.5), volumeIs("crowd.mp4", 1))},
	},
	"the two words said as the name has them": {
		{"mute the first goal clip", both(mutedIs("firstgoal.mp4", true), mutedIs("crowd.mp4", false))},
	},
	"left as it was": {
		// guard: the words make no name: the first clip as before
		{"silenciá el primer clip", both(mutedIs("firstgoal.mp4", true), mutedIs("crowd.mp4", false))},
		// guard: a second song is no name of the project
		{"la segunda canción al 30%", nil},
	},
}

func TestTranslatedJoin(t *testing.T) {
	runFixtureTable(t, "translated join", translatedJoinFixture, translatedJoinCases)
}
