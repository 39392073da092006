package planner

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13b1Fixture: a café's promo, whose elements people call by what they
// show, say or belong to: paseo-perro.mp4 0–10 and horno-pan.mp4 10–20 on
// the main track, logo-lupita.png over the whole video, etiqueta-queso.jpg
// 12–16 over the oven, the texts "Lupita Café" (0–3, centre), "Lupita ·
// barista" (3–6, bottom), "2 cups flour · 3 eggs · 1 butter" (11–15,
// bottom) and "Follow @lupita.cafe" (16–20, top), musica-fondo.mp3 under
// it all at 80%, mensaje-abuelo.m4a from 5 at 50%, sparkles (6–9) and a
// heart (16–19).
func i13b1Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "paseo-perro.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "horno-pan.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "logo-lupita.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "etiqueta-queso.jpg", timeline.AssetImage, 0, 800, 600, false)
	addTestAsset(p, "musica-fondo.mp3", timeline.AssetAudio, 60, 0, 0, true)
	addTestAsset(p, "mensaje-abuelo.m4a", timeline.AssetAudio, 8, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"paseo-perro.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"horno-pan.mp4","startTime":10,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"logo-lupita.png","startTime":0,"trackType":"overlay","duration":20}`},
		{"update_clip", `{"elementId":"@asset:logo-lupita.png","scale":0.2,"x":800,"y":-400}`},
		{"add_media_to_timeline", `{"assetId":"etiqueta-queso.jpg","startTime":12,"trackType":"overlay","duration":4}`},
		{"update_clip", `{"elementId":"@asset:etiqueta-queso.jpg","scale":0.3,"x":-600,"y":300}`},
		{"add_text", `{"text":"Lupita Café","start":0,"end":3,"position":"center","style":"hook"}`},
		{"add_text", `{"text":"Lupita · barista","start":3,"end":6,"position":"bottom","style":"label"}`},
		{"add_text", `{"text":"2 cups flour · 3 eggs · 1 butter","start":11,"end":15,"position":"bottom","style":"label"}`},
		{"add_text", `{"text":"Follow @lupita.cafe","start":16,"end":20,"position":"top"}`},
		{"add_media_to_timeline", `{"assetId":"musica-fondo.mp3","startTime":0,"trackType":"audio","duration":20}`},
		{"set_volume", `{"elementId":"@asset:musica-fondo.mp3","volume":0.8}`},
		{"add_media_to_timeline", `{"assetId":"mensaje-abuelo.m4a","startTime":5,"trackType":"audio"}`},
		{"set_volume", `{"elementId":"@asset:mensaje-abuelo.m4a","volume":0.5}`},
		{"add_sticker", `{"stickerId":"sparkles","start":6,"end":9,"position":"top-right"}`},
		{"add_sticker", `{"stickerId":"heart","start":16,"end":19,"position":"top-left"}`},
	} {
		in := c.in
		if name, ok := strings.CutPrefix(in, `{"elementId":"@asset:`); ok {
			// an element named by its file, as the held-out fixtures do
			name = name[:strings.Index(name, `"`)]
			in = strings.Replace(in, "@asset:"+name, elems(ed.Project, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == name })[0].ID, 1)
		}
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(in)); err != nil {
			t.Fatalf("i13b1 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// i13b1VolumeAbove wants every element of asset louder than v.
func i13b1VolumeAbove(asset string, v float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset })
		if len(es) == 0 {
			return "no " + asset
		}
		for _, e := range es {
			if e.Audio == nil || e.Audio.Volume <= v {
				return fmt.Sprintf("%s volume %v, want above %v", asset, e.Audio, v)
			}
		}
		return ""
	}
}

// i13b1Visual wants the one element named name to pass ok.
func i13b1Visual(name string, ok func(v *timeline.Visual) bool, want string) check {
	return visualOf(name, func(e *timeline.Element) string {
		if !ok(e.Visual) {
			return fmt.Sprintf("%s: %+v, want %s", name, *e.Visual, want)
		}
		return ""
	})
}

