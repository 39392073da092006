package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// d2Fixture: a yoga studio's class recap, whose names hold words the
// lexicon knows ("down", "off", "salida", "top"): saludo-al-sol.mp4 0–10
// (the sun salutation), downward-dog.mp4 10–20 and salida.mp4 20–26 (the
// students leaving) on the main track; logo-namaste.png over the whole
// video at half opacity; musica-relax.mp3 at 80% and voz-en-off.wav (the
// teacher's narration) at 70%; the texts "Clase de Yoga Suave" (0–4,
// centre), "Respirá profundo" (4–9, bottom), "Perro boca abajo" (10–14,
// bottom) and "Top 5 tips" (20–24, top); a star (2–5, top-right) and a
// heart (21–24, top-left); grayscale at 60 over the downward dog and a
// blue tint at 40 over the salida.
func d2Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "saludo-al-sol.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "downward-dog.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "salida.mp4", timeline.AssetVideo, 8, 1920, 1080, true)
	addTestAsset(p, "logo-namaste.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "musica-relax.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(p, "voz-en-off.wav", timeline.AssetAudio, 40, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"saludo-al-sol.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"downward-dog.mp4","startTime":10,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"salida.mp4","startTime":20,"trackType":"main","duration":6}`},
		{"add_media_to_timeline", `{"assetId":"logo-namaste.png","startTime":0,"trackType":"overlay","duration":26}`},
		{"add_media_to_timeline", `{"assetId":"musica-relax.mp3","startTime":0,"trackType":"audio","duration":26}`},
		{"add_media_to_timeline", `{"assetId":"voz-en-off.wav","startTime":0,"trackType":"audio","duration":26}`},
		{"add_text", `{"text":"Clase de Yoga Suave","start":0,"end":4,"position":"center"}`},
		{"add_text", `{"text":"Respirá profundo","start":4,"end":9,"position":"bottom"}`},
		{"add_text", `{"text":"Perro boca abajo","start":10,"end":14,"position":"bottom"}`},
		{"add_text", `{"text":"Top 5 tips","start":20,"end":24,"position":"top"}`},
		{"add_sticker", `{"stickerId":"star","start":2,"end":5,"position":"top-right"}`},
		{"add_sticker", `{"stickerId":"heart","start":21,"end":24,"position":"top-left"}`},
		{"apply_effect", `{"effectType":"grayscale","start":10,"end":20,"params":{"intensity":60}}`},
		{"apply_effect", `{"effectType":"tint","start":20,"end":26,"params":{"color":"#3060ff","strength":40}}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("d2 fixture %s: %v", c.tool, err)
		}
	}
	for _, tr := range ed.P().Tracks {
		for _, e := range tr.Elements {
			tool, in := "", ""
			switch e.Name {
			case "logo-namaste.png":
				tool, in = "update_clip", `{"elementId":"`+e.ID+`","scale":0.2,"x":800,"y":-400,"opacity":0.5}`
			case "musica-relax.mp3":
				tool, in = "set_volume", `{"elementId":"`+e.ID+`","volume":0.8}`
			case "voz-en-off.wav":
				tool, in = "set_volume", `{"elementId":"`+e.ID+`","volume":0.7}`
			default:
				continue
			}
			if _, err := tools().Call(context.Background(), ed, tool, []byte(in)); err != nil {
				t.Fatalf("d2 fixture %s: %v", e.Name, err)
			}
		}
	}
	return ed
}

// d2Vol wants every piece of asset at v.
func d2Vol(asset string, v float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset })
		if len(es) == 0 {
			return "no " + asset
		}
		for _, e := range es {
			if e.Audio == nil || !near(e.Audio.Volume, v) || e.Audio.Muted {
				return fmt.Sprintf("%s %v–%v at %+v, want %v", asset, e.Start.Seconds(), e.End().Seconds(), e.Audio, v)
			}
		}
		return ""
	}
}

// d2Lowered wants every piece of asset heard, below was.
func d2Lowered(asset string, was float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			if e.Audio == nil || e.Audio.Muted || e.Audio.Volume >= was-1e-3 || e.Audio.Volume <= 0 {
				return fmt.Sprintf("%s at %+v, want heard below %v", asset, e.Audio, was)
			}
		}
		return ""
	}
}

// d2Text wants one text with content from start to end.
func d2Text(content string, start, end float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		})
		if len(es) != 1 {
			return fmt.Sprintf("%d texts %q, want 1", len(es), content)
		}
		if !near(es[0].Start.Seconds(), start) || !near(es[0].End().Seconds(), end) {
			return fmt.Sprintf("%q at %v–%v, want %v–%v", content, es[0].Start.Seconds(), es[0].End().Seconds(), start, end)
		}
		return ""
	}
}

// d2Sticker wants one sticker id at pos from start to end, and two in all.
func d2Sticker(id, pos string, start, end float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Sticker != nil })
		if len(es) != 2 {
			return fmt.Sprintf("%d stickers, want 2", len(es))
		}
		for _, e := range es {
			if e.Sticker.StickerID != id {
				continue
			}
			if e.Sticker.Position != pos || !near(e.Start.Seconds(), start) || !near(e.End().Seconds(), end) {
				return fmt.Sprintf("sticker %s %s %v-%v, want %s %v-%v", id, e.Sticker.Position, e.Start.Seconds(), e.End().Seconds(), pos, start, end)
			}
			return ""
		}
		return "no sticker " + id
	}
}

func d2Less(v float64) func(float64) bool { return func(x float64) bool { return x > 0 && x < v-1e-3 } }

var d2Cases = map[string][]vcase{
	"a name that does not resolve is asked": {
		{"recortá la subida para que empiece en el segundo 12", nil},
		{"trim the cobra pose so it starts at 3", nil},
		{"add sparkles on the warrior pose", nil},
		{"poné brillitos en la parte de la cobra", nil},
		// "la subida" was read as "raise": removed 0–12 of the whole video (silent)
		{"recorta la parte de la subida para que empiece en el 12", nil},
		{"poné una estrella en la llegada", nil},
		// guard: a participle the project names is the thing
		{"recortá la salida para que empiece en el 22", mediaIs("salida.mp4", main, 22, 26)},
	},
	"a word of a name belongs to the name": {
		{"music at 20% for the downward dog clip", q16LowerOnly("musica-relax.mp3", 10, 20, 0.2, 0.8)},
		{"la musica al 20 en la parte del downward dog", q16LowerOnly("musica-relax.mp3", 10, 20, 0.2, 0.8)},
		{"no se escucha la voz en off por la música", both(d2Lowered("musica-relax.mp3", 0.8), d2Vol("voz-en-off.wav", 0.7))},
		// "… la voz en off …" was read as "off" (a level of 0): muted, silent
		{"la música tapa la voz en off en el saludo al sol, bajala al 20", q16LowerOnly("musica-relax.mp3", 0, 10, 0.2, 0.8)},
		{"la musica pisa la voz en off, bajala un poco", both(d2Lowered("musica-relax.mp3", 0.8), d2Vol("voz-en-off.wav", 0.7))},
		// guards: "off" said of a sound is still its mute
		{"music off", both(mutedIs("musica-relax.mp3", true), mutedIs("voz-en-off.wav", false))},
		{"apagá la voz en off", both(mutedIs("voz-en-off.wav", true), mutedIs("musica-relax.mp3", false))},
		{"subí la voz en off", both(d2Vol("musica-relax.mp3", 0.8), ucAbove("voz-en-off.wav", 0.7))},
		{"sacá la salida", both(goneIs("salida.mp4"), mediaIs("downward-dog.mp4", main, 10, 20))},
		{"move the top 5 tips text to the bottom", textPosIs("Top 5 tips", "bottom")},
		{"poné el texto del top 5 abajo", textPosIs("Top 5 tips", "bottom")},
	},
	"the span said bounds the change": {
		{"la música tapa la voz en el saludo al sol, bajala al 20", q16LowerOnly("musica-relax.mp3", 0, 10, 0.2, 0.8)},
		{"the music drowns the voice during the downward dog, lower it to 30", q16LowerOnly("musica-relax.mp3", 10, 20, 0.3, 0.8)},
	},
	"words added at the end of a text named by what it shows": {
		{"agregá 'con calma' al final del texto de respirar", d2Text("Respirá profundo con calma", 4, 9)},
		{"add 'please' at the end of the title", d2Text("Clase de Yoga Suave please", 0, 4)},
		{"al final del titulo agregá 'online'", d2Text("Clase de Yoga Suave online", 0, 4)},
		// guards: a text not found, or not one, is asked (a new text was added)
		{"agregá 'x' al final del texto de la cobra", nil},
		{"add 'now' at the end of the text", nil},
	},
	"an effect or sticker swapped for another": {
		{"replace the heart with a moon", both(d2Sticker("moon", "top-left", 21, 24), nbNoSticker("heart"))},
		{"instead of the black and white on the downward dog put sepia", both(effectIs("sepia", 10, 20, "", 0), naNoEffect("grayscale"))},
		{"cambiá el sepia por blanco y negro", nil},
	},
	"a self-correction takes the last value said": {
		{"make the grayscale stronger -- no wait, weaker", c1Effect("grayscale", 10, 20, "intensity", d2Less(60))},
		{"bajá la música al 30, no, mejor al 40", d2Vol("musica-relax.mp3", 0.4)},
		{"music to 50 -- sorry, 35", d2Vol("musica-relax.mp3", 0.35)},
		{"poné el título en rojo, perdón, en azul", textsColored("#0050ff", "Clase de Yoga Suave")},
		{"subí la voz en off al 90... no, al 100", d2Vol("voz-en-off.wav", 1)},
		{"move the star to the left, no wait, to the bottom right", d2Sticker("star", "bottom-right", 2, 5)},
		// two levels of two sounds with no verb: "to" before the number is
		// also a filler, so both were set to the first (silent)
		{"music to 30 and the voice over to 90", both(d2Vol("musica-relax.mp3", 0.3), d2Vol("voz-en-off.wav", 0.9))},
		{"bajá la música al 30 y la voz en off al 90", both(d2Vol("musica-relax.mp3", 0.3), d2Vol("voz-en-off.wav", 0.9))},
	},
	"fully opaque, and a text that flashes by": {},
}

func TestD2Cases(t *testing.T) { runFixtureTable(t, "d2", d2Fixture, d2Cases) }
