package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13tbFixture: a race video whose clips are named after who is filmed:
// sofia-intro.mp4 0–10 and kid-finish.mp4 10–20 on the main track,
// marcos-vo.wav 10–20, music.mp3 0–20 at 50%, the texts "RACE DAY" (0–3,
// top) and "Thanks!" (16–20, bottom), a star sticker (12–15) and a
// vignette (10–20).
func i13tbFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "sofia-intro.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "kid-finish.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "marcos-vo.wav", timeline.AssetAudio, 10, 0, 0, true)
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 60, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"sofia-intro.mp4","startTime":0,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"kid-finish.mp4","startTime":10,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"marcos-vo.wav","startTime":10,"trackType":"audio"}`},
		{"add_media_to_timeline", `{"assetId":"music.mp3","startTime":0,"trackType":"audio","duration":20}`},
		{"add_text", `{"text":"RACE DAY","start":0,"end":3,"position":"top"}`},
		{"add_text", `{"text":"Thanks!","start":16,"end":20,"position":"bottom"}`},
		{"add_sticker", `{"stickerId":"star","start":12,"end":15,"position":"top-right"}`},
		{"apply_effect", `{"effectType":"vignette","start":10,"end":20}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13tb fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

var i13tbCases = map[string][]vcase{
	"after a cut, someone filmed doing something there is why": {
		// refused for the words of what they do ("fumbling", "trips")
		{"cut the first 2 seconds of the intro, sofia is fumbling with the mic", wgMainEnds(18)},
		{"cut out 12 to 14, the kid trips and its kinda awkward", durIs(18)},
		{"remove 12 to 15, the kid is just standing there", durIs(17)},
		{"cut 4 to 6, sofia almost falls there and it looks weird", durIs(18)},
		{"sacá del 12 al 14, el kid se tropieza", durIs(18)},
		{"borrá del 2 al 5, sofia se traba", durIs(17)},
		// guards: a second edit of the thing named stays an edit
		{"cut out 12 to 14, the kid smaller", scaleIs("kid-finish.mp4", 0.6)},
		{"cut 4 to 6, sofia is too dark", nil},
	},

	"after a removal, how the thing removed is or looked is why": {
		// refused for the words of the state ("cringe", "fake", "too dark")
		{"get rid of the RACE DAY text, too cringe", textGone("RACE DAY")},
		{"delete the star, way too cheesy lol", goneIs("star")},
		{"remove the vignette, the kid clip looks too dark", naNoEffect("vignette")},
		{"get rid of the vignette, colours look fake", naNoEffect("vignette")},
		{"sacá la viñeta, el clip del kid se ve muy oscuro", naNoEffect("vignette")},
		{"borrá el texto Thanks!, re cursi", textGone("Thanks!")},
		// guards: a size, or another thing than the one removed, stays
		// to be planned or refused
		// (since the forty-fourth session the look said after a removal is a
		// complaint of its own: the text made smaller)
		{"delete the star, the RACE DAY text looks too big", textScaleGrew("RACE DAY", false)},
		{"delete the star, the kid clip looks too dark", nil},
	},
	"shows up late, then when: the complaint is why": {
		// refused: "would leave out late" (only "too late" was a complaint)
		{"the star shows up a bit late, have it start at 11", timesIsSticker(11, 14)},
		{"the star pops up late, move it to 11", timesIsSticker(11, 14)},
		{"the star comes in late, start it at 11", timesIsSticker(11, 14)},
		// guards: later is a time asked; a complaint alone stays refused
		{"move the star a bit later, to 14", timesIsSticker(14, 17)},
		{"que la estrella salga más tarde, en el 14", timesIsSticker(14, 17)},
		{"the star shows up late", nil},
	},
}

func TestI13tbCases(t *testing.T) {
	runFixtureTable(t, "i13tb table", i13tbFixture, i13tbCases)
}
