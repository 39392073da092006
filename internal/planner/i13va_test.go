package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13vaFixture: a bakery promo whose clips are named after what they show:
// fachada.mp4 0–6, amasado.mp4 6–18, perro-uno.mp4 18–24, perro-dos.mp4
// 24–30, playa.mp4 30–40, perro-tres.mp4 40–46 and cierre-rosa.mp4 46–52 on
// the main track; voz-rosa.wav 6–40 and music.mp3 0–52; the texts
// "LA ESPIGA" (0–4, centre), "Rosa · head baker" (8–12, bottom) and "See you"
// (48–52, bottom); a star sticker (20–23).
func i13vaFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, a := range []struct {
		n string
		d float64
	}{{"fachada.mp4", 6}, {"amasado.mp4", 12}, {"perro-uno.mp4", 6}, {"perro-dos.mp4", 6}, {"playa.mp4", 10}, {"perro-tres.mp4", 6}, {"cierre-rosa.mp4", 6}} {
		addTestAsset(p, a.n, timeline.AssetVideo, a.d, 1920, 1080, true)
	}
	addTestAsset(p, "voz-rosa.wav", timeline.AssetAudio, 34, 0, 0, true)
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 120, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"fachada.mp4","startTime":0,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"amasado.mp4","startTime":6,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"perro-uno.mp4","startTime":18,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"perro-dos.mp4","startTime":24,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"playa.mp4","startTime":30,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"perro-tres.mp4","startTime":40,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"cierre-rosa.mp4","startTime":46,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"voz-rosa.wav","startTime":6,"trackType":"audio"}`},
		{"add_media_to_timeline", `{"assetId":"music.mp3","startTime":0,"trackType":"audio","duration":52}`},
		{"add_text", `{"text":"LA ESPIGA","start":0,"end":4,"position":"center"}`},
		{"add_text", `{"text":"Rosa · head baker","start":8,"end":12,"position":"bottom"}`},
		{"add_text", `{"text":"Chau","start":48,"end":52,"position":"bottom"}`},
		{"add_sticker", `{"stickerId":"star","start":20,"end":23,"position":"top-right"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13va fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// i13vaMusicLowOnly: the music is below full only where it covers the
// seconds in low, and full at the seconds in full.
func i13vaMusicLowOnly(low, full []float64) check {
	return func(p *timeline.Project) string {
		vol := func(at float64) float64 {
			for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "music.mp3" }) {
				if e.Start.Seconds() <= at && at < e.End().Seconds() && e.Audio != nil {
					return e.Audio.Volume
				}
			}
			return -1
		}
		for _, at := range low {
			if v := vol(at); v < 0 || v >= 1 {
				return fmt.Sprintf("music at %gs is %v, want lowered", at, v)
			}
		}
		for _, at := range full {
			if v := vol(at); v != 1 {
				return fmt.Sprintf("music at %gs is %v, want 1", at, v)
			}
		}
		return ""
	}
}

var i13vaCases = map[string][]vcase{
	"the clause of when an event happens is never the text's": {
		// refused: the event cannot be placed (the text held the whole
		// phrase and went at 0 s)
		{"add text saying follow us @bakery when rosa waves goodbye", nil},
		{"add a caption saying big news right when the dog barks", nil},
		{"agregá un texto que diga seguinos cuando rosa saluda", nil},
		{"poné un cartel que diga oferta justo cuando la gente entra", nil},
		// guards: an event the project answers still places the text
		{"add text saying See you when the cierre-rosa clip starts", textIs("See you", 46, 52, "", "")},
		// "the last clip" is a thing by its order, which the project
		// answers (it was refused while "last" was read as the verb: duringlast.go)
		{"write Bye right when the last clip starts", textIs("Bye", 46, 52, "", "")},
		{"agregá un texto que diga Hola cuando empieza el clip de la playa", textIs("Hola", 30, 40, "", "")},
		{"add a title saying Big news when the playa clip appears", textIs("Big news", 30, 40, "", "")},
		// guards: quoted text, text said to the viewer, a text opening with "when"
		{`add text "call me when you can"`, textIs("call me when you can", 0, 5, "", "")},
		{"add a caption that says Smile when you see the beach", textIs("Smile when you see the beach", 0, 5, "", "")},
		{"add text saying when in doubt at 5", textIs("when in doubt", 5, 10, "", "")},
		{"add text saying Hello for 3 seconds", textIs("Hello", 0, 3, "", "")},
	},
	"things that play apart are no single stretch of time": {
		// refused: a question with the stretches (the span ran from the
		// first to the last, over the beach clip between: silent)
		{"lower the music during the dog clips", nil},
		{"mute the music during the perro clips", nil},
		{"bajá la música durante los clips del perro", nil},
		{"bajale la musica en los clips del perro", nil},
		{"add a star during the perro clips", nil},
		{"poné una estrella durante todos los textos", nil},
		// guards: one clip, or clips that play together, are one stretch
		{"lower the music during the perro-dos clip", i13vaMusicLowOnly([]float64{25}, []float64{20, 35})},
		{"lower the music during the beach clip", i13vaMusicLowOnly([]float64{35}, []float64{25, 45})},
		{"add a heart during the first two clips", newStickerAt("heart", "top-right", 0, 18)},
		{"add a heart after the dog clips", newStickerAt("heart", "top-right", 46, 51)},
		// guards: a look on the clips is one edit for each
		{"blur the dog clips", effectSpans("blur", "18-24 24-30 40-46")},
	},
}

func TestI13vaCases(t *testing.T) { runFixtureTable(t, "i13va", i13vaFixture, i13vaCases) }
