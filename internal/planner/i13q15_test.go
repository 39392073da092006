package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// qfGig: a 40 s recap of a band's night, its files named in Spanish:
// llegada-van.mp4 0-6 | publico-pogo.mp4 6-14 | cantante.mp4 14-22 |
// guitarrista.mp4 22-30 | bateria.mp4 30-40 on the main track, logo.png
// 0-40 and qr-merch.png 34-40 on top, tema-vivo.mp3 0-40 at 0.8 and the singer's spoken hello
// saludo-cantante.wav 0-5 on a second audio track. ensayo.mp4 and
// afiche.png and solo-bajo.mp4 are imported, not on the timeline.
func qfGig(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "llegada-van.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "publico-pogo.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "cantante.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "guitarrista.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "bateria.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 500, 500, false)
	addTestAsset(p, "tema-vivo.mp3", timeline.AssetAudio, 180, 0, 0, true)
	addTestAsset(p, "saludo-cantante.wav", timeline.AssetAudio, 5, 0, 0, true)
	addTestAsset(p, "ensayo.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
	addTestAsset(p, "afiche.png", timeline.AssetImage, 0, 1080, 1350, false)
	addTestAsset(p, "solo-bajo.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
	addTestAsset(p, "qr-merch.png", timeline.AssetImage, 0, 600, 600, false)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "qfGig", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "llegada-van.mp4", "startTime": 0, "trackType": "main", "duration": 6}},
		{"add_media_to_timeline", map[string]any{"assetId": "publico-pogo.mp4", "startTime": 6, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": "cantante.mp4", "startTime": 14, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": "guitarrista.mp4", "startTime": 22, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": "bateria.mp4", "startTime": 30, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "logo.png", "startTime": 0, "trackType": "overlay", "duration": 40}},
		{"add_media_to_timeline", map[string]any{"assetId": "tema-vivo.mp3", "startTime": 0, "trackType": "audio", "duration": 40}},
		{"set_volume", map[string]any{"elementId": "tema-vivo.mp3", "volume": 0.8}},
		{"add_media_to_timeline", map[string]any{"assetId": "saludo-cantante.wav", "startTime": 0, "trackType": "audio", "duration": 5}},
		{"add_media_to_timeline", map[string]any{"assetId": "qr-merch.png", "startTime": 34, "trackType": "overlay", "duration": 6}},
		{"update_clip", map[string]any{"elementId": "qr-merch.png", "scale": 0.2}},
	})
	return ed
}

