package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13w2Fixture: a holiday video whose clips are named after what they
// show: playa.mp4 0–10 (the beach), perro.mp4 10–20 (the dog), cocina.mp4
// 20–30 (the kitchen), atardecer.mp4 30–40 (the sunset) and publico.mp4
// 40–50 (the crowd) on the main
// track, music.mp3 under it, the text "HOLA" 0–3, black and white over
// the dog (10–20) and a vignette over the crowd (40–50).
func i13w2Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, n := range []string{"playa.mp4", "perro.mp4", "cocina.mp4", "atardecer.mp4", "publico.mp4"} {
		addTestAsset(p, n, timeline.AssetVideo, 10, 1920, 1080, true)
	}
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 60, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"playa.mp4","startTime":0,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"perro.mp4","startTime":10,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"cocina.mp4","startTime":20,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"atardecer.mp4","startTime":30,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"publico.mp4","startTime":40,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"music.mp3","startTime":0,"trackType":"audio","duration":50}`},
		{"add_text", `{"text":"HOLA","start":0,"end":3,"position":"top"}`},
		{"apply_effect", `{"effectType":"grayscale","start":10,"end":20}`},
		{"apply_effect", `{"effectType":"vignette","start":40,"end":50}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13w2 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

var i13w2Cases = map[string][]vcase{
	"a new look of a clip with a bare number is its level": {
		// "de X a N" was read as a time from the clip to N s; "a N" alone
		// with a clip asked "from N s until when?"
		{"blur de la playa a 40", effectIs("blur", 0, 10, "intensity", 40)},
		{"desenfoca la cocina al 25", effectIs("blur", 20, 30, "intensity", 25)},
		{"sharpen the kitchen clip at 60", effectIs("sharpen", 20, 30, "amount", 60)},
		{"saturacion al 30 en la playa", effectIs("saturation", 0, 10, "amount", 30)},
		{"sepia a la cocina al 70", effectIs("sepia", 20, 30, "intensity", 70)},
		// guards: "hasta", "from … to" and a unit are times
		{"blur de la playa hasta 25", effectIs("blur", 0, 25, "", 0)},
		{"blur from the kitchen clip to 35", effectIs("blur", 20, 35, "", 0)},
		{"blur a 25", nil}, // no clip: which is asked
	},
	"less of a dark look is brighter": {
		{"make the kitchen clip less dark", effectIs("brightness-contrast", 20, 30, "brightness", 30)},
		{"hace la playa menos oscura", effectIs("brightness-contrast", 0, 10, "brightness", 30)},
		// guard: less bright stays darker
		{"make the kitchen clip less bright", effectIs("brightness-contrast", 20, 30, "brightness", -30)},
	},
	"a fault said again after a comma is the same fault": {
		{"se ve todo re lavado, sin vida", both(effectIs("saturation", 0, 50, "amount", 50), effectIs("grayscale", 10, 20, "", 0))},
		{"the whole thing looks washed out, lifeless", both(effectIs("saturation", 0, 50, "amount", 50), effectIs("grayscale", 10, 20, "", 0))},
	},
	"a fault wished away is its remedy": {
		{"que la playa no se vea tan oscura", effectIs("brightness-contrast", 0, 10, "brightness", 30)},
		{"que la cocina no se vea tan amarilla", effectIs("tint", 20, 30, "strength", 20)},
		// guard: said as a state ("no se ve"), it is denied, not an order
		{"la playa no se ve tan oscura", nil},
	},
	"a clip said in colour again loses its black and white": {
		{"the dog clip should be in color", both(naNoEffect("grayscale"), mediaIs("perro.mp4", timeline.TrackMain, 10, 20))},
		{"pone el perro a color", both(naNoEffect("grayscale"), mediaIs("perro.mp4", timeline.TrackMain, 10, 20))},
		// guard: no black and white over the kitchen
		{"the kitchen should be in color", nil},
	},
	"a look switched off is taken away": {
		{"turn the black and white off", both(naNoEffect("grayscale"), mediaIs("perro.mp4", timeline.TrackMain, 10, 20))},
		{"turn off the black and white on the dog clip", both(naNoEffect("grayscale"), mediaIs("perro.mp4", timeline.TrackMain, 10, 20))},
		// guards: none over the kitchen; no sepia at all
		{"turn off the black and white on the kitchen", nil},
		{"turn off the sepia", nil},
	},
	"the look on the timeline made longer is that effect": {
		{"make the black and white last until the end", effectIs("grayscale", 10, 50, "", 0)},
		{"que el blanco y negro dure hasta el final", effectIs("grayscale", 10, 50, "", 0)},
	},
	"a look after removing one asks where": {
		{"saca el blanco y negro y pone sepia", nil},
		// guards: its place said, or the video
		{"saca el blanco y negro y pone sepia en su lugar", both(naNoEffect("grayscale"), effectIs("sepia", 10, 20, "", 0))},
		{"saca el blanco y negro y pone sepia a todo el video", both(naNoEffect("grayscale"), effectIs("sepia", 0, 50, "", 0))},
	},
	"a scene look said as a thing is the clip showing it": {
		{"make the sunset warmer", effectIs("tint", 30, 40, "strength", 20)},
		// guard: "like a sunset" is the look
		{"make it look like a sunset", effectIs("tint", 0, 50, "strength", 20)},
	},
	"instead of a look on the timeline, the other look takes its place": {
		// both looks were laid over the whole video
		{"instead of the black and white put sepia", both(naNoEffect("grayscale"), effectIs("sepia", 10, 20, "", 0))},
		{"en vez del blanco y negro ponele sepia", both(naNoEffect("grayscale"), effectIs("sepia", 10, 20, "", 0))},
		{"en lugar del blanco y negro sepia al perro", both(naNoEffect("grayscale"), effectIs("sepia", 10, 20, "", 0))},
		// guard: split at the comma, the first part alone is no look to add
		{"en lugar del blanco y negro, sepia al perro", nil},
		// guard: "replace … with" reads as before
		{"replace the black and white with sepia", both(naNoEffect("grayscale"), effectIs("sepia", 10, 20, "", 0))},
	},
	"a Spanish verb form after al/del/el is a name": {
		// "al publico" was "publicar": the video was rendered
		{"mas saturacion al publico", effectIs("saturation", 40, 50, "amount", 50)},
		{"blanco y negro en el publico tambien", countIs(timeline.ElementEffect, 3)},
	},
	"an effect said to cover a time is its time": {
		{"la viñeta que cubra desde el 30 hasta el final", effectIs("vignette", 30, 50, "", 0)},
		{"make the vignette cover from 25 to the end", effectIs("vignette", 25, 50, "", 0)},
		// guard: a thing said to cover another is still asked or hidden as before
		{"que el texto no tape nada", nil},
	},
	"a look's noun with its colour after it is one look": {
		{"ponele un tono frio a la cocina", effectIs("tint", 20, 30, "", 0)},
		{"tint the kitchen a bit blue-ish", effectIs("tint", 20, 30, "", 0)},
	},
}

func TestI13w2Cases(t *testing.T) {
	runFixtureTable(t, "i13w2 table", i13w2Fixture, i13w2Cases)
}
