package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13kcHarbor: a 30 s city report: pier.mp4 0-10 | market.mp4 10-30 on the
// main track, bed.mp3 0-30 at 0.3 and city-ambience.wav 10-30 at 0.6 on
// the audio tracks, a grayscale effect 14-20 and a logo 0-30 on top;
// aerial.mp4 imported, not on the timeline.
func i13kcHarbor(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	add := func(id, name string, typ timeline.AssetType, dur float64, audio bool) {
		a := timeline.Asset{ID: id, Name: name, Type: typ, Path: "/media/" + name, Duration: timeline.FromSeconds(dur),
			Width: 1920, Height: 1080, HasAudio: audio, HasVideo: typ != timeline.AssetAudio}
		if typ == timeline.AssetVideo {
			a.FPS = timeline.Rational{Num: 30, Den: 1}
		}
		p.Assets = append(p.Assets, a)
	}
	add("a1", "pier.mp4", timeline.AssetVideo, 12, true)
	add("a2", "market.mp4", timeline.AssetVideo, 25, true)
	add("a3", "bed.mp3", timeline.AssetAudio, 60, true)
	add("a4", "city-ambience.wav", timeline.AssetAudio, 25, true)
	add("a5", "logo.png", timeline.AssetImage, 0, false)
	add("a6", "aerial.mp4", timeline.AssetVideo, 20, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"a1","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"a2","startTime":10,"trackType":"main","duration":20}`},
		{"add_media_to_timeline", `{"assetId":"a5","startTime":0,"trackType":"overlay","duration":30}`},
		{"add_media_to_timeline", `{"assetId":"a3","startTime":0,"trackType":"audio","duration":30}`},
		{"add_media_to_timeline", `{"assetId":"a4","startTime":10,"trackType":"audio","duration":20}`},
		{"apply_effect", `{"effectType":"grayscale","start":14,"end":20}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, json.RawMessage(c.in)); err != nil {
			t.Fatalf("fixture %s: %v", c.tool, err)
		}
	}
	for name, v := range map[string]float64{"bed.mp3": 0.3, "city-ambience.wav": 0.6} {
		in, _ := json.Marshal(map[string]any{"elementId": firstElementOf(ed, name), "volume": v})
		if _, err := tools().Call(context.Background(), ed, "set_volume", in); err != nil {
			t.Fatalf("fixture volume: %v", err)
		}
	}
	return ed
}

// i13kcAmbienceCases: "el ambiente" names a file called for its
// ambience (city-ambience.wav), as "the ambience" already did: refused,
// "there is no el ambiente".
var i13kcAmbienceCases = map[string][]vcase{
	"ambiente for an ambience file": {
		{"silenciá el ambiente de la ciudad", mutedIs("city-ambience.wav", true)},
		{"subí el ambiente al máximo", volumeIs("city-ambience.wav", 1)},
		{"el ambiente más bajo, al 20%", volumeIs("city-ambience.wav", 0.2)},
		{"bajá el sonido ambiente al 10%", volumeIs("city-ambience.wav", 0.1)},
	},
	"guards: the English names keep their reading": {
		{"mute the city ambience", mutedIs("city-ambience.wav", true)},
		{"turn the ambience down to 30%", volumeIs("city-ambience.wav", 0.3)},
		{"bajá la música al 10%", both(volumeIs("bed.mp3", 0.1), volumeIs("city-ambience.wav", 0.6))},
	},
}

func TestI13kcAmbience(t *testing.T) {
	runFixtureTable(t, "i13kc ambience", i13kcHarbor, i13kcAmbienceCases)
}

// i13kcRangeAfterCommaCases: a range said after a comma ("…, from 5 to 9",
// "…, del 10 al 20") is when the thing just added or put shows, as with no
// comma (refused: "say what to add").
var i13kcRangeAfterCommaCases = map[string][]vcase{
	"the range after a comma": {
		{"add aerial.mp4 in the top right corner, from 5 to 9", mediaIs("aerial.mp4", timeline.TrackOverlay, 5, 9)},
		{"poné aerial.mp4 chiquito en la esquina de abajo a la izquierda, del 10 al 20", mediaIs("aerial.mp4", timeline.TrackOverlay, 10, 20)},
		{"agregá aerial.mp4 en un recuadro abajo a la izquierda, del 12 al 18", mediaIs("aerial.mp4", timeline.TrackOverlay, 12, 18)},
		{"add a star, from 3 to 8", stickerIs("star", "top-right", 3, 8)},
		{"add 'Hola' at the top, from 3 to 6", textIs("Hola", 3, 6, "top", "")},
		{"poné 'Hola' arriba, del 3 al 6", textIs("Hola", 3, 6, "top", "")},
	},
	"guards": {
		{"put aerial.mp4 at 5, from 10 to 20", nil}, // two times: which?
		{"add aerial.mp4 in the top right corner from 5 to 9", mediaIs("aerial.mp4", timeline.TrackOverlay, 5, 9)},
	},
}

func TestI13kcRangeAfterComma(t *testing.T) {
	runFixtureTable(t, "i13kc range after comma", i13kcHarbor, i13kcRangeAfterCommaCases)
}
