package planner

import (
	"context"
	"fmt"
	"math"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13b2Fixture: a baking video: horno.mp4 0–10 and mesa.mp4 10–20 on the
// main track; logo.png 0–20 in the top-right corner at 0.2; music.mp3
// 0–20 at 50% and chisporroteo.wav 0–20 at 100% on a second audio track;
// the texts "Pan Casero" 0–4 in the centre, "Paso 1: amasar" 4–8 at the
// bottom and "Link in bio" 16–20 at the top; a fire sticker 5–8 top-right.
func i13b2Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "horno.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "mesa.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(p, "chisporroteo.wav", timeline.AssetAudio, 30, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"horno.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"mesa.mp4","startTime":10,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"logo.png","startTime":0,"trackType":"overlay","duration":20}`},
		{"add_media_to_timeline", `{"assetId":"music.mp3","startTime":0,"trackType":"audio","duration":20}`},
		{"add_media_to_timeline", `{"assetId":"chisporroteo.wav","startTime":0,"trackType":"audio","duration":20}`},
		{"add_text", `{"text":"Pan Casero","start":0,"end":4,"position":"center"}`},
		{"add_text", `{"text":"Paso 1: amasar","start":4,"end":8,"position":"bottom"}`},
		{"add_text", `{"text":"Link in bio","start":16,"end":20,"position":"top"}`},
		{"add_sticker", `{"stickerId":"fire","start":5,"end":8,"position":"top-right"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13b2 fixture %s: %v", c.tool, err)
		}
	}
	for _, tr := range ed.P().Tracks {
		for _, e := range tr.Elements {
			in := ""
			switch e.Name {
			case "music.mp3":
				in = `{"elementId":"` + e.ID + `","volume":0.5}`
			case "logo.png":
				in = `{"elementId":"` + e.ID + `","scale":0.2,"x":780,"y":-380}`
			}
			if in == "" {
				continue
			}
			tool := map[bool]string{true: "set_volume", false: "update_clip"}[e.Name == "music.mp3"]
			if _, err := tools().Call(context.Background(), ed, tool, []byte(in)); err != nil {
				t.Fatalf("i13b2 fixture %s: %v", e.Name, err)
			}
		}
	}
	return ed
}

// b2StickerSide checks the sticker's side: -1 left, 1 right.
func b2StickerSide(id string, side float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		}) {
			if e.Visual == nil || math.Signbit(e.Visual.X) != math.Signbit(side) || e.Visual.X == 0 {
				return fmt.Sprintf("sticker %s at x %v, want the %v side", id, e.Visual, side)
			}
			return ""
		}
		return "no sticker " + id
	}
}

var i13b2Cases = map[string][]vcase{
	"a place said after 'quede'/'sit' is where the thing goes": {
		// "que 'Link in bio' quede abajo" was read as "last": "would leave
		// out bottom"; "sit" was an unknown word
		{"que 'Link in bio' quede abajo", textPosIs("Link in bio", "bottom")},
		{"que 'Pan Casero' quede arriba", textPosIs("Pan Casero", "top")},
		{"make 'Pan Casero' sit at the top", textPosIs("Pan Casero", "top")},
		{"make 'Link in bio' sit in the middle instead of up top", textPosIs("Link in bio", "center")},
		{"que el logo quede abajo a la izquierda", cornerIs("logo.png", -1, 1)},
		{"que el titulo dure 6 segundos y quede arriba", both(textPosIs("Pan Casero", "top"), timesIs("Pan Casero", "0-6"))},
		// guards: "quede" still says how long, and a place not wanted is asked
		{"que el logo quede 5 segundos", timesIs("logo.png", "0-5")},
		{"que 'Paso 1: amasar' no quede abajo, arriba", nil},
		{"que el logo quede arriba a la izquierda y abajo a la derecha", nil},
	},
	"lower or raise a quoted text to a place moves it": {
		// "me bajás el 'Link in bio' a la parte de abajo" was its volume:
		// "would leave out bottom"
		{"me bajás el 'Link in bio' a la parte de abajo?", textPosIs("Link in bio", "bottom")},
		{"me subís el 'Paso 1: amasar' a la parte de arriba?", textPosIs("Paso 1: amasar", "top")},
		// guard: the music lowered is its volume
		{"bajá la música a la mitad", volumeIs("music.mp3", 0.25)},
	},
	"show at a level of opacity is the opacity": {
		// "show the logo at 60% opacity" was "show": "would leave out 60%"
		{"show the logo at 60% opacity", opacityIs("logo.png", 0.6)},
		{"mostrá el logo al 30% de opacidad", opacityIs("logo.png", 0.3)},
		// guard: a show with a time keeps its question
		{"show the logo at 50% opacity from 2 to 4", nil},
	},
	"the other side is the corner across": {
		// "move the fire sticker to the other side" left out "side"
		{"move the fire sticker to the other side", b2StickerSide("fire", -1)},
		{"pasá el logo al otro lado", cornerIs("logo.png", -1, -1)},
		// guards: a text has no other side; a side with a place of its own is asked
		{"move 'Pan Casero' to the other side", nil},
		{"move the logo to the other side, top left", nil},
	},
	"a sign before the degrees is the turn's": {
		// "tilt the logo -10 degrees" left out "-"
		{"tilt the logo -10 degrees", rotationIs("logo.png", -10)},
		{"rotá el logo unos -15 grados", rotationIs("logo.png", -15)},
		{"tilt the Pan Casero title a bit, like -8 degrees", rotationIs("Pan Casero", -8)},
		// guards: no sign, and a range of degrees is no sign
		{"rotate the logo 20 degrees", rotationIs("logo.png", 20)},
	},
	"a text's own words before 'title' name that text only": {
		// "the Pan Casero title" took pan words for the text and any file
		// sharing one; the text alone turns
		{"make the Pan Casero title bigger", both(scaleIs("logo.png", 0.2))},
	},
	"a size said the way a time is, or after a hedge": {
		// "subí el logo a 0.3 de tamaño" left out "a 0.3"; "bigger, like
		// double" was a clause with no thing
		{"subí el logo a 0.3 de tamaño", scaleIs("logo.png", 0.3)},
		{"el logo a 0.3 de tamaño y ponelo abajo a la derecha", both(scaleIs("logo.png", 0.3), cornerIs("logo.png", 1, 1))},
		{"the logo should be bigger, like double", scaleIs("logo.png", 0.4)},
		{"hacé el logo más grande, tipo el doble", scaleIs("logo.png", 0.4)},
		{"make the logo smaller, like half", scaleIs("logo.png", 0.1)},
		// guard: half of a thing made bigger is no size
		{"make the logo bigger, like half", nil},
	},
	"a level said beside a comparison of two sounds is asked a sound": {
		// the level went to both sounds, the one compared against too: silent;
		// then asked; the sound named again with the level takes it (i13c4,
		// comparedpick.go; a level against the comparison is still asked)
		{"que la musica suene mas bajo que el chisporroteo: musica al 30%", both(volumeIs("music.mp3", 0.3), volumeIs("chisporroteo.wav", 1))},
		{"que la musica suene mas bajo que el chisporroteo: chisporroteo al 30%", nil},
		// said as two clauses, the level is the music's alone
		{"the music should be quieter than the chisporroteo, music at 30%", both(volumeIs("music.mp3", 0.3), volumeIs("chisporroteo.wav", 1))},
		// guards: the comparison alone, and the level alone
		{"make the music quieter than the chisporroteo", volumeIs("music.mp3", 0.25)},
		{"music at 30%", volumeIs("music.mp3", 0.3)},
	},
	"how long, said after a look with 'y que dure'": {
		// "el logo al 50% de opacidad y que dure todo el video" left out
		// "que dure todo el video"
		{"el logo al 50% de opacidad y que dure todo el video", both(opacityIs("logo.png", 0.5), timesIs("logo.png", "0-20"))},
	},
}

func TestI13b2Cases(t *testing.T) {
	runFixtureTable(t, "i13b2 table", i13b2Fixture, i13b2Cases)
}
