package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13kaHouse: four clips named for common rooms and exercises (bathroom,
// pool, lunges, stretching: 10 s each on the main track) and a logo over
// them, to name clips in the other language.
func i13kaHouse(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, name := range []string{"bathroom.mp4", "pool.mp4", "lunges.mp4", "stretching.mp4"} {
		p.Assets = append(p.Assets, timeline.Asset{ID: p.NewID("a"), Name: name, Type: timeline.AssetVideo, Path: "/media/" + name,
			Duration: timeline.FromSeconds(12), Width: 1920, Height: 1080, HasAudio: true, HasVideo: true, FPS: timeline.Rational{Num: 30, Den: 1}})
	}
	p.Assets = append(p.Assets, timeline.Asset{ID: p.NewID("a"), Name: "logo.png", Type: timeline.AssetImage, Path: "/media/logo.png",
		Width: 600, Height: 600, HasVideo: true})
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for i, name := range []string{"bathroom.mp4", "pool.mp4", "lunges.mp4", "stretching.mp4"} {
		i13kaCall(t, ed, "add_media_to_timeline", map[string]any{"assetId": name, "startTime": 10 * i, "trackType": "main", "duration": 10})
	}
	i13kaCall(t, ed, "add_media_to_timeline", map[string]any{"assetId": "logo.png", "startTime": 0, "trackType": "overlay", "duration": 40})
	return ed
}

func i13kaCall(t *testing.T, ed *videotools.Editor, tool string, in map[string]any) {
	t.Helper()
	b, _ := json.Marshal(in)
	if _, err := tools().Call(context.Background(), ed, tool, b); err != nil {
		t.Fatalf("fixture %s: %v", tool, err)
	}
}

// i13kaWorkshopCases: refusals of dev sets 10, 11, 12 in the cut, delete,
// hide, timing and history categories, as rules with variants of their own.
var i13kaWorkshopCases = map[string][]vcase{
	// after an edit, what someone else does or did (a person of the
	// footage, the client) is why, not an edit: it was refused for its words
	"other's aside": {
		{"cut out 5 to 8, he sneezes there", durIs(89)},
		{"borrá del 5 al 8, ella tose ahí", durIs(89)},
		{"remove 10 to 12, they argue there", durIs(90)},
		{"sacá del 10 al 12, ellos discuten ahí", durIs(90)},
		{"hide the logo, the client asked", hiddenIs("logo.png", true)},
		{"borrá del 5 al 8, él estornuda ahí", durIs(89)},
		{"delete the heart, my boss wants it that way", stickerTimes("heart", "")},
		// guards: a size or a value is an edit of its own
		{"hide the logo, he wants it bigger", nil},
		{"hide the logo, the client wants the music at 30%", nil},
	},
}

func TestI13kaWorkshop(t *testing.T) {
	runFixtureTable(t, "i13ka workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13kaWorkshopCases)
}

// i13kaHouseCases: clips named in the other language.
var i13kaHouseCases = map[string][]vcase{
	"other language": {
		{"cortá los últimos 2 segundos de la piscina", mainIs("bathroom:0-10 pool:10-18 lunges:18-28 stretching:28-38")},
		{"mové la pileta al principio", mainIs("pool:0-10 bathroom:10-20 lunges:20-30 stretching:30-40")},
		{"sacá las estocadas", mainIs("bathroom:0-10 pool:10-20 stretching:20-30")},
		{"borrá los estiramientos", mainIs("bathroom:0-10 pool:10-20 lunges:20-30")},
		{"borrá el baño", mainIs("pool:0-10 lunges:10-20 stretching:20-30")},
		{"delete the pool clip", mainIs("bathroom:0-10 lunges:10-20 stretching:20-30")},
	},
	// "ripple" was left out: a delete of a stretch closes the gap anyway
	"ripple": {
		{"ripple delete 12 to 14", mainIs("bathroom:0-10 pool:10-12 pool:12-18 lunges:18-28 stretching:28-38")},
		{"ripple delete from 3 to 5", durIs(38)},
	},
	"whole": {
		{"eliminá el clip de la pileta entero", mainIs("bathroom:0-10 lunges:10-20 stretching:20-30")},
		{"borrá el baño entero", mainIs("pool:0-10 lunges:10-20 stretching:20-30")},
	},
}

func TestI13kaHouse(t *testing.T) {
	runFixtureTable(t, "i13ka house", i13kaHouse, i13kaHouseCases)
}
