package planner

import (
	"fmt"
	"math"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// g4Fixture: a ceramics class reel: hola.mp4 0–10 (the teacher to camera),
// torno.mp4 10–24 (hands at the wheel), esmaltado.mp4 24–36 (glazing) and
// horno-apertura.mp4 36–50 (opening the kiln) on the main track;
// logo.png over all of it (top right, 0.12) and alumna-pip.mp4 12–20 in
// the bottom-left corner at 0.3; lofi.mp3 under all of it and
// horno-ambiente.wav 36–48 (the kiln's hum, so "horno" names a clip and a
// sound); a brightness-contrast of brightness 15 over the glazing.
// mapa.png and secado.mp4 are imported but not placed.
func g4Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "hola.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "torno.mp4", timeline.AssetVideo, 16, 1920, 1080, true)
	addTestAsset(p, "esmaltado.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "horno-apertura.mp4", timeline.AssetVideo, 16, 1920, 1080, true)
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 500, 500, false)
	addTestAsset(p, "alumna-pip.mp4", timeline.AssetVideo, 10, 1920, 1080, false)
	addTestAsset(p, "lofi.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(p, "horno-ambiente.wav", timeline.AssetAudio, 12, 0, 0, true)
	addTestAsset(p, "mapa.png", timeline.AssetImage, 0, 1600, 900, false)
	addTestAsset(p, "secado.mp4", timeline.AssetVideo, 20, 1920, 1080, false)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "g4", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "hola.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "torno.mp4", "startTime": 10, "trackType": "main", "duration": 14}},
		{"add_media_to_timeline", map[string]any{"assetId": "esmaltado.mp4", "startTime": 24, "trackType": "main", "duration": 12}},
		{"add_media_to_timeline", map[string]any{"assetId": "horno-apertura.mp4", "startTime": 36, "trackType": "main", "duration": 14}},
		{"add_media_to_timeline", map[string]any{"assetId": "logo.png", "startTime": 0, "trackType": "overlay", "duration": 50}},
		{"update_clip", map[string]any{"elementId": "logo.png", "scale": 0.12, "x": 840, "y": -420}},
		{"add_media_to_timeline", map[string]any{"assetId": "alumna-pip.mp4", "startTime": 12, "trackType": "overlay", "duration": 8}},
		{"update_clip", map[string]any{"elementId": "alumna-pip.mp4", "scale": 0.3, "x": -640, "y": 360}},
		{"add_media_to_timeline", map[string]any{"assetId": "lofi.mp3", "startTime": 0, "trackType": "audio", "duration": 50}},
		{"add_media_to_timeline", map[string]any{"assetId": "horno-ambiente.wav", "startTime": 36, "trackType": "audio"}},
		{"apply_effect", map[string]any{"effectType": "brightness-contrast", "start": 24, "end": 36, "params": map[string]any{"brightness": 15}}},
	})
	return ed
}

// g4Visual wants the last element named name to pass ok, said as want.
func g4Visual(name, want string, ok func(v *timeline.Visual) bool) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == name })
		if len(es) == 0 || es[len(es)-1].Visual == nil {
			return "no " + name
		}
		if v := es[len(es)-1].Visual; !ok(v) {
			return fmt.Sprintf("%s at scale %v (%v,%v) opacity %v flipH %v, want %s", name, v.Scale, v.X, v.Y, v.Opacity, v.FlipH, want)
		}
		return ""
	}
}

func g4Corner(name string, left, top bool) check {
	return g4Visual(name, fmt.Sprintf("small, left %v top %v", left, top), func(v *timeline.Visual) bool {
		return v.Scale <= 0.5 && (v.X < 0) == left && (v.Y < 0) == top
	})
}

func g4Bright(param string, lo float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Effect != nil && e.Effect.Type == "brightness-contrast"
		})
		if len(es) != 1 {
			return fmt.Sprintf("%d brightness-contrast effects, want 1", len(es))
		}
		if v, _ := es[0].Effect.Params[param].(float64); v < lo-1e-3 {
			return fmt.Sprintf("%s %v, want at least %v", param, v, lo)
		}
		return ""
	}
}

