package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13w1Fixture: an adoption appeal, 25 s. Main: hola-sofi.mp4 0–10 (of
// 14), perros.jpg 10–15, gato.mp4 15–25 (of 12). The logo top-left
// (0–25), a heart sticker top-right (15–19), the texts "Adoptá hoy"
// (0–3, centre) and "Toby · 8 meses" (10–13, bottom), music.mp3 0–25 at
// 50%, voz-sofi.wav 0–20 at 100% on a second audio track; effects: a
// brightening (15) over 0–5, a saturation (30) over the dogs' photo
// 10–15, a warm tint (strength 20) over the cat 15–25.
func i13w1Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "hola-sofi.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "perros.jpg", timeline.AssetImage, 0, 1600, 1200, false)
	addTestAsset(p, "gato.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 60, 0, 0, true)
	addTestAsset(p, "voz-sofi.wav", timeline.AssetAudio, 20, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct {
		tool string
		in   map[string]any
	}{
		{"add_media_to_timeline", map[string]any{"assetId": "hola-sofi.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "perros.jpg", "startTime": 10, "trackType": "main", "duration": 5}},
		{"add_media_to_timeline", map[string]any{"assetId": "gato.mp4", "startTime": 15, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "logo.png", "startTime": 0, "trackType": "overlay", "duration": 25}},
		{"update_clip", map[string]any{"elementId": "logo.png", "scale": 0.15, "x": -800, "y": -380}},
		{"add_media_to_timeline", map[string]any{"assetId": "music.mp3", "startTime": 0, "trackType": "audio", "duration": 25}},
		{"set_volume", map[string]any{"elementId": "music.mp3", "volume": 0.5}},
		{"add_media_to_timeline", map[string]any{"assetId": "voz-sofi.wav", "startTime": 0, "trackType": "audio"}},
		{"add_text", map[string]any{"text": "Adoptá hoy", "start": 0, "end": 3, "position": "center"}},
		{"add_text", map[string]any{"text": "Toby · 8 meses", "start": 10, "end": 13, "position": "bottom"}},
		{"add_sticker", map[string]any{"stickerId": "heart", "start": 15, "end": 19, "position": "top-right"}},
		{"apply_effect", map[string]any{"effectType": "brightness-contrast", "start": 0, "end": 5, "params": map[string]any{"brightness": 15}}},
		{"apply_effect", map[string]any{"effectType": "saturation", "start": 10, "end": 15, "params": map[string]any{"amount": 30}}},
		{"apply_effect", map[string]any{"effectType": "tint", "start": 15, "end": 25, "params": map[string]any{"color": "#ff9040", "strength": 20}}},
	} {
		in := map[string]any{}
		for k, v := range c.in {
			in[k] = v
		}
		if id, ok := in["elementId"].(string); ok {
			in["elementId"] = w1ElementID(ed.Project, id)
			if tr := w1TrackOf(ed.Project, in["elementId"].(string)); tr != "" && c.tool == "set_volume" {
				in["trackId"] = tr
			}
		}
		b, _ := json.Marshal(in)
		if _, err := tools().Call(context.Background(), ed, c.tool, b); err != nil {
			t.Fatalf("i13w1 fixture %s %s: %v", c.tool, b, err)
		}
	}
	return ed
}

// w1ElementID is the id of the element of an asset named so, or the name.
func w1ElementID(p *timeline.Project, name string) string {
	for _, tr := range p.Tracks {
		for _, e := range tr.Elements {
			if e.Name == name {
				return e.ID
			}
		}
	}
	return name
}

func w1TrackOf(p *timeline.Project, id string) string {
	for _, tr := range p.Tracks {
		for _, e := range tr.Elements {
			if e.ID == id {
				return tr.ID
			}
		}
	}
	return ""
}

// w1Effect checks the one effect of a type over a to b has param at v,
// and that no other effect of that type lies there.
func w1Effect(typ string, a, b float64, param string, v float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ })
		found := 0
		for _, e := range es {
			if e.Start.Seconds() < b && e.End().Seconds() > a {
				found++
				if x, _ := e.Effect.Params[param].(float64); !near(e.Start.Seconds(), a) || !near(e.End().Seconds(), b) || !near(x, v) {
					return fmt.Sprintf("%s %v–%v %s=%v, want %v–%v %v", typ, e.Start.Seconds(), e.End().Seconds(), param, x, a, b, v)
				}
			}
		}
		if found != 1 {
			return fmt.Sprintf("%d %s effects over %v–%v, want 1", found, typ, a, b)
		}
		return ""
	}
}

// w1NoEffect: no effect of the type anywhere.
func w1NoEffect(typ string) check {
	return func(p *timeline.Project) string {
		if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ }); len(es) > 0 {
			return "a " + typ + " effect was added"
		}
		return ""
	}
}