var i13b1Cases = map[string][]vcase{
	"a kind, then whose it is, where the name alone is shared": {
		// asked: "Which one do you mean by "lupita": logo-lupita.png, the
		// text "Lupita Café" or the text "Lupita · barista"?" (kindofowner.go)
		{"el logo de lupita mas chico", i13b1Visual("logo-lupita.png", func(v *timeline.Visual) bool { return v.Scale < 0.2 }, "smaller")},
		{"el logo de lupita que sea medio transparente", i13b1Visual("logo-lupita.png", func(v *timeline.Visual) bool { return v.Opacity < 1 }, "see-through")},
		{"hacé el logo de lupita mas grande", i13b1Visual("logo-lupita.png", func(v *timeline.Visual) bool { return v.Scale > 0.2 }, "bigger")},
		{"move the logo of lupita to the top left", i13b1Visual("logo-lupita.png", func(v *timeline.Visual) bool { return v.X < 0 && v.Y < 0 }, "top left")},
		// guards: the name alone is still asked; a kind the name names
		// nothing of is not found, never the name's other things
		{"borrá lo de lupita", nil},
		{"borrá el sticker de lupita", nil},
		{"borrá el clip de lupita", nil},
	},
	"a text noun that is a word of a file's name": {
		// "there is no el mensaje del abuelo", or "there is no text on the
		// timeline" once found (kindofowner.go textNounOfFile)
		{"subí el mensaje del abuelo", i13b1VolumeAbove("mensaje-abuelo.m4a", 0.5)},
		{"subile el mensaje del abuelo", i13b1VolumeAbove("mensaje-abuelo.m4a", 0.5)},
		{"turn up grandpa's message", i13b1VolumeAbove("mensaje-abuelo.m4a", 0.5)},
		{"mute grandpa's message", mutedIs("mensaje-abuelo.m4a", true)},
		{"borrá la etiqueta del queso", goneIs("etiqueta-queso.jpg")},
		{"delete the cheese label", goneIs("etiqueta-queso.jpg")},
		{"move the cheese label photo to the bottom right", i13b1Visual("etiqueta-queso.jpg", func(v *timeline.Visual) bool { return v.X > 0 && v.Y > 0 }, "bottom right")},
		{"la etiqueta del queso ponela arriba a la derecha", i13b1Visual("etiqueta-queso.jpg", func(v *timeline.Visual) bool { return v.X > 0 && v.Y < 0 }, "top right")},
		// guards: a message of someone no file is named for is not found
		{"subí el mensaje de la abuela", nil},
		{"borrá la etiqueta del tomate", nil},
	},
	"a text called by what it lists": {
		// "there is no the ingredients text", or which of all the texts (texttopics.go)
		{"make the ingredients text bigger", textScaleGrew("2 cups flour · 3 eggs · 1 butter", true)},
		{"borrá el texto de los ingredientes", textGone("2 cups flour · 3 eggs · 1 butter")},
		{"el texto de los ingredientes ponelo arriba", textPosIs("2 cups flour · 3 eggs · 1 butter", "top")},
		{"delete the ingredient list", textGone("2 cups flour · 3 eggs · 1 butter")},
		// guards: a text of a list the project does not have stays unknown
		{"borrá el texto del precio", nil},
	},
	"a text called by what it asks, in the other language": {
		// which of all the texts (namelexicon.go)
		{"el texto de seguinos ponelo abajo", textPosIs("Follow @lupita.cafe", "bottom")},
		{"borrá el texto de siguenos", textGone("Follow @lupita.cafe")},
		{"delete the follow text", textGone("Follow @lupita.cafe")},
		// guard: a bare "the text" is still asked
		{"borrá el texto", nil},
	},
	"a sticker called by a word of its own in Spanish": {
		// "there is no las chispitas" (lexicon.go)
		{"borrá las chispitas", i13w5StickerGone("sparkles")},
		{"las chispitas que duren hasta el 10", i13w5StickerAt("sparkles", 6, 10)},
		{"sacá las chispas", i13w5StickerGone("sparkles")},
		// guard: a bare "the sticker" among two is asked
		{"sacá el sticker", nil},
	},
}

func TestI13b1Cases(t *testing.T) {
	runFixtureTable(t, "i13b1 table", i13b1Fixture, i13b1Cases)
}