var g4Cases = map[string][]vcase{
	// A picture put over a part named by a clip whose name is also a
	// sound: "over the kiln part" was dropped and the picture went in at
	// 0 (silent); "during the kiln part" asked clip or hum (overWhat,
	// placedOnScreen).
	"a picture over a part": {
		{"add mapa.png over the horno part, small, bottom right", both(mediaIs("mapa.png", timeline.TrackOverlay, 36, 50), g4Corner("mapa.png", false, false))},
		{"add mapa.png during the horno part, small, bottom right", both(mediaIs("mapa.png", timeline.TrackOverlay, 36, 50), g4Corner("mapa.png", false, false))},
		{"poné mapa.png chiquita abajo a la derecha durante la parte del horno", both(mediaIs("mapa.png", timeline.TrackOverlay, 36, 50), g4Corner("mapa.png", false, false))},
		{"sumá el secado en una ventanita abajo a la izquierda mientras se ve el horno", both(mediaIs("secado.mp4", timeline.TrackOverlay, 36, 50), g4Corner("secado.mp4", true, false))},
	},
	// A new picture "in its place" after one was removed went in at 0,
	// full frame (silent; inplaceof.go).
	"a picture in the removed one's place": {
		{"sacá el recuadro de la alumna y poné el mapa en su lugar, mismo tamaño y mismo lugar", both(mediaIs("mapa.png", timeline.TrackOverlay, 12, 20), placedIs("mapa.png", 0.3, -640, 360))},
		{"delete the alumna pip and put the map in its place", both(mediaIs("mapa.png", timeline.TrackOverlay, 12, 20), placedIs("mapa.png", 0.3, -640, 360))},
		// a full-frame video in its place may go on the main track or over
		// it: still asked
		{"borrá la alumna y poné el secado en el mismo lugar", nil},
		// its own corner wins
		{"sacá el recuadro de la alumna y poné el mapa arriba a la derecha en su lugar", both(mediaIs("mapa.png", timeline.TrackOverlay, 12, 20), g4Corner("mapa.png", false, true))},
	},
	// A setting of the effect already on that time stacked a second
	// effect, which the checks read as no change (silent; effectfacet.go).
	"the other setting of the effect there": {
		{"al efecto del esmaltado ponele contraste 30", both(effectIs("brightness-contrast", 24, 36, "contrast", 30), g4Bright("brightness", 15))},
		{"en el clip del esmaltado sumale contraste, 20", both(effectIs("brightness-contrast", 24, 36, "contrast", 20), g4Bright("brightness", 15))},
		// guards: more of the setting it has is that one stronger; a
		// clip with no effect gets one of its own
		{"more brightness on the esmaltado clip", g4Bright("brightness", 16)},
	},
	// "… and close the gap" after a deletion left the music bed 12 s past
	// the last clip (the video kept its length: silent; bedwithvideo.go).
	"close the gap ends the music with the video": {
		{"delete the esmaltado clip and close the gap", both(durIs(38), mediaIs("lofi.mp3", timeline.TrackAudio, 0, 38))},
		{"borrá el clip del esmaltado y cerrá el hueco", both(durIs(38), mediaIs("lofi.mp3", timeline.TrackAudio, 0, 38))},
		// guard: a deletion said alone keeps the policy (the sound plays on)
		{"delete the esmaltado clip", mediaIs("lofi.mp3", timeline.TrackAudio, 0, 50)},
	},
	// A remark of a thing shown the wrong way round beside its flip, in
	// words the sentence shape did not know, was refused (orientremark.go).
	"why a clip is flipped": {
		{"flip the torno clip so her hand is on the other side", g4Visual("torno.mp4", "flipped", func(v *timeline.Visual) bool { return v.FlipH })},
		{"flip the hola clip horizontally, the sign faces the wrong way", g4Visual("hola.mp4", "flipped", func(v *timeline.Visual) bool { return v.FlipH })},
		{"espejá el torno que se ve al revés", g4Visual("torno.mp4", "flipped", func(v *timeline.Visual) bool { return v.FlipH })},
		{"flip the torno clip, the writing is backwards", g4Visual("torno.mp4", "flipped", func(v *timeline.Visual) bool { return v.FlipH })},
	},
	// Amounts of a size or an opacity: "achicalo a la mitad" after a
	// remark left "a la mitad" out (frame.halfIsSize); a hedged percent
	// as a clause of its own had no thing (hedgeamount.go).
	"size and opacity amounts": {
		{"el logo está muy grande, achicalo a la mitad", g4Visual("logo.png", "scale 0.06", func(v *timeline.Visual) bool { return math.Abs(v.Scale-0.06) < 1e-3 })},
		{"the logo should be a bit transparent, like 70%", g4Visual("logo.png", "opacity 0.7", func(v *timeline.Visual) bool { return math.Abs(v.Opacity-0.7) < 1e-3 })},
		{"la alumna que sea un poco transparente, tipo 60%", g4Visual("alumna-pip.mp4", "opacity 0.6", func(v *timeline.Visual) bool { return math.Abs(v.Opacity-0.6) < 1e-3 })},
	},
}

func TestG4Cases(t *testing.T) { runFixtureTable(t, "g4", g4Fixture, g4Cases) }