// w1Brightened: a brightening (brightness > 0) covers a to b, besides the
// one of the fixture.
func w1Brightened(a, b float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Effect != nil && e.Effect.Type == "brightness-contrast"
		}) {
			if x, _ := e.Effect.Params["brightness"].(float64); x > 0 && near(e.Start.Seconds(), a) && near(e.End().Seconds(), b) {
				return ""
			}
		}
		return fmt.Sprintf("no brightening over %v–%v", a, b)
	}
}

// w1Sticker: the sticker's picture sits on the side of sy (-1 top, 1 bottom) and sx.
func w1Sticker(id string, sx, sy float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		}) {
			if e.Visual.X*sx <= 0 || e.Visual.Y*sy <= 0 {
				return fmt.Sprintf("%s at (%v,%v), want the side (%v,%v)", id, e.Visual.X, e.Visual.Y, sx, sy)
			}
			return ""
		}
		return "no " + id + " sticker"
	}
}

var i13w1Cases = map[string][]vcase{
	"a look fault over the effect that makes it changes that effect": {
		{"el gato se ve muy naranja", w1Effect("tint", 15, 25, "strength", 10)},
		{"the cat looks way too orange", w1Effect("tint", 15, 25, "strength", 10)},
		{"la parte del gato esta re amarillenta", w1Effect("tint", 15, 25, "strength", 10)},
		{"the perros pic looks oversaturated", w1Effect("saturation", 10, 15, "amount", 15)},
		{"la foto de los perros se ve demasiado saturada", w1Effect("saturation", 10, 15, "amount", 15)},
		{"the perros pic looks kinda dull", w1Effect("saturation", 10, 15, "amount", 45)},
		{"se ve re oscuro al principio", w1Effect("brightness-contrast", 0, 5, "brightness", 23)},
		{"the start is still way too bright", w1Effect("brightness-contrast", 0, 5, "brightness", 8)},
		// guards: an order is done as said; a fault the effect has
		// nothing to do with, or over another stretch, adds its remedy; a
		// question is no order
		{"the cat looks too blue", countIs(timeline.ElementEffect, 4)},
		{"the whole video looks too orange", countIs(timeline.ElementEffect, 4)},
		{"is the cat too orange?", nil},
		{"el gato se ve muy naranja?", nil},
	},

	"a fault said twice, or beside a sound's fault, is a fault": {
		{"se ve todo muy lavado, sin color", both(w1NoEffect("grayscale"), countIs(timeline.ElementEffect, 4))},
		{"it looks really washed out, lifeless", w1NoEffect("grayscale")},
		{"la musica es muy fuerte y el video muy oscuro", both(volumeIs("music.mp3", 0.25), w1Brightened(0, 25))},
		{"the music is too loud and the video way too dark", both(volumeIs("music.mp3", 0.25), w1Brightened(0, 25))},
		// guards: an order stays an order
		{"ponelo todo sin color", countIs(timeline.ElementEffect, 4)},
		{"make it black and white", countIs(timeline.ElementEffect, 4)},
	},

	"what someone says, not heard, is the voice": {
		{"no se escucha lo que dice", volumeOver("music.mp3", 0, 20, 0.25)},
		{"casi no se entiende lo que dice", volumeOver("music.mp3", 0, 20, 0.25)},
		// the masking sound is lowered only where it is said
		{"la música tapa la voz en la parte del gato", volumeOver("music.mp3", 15, 25, 0.25)},
		{"the music drowns out the voice in the cat clip", volumeOver("music.mp3", 15, 25, 0.25)},
		{"la música tapa la voz", volumeIs("music.mp3", 0.25)},
	},

	"a picture said to cover what the footage shows goes to the other edge": {
		{"el logo le tapa la cara a sofi", cornerIs("logo.png", -1, 1)},
		{"the logo is covering sofi's face", cornerIs("logo.png", -1, 1)},
		{"el corazon tapa la cara del gato", w1Sticker("heart", 1, 1)},
		{"the heart sticker covers the cat", w1Sticker("heart", 1, 1)},
		// guards: one drawn thing over another asks which changes; how
		// much it covers is no thing; an order after says how
		{"the logo covers the title", nil},
		{"el logo tapa mucho", nil},
		{"el corazón tapa el logo", nil},
		{"el logo tapa la cara de sofi, ponelo abajo a la derecha", cornerIs("logo.png", 1, 1)},
	},

	"a thing said to go by too fast, alone, lasts 2 s longer (asked until e3)": {
		// since e3 (s45): a bare "goes by too fast" lasts 2 s longer, said in the reply (the development sets' reading, v23-140, v23-145)
		{"the perros pic goes by way too fast", timesIs("perros.jpg", "10-17")},
		// since e3 (s45): a bare "goes by too fast" lasts 2 s longer, said in the reply (the development sets' reading, v23-140, v23-145)
		{"el cartel de toby dura re poco", timesIs("Toby · 8 meses", "10-15")},
		{"the perros pic goes by too fast, make it 8 seconds", mediaIs("perros.jpg", main, 10, 18)},
	},
}

func TestI13w1Complaints(t *testing.T) {
	runFixtureTable(t, "i13w1 complaints", i13w1Fixture, i13w1Cases)
}
