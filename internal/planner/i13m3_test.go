package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13m3Fixture: a bakery's reel: fachada.mp4 0–10 under a brightening
// (15), horno.mp4 10–20, atardecer.mp4 20–30 under a vignette (40),
// cosecha.mp4 30–40 and pulgones-kale.mp4 40–50 with the caption "Día 40:
// ¡pulgones!" (42–46) over it.
func i13m3Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, n := range []string{"fachada.mp4", "horno.mp4", "atardecer.mp4", "cosecha.mp4", "pulgones-kale.mp4"} {
		addTestAsset(p, n, timeline.AssetVideo, 12, 1920, 1080, true)
	}
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"fachada.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"horno.mp4","startTime":10,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"atardecer.mp4","startTime":20,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"cosecha.mp4","startTime":30,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"pulgones-kale.mp4","startTime":40,"trackType":"main","duration":10}`},
		{"add_text", `{"text":"Día 40: ¡pulgones!","start":42,"end":46,"position":"bottom"}`},
		{"apply_effect", `{"effectType":"brightness-contrast","start":0,"end":10,"params":{"brightness":15}}`},
		{"apply_effect", `{"effectType":"vignette","start":20,"end":30,"params":{"intensity":40}}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13m3 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// i13m3EffectAt wants one effect of typ from a to b, with param at val
// (or, when below is set, under val).
func i13m3EffectAt(typ string, a, b float64, param string, val float64, below bool) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Effect != nil && e.Effect.Type == typ && near(e.Start.Seconds(), a) && near(e.End().Seconds(), b)
		})
		if len(es) != 1 {
			return fmt.Sprintf("%d %s effects at %v-%v, want 1", len(es), typ, a, b)
		}
		v, _ := es[0].Effect.Params[param].(float64)
		if below && v >= val || !below && !near(v, val) {
			return fmt.Sprintf("%s %s=%v, want %v (below: %v)", typ, param, v, val, below)
		}
		return ""
	}
}

var i13m3Cases = map[string][]vcase{
	"a look the same as another clip's is that clip's look, copied": {
		// was refused ("no verb or edit I know", "which effect?"), or a
		// default brightening laid over both clips (silent)
		{"same effect as the atardecer on the cosecha", i13m3EffectAt("vignette", 30, 40, "intensity", 40, false)},
		{"ponele a la cosecha el mismo efecto que tiene el atardecer", i13m3EffectAt("vignette", 30, 40, "intensity", 40, false)},
		{"la cosecha con el mismo filtro que el atardecer porfa", i13m3EffectAt("vignette", 30, 40, "intensity", 40, false)},
		{"que el horno tenga el mismo brillo que la fachada", i13m3EffectAt("brightness-contrast", 10, 20, "brightness", 15, false)},
		{"same brightness on the horno as the fachada", i13m3EffectAt("brightness-contrast", 10, 20, "brightness", 15, false)},
		// a clip with no look of its own has none to copy
		{"same effect as the horno on the cosecha", nil},
	},
	"a look on a face is refused": {
		// was the whole clip blurred (silent)
		{"blur the face in the horno clip", nil},
		{"desenfocá la cara en el horno", nil},
	},
	"a look said of a name a caption shares with a clip goes on the clip": {
		// was refused ("an effect covers the whole picture … «Día 40: ¡pulgones!»")
		{"desenfocá lo de los pulgones", effectIs("blur", 40, 50, "", 0)},
		{"los pulgones en blanco y negro", effectIs("grayscale", 40, 50, "", 0)},
		// guard: the caption said as a text is still refused
		{"blur the pulgones text", nil},
	},
	"a Spanish 'le' doubling a thing said after 'a'": {
		{"le subís el brillo al horno?", i13m3EffectAt("brightness-contrast", 10, 20, "brightness", 30, false)},
	},
}

func TestI13m3Cases(t *testing.T) {
	runFixtureTable(t, "i13m3 table", i13m3Fixture, i13m3Cases)
}
