package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13vcFixture: a pizzeria's promo whose files are named in Spanish:
// fachada.mp4 0–5, amasado.mp4 5–15, horno.mp4 15–25, clientes.mp4 25–33
// and cierre-luis.mp4 33–40 on the main track; logo.png 0–40 on the
// overlay; music.mp3 0–40 and voz-luis.wav 5–30; the texts "PIZZERIA
// LUNA" (0–3, centre), "Luis · dueño" (6–9, bottom), "3x2 en pizzas"
// (16–22, top) and "Abierto de 12 a 24" (34–40, bottom).
// receta-pizza.mp4 and menu-precios.png are imported only.
func i13vcFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, v := range []struct {
		name string
		dur  float64
	}{{"fachada.mp4", 8}, {"amasado.mp4", 12}, {"horno.mp4", 12}, {"clientes.mp4", 10}, {"cierre-luis.mp4", 8}, {"receta-pizza.mp4", 20}} {
		addTestAsset(p, v.name, timeline.AssetVideo, v.dur, 1920, 1080, true)
	}
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 500, 500, false)
	addTestAsset(p, "menu-precios.png", timeline.AssetImage, 0, 1080, 1350, false)
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 90, 0, 0, true)
	addTestAsset(p, "voz-luis.wav", timeline.AssetAudio, 25, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"fachada.mp4","startTime":0,"trackType":"main","duration":5}`},
		{"add_media_to_timeline", `{"assetId":"amasado.mp4","startTime":5,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"horno.mp4","startTime":15,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"clientes.mp4","startTime":25,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"cierre-luis.mp4","startTime":33,"trackType":"main","duration":7}`},
		{"add_media_to_timeline", `{"assetId":"logo.png","startTime":0,"trackType":"overlay","duration":40}`},
		{"add_text", `{"text":"PIZZERIA LUNA","start":0,"end":3,"position":"center"}`},
		{"add_text", `{"text":"Luis · dueño","start":6,"end":9,"position":"bottom","style":"label"}`},
		{"add_text", `{"text":"3x2 en pizzas","start":16,"end":22,"position":"top"}`},
		{"add_text", `{"text":"Abierto de 12 a 24","start":34,"end":40,"position":"bottom"}`},
		{"add_media_to_timeline", `{"assetId":"music.mp3","startTime":0,"trackType":"audio","duration":40}`},
		{"add_media_to_timeline", `{"assetId":"voz-luis.wav","startTime":5,"trackType":"audio"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13vc fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// flippedIs: the asset's element is mirrored left to right.
func flippedIs(asset string) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			if e.Visual == nil || !e.Visual.FlipH {
				return asset + " not flipped"
			}
		}
		return ""
	}
}

var i13vcCases = map[string][]vcase{
	"a clip named in the other language or by what it films": {
		// "there is no the kneading clip" (amasado.mp4), "the oven shot"
		// (horno.mp4), "the customers clip" (clientes.mp4, it asked which
		// of all the clips), "luis's goodbye shot" (cierre-luis.mp4)
		{"trim 2 secs off the start of the kneading clip", mediaIs("amasado.mp4", main, 7, 15)},
		{"delete the oven shot", both(durIs(40), mediaIs("clientes.mp4", main, 15, 23))},
		{"flip the ovens clip horizontally", flippedIs("horno.mp4")},
		{"blur the customers clip", effectIs("blur", 25, 33, "", 0)},
		// the music across it stays whole (i13vd): the video runs on to 40 s
		{"borra el clip de los clientes", both(durIs(40), mediaIs("cierre-luis.mp4", main, 25, 32))},
		{"make the storefront darker", effectIs("brightness-contrast", 0, 5, "", 0)},
		{"put a heart on luis's goodbye shot, top left", stickerIs("heart", "top-left", 33, 40)},
		{"poné un corazon en la despedida de luis arriba a la izquierda", stickerIs("heart", "top-left", 33, 40)},
		{"add the price list in the bottom right from 2 to 6", mediaIs("menu-precios.png", over, 2, 6)},
		// guards: a thing no file is named for stays refused
		{"delete the bread clip", nil},
		{"blur the bakery clip", nil},
	},
	"a person's name said with a talking verb is their voice": {
		// a voice file, a clip and a label share the name: it asked which
		// of the three
		{"mute the music while luis is talking", volumeDuring("music.mp3", 5, 30, 0)},
		{"baja la musica al 20% mientras habla luis", volumeDuring("music.mp3", 5, 30, 0.2)},
		// guards: the name alone, a look of it, or a time it only shows,
		// still asks
		{"mute luis", nil},
		{"make luis bigger", nil},
		{"mute the music while luis is on screen", nil},
	},
	"a time said with both ends from the start of a thing": {
		// it kept the element's length from that start (ended 6 s later)
		{"the abierto text should be on screen from when the customers clip starts till the end", textIs("Abierto de 12 a 24", 25, 40, "", "")},
		// guard: a start with a thing alone keeps the length
		{"make the abierto text start with the oven clip", textIs("Abierto de 12 a 24", 15, 21, "", "")},
	},
}

// volumeDuring: the asset's sound between a and b is at v.
func volumeDuring(asset string, a, b, v float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			if e.Start.Seconds() < b-1e-3 && e.End().Seconds() > a+1e-3 && e.Start.Seconds() >= a-1e-3 && e.End().Seconds() <= b+1e-3 {
				if e.Audio == nil || !near(e.Audio.Volume, v) {
					return fmt.Sprintf("%s %v–%v volume %v, want %v", asset, e.Start.Seconds(), e.End().Seconds(), e.Audio, v)
				}
				return ""
			}
		}
		return fmt.Sprintf("no %s element from %v to %v", asset, a, b)
	}
}

func TestI13vcTable(t *testing.T) { runFixtureTable(t, "i13vc", i13vcFixture, i13vcCases) }
