package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Session 54, fixer f1: silent wrong edits of the offline planner.

// f1s54Fixture: two clips (a lake at sunrise 0-8, a dog running 8-16) and
// a heart sticker over the first two seconds.
func f1s54Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "sunrise-lake.mp4", timeline.AssetVideo, 8, 1920, 1080, true)
	addTestAsset(p, "dog-running.mp4", timeline.AssetVideo, 8, 1920, 1080, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"sunrise-lake.mp4","startTime":0,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"dog-running.mp4","startTime":8,"trackType":"main"}`},
		{"add_sticker", `{"stickerId":"heart","start":0,"end":2,"position":"top-right"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("f1s54 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

var f1s54Cases = map[string][]vcase{
	"kept for the whole clip, the clip named again after of: the thing's time": {
		// finding: "keep the NEW badge on for the whole closeup of the
		// cone" removed all but the closeup (set 37 v37-007)
		{"keep the heart on for the whole running clip of the dog", both(stickerIs("heart", "top-right", 8, 16), durIs(16))},
		{"dejá el corazón puesto durante todo el running del dog", both(stickerIs("heart", "top-right", 8, 16), durIs(16))},
		// guards: the clip alone, and a keep of the video
		{"keep the heart on for the whole running clip", both(stickerIs("heart", "top-right", 8, 16), durIs(16))},
		{"keep only the running clip", durIs(8)},
	},
	"a removal said as what the part is, after a split: not set aside": {
		// finding: "el primer clip cortalo en el 8, lo ultimo que dice
		// vero no va" split the clip and set the removal aside as a remark
		// (set 37 v37-016); it is asked now
		{"el primer clip cortalo en el 5, lo ultimo que dice ana no va", nil},
		{"split the first clip at 5, the last thing ana says can go", nil},
		// guards: the split alone, and a removal said so
		{"el primer clip cortalo en el 5", both(durIs(16), mainIs("sunrise-lake:0-5 sunrise-lake:5-8 dog-running:8-16"))},
		{"el corazón no va", durIs(16)},
	},
	"a remark names a part by words no name holds, then \"it\": asked": {
		// finding: "the bag counting part drags.. cut it down to 8
		// seconds" read "it" as the whole video and removed all after 8 s
		// (set 36 v36-010)
		// still wrong: where a name is said beside the unknown word ("the
		// sunrise glowing part drags.. cut it down to 4 seconds") the
		// remark is set aside and "Removed 4s–16s" (silent)
		{"la parte del perro corriendo aburre, cortala a 4 segundos", nil},
		// guard: a part the names hold
		{"the running clip drags, cut it down to 4 seconds", both(durIs(12), mainIs("sunrise-lake:0-8 dog-running:8-12"))},
	},
}

func TestF1s54(t *testing.T) { runFixtureTable(t, "f1s54 table", f1s54Fixture, f1s54Cases) }
