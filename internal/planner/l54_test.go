package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestL54NumberAfterArticleIsAMoment: "en el N" beside a sound is a moment,
// not a level ("duplicá el sonido del chinchin y ponelo también en el 48"
// set the copy's volume to 48%); "al N" stays a level. On f3Fixture:
// secador-sfx.wav plays 20–26 at full volume.
func TestL54NumberAfterArticleIsAMoment(t *testing.T) {
	runFixtureTable(t, "l54 number after an article", f3Fixture, map[string][]vcase{
		"moment": {
			{"duplicá el sonido del secador y ponelo también en el 30", both(timesIs("secador-sfx.wav", "20-26 30-36"), volumeIs("secador-sfx.wav", 1))},
			{"poné el sonido del secador en el 30", both(timesIs("secador-sfx.wav", "30-36"), volumeIs("secador-sfx.wav", 1))},
		},
		"level": {
			{"poné el sonido del secador al 30", both(timesIs("secador-sfx.wav", "20-26"), volumeIs("secador-sfx.wav", 0.3))},
		},
	})
}

// TestL54DescribedLookWords: "the old photo" is the image a description
// calls an old photo, not the vintage look over the whole video (it was
// sepia from 0 s to the end: silent); without the article, or on a
// project whose descriptions do not hold "old", it is the look.
func TestL54DescribedLookWords(t *testing.T) {
	described := func(t *testing.T) *videotools.Editor {
		ed := f3Fixture(t)
		for i := range ed.Project.Assets {
			if ed.Project.Assets[i].Name == "ANTES-clienta.jpg" {
				ed.Project.Assets[i].Description = "an old photo of the salon in 1990"
			}
		}
		return ed
	}
	runFixtureTable(t, "l54 described look words", described, map[string][]vcase{
		"the thing": {
			{"the old photo: keep it on screen till 40", both(timesIs("ANTES-clienta.jpg", "30-40"), countIs(timeline.ElementEffect, 0))},
		},
		"the look": {
			{"make it look like an old photo", countIs(timeline.ElementEffect, 1)},
		},
	})
	runFixtureTable(t, "l54 look words, no description", f3Fixture, map[string][]vcase{
		"the look": {
			{"make the old photo look", countIs(timeline.ElementEffect, 1)},
		},
	})
}

// TestL54EffectOfAClip: "el efecto de la plancha que termine en el 20":
// the clip after "de"/"on" says which effect; only the effect changes
// (the clip was trimmed with it: silent).
func TestL54EffectOfAClip(t *testing.T) {
	withEffect := func(t *testing.T) *videotools.Editor {
		ed := f3Fixture(t)
		if _, err := tools().Call(context.Background(), ed, "apply_effect",
			[]byte(`{"effectType":"saturation","start":10,"end":24,"params":{"amount":30}}`)); err != nil {
			t.Fatal(err)
		}
		return ed
	}
	trimmedOnly := both(effectsAt("saturation", "10-20"), timesIs("plancha-tacos.mp4", "10-24"))
	runFixtureTable(t, "l54 effect of a clip", withEffect, map[string][]vcase{
		"which effect": {
			{"el efecto de la plancha que termine en el 20", trimmedOnly},
			{"make the effect on the plancha clip end at 20s", trimmedOnly},
		},
		"the effect alone": {
			{"make the effect end at 20s", trimmedOnly},
		},
	})
}

// TestL54OnANamedThingAtAnEdge: "poneme un sol en el dron del principio":
// the edge after a thing said by its name is which one or a part of it,
// never the video's first seconds (the sun went on 0–5 s, not over the
// drone clip: silent); with one such clip it is asked.
func TestL54OnANamedThingAtAnEdge(t *testing.T) {
	runFixtureTable(t, "l54 on a named thing at an edge", f3Fixture, map[string][]vcase{
		"asked": {
			{"poneme un sol en la plancha del principio", nil},
		},
		"a time": {
			{"poneme un sol al principio", stickerTimes("sun", "0-5")},
		},
	})
}
