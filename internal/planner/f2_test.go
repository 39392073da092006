package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// f2Fixture: a pottery class's reel, named in Spanish: hola.mp4 0–8,
// retorneado.mp4 8–20 (trimming a bowl), esmaltado.mp4 20–30 (glazing)
// and horno-apertura.mp4 30–42 (opening the kiln) on the main track,
// logo.png over the whole video, musica.mp3 under it and
// horno-ambiente.wav (the kiln's hum) 30–40 on a second audio track; a
// vignette 0–8 (intensity 40) over the opening and a sharpen 30–42
// (amount 40) over the kiln.
func f2Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, n := range []string{"hola.mp4", "retorneado.mp4", "esmaltado.mp4", "horno-apertura.mp4"} {
		addTestAsset(p, n, timeline.AssetVideo, 14, 1920, 1080, true)
	}
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 500, 500, false)
	addTestAsset(p, "musica.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(p, "horno-ambiente.wav", timeline.AssetAudio, 12, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"hola.mp4","startTime":0,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"retorneado.mp4","startTime":8,"trackType":"main","duration":12}`},
		{"add_media_to_timeline", `{"assetId":"esmaltado.mp4","startTime":20,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"horno-apertura.mp4","startTime":30,"trackType":"main","duration":12}`},
		{"add_media_to_timeline", `{"assetId":"logo.png","startTime":0,"trackType":"overlay","duration":42}`},
		{"add_media_to_timeline", `{"assetId":"musica.mp3","startTime":0,"trackType":"audio","duration":42}`},
		{"add_media_to_timeline", `{"assetId":"horno-ambiente.wav","startTime":30,"trackType":"audio","duration":10}`},
		{"apply_effect", `{"effectType":"vignette","start":0,"end":8,"params":{"intensity":40}}`},
		{"apply_effect", `{"effectType":"sharpen","start":30,"end":42,"params":{"amount":40}}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("f2 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// f2LogoSmallerOnly: the logo is smaller than the scale it had, and the
// vignette keeps its intensity of 40.
func f2LogoSmallerOnly(before float64) check {
	return func(p *timeline.Project) string {
		if why := effectIs("vignette", 0, 8, "intensity", 40)(p); why != "" {
			return why
		}
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "logo.png" }) {
			if e.Visual == nil || e.Visual.Scale >= before {
				return fmt.Sprintf("logo scale %v, want below %v", e.Visual.Scale, before)
			}
		}
		return ""
	}
}

var f2Cases = map[string][]vcase{
	// A clip named by what it films in the other language: "there is no
	// the trimming clip" (glossary, resolve.go).
	"a clip named by its craft": {
		{"black and white for the trimming clip please", effectIs("grayscale", 8, 20, "", 0)},
		{"ponele blanco y negro al retorneado", effectIs("grayscale", 8, 20, "", 0)},
		{"make the glazing clip sepia", effectIs("sepia", 20, 30, "", 0)},
		{"flip the glazing shot horizontally", flippedH("esmaltado.mp4")},
	},
	// A look on a name that is a clip and a sound of the same subject
	// asked which of the two (horno-apertura.mp4 or horno-ambiente.wav);
	// a look takes the picture (lookpicture.go). A sound stays asked.
	"a look takes the picture": {
		{"ponele un tono sepia a la parte del horno", effectIs("sepia", 30, 42, "", 0)},
		{"make the kiln part black and white", effectIs("grayscale", 30, 42, "", 0)},
		{"un tinte naranja sobre la parte del horno", effectIs("tint", 30, 42, "", 0)},
		{"mute the kiln", nil},
	},
	// "the intro" of a look was asked ("Which part is intro?"); a short
	// first clip is it (lookintro.go). Other edits keep asking.
	"the intro of a look": {
		{"blur the intro", effectIs("blur", 0, 8, "", 0)},
		{"ponele sepia a la intro", effectIs("sepia", 0, 8, "", 0)},
		{"mute the intro", nil},
	},
	// "the ending clip" was the last 5 s (endingclip.go); "el doble" was
	// half again (silent; strongerLook).
	"the ending clip, double": {
		{"black and white on the ending clip", effectIs("grayscale", 30, 42, "", 0)},
		{"mas nitidez en el horno, el doble", effectIs("sharpen", 30, 42, "amount", 80)},
		{"make the sharpen twice as strong", effectIs("sharpen", 30, 42, "amount", 80)},
	},
	// "at the start" of a look on the first clip was 0–5 s, not the
	// clip's time (silent; lookedge.go); alone it is still the first 5 s.
	"the edge a clip sits at": {
		{"ponele sepia al horno al final", effectIs("sepia", 30, 42, "", 0)},
		{"black and white at the start", effectIs("grayscale", 0, 5, "", 0)},
	},
	// "it's all you look at" weakened the vignette too (silent;
	// gazeremark.go).
	"a remark on where people look": {
		{"the logo is way too big, it's all you look at", f2LogoSmallerOnly(1)},
		{"el logo es enorme, es lo único que mirás", f2LogoSmallerOnly(1)},
		{"el logo es enorme, no me deja ver las piezas", f2LogoSmallerOnly(1)},
	},
}

func TestF2Cases(t *testing.T) {
	runFixtureTable(t, "f2 looks", f2Fixture, f2Cases)
}
