package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// e3Fixture: a pottery class's reel: torno.mp4 0–10 (of 14 s, centring
// clay on the wheel) and esmalte.mp4 10–20 (of 14 s, glazing) and
// taza-final.jpg 20–26 (the finished mug) on the main track,
// logo-barro.png over the whole video, the texts "TALLER DE BARRO" (0–3,
// centre), "Paso 1: centrar" (10–13, top) and "Inscripciones abiertas"
// (22–26, bottom, closing the video), a star (12–14, top-right) and
// musica.mp3 under all of it.
func e3Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "torno.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "esmalte.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "taza-final.jpg", timeline.AssetImage, 0, 1600, 1200, false)
	addTestAsset(p, "logo-barro.png", timeline.AssetImage, 0, 500, 500, false)
	addTestAsset(p, "musica.mp3", timeline.AssetAudio, 120, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"torno.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"esmalte.mp4","startTime":10,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"taza-final.jpg","startTime":20,"trackType":"main","duration":6}`},
		{"add_media_to_timeline", `{"assetId":"logo-barro.png","startTime":0,"trackType":"overlay","duration":26}`},
		{"add_media_to_timeline", `{"assetId":"musica.mp3","startTime":0,"trackType":"audio","duration":26}`},
		{"add_text", `{"text":"TALLER DE BARRO","start":0,"end":3,"position":"center"}`},
		{"add_text", `{"text":"Paso 1: centrar","start":10,"end":13,"position":"top"}`},
		{"add_text", `{"text":"Inscripciones abiertas","start":22,"end":26,"position":"bottom"}`},
		{"add_sticker", `{"stickerId":"star","start":12,"end":14,"position":"top-right"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("e3 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

var e3Cases = map[string][]vcase{
	// A thing said to go by too fast, alone, was asked "how much longer?";
	// it lasts 2 s more, which the reply says (lengthdefault.go). The
	// quoted name beside "title" was taken for new words: silent.
	"goes by too fast: 2 s longer": {
		{"the 'Paso 1' title is gone before I can read it", textIs("Paso 1: centrar", 10, 15, "top", "")},
		{"the Paso 1 text disappears before you can read it", textIs("Paso 1: centrar", 10, 15, "top", "")},
		{"el texto del principio dura re poco, no llego a leerlo", textIs("TALLER DE BARRO", 0, 5, "center", "")},
		{"the star goes by way too fast", stickerIs("star", "top-right", 12, 16)},
		{"la estrella pasa volando", stickerIs("star", "top-right", 12, 16)},
		{"I can't read the star, it goes by too fast", stickerIs("star", "top-right", 12, 16)},
	},
	// guards: what already runs to the end cannot grow; "too long" is
	// still asked (how much to cut is the user's call)
	"goes by too fast: guards": {
		{"el logo dura re poco", nil},
		{"the closing text disappears too fast", nil},
		{"the intro drags", nil},
		{"la taza dura demasiado", nil},
	},
	// "los 2 primeros segundos" deleted the whole clip (silent; ordinalafter.go)
	"first or last seconds of a clip": {
		{"al torno sacale los 2 primeros segundos", mediaIs("torno.mp4", timeline.TrackMain, 0, 8)},
		{"cortale los 3 ultimos segundos al esmalte", mediaIs("esmalte.mp4", timeline.TrackMain, 10, 17)},
	},
	// the copy was made 66 s long (silent); "pasalo al 15" asked 15 s or
	// 15% (copyplaced.go, fronted.go)
	"copies and moves said to a moment": {
		{"copia el texto 'Paso 1: centrar' y ponlo tambien al final, en el 22", timesIs("Paso 1: centrar", "10-13 22-25")},
		{"el texto de paso 1 pasalo al 15", textIs("Paso 1: centrar", 15, 18, "top", "")},
		{"la estrella pasala al 16", stickerIs("star", "top-right", 16, 18)},
		{"el brillo pasalo al 50", nil},
	},
}

func TestE3Cases(t *testing.T) {
	runFixtureTable(t, "e3 time", e3Fixture, e3Cases)
}
