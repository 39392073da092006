package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13c4Fixture: a yoga class video: bienvenida-clara.mp4 0–8 (Clara, the
// teacher, greets the class, with its own sound), postura-arbol.mp4 8–18
// (the tree pose), perro-abajo.mp4 18–28 (downward dog) and savasana.mp4
// 28–36 on the main track; logo-estudio.png over it all; yoga-ambient.mp3
// 0–36 at 60% (the ambient bed), voz-clara.wav 2–30 at 100% (the
// voice-over) and campana.wav 34–36 at 80% (a bell); the texts "Inhala 4 ·
// Exhala 4" 10–18 at the bottom and "Namaste" 32–36 in the centre.
func i13c4Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, v := range []string{"bienvenida-clara.mp4", "postura-arbol.mp4", "perro-abajo.mp4", "savasana.mp4"} {
		addTestAsset(p, v, timeline.AssetVideo, 12, 1920, 1080, true)
	}
	addTestAsset(p, "logo-estudio.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "yoga-ambient.mp3", timeline.AssetAudio, 300, 0, 0, true)
	addTestAsset(p, "voz-clara.wav", timeline.AssetAudio, 28, 0, 0, true)
	addTestAsset(p, "campana.wav", timeline.AssetAudio, 3, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"bienvenida-clara.mp4","startTime":0,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"postura-arbol.mp4","startTime":8,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"perro-abajo.mp4","startTime":18,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"savasana.mp4","startTime":28,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"logo-estudio.png","startTime":0,"trackType":"overlay","duration":36}`},
		{"add_media_to_timeline", `{"assetId":"yoga-ambient.mp3","startTime":0,"trackType":"audio","duration":36}`},
		{"add_media_to_timeline", `{"assetId":"voz-clara.wav","startTime":2,"trackType":"audio"}`},
		{"add_media_to_timeline", `{"assetId":"campana.wav","startTime":34,"trackType":"audio","duration":2}`},
		{"add_text", `{"text":"Inhala 4 · Exhala 4","start":10,"end":18,"position":"bottom"}`},
		{"add_text", `{"text":"Namaste","start":32,"end":36,"position":"center"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13c4 fixture %s: %v", c.tool, err)
		}
	}
	for _, tr := range ed.P().Tracks {
		for _, e := range tr.Elements {
			v := map[string]string{"yoga-ambient.mp3": "0.6", "campana.wav": "0.8"}[e.Name]
			if v == "" {
				continue
			}
			if _, err := tools().Call(context.Background(), ed, "set_volume", []byte(`{"elementId":"`+e.ID+`","volume":`+v+`}`)); err != nil {
				t.Fatalf("i13c4 fixture level: %v", err)
			}
		}
	}
	return ed
}

// c4Heard is what a piece of an asset is heard at: 0 when it or its track
// is muted, its volume otherwise.
func c4Heard(tr *timeline.Track, e timeline.Element) float64 {
	if tr.Muted || e.Audio == nil || e.Audio.Muted {
		return 0
	}
	return e.Audio.Volume
}

// c4Span: the asset is heard at want over a–b (want -1: anything below
// rest and above 0; -2: anything above rest) and at rest everywhere else; a piece that runs across
// an edge of the span fails.
func c4Span(asset string, a, b, want, rest float64) check {
	return func(p *timeline.Project) string {
		found := false
		for _, tr := range p.Tracks {
			for _, e := range tr.Elements {
				if e.Name != asset {
					continue
				}
				found = true
				s, en, h := e.Start.Seconds(), e.End().Seconds(), c4Heard(tr, e)
				switch {
				case s >= a-1e-3 && en <= b+1e-3:
					if want == -2 && h <= rest+1e-3 || want == -1 && (h <= 0 || h >= rest-1e-3) || want >= 0 && !near(h, want) {
						return fmt.Sprintf("%s at %v over %v–%v, want %v", asset, h, s, en, want)
					}
				case en <= a+1e-3 || s >= b-1e-3:
					if !near(h, rest) {
						return fmt.Sprintf("%s at %v over %v–%v (outside the span), want %v", asset, h, s, en, rest)
					}
				default:
					return fmt.Sprintf("%s piece %v–%v runs across the span %v–%v", asset, s, en, a, b)
				}
			}
		}
		if !found {
			return "no " + asset
		}
		return ""
	}
}

// c4Either: one of two checks holds.
func c4Either(a, b check) check {
	return func(p *timeline.Project) string {
		if r := a(p); r == "" {
			return ""
		}
		return b(p)
	}
}

// c4Lowered: every piece of the asset is heard below rest and above 0.
func c4Lowered(asset string, rest float64) check { return c4Span(asset, -1, 1e6, -1, rest) }

var c4Clips = []string{"bienvenida-clara.mp4", "postura-arbol.mp4", "perro-abajo.mp4", "savasana.mp4"}

func c4ClipsMuted(p *timeline.Project) string {
	for _, c := range c4Clips {
		if r := mutedIs(c, true)(p); r != "" {
			return r
		}
	}
	return both(mutedIs("yoga-ambient.mp3", false), mutedIs("voz-clara.wav", false), volumeIs("voz-clara.wav", 1))(p)
}

