package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13c1Fixture: a hair salon's before/after promo: wash.mp4 0–8,
// haircut.mp4 8–18, blowdry.mp4 18–26, before.jpg 26–30 and after.jpg
// 30–36 on the main track; lola-logo.png over the whole video (top-right,
// scale 0.2, opacity 0.6); salon-beat.mp3 under it; the texts "Studio
// Lola" (0–4, centre) and "Corte + brushing $25" (18–26, bottom); a
// sparkles sticker 30–34; a warm orange tint (strength 30) over the wash
// and a vignette (intensity 50) over the reveal (the after photo).
func i13c1Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "wash.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "haircut.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "blowdry.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "before.jpg", timeline.AssetImage, 0, 1080, 1350, false)
	addTestAsset(p, "after.jpg", timeline.AssetImage, 0, 1080, 1350, false)
	addTestAsset(p, "lola-logo.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "salon-beat.mp3", timeline.AssetAudio, 90, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	call := func(tool, in string) {
		if _, err := tools().Call(context.Background(), ed, tool, []byte(in)); err != nil {
			t.Fatalf("i13c1 fixture %s: %v", tool, err)
		}
	}
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"wash.mp4","startTime":0,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"haircut.mp4","startTime":8,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"blowdry.mp4","startTime":18,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"before.jpg","startTime":26,"trackType":"main","duration":4}`},
		{"add_media_to_timeline", `{"assetId":"after.jpg","startTime":30,"trackType":"main","duration":6}`},
		{"add_media_to_timeline", `{"assetId":"lola-logo.png","startTime":0,"trackType":"overlay","duration":36}`},
		{"add_media_to_timeline", `{"assetId":"salon-beat.mp3","startTime":0,"trackType":"audio","duration":36}`},
		{"add_text", `{"text":"Studio Lola","start":0,"end":4,"position":"center"}`},
		{"add_text", `{"text":"Corte + brushing $25","start":18,"end":26,"position":"bottom"}`},
		{"add_sticker", `{"stickerId":"sparkles","start":30,"end":34,"position":"top-right"}`},
		{"apply_effect", `{"effectType":"tint","start":0,"end":8,"params":{"color":"#ff8000","strength":30}}`},
		{"apply_effect", `{"effectType":"vignette","start":30,"end":36,"params":{"intensity":50}}`},
	} {
		call(c.tool, c.in)
	}
	for _, e := range elems(ed.P(), func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "lola-logo.png" }) {
		call("update_clip", `{"elementId":"`+e.ID+`","scale":0.2,"x":780,"y":-380,"opacity":0.6}`)
	}
	return ed
}

// c1Effect wants exactly one effect of typ, from a to b, whose param
// passes ok (param "" skips the value).
func c1Effect(typ string, a, b float64, param string, ok func(float64) bool) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ })
		if len(es) != 1 {
			return fmt.Sprintf("%d %s effects, want 1", len(es), typ)
		}
		e := es[0]
		if !near(e.Start.Seconds(), a) || !near(e.End().Seconds(), b) {
			return fmt.Sprintf("%s at %v-%v, want %v-%v", typ, e.Start.Seconds(), e.End().Seconds(), a, b)
		}
		if param == "" {
			return ""
		}
		if v, _ := e.Effect.Params[param].(float64); !ok(v) {
			return fmt.Sprintf("%s %s=%v", typ, param, e.Effect.Params[param])
		}
		return ""
	}
}

// c1Covers wants the effects of typ to cover a..b with no gap, and
// nothing outside it.
func c1Covers(typ string, a, b float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ })
		if len(es) == 0 {
			return "no " + typ
		}
		lo, hi, covered := 1e9, -1e9, 0.0
		for _, e := range es {
			lo, hi = min(lo, e.Start.Seconds()), max(hi, e.End().Seconds())
			covered += e.End().Seconds() - e.Start.Seconds()
		}
		if !near(lo, a) || !near(hi, b) || covered+0.01 < b-a {
			return fmt.Sprintf("%s covers %v-%v (%v s), want %v-%v", typ, lo, hi, covered, a, b)
		}
		return ""
	}
}

func c1Is(v float64) func(float64) bool    { return func(x float64) bool { return near(x, v) } }
func c1Below(v float64) func(float64) bool { return func(x float64) bool { return x < v-0.01 } }
func c1Above(v float64) func(float64) bool { return func(x float64) bool { return x > v+0.01 } }

var i13c1Cases = map[string][]vcase{
	"an effect told when to start keeps its end": {
		// "la viñeta que empiece con el blowdry" slid the vignette whole
		// (18–24, off the reveal): silent
		{"la viñeta que empiece con el blowdry", c1Covers("vignette", 18, 36)},
		{"make the vignette start at the before photo", c1Covers("vignette", 26, 36)},
		// guard: "move" still slides it
		{"move the vignette to 20", c1Effect("vignette", 20, 26, "", nil)},
	},
	"an effect put on a clip beside it too grows to cover it": {
		// it asked "keep the vignette where it is and add another, or move it?"
		{"put the vignette on the before photo too", c1Covers("vignette", 26, 36)},
		{"the warm filter should also cover the haircut", c1Covers("tint", 0, 18)},
		// guard: a clip apart from it still asks
		{"put the vignette on the haircut too", nil},
	},
	"a fault after the look that mends it is why": {
		// "…que se ve borroso" added a blur with the sharpening: silent
		{"ponele nitidez al blowdry que se ve borroso", c1Effect("sharpen", 18, 26, "", nil)},
		{"ponele nitidez al haircut, se ve borroso", c1Effect("sharpen", 8, 18, "", nil)},
		// "bajale la saturacion…, esta muy saturado" asked which of two opposites
		{"bajale la saturacion al haircut, esta muy saturado", c1Effect("saturation", 8, 18, "amount", c1Below(0))},
		// guard: the fault alone is still its remedy
		{"el blowdry se ve borroso", c1Effect("sharpen", 18, 26, "", nil)},
	},
	"looks and effects on a part, as they were read already": {
		{"the orange filter on the wash is too strong, tone it down", c1Effect("tint", 0, 8, "strength", c1Below(30))},
		{"make the warm filter stronger, like 60", c1Effect("tint", 0, 8, "strength", c1Is(60))},
		{"subile el tinte naranja a 50", c1Effect("tint", 0, 8, "strength", c1Is(50))},
		{"the vignette on the after photo is too much, make it half as strong", c1Effect("vignette", 30, 36, "intensity", c1Is(25))},
		{"la viñeta mas suave, tipo 20", c1Effect("vignette", 30, 36, "intensity", c1Is(20))},
		{"sacale el filtro naranja al wash", both(naNoEffect("tint"), c1Effect("vignette", 30, 36, "", nil))},
		{"remove the vignette from the after photo", both(naNoEffect("vignette"), c1Effect("tint", 0, 8, "", nil))},
		{"black and white on the haircut clip", c1Effect("grayscale", 8, 18, "", nil)},
		{"blur the blowdry part a little", c1Effect("blur", 18, 26, "", nil)},
		{"el clip del blowdry se ve re oscuro, subile el brillo", c1Effect("brightness-contrast", 18, 26, "brightness", c1Above(0))},
		{"flip the after photo horizontally", flippedH("after.jpg")},
		{"more vivid colours on the haircut", c1Effect("saturation", 8, 18, "amount", c1Above(0))},
		{"ocultá el logo durante el haircut", i13b4HiddenOver("lola-logo.png", 8, 18)},
		{"sharpen the before photo, it looks blurry", c1Effect("sharpen", 26, 30, "", nil)},
	},
	"guards: which effect is not guessed": {
		{"make it stronger", nil},
		{"subile la intensidad al efecto", nil},
		{"subile la intensidad", nil},
		{"subile la intensidad al blanco y negro", nil},
		{"make it look better", nil},
		{"que el texto abarque toda la pantalla", nil},
	},
}

func TestI13c1Cases(t *testing.T) {
	runFixtureTable(t, "i13c1 salon", i13c1Fixture, i13c1Cases)
}
