package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// f3Fixture: a salon-and-taco-truck reel rebuilt from the shapes of the
// fresh sets' fixtures (salon, foodtruck, dogschool, bookshop, pottery):
// saludo-rosa.mp4 0–10 (of 14), plancha-tacos.mp4 10–24 (of 20),
// quieto_stay-02.mp4 24–38 (of 15) and fachada-libreria.mp4 38–44 (of
// 10) on the main track; logo-lunares.png over all of it and
// ANTES-clienta.jpg 30–36 over the stay clip; musica-lofi.mp3 0–44,
// secador-sfx.wav 20–26 and horno-ambiente.wav 30–40 on audio tracks;
// the texts "Best tacos after midnight" 12–15 (top), "Esmalte azul
// cobalto" 16–20 (bottom), "ANTES / DESPUÉS" 30–34 (top) and
// "Inscripciones abiertas" 38–44 (bottom); a heart 40–43 top-right.
func f3Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "saludo-rosa.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "plancha-tacos.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
	addTestAsset(p, "quieto_stay-02.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
	addTestAsset(p, "fachada-libreria.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "logo-lunares.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "ANTES-clienta.jpg", timeline.AssetImage, 0, 1080, 1350, false)
	addTestAsset(p, "musica-lofi.mp3", timeline.AssetAudio, 180, 0, 0, true)
	addTestAsset(p, "secador-sfx.wav", timeline.AssetAudio, 6, 0, 0, true)
	addTestAsset(p, "horno-ambiente.wav", timeline.AssetAudio, 12, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"saludo-rosa.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"plancha-tacos.mp4","startTime":10,"trackType":"main","duration":14}`},
		{"add_media_to_timeline", `{"assetId":"quieto_stay-02.mp4","startTime":24,"trackType":"main","duration":14}`},
		{"add_media_to_timeline", `{"assetId":"fachada-libreria.mp4","startTime":38,"trackType":"main","duration":6}`},
		{"add_media_to_timeline", `{"assetId":"logo-lunares.png","startTime":0,"trackType":"overlay","duration":44}`},
		{"add_media_to_timeline", `{"assetId":"ANTES-clienta.jpg","startTime":30,"trackType":"overlay","duration":6}`},
		{"add_media_to_timeline", `{"assetId":"musica-lofi.mp3","startTime":0,"trackType":"audio","duration":44}`},
		{"add_media_to_timeline", `{"assetId":"secador-sfx.wav","startTime":20,"trackType":"audio","duration":6}`},
		{"add_media_to_timeline", `{"assetId":"horno-ambiente.wav","startTime":30,"trackType":"audio","duration":10}`},
		{"add_text", `{"text":"Best tacos after midnight","start":12,"end":15,"position":"top"}`},
		{"add_text", `{"text":"Esmalte azul cobalto","start":16,"end":20,"position":"bottom"}`},
		{"add_text", `{"text":"ANTES / DESPUÉS","start":30,"end":34,"position":"top"}`},
		{"add_text", `{"text":"Inscripciones abiertas","start":38,"end":44,"position":"bottom"}`},
		{"add_sticker", `{"stickerId":"heart","start":40,"end":43,"position":"top-right"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("f3 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// f3Shown: no element of the asset is hidden.
func f3Shown(asset string) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			if e.Hidden {
				return asset + " hidden"
			}
		}
		return ""
	}
}

var f3Cases = map[string][]vcase{
	// "no antes" hid the ANTES photo and "no al final del video" made the
	// music last the whole video again: silent (contrasttail.go)
	"a last 'not before / not at the end' restates the clause": {
		{"que el logo aparezca recien despues del saludo, no antes", both(mediaIs("logo-lunares.png", over, 10, 44), f3Shown("ANTES-clienta.jpg"))},
		{"la música que termine a los 40, no al final del video", mediaIs("musica-lofi.mp3", timeline.TrackAudio, 0, 40)},
		{"the music should end at 40, not at the end of the video", mediaIs("musica-lofi.mp3", timeline.TrackAudio, 0, 40)},
		{"que la música termine en el 40 y no al final", mediaIs("musica-lofi.mp3", timeline.TrackAudio, 0, 40)},
		{"que el texto ANTES / DESPUÉS dure hasta el 36, no antes", both(textIs("ANTES / DESPUÉS", 30, 36, "top", ""), f3Shown("ANTES-clienta.jpg"))},
		// a quote after "el texto" with "salga en" is asked, as typed with
		// quotes (it moved the text and hid the ANTES photo: silent)
		{"que el texto ANTES / DESPUÉS salga en el 32, no antes", nil},
	},
	// guards: a tail that names a thing, or "not at the same time", is
	// still refused for its "not"
	"not-tail guards": {
		{"the music should end at 40, not the sound of the dryer", nil},
		{"the heart should pop up 1 second after the midnight text, not at the same time", nil},
	},
	// each was "there is no …" (namelexicon.go, resolve.go)
	"a clip or sound named by what it films, in the other language": {
		{"move the hairdryer sound 3 seconds later", mediaIs("secador-sfx.wav", timeline.TrackAudio, 23, 29)},
		{"el sonido del secador que dure 4 segundos", mediaIs("secador-sfx.wav", timeline.TrackAudio, 20, 24)},
		{"split the griddle clip at 17", both(mediaIs("plancha-tacos.mp4", main, 10, 17), mediaIs("plancha-tacos.mp4", main, 17, 24))},
		{"partí el clip de la plancha en el 17", both(mediaIs("plancha-tacos.mp4", main, 10, 17), mediaIs("plancha-tacos.mp4", main, 17, 24))},
		{"the glaze label should stay until 22", textIs("Esmalte azul cobalto", 16, 22, "bottom", "")},
		{"que el cartel del esmalte dure hasta el 22", textIs("Esmalte azul cobalto", 16, 22, "bottom", "")},
		{"keep the enrol text up from 36 till the end", textIs("Inscripciones abiertas", 36, 44, "bottom", "")},
		{"shorten the kiln sound to 6 secs", mediaIs("horno-ambiente.wav", timeline.TrackAudio, 30, 36)},
	},
	// "after midnight text" was "after the text": moved to its end, 15 s
	// (silent); the slash parted "ANTES / DESPUÉS" ("make the ANTES")
	"a text named by its own words": {
		{"move the Best tacos after midnight text to 22", textIs("Best tacos after midnight", 22, 25, "top", "")},
		{"mové el texto Best tacos after midnight al 22", textIs("Best tacos after midnight", 22, 25, "top", "")},
		{"the Best tacos after midnight text should start at 21", textIs("Best tacos after midnight", 21, 24, "top", "")},
		// where the text cannot go, the refusal, not the text's own end
		{"move the Best tacos after midnight text to 18", nil},
		{"make the ANTES / DESPUÉS title last 6 seconds", textIs("ANTES / DESPUÉS", 30, 36, "top", "")},
		{"que el texto antes / despues dure hasta el 36", textIs("ANTES / DESPUÉS", 30, 36, "top", "")},
	},
	// the video was cut after 7 s (silent), then "Which part is intro?"
	// was asked; now the short opening clip is cut at 7 s (introendsat.go)
	"trim a section no element is called": {
		{"trim the intro so it ends at 7s", mediaIs("saludo-rosa.mp4", main, 0, 7)},
	},
	// asked how much later; "its" alone was the video's first second
	"a complaint of when, then a cut of its edge": {
		{"the stay clip starts too early, chop off its first second", mediaIs("quieto_stay-02.mp4", main, 24, 37)},
		{"the griddle clip starts too early, cut its first 2 seconds", mediaIs("plancha-tacos.mp4", main, 10, 22)},
		{"el clip de la plancha arranca muy pronto, cortale los primeros 2 segundos", mediaIs("plancha-tacos.mp4", main, 10, 22)},
		{"the stay clip starts too early, delete the heart", nil},
	},
	// "cortando del final" moved the clip to the end of the video (silent)
	"a length and the edge it is cut from": {
		{"la fachada esta muy larga, dejala en 5 segundos cortando del final", mediaIs("fachada-libreria.mp4", main, 38, 43)},
		{"make the griddle clip 10 seconds by trimming the end", mediaIs("plancha-tacos.mp4", main, 10, 20)},
	},
	// a shift and the start it is for: it asked which of the two moments
	"a shift, then the start it is for": {
		{"slide the hairdryer sound a second earlier so it starts at 19", mediaIs("secador-sfx.wav", timeline.TrackAudio, 19, 25)},
		{"mové el sonido del secador 1 segundo antes para que arranque en el 19", mediaIs("secador-sfx.wav", timeline.TrackAudio, 19, 25)},
	},
}

func TestF3Cases(t *testing.T) {
	runFixtureTable(t, "f3 time", f3Fixture, f3Cases)
}