var i13c4Cases = map[string][]vcase{
	"own wordings (yoga class)": {
		// the wordings of i13c4-wordings.md on this project that pass; before
		// this session "the music" here was the bell (campana.wav), so the
		// music's spans and levels went to the bell or were refused: "nothing
		// with sound lies between 2s and 30s"
		{"lower the music while Clara talks", c4Span("yoga-ambient.mp3", 2, 30, -1, 0.6)},
		{"bajá la música mientras habla Clara", c4Span("yoga-ambient.mp3", 2, 30, -1, 0.6)},
		{"I can't hear Clara over the music", both(c4Either(c4Span("yoga-ambient.mp3", 2, 30, -1, 0.6), c4Lowered("yoga-ambient.mp3", 0.6)), volumeIs("voz-clara.wav", 1))},
		{"silenciá la música en la postura del árbol", c4Span("yoga-ambient.mp3", 8, 18, 0, 0.6)},
		{"la musica al 30% en el savasana", c4Span("yoga-ambient.mp3", 28, 36, 0.3, 0.6)},
		{"sacale el sonido a todos los clips de video, solo quiero la voz en off y la musica", c4ClipsMuted},
		{"mute the welcome clip", both(mutedIs("bienvenida-clara.mp4", true), mutedIs("postura-arbol.mp4", false), mutedIs("yoga-ambient.mp3", false))},
		{"the bell is too loud, put it at 40%", volumeIs("campana.wav", 0.4)},
		{"la campana bajala a la mitad", volumeIs("campana.wav", 0.4)},
		{"voiceover louder than the music: music down to 25%", both(volumeIs("yoga-ambient.mp3", 0.25), volumeIs("voz-clara.wav", 1))},
		{"la voz tiene que estar mas fuerte que la musica, ponele la musica al 20", both(volumeIs("yoga-ambient.mp3", 0.2), volumeIs("voz-clara.wav", 1))},
		{"music to 10% under the whole voiceover", c4Span("yoga-ambient.mp3", 2, 30, 0.1, 0.6)},
		{"silenciá la música los últimos 5 segundos", c4Span("yoga-ambient.mp3", 31, 36, 0, 0.6)},
		{"mute the other track", nil},
		{"bajá la música en la parte de la meditación", nil},
		{"bajale el volumen a la postura del arbol al 50", both(volumeIs("postura-arbol.mp4", 0.5), volumeIs("yoga-ambient.mp3", 0.6))},
		{"no quiero que se escuche la voz en off en el savasana", c4Span("voz-clara.wav", 28, 30, 0, 1)},
	},
	"a bell is a cue, never the music bed": {
		// beside an ambient bed named "ambient", "the music" was the bell
		// (campana.wav): lowered, muted or set in place of the bed: silent
		{"bajá la música a la mitad", both(volumeIs("yoga-ambient.mp3", 0.3), volumeIs("campana.wav", 0.8))},
		{"mute the music", both(mutedIs("yoga-ambient.mp3", true), mutedIs("campana.wav", false))},
		{"the music is too loud", both(c4Lowered("yoga-ambient.mp3", 0.6), volumeIs("campana.wav", 0.8))},
	},
	"a sound said by its name, then a clip: the clip is when": {
		// "mute the coach in the cooldown" muted the cool-down clip and the
		// whole voice track: silent
		{"mute the bell in the savasana", both(c4Span("campana.wav", 28, 36, 0, 0.8), mutedIs("savasana.mp4", false))},
		{"silenciá voz-clara en la postura del arbol", both(c4Span("voz-clara.wav", 8, 18, 0, 1), mutedIs("postura-arbol.mp4", false))},
		// "Clara" is her welcome clip and her voice: asked
		{"silenciá a clara en el savasana", nil},
	},
	"one sound against another, then a level of one of them": {
		// asked which of the two takes the level
		{"the bell should be quieter than the music: bell at 30%", both(volumeIs("campana.wav", 0.3), volumeIs("yoga-ambient.mp3", 0.6))},
		{"la voz de clara mas fuerte que la musica: musica al 25%", both(volumeIs("yoga-ambient.mp3", 0.25), volumeIs("voz-clara.wav", 1))},
		// a level against the comparison is still asked
		{"la musica mas fuerte que la voz: musica al 20%", nil},
	},
	"cannot hear one sound over another, with one stretch said": {
		// refused: "would leave out 'over the music'"
		{"I can't hear the voiceover over the music during the savasana", both(c4Span("yoga-ambient.mp3", 28, 36, -1, 0.6), volumeIs("voz-clara.wav", 1))},
		{"no se escucha la voz por la musica del 10 al 20", both(c4Span("yoga-ambient.mp3", 10, 20, -1, 0.6), volumeIs("voz-clara.wav", 1))},
		// "voz en off" there: "off" was read as 0 (the music was muted), so
		// it stayed refused; since d2 (forty-fourth session) "en off" is
		// the narration's name and the music is lowered over 10–20
		{"no se escucha la voz en off por la musica del 10 al 20", both(c4Span("yoga-ambient.mp3", 10, 20, -1, 0.6), volumeIs("voz-clara.wav", 1))},
		// several clips may be read wider than meant: still refused
		{"I can't hear the voiceover over the music during the clips", nil},
	},
	"volver a + an infinitive is that verb again": {
		// "que la música vuelva a subir en el cooldown" moved the music to
		// the cool-down: silent
		{"que la música vuelva a subir en el savasana", c4Span("yoga-ambient.mp3", 28, 36, -2, 0.6)},
		{"volvé a bajar la música en la postura del árbol", c4Span("yoga-ambient.mp3", 8, 18, -1, 0.6)},
	},
}

func TestI13c4Cases(t *testing.T) {
	runFixtureTable(t, "i13c4 table", i13c4Fixture, i13c4Cases)
}
