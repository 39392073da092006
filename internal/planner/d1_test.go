package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// d1Fixture: a language school's promo, whose texts hold the words that
// split clauses or fill other slots ("and", "y", "next", numbers):
// hola-profe-laura.mp4 0–8, clase-conversacion.mp4 8–18,
// entrevista-martina.mp4 18–26, entrevista-kenji.mp4 26–34,
// patio-recreo.jpg 34–38 and cierre-laura.mp4 38–44 on the main track,
// logo-lingua.png over the whole video, the texts "Learn and speak" (0–3,
// centre), "Aprendé y hablá" (3–6, bottom), "Martina, 2 years with us"
// (19–23, bottom), "Kenji, 1 year with us" (27–31, bottom), "y vos, ¿qué
// esperás?" (35–38, centre), "Next term starts in March" (38–42, top) and
// "Inscripciones abiertas" (40–44, bottom), musica-alegre.mp3 at 0.6, a
// speech bubble (8–12) and a star (40–44), sepia over the patio photo.
func d1Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, a := range []struct {
		name string
		dur  float64
	}{{"hola-profe-laura.mp4", 12}, {"clase-conversacion.mp4", 15}, {"entrevista-martina.mp4", 12}, {"entrevista-kenji.mp4", 12}, {"cierre-laura.mp4", 10}} {
		addTestAsset(p, a.name, timeline.AssetVideo, a.dur, 1920, 1080, true)
	}
	addTestAsset(p, "patio-recreo.jpg", timeline.AssetImage, 0, 1600, 1200, false)
	addTestAsset(p, "logo-lingua.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "musica-alegre.mp3", timeline.AssetAudio, 120, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"hola-profe-laura.mp4","startTime":0,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"clase-conversacion.mp4","startTime":8,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"entrevista-martina.mp4","startTime":18,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"entrevista-kenji.mp4","startTime":26,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"patio-recreo.jpg","startTime":34,"trackType":"main","duration":4}`},
		{"add_media_to_timeline", `{"assetId":"cierre-laura.mp4","startTime":38,"trackType":"main","duration":6}`},
		{"add_media_to_timeline", `{"assetId":"logo-lingua.png","startTime":0,"trackType":"overlay","duration":44}`},
		{"add_media_to_timeline", `{"assetId":"musica-alegre.mp3","startTime":0,"trackType":"audio","duration":44}`},
		{"add_text", `{"text":"Learn and speak","start":0,"end":3,"position":"center"}`},
		{"add_text", `{"text":"Aprendé y hablá","start":3,"end":6,"position":"bottom"}`},
		{"add_text", `{"text":"Martina, 2 years with us","start":19,"end":23,"position":"bottom"}`},
		{"add_text", `{"text":"Kenji, 1 year with us","start":27,"end":31,"position":"bottom"}`},
		{"add_text", `{"text":"y vos, ¿qué esperás?","start":35,"end":38,"position":"center"}`},
		{"add_text", `{"text":"Next term starts in March","start":38,"end":42,"position":"top"}`},
		{"add_text", `{"text":"Inscripciones abiertas","start":40,"end":44,"position":"bottom"}`},
		{"add_sticker", `{"stickerId":"speech-bubble","start":8,"end":12,"position":"top-left"}`},
		{"add_sticker", `{"stickerId":"star","start":40,"end":44,"position":"top-right"}`},
		{"apply_effect", `{"effectType":"sepia","start":34,"end":38}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("d1 fixture %s: %v", c.tool, err)
		}
	}
	for _, tr := range ed.P().Tracks {
		for _, e := range tr.Elements {
			tool, in := "", ""
			switch e.Name {
			case "musica-alegre.mp3":
				tool, in = "set_volume", `{"elementId":"`+e.ID+`","volume":0.6}`
			case "logo-lingua.png":
				tool, in = "update_clip", `{"elementId":"`+e.ID+`","scale":0.15,"x":820,"y":-400}`
			}
			if tool == "" {
				continue
			}
			if _, err := tools().Call(context.Background(), ed, tool, []byte(in)); err != nil {
				t.Fatalf("d1 fixture %s: %v", e.Name, err)
			}
		}
	}
	return ed
}

const (
	d1Yellow = "#ffe600"
	d1Red    = "#ff0000"
)

var d1Cases = map[string][]vcase{
	"a text named by its own words": {
		{"move the learn and speak text to the top", textPosIs("Learn and speak", "top")},
		{"the y vos que esperas text, make it yellow", textColorIs("y vos, ¿qué esperás?", d1Yellow)},
		{"poné en rojo el texto que dice y vos que esperas", textColorIs("y vos, ¿qué esperás?", d1Red)},
		{"el cartel de aprende y habla subilo arriba", textPosIs("Aprendé y hablá", "top")},
		{"delete the next term starts in march text", textGone("Next term starts in March")},
		{"borrá el de inscripciones abiertas", textGone("Inscripciones abiertas")},
		{"make the martina 2 years with us caption bigger", textScaleGrew("Martina, 2 years with us", true)},
		{"el texto learn and speak que dure hasta el 5", textIs("Learn and speak", 0, 5, "center", "")},
		{"the kenji 1 year with us label, move it to the top", textPosIs("Kenji, 1 year with us", "top")},
		{"el texto de kenji 1 year with us que dure 2 segundos mas", textIs("Kenji, 1 year with us", 27, 33, "bottom", "")},
		{"baja la musica al 30 y el texto de learn and speak ponelo en amarillo", both(volumeIs("musica-alegre.mp3", 0.3), textColorIs("Learn and speak", d1Yellow))},
		{"move the learn and spek text to the bottom", textPosIs("Learn and speak", "bottom")},
		{"el de y vos que esperas, sacalo", textGone("y vos, ¿qué esperás?")},
		{"the next term starts in march text should start at 36", textIs("Next term starts in March", 36, 40, "top", "")},
		{"cambiá el texto de inscripciones abiertas a 'Inscripciones cerradas'", textIs("Inscripciones cerradas", 40, 44, "bottom", "")},
		{"the aprende y habla text and the next term text, make them red", both(textColorIs("Aprendé y hablá", d1Red), textColorIs("Next term starts in March", d1Red))},
		{"ponele un corazon mientras esta el texto de y vos que esperas", i13w5StickerAt("heart", 35, 38)},
		{"hacé más grande el cartel q dice inscripciones abiertas", textScaleGrew("Inscripciones abiertas", true)},
	},
	"a text named by a quote of its words, or by its words after 'el' alone": {
		// quoted, asked which text; "el 'X' que …" and "el X arranque …": no verb
		{"move the 'Learn and speak' text to the top", textPosIs("Learn and speak", "top")},
		{"el 'Next term' que arranque en el 36", textIs("Next term starts in March", 36, 40, "top", "")},
		{"que el Inscripciones abiertas arranque en el 39", textIs("Inscripciones abiertas", 39, 44, "bottom", "")},
		{"Learn and speak label, move it to the bottom", textPosIs("Learn and speak", "bottom")},
		{"la leyenda del y vos que esperas hacela mas grande", textScaleGrew("y vos, ¿qué esperás?", true)},
		// guard: a quote no text says stays asked
		{"move the 'Learn and play' text to the top", nil},
	},
	"a clip named by its file's words": {
		{"the clase conversacion clip, make it black and white", effectIs("grayscale", 8, 18, "", 0)},
		{"borrá la del patio", goneIs("patio-recreo.jpg")},
		// a thing said first with its noun left out, then a verb with "le"
		// or "la" (refused: "la de kenji": no verb)
		{"la de kenji, sacale el sonido", mutedIs("entrevista-kenji.mp4", true)},
		{"la entrevista de kenji, sacale el sonido", mutedIs("entrevista-kenji.mp4", true)},
		{"la del patio, borrala", goneIs("patio-recreo.jpg")},
		// guard: the thing and a remark is still no edit
		{"la de kenji, no se", nil},
	},
	"guards: words of no text, or of two, are asked; an add keeps its words": {
		{"move the learn and play text to the top", nil},
		{"add a text saying learn and speak at the top from 10 to 12", textIs("learn and speak", 10, 12, "top", "")},
		{"the year with us text, make it red", nil},
	},
}

func TestD1Cases(t *testing.T) {
	runFixtureTable(t, "d1 table", d1Fixture, d1Cases)
}
