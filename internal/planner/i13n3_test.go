package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13n3Fixture: a flower shop's promo with sound: tienda.mp4 0–10 and
// jardin.mp4 10–20 on the main track, logo-gatitos.png over the whole
// video (scale 0.2), the texts "Flores Mimi" (0–3, centre) and "Call
// 555-0101" (16–20, bottom), a heart (2–5, top-left), music.mp3 at 50%,
// ding.wav at 5, and a vignette at 40 over 10–20.
func i13n3Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "tienda.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "jardin.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "logo-gatitos.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 60, 0, 0, true)
	addTestAsset(p, "ding.wav", timeline.AssetAudio, 2, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"tienda.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"jardin.mp4","startTime":10,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"logo-gatitos.png","startTime":0,"trackType":"overlay","duration":20}`},
		{"add_text", `{"text":"Flores Mimi","start":0,"end":3,"position":"center"}`},
		{"add_text", `{"text":"Call 555-0101","start":16,"end":20,"position":"bottom"}`},
		{"add_sticker", `{"stickerId":"heart","start":2,"end":5,"position":"top-left"}`},
		{"add_media_to_timeline", `{"assetId":"music.mp3","startTime":0,"trackType":"audio","duration":20}`},
		{"add_media_to_timeline", `{"assetId":"ding.wav","startTime":5,"trackType":"audio"}`},
		{"apply_effect", `{"effectType":"vignette","start":10,"end":20,"params":{"intensity":40}}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13n3 fixture %s: %v", c.tool, err)
		}
	}
	id := func(name string) string {
		for _, tr := range ed.Project.Tracks {
			for _, e := range tr.Elements {
				if e.Name == name {
					return e.ID
				}
			}
		}
		t.Fatalf("i13n3 fixture: no %s", name)
		return ""
	}
	for _, c := range []struct{ tool, in string }{
		{"update_clip", fmt.Sprintf(`{"elementId":%q,"scale":0.2,"x":800,"y":-400}`, id("logo-gatitos.png"))},
		{"set_volume", fmt.Sprintf(`{"elementId":%q,"volume":0.5}`, id("music.mp3"))},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13n3 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// i13n3LogoScale wants the logo's scale above (bigger) or below 0.2.
func i13n3LogoScale(bigger bool) check {
	return visualOf("logo-gatitos.png", func(e *timeline.Element) string {
		if got := e.Visual.Scale > 0.2; got != bigger || e.Visual.Scale == 0.2 {
			return fmt.Sprintf("logo scale %v, want bigger=%v", e.Visual.Scale, bigger)
		}
		return ""
	})
}

// i13n3LogoCentred wants the logo at the centre of the frame.
func i13n3LogoCentred() check {
	return visualOf("logo-gatitos.png", func(e *timeline.Element) string {
		if !near(e.Visual.X, 0) || !near(e.Visual.Y, 0) {
			return fmt.Sprintf("logo at %v,%v, want centred", e.Visual.X, e.Visual.Y)
		}
		return ""
	})
}

var i13n3Cases = map[string][]vcase{
	"a thing taken back and said again": {
		// refused at the mark ("no wait", "no, perdón"), or both muted
		{"mute the ding — no wait, the music", both(mutedIs("music.mp3", true), mutedIs("ding.wav", false))},
		{"add a star sticker top right from 10 to 14 — no wait, make it a thumbs up", both(i13w5StickerAt("thumbs-up", 10, 14), i13w5StickerGone("star"))},
		{"poné un sticker de estrella arriba a la derecha del 10 al 14, no perdón, que sea un pulgar arriba", both(i13w5StickerAt("thumbs-up", 10, 14), i13w5StickerGone("star"))},
		// guards: a bare "no" before a thing is a negation, not a take-back;
		// a take-back with nothing after it is asked
		{"delete the heart, no the logo", nil},
		{"make the title red, no wait", nil},
		{"poné el logo arriba, no, esperá", nil},
	},
	"a value taken back with a chain of marks": {
		// "sorry, I mean" and "actually no," were not one mark: refused
		{"lower the music to 30% -- sorry, I mean 20%", volumeIs("music.mp3", 0.2)},
		{"the title should be at the top — sorry, I mean the bottom", textPosIs("Flores Mimi", "bottom")},
		{"make the logo smaller... actually no, bigger", i13n3LogoScale(true)},
	},
	"a clause taken back": {
		// "bueno no, solo centralo" was refused at "bueno no"
		{"centrá el logo y hacelo grande... bueno no, solo centralo", both(i13n3LogoCentred(), scaleIs("logo-gatitos.png", 0.2))},
		// a command said again on the same thing: it was refused at "no espera"
		{"quita el corazón, no espera, mejor hacelo más chico", i13w5StickerAt("heart", 2, 5)},
	},
	"chat around the edit": {
		// "final" was read as the outro, "crack" unknown: refused
		{"ok final tweaks: logo a bit smaller, music down to 30%, and remove the heart", both(i13n3LogoScale(false), volumeIs("music.mp3", 0.3), i13w5StickerGone("heart"))},
		{"gracias crack, ahora sacale el corazón porfa", i13w5StickerGone("heart")},
		{"hey! quick one: logo a bit bigger pls, thx", i13n3LogoScale(true)},
	},
	"the old value said beside the new one": {
		// "keep the end" was read as a cut that keeps a range: refused
		{"Start the Call text at 14 instead of 16, keep the end", textIs("Call 555-0101", 14, 20, "bottom", "")},
		{"que el texto del 555 empiece en el 14, el final dejalo igual", textIs("Call 555-0101", 14, 20, "bottom", "")},
		{"end the Call text at 19 and keep the start", textIs("Call 555-0101", 16, 19, "bottom", "")},
		// guard: a move that keeps the end would change the length: asked
		{"move the Call text to 14, keep the end", nil},
		// the old time was dropped unchecked: the edit was made (silent)
		{"can the Call text stay up until 22 instead of 18?", nil},
		{"que el texto del 555 empiece en el 14 y no en el 15", nil},
		// guards: the old time right is planned
		{"que el texto del 555 empiece en el 14 y no en el 16", textIs("Call 555-0101", 14, 20, "bottom", "")},
		{"que el titulo dure 5 segundos en vez de 3", textIs("Flores Mimi", 0, 5, "", "")},
	},
}

func TestI13n3Cases(t *testing.T) {
	runFixtureTable(t, "i13n3 table", i13n3Fixture, i13n3Cases)
}
