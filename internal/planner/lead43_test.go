package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lead43Fixture: a clip with a fire sticker at the top right, a heart at
// the bottom left and a "GG" text in the centre.
func lead43Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "show.mp4", timeline.AssetVideo, 30, 1920, 1080, true)
	addTestAsset(p, "song.mp3", timeline.AssetAudio, 60, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"show.mp4","startTime":0,"trackType":"main","duration":30}`},
		{"add_sticker", `{"stickerId":"fire","start":4,"end":8,"position":"top-right"}`},
		{"add_sticker", `{"stickerId":"heart","start":20,"end":24,"position":"bottom-left"}`},
		{"add_text", `{"text":"GG","start":20,"end":23,"position":"center"}`},
		{"add_media_to_timeline", `{"assetId":"song.mp3","startTime":0,"trackType":"audio","duration":30}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("lead43 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// TestLead43TwoPlaces: a place right after a thing that sits there, joined
// by "and" to another place, is where it goes, and two places are asked
// ("put the fire sticker at the top and at the bottom" read "at the top" as
// which sticker and moved it to the bottom: silent).
func TestLead43TwoPlaces(t *testing.T) {
	runFixtureTable(t, "lead43", lead43Fixture, map[string][]vcase{
		"two places joined: asked": {
			{"put the fire sticker at the top and at the bottom", nil},
			{"move the fire sticker at the top and in the bottom left", nil},
			{"poné el fueguito arriba y abajo", nil},
		},
		"guards: one place said twice as which and where; a place and a side together": {
			{"the fire at the top, move it to the bottom", stickerAt("fire", 798, 378)},
			{"mové el fueguito arriba y a la izquierda", stickerAt("fire", -798, -378)},
			{"move the sticker at the top to the bottom", stickerAt("fire", 798, 378)},
		},
	})
}

// TestLead43PlaceAndTime: a text put at a place and a moment goes to both
// ("poné 'GG' arriba en el 50" only went to the top: the moment was
// dropped, silent).
func TestLead43PlaceAndTime(t *testing.T) {
	runFixtureTable(t, "lead43", lead43Fixture, map[string][]vcase{
		"place and moment": {
			{"poné 'GG' arriba en el 10", textIs("GG", 10, 13, "top", "")},
			{"move the GG text to the top at 12", textIs("GG", 12, 15, "top", "")},
		},
		"guards: the place alone; new words with a place": {
			{"poné 'GG' arriba", textIs("GG", 20, 23, "top", "")},
			{"change 'GG' to 'WP' at the top", textIs("WP", 20, 23, "top", "")},
		},
	})
}

// TestLead43ReasonAfterQue: after "que", how the thing is said in a word
// basic mode does not know is why a level goes down or up ("bajale la
// música que está muy chillona" was refused: "would leave out chillona").
func TestLead43ReasonAfterQue(t *testing.T) {
	runFixtureTable(t, "lead43", lead43Fixture, map[string][]vcase{
		"a complaint after que": {
			{"bajale la musica que esta muy chillona", volumeIs("song.mp3", 0.5)},
		},
		"guards: known words are read as before": {
			{"bajá la música que está muy fuerte", volumeIs("song.mp3", 0.5)},
		},
	})
	for _, tc := range []struct{ prompt, ops string }{
		{"bajale la saturacion un toque que esta muy chillona", "adjustments.desaturate"},
		{"bajale el contraste que quedo re feo", "adjustments.applyMasked"},
	} {
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, cupPhoto(t)))
		if got := opNames(plan.Steps); got != tc.ops {
			t.Errorf("%q: ops %q, want %q (%s)", tc.prompt, got, tc.ops, plan.Reply)
		}
	}
}
