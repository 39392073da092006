package planner

import (
	"context"
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
		{"delete the oven shot", both(durIs(30), mediaIs("clientes.mp4", main, 15, 23))},
		{"flip the ovens clip horizontally", flippedIs("horno.mp4")},
		{"blur the customers clip", effectIs("blur", 25, 33, "", 0)},
		{"borra el clip de los clientes", both(durIs(32), mediaIs("cierre-luis.mp4", main, 25, 32))},
		{"make the storefront darker", effectIs("brightness-contrast", 0, 5, "", 0)},
		{"put a heart on luis's goodbye shot, top left", stickerIs("heart", "top-left", 33, 40)},
		{"poné un corazon en la despedida de luis arriba a la izquierda", stickerIs("heart", "top-left", 33, 40)},
		{"add the price list in the bottom right from 2 to 6", mediaIs("menu-precios.png", over, 2, 6)},
		// guards: a thing no file is named for stays refused
		{"delete the bread clip", nil},
		{"blur the bakery clip", nil},
	},
}

func TestI13vcTable(t *testing.T) { runFixtureTable(t, "i13vc", i13vcFixture, i13vcCases) }

func TestI13vcProbe(t *testing.T) {
	for _, s := range i13vcProbe {
		plan := BasicVideo(context.Background(), s, i13vcFixture(t))
		var steps []string
		for _, st := range plan.Steps {
			steps = append(steps, st.Tool+string(st.Params))
		}
		t.Logf("%q\n   -> %s\n   %v", s, plan.Reply, steps)
	}
}

var i13vcProbe = []string{
	"trim the first 2 seconds of the kneading clip",
	"flip the oven shot horizontally",
	"blur the customers clip",
	"make the storefront darker",
	"put a star on luis's goodbye shot, top left",
	"split el clip de los clientes a los 30",
	"borrá el clip del horno",
	"add the price list in the bottom right from 2 to 6",
	"remove the 3x2 text",
	"move the opening hours text to the top",
	"borrá el texto del horario",
	"delete the text that says abierto",
	"remove the text at the top",
	"mute the music while luis is talking",
	"mute luis",
	"make luis bigger",
	"put the recipe video in a small box in the bottom right from 2 to 6",
	"poné la receta en una ventanita arriba a la izquierda del 2 al 6",
}
