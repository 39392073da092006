package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// f4Fixture: a taco truck's reel on the shape of the "foodtruck" and
// "salon" sets: saludo-rosa.mp4 0–10, menu-pizarra.mp4 10–18 (no sound)
// and fila-noche.mp4 18–30 on the main track; logo-elguero.png over the
// whole video (top-right, small) and ANTES-clienta.jpg 20–26 (a picture
// in picture, bottom-right); the texts "TACOS EL GÜERO" (0–4, centre),
// "Al pastor $35 · 3 x $90" (10–16, bottom), "ANTES / DESPUÉS" (20–24,
// top) and "Calle 8 y Av. Juárez · Mar a Dom 19-02 h" (24–30, bottom);
// cumbia.mp3 under all of it, and no sticker.
func f4Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "saludo-rosa.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "menu-pizarra.mp4", timeline.AssetVideo, 10, 1920, 1080, false)
	addTestAsset(p, "fila-noche.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "logo-elguero.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "ANTES-clienta.jpg", timeline.AssetImage, 0, 1080, 1350, false)
	addTestAsset(p, "cumbia.mp3", timeline.AssetAudio, 120, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"saludo-rosa.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"menu-pizarra.mp4","startTime":10,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"fila-noche.mp4","startTime":18,"trackType":"main","duration":12}`},
		{"add_media_to_timeline", `{"assetId":"logo-elguero.png","startTime":0,"trackType":"overlay","duration":30}`},
		{"add_media_to_timeline", `{"assetId":"ANTES-clienta.jpg","startTime":20,"trackType":"overlay","duration":6}`},
		{"add_media_to_timeline", `{"assetId":"cumbia.mp3","startTime":0,"trackType":"audio","duration":30}`},
		{"add_text", `{"text":"TACOS EL GÜERO","start":0,"end":4,"position":"center"}`},
		{"add_text", `{"text":"Al pastor $35 · 3 x $90","start":10,"end":16,"position":"bottom"}`},
		{"add_text", `{"text":"ANTES / DESPUÉS","start":20,"end":24,"position":"top"}`},
		{"add_text", `{"text":"Calle 8 y Av. Juárez · Mar a Dom 19-02 h","start":24,"end":30,"position":"bottom"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("f4 fixture %s: %v", c.tool, err)
		}
	}
	// the logo small in its corner, the picture in picture bottom-right
	for _, tr := range ed.Project.Tracks {
		for _, e := range tr.Elements {
			in := ""
			switch e.Name {
			case "logo-elguero.png":
				in = `{"elementId":"` + e.ID + `","scale":0.15,"x":840,"y":-420}`
			case "ANTES-clienta.jpg":
				in = `{"elementId":"` + e.ID + `","scale":0.3,"x":700,"y":300}`
			default:
				continue
			}
			if _, err := tools().Call(context.Background(), ed, "update_clip", []byte(in)); err != nil {
				t.Fatalf("f4 fixture update_clip: %v", err)
			}
		}
	}
	return ed
}

const (
	f4Price   = "Al pastor $35 · 3 x $90"
	f4Address = "Calle 8 y Av. Juárez · Mar a Dom 19-02 h"
)

var f4Cases = map[string][]vcase{
	// "the prices caption" moved every text (silent), "el texto de los
	// precios" asked among all: the plural is the price text (resolve.go
	// textClassOf)
	"the price text by its plural": {
		{"move the prices caption to the top of the screen", textIs(f4Price, 10, 16, "top", "")},
		{"subí el texto de los precios arriba", textIs(f4Price, 10, 16, "top", "")},
		{"el cartel de precios al centro", textIs(f4Price, 10, 16, "center", "")},
		{"put the prices text in the middle", textIs(f4Price, 10, 16, "center", "")},
		{"move the menu caption to the top", nil}, // no text says a menu: never every text
	},
	// "Calle 8 y Av. Juárez" was no address ("there is no address text");
	// "Avenida instead of Av." wrote "Avenida." (silent)
	"a numbered street is an address": {
		{"the address text should sit in the middle of the frame", textIs(f4Address, 24, 30, "center", "")},
		{"la direccion arriba porfa", textIs(f4Address, 24, 30, "top", "")},
		{"move the address to the top", textIs(f4Address, 24, 30, "top", "")},
		{"in the address write Avenida instead of Av.", textIs("Calle 8 y Avenida Juárez · Mar a Dom 19-02 h", 24, 30, "bottom", "")},
		{"en la dirección poné Avenida en vez de Av.", textIs("Calle 8 y Avenida Juárez · Mar a Dom 19-02 h", 24, 30, "bottom", "")},
		// an edge and a time for one move: asked (it went to 0 s, silent)
		{"the address at the end should pop up earlier, at 26s", nil},
	},
	// the song "we used last time" was the music on the timeline, added
	// again (silent): another occasion is asked (otheroccasion.go)
	"another occasion": {
		{"ponele la cancion que usamos la otra vez", nil},
		{"add the song we used last time", nil},
		{"agregá el tema que pusimos el otro día", nil},
		{"use the same track as in last week's reel", nil},
	},
	// "el ANTES / DESPUÉS" was "el ANTES", the picture ANTES-clienta.jpg
	// (moved to the centre: silent; verbatimtext.go)
	"a text typed whole": {
		{"bajá el ANTES / DESPUÉS al centro", textIs("ANTES / DESPUÉS", 20, 24, "center", "")},
		{"move the ANTES / DESPUÉS text to the bottom", textIs("ANTES / DESPUÉS", 20, 24, "bottom", "")},
		{"move the ANTES photo to the center", both(textIs("ANTES / DESPUÉS", 20, 24, "top", ""), mediaIs("ANTES-clienta.jpg", timeline.TrackOverlay, 20, 26))},
	},
	// "that text" after a change asked among all texts, and a rewrite of
	// the first clause alone was planned (the move lost: silent;
	// demonstrative.go)
	"that text, ese texto": {
		{"make the title say HOLA and put that text at the top", textIs("HOLA", 0, 4, "top", "")},
		{"cambiá el título a HOLA y poné ese texto abajo", textIs("HOLA", 0, 4, "bottom", "")},
		{"mute the music and make that clip black and white", nil}, // the music is no clip
	},
	// "la foto chiquita" was the logo (smaller): the text went in at 0 s
	// (silent)
	"a photo is not the logo": {
		{"agrega un texto que diga antes cuando aparece la foto chiquita", textIs("antes", 20, 26, "", "")},
		{"put a heart on the photo", stickerIs("heart", "bottom-right", 20, 26)},
	},
	// clips said in the other language: "there is no the queue", or a time
	// asked (namelexicon.go)
	"clips named in the other language": {
		{"add a thumbs up sticker bottom right when the queue shows up", stickerIs("thumbs-up", "bottom-right", 18, 30)},
		{"poné un corazoncito mientras Rosa saluda", stickerIs("heart", "top-right", 0, 10)},
	},
}

func TestF4Cases(t *testing.T) {
	runFixtureTable(t, "f4 texts", f4Fixture, f4Cases)
}