var qfCases = map[string][]vcase{
	// a gig's files named in Spanish, said in English: "there is no the
	// crowd clip", or it asked which of all the clips
	"a gig's files said in the other language": {
		{"flip the crowd clip", flippedH("publico-pogo.mp4")},
		{"mirror the audience video", flippedH("publico-pogo.mp4")},
		{"mute the guitarist clip", mutedIs("guitarrista.mp4", true)},
		{"set the drums clip to 50%", volumeIs("bateria.mp4", 0.5)},
		{"put the rehearsal video bottom right from 2 to 6", mediaIs("ensayo.mp4", timeline.TrackOverlay, 2, 6)},
		{"add the poster from 30 to 34", mediaIs("afiche.png", timeline.TrackOverlay, 30, 34)},
		{"flip the arrival clip", flippedH("llegada-van.mp4")},
		{"add a star while the crowd is on screen", nbStickerAdded("star", 6, 14)},
		{"silenciá el clip del público", mutedIs("publico-pogo.mp4", true)},
	},
	// a singer's spoken hello beside the song: "the music" is the song
	// (it asked between the two), "the voice" the hello (the first clip's
	// volume was changed)
	"the music beside a singer's voice": {
		{"music a bit lower, 50%", volumeIs("tema-vivo.mp3", 0.5)},
		{"bajá la música al 30%", volumeIs("tema-vivo.mp3", 0.3)},
		{"the voice a bit quieter", quieterThan("saludo-cantante.wav", 1)},
		{"hello voice a little quieter please", quieterThan("saludo-cantante.wav", 1)},
		{"poné el saludo hablado al 50%", volumeIs("saludo-cantante.wav", 0.5)},
		{"mute the spoken hello", mutedIs("saludo-cantante.wav", true)},
		// "the singer" is the clip and the hello both: asked
		{"mute the singer", nil},
		{"flip the singer clip", flippedH("cantante.mp4")},
	},
	// the personal "a" before who is seen: "mientras se ve al público"
	// (the time was dropped and the text put at 0 s)
	"while someone is seen, with the personal a": {
		{"poné un texto 'hola' mientras se ve al público", oaTextSpan("hola", 6, 14)},
		{"poné un corazón mientras se ve al guitarrista", nbStickerAdded("heart", 22, 30)},
		{"poné un texto 'hola' mientras se ve el público", oaTextSpan("hola", 6, 14)},
		{"poné un texto 'hola' mientras se ve al perro", nil},
	},
	// a letter held for emphasis: "sooo" is "so", not the name "solo" of
	// a clip (whose volume was changed)
	"a stretched letter": {
		{"the drums clip is sooo loud, set it to 20%", volumeIs("bateria.mp4", 0.2)},
		{"el clip del público está sooo fuerte, bajalo al 20%", volumeIs("publico-pogo.mp4", 0.2)},
		{"la música está muuuy fuerte, bajala al 40%", volumeIs("tema-vivo.mp3", 0.4)},
	},
	// "there" after a clause that named a thing and no time: where that
	// thing is (the look went over the whole video)
	"a look there after a thing named": {
		{"the drums clip looks dull, add contrast there", effectSpans("brightness-contrast", "30-40")},
		{"el clip del guitarrista está apagado, poné una viñeta ahí", effectSpans("vignette", "22-30")},
		{"mute the crowd clip and add a blur there", effectSpans("blur", "6-14")},
		// the complaint's own guess gives way to the look said for the
		// same time (a saturation went on too)
		{"the drums clip looks washed out, add contrast there", both(effectSpans("brightness-contrast", "30-40"), naNoEffect("saturation"))},
		{"el clip de la batería se ve lavado, subile el contraste ahí", both(effectSpans("brightness-contrast", "30-40"), naNoEffect("saturation"))},
		// a look for another time is a second edit: both stay
		{"the drums clip looks washed out, add contrast during the crowd clip", both(effectSpans("saturation", "30-40"), effectSpans("brightness-contrast", "6-14"))},
		// a time said before still wins
		{"add contrast from 2 to 4 and blur there", effectSpans("blur", "2-4")},
	},
	// a two-letter abbreviation in a file's name (qr-merch.png): "remove
	// the qr" was refused, "qr" left out, and "code" after it unknown
	"an abbreviation in a file's name": {
		{"remove the qr", goneIs("qr-merch.png")},
		{"sacá el código QR", goneIs("qr-merch.png")},
		{"make the QR code bigger", biggerThan("qr-merch.png", 0.2)},
		// "up" with a time after a verb of being is on screen, not a move
		{"the QR code should be up for the last 10 seconds", both(mediaIs("qr-merch.png", timeline.TrackOverlay, 30, 40), qfNotMoved("qr-merch.png"))},
		{"the logo should stay up until 20", mediaIs("logo.png", timeline.TrackOverlay, 0, 20)},
		{"remove the tv", nil},
	},
	// "a la mitad" after "el volumen": half the volume, not halfway
	// through the video ("say the volume")
	"half the volume said": {
		{"poné el volumen del saludo a la mitad", volumeIs("saludo-cantante.wav", 0.5)},
		{"set the volume of the hello to half", volumeIs("saludo-cantante.wav", 0.5)},
	},
}

// qfNotMoved wants name where it was put: x and y 0 or the placement the
// fixture gave it (no move to the top).
func qfNotMoved(name string) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == name }) {
			if e.Visual != nil && e.Visual.Y < -1 {
				return fmt.Sprintf("%s moved up to y %v", name, e.Visual.Y)
			}
		}
		return ""
	}
}

func TestI13q15Cases(t *testing.T) {
	runFixtureTable(t, "i13q15", qfGig, qfCases)
}
