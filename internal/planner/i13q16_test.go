package planner

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// q16Reunion: a 24 s family reunion video, its files named in Spanish:
// saludo.mp4 0-8 | abrazo-familia.mp4 8-18 | playa.jpg 18-24 on the main
// track, qr-regalo.png 18-24 on top (a QR code for a gift), cancion.mp3
// 0-24 at 0.8, voz-abuelo.wav 2-10 on a second audio track, a sepia 0-8
// and a warm tint 18-24, a star sticker 2-5 top-left. abuelos-boda.jpg is imported, not on the timeline.
func q16Reunion(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "saludo.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "abrazo-familia.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "playa.jpg", timeline.AssetImage, 0, 1600, 1200, false)
	addTestAsset(p, "qr-regalo.png", timeline.AssetImage, 0, 800, 800, false)
	addTestAsset(p, "cancion.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(p, "voz-abuelo.wav", timeline.AssetAudio, 8, 0, 0, true)
	addTestAsset(p, "abuelos-boda.jpg", timeline.AssetImage, 0, 1600, 1200, false)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "q16Reunion", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "saludo.mp4", "startTime": 0, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": "abrazo-familia.mp4", "startTime": 8, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "playa.jpg", "startTime": 18, "trackType": "main", "duration": 6}},
		{"add_media_to_timeline", map[string]any{"assetId": "qr-regalo.png", "startTime": 18, "trackType": "overlay", "duration": 6}},
		{"update_clip", map[string]any{"elementId": "qr-regalo.png", "scale": 0.2, "x": -780, "y": 380}},
		{"add_media_to_timeline", map[string]any{"assetId": "cancion.mp3", "startTime": 0, "trackType": "audio", "duration": 24}},
		{"set_volume", map[string]any{"elementId": "cancion.mp3", "volume": 0.8}},
		{"add_media_to_timeline", map[string]any{"assetId": "voz-abuelo.wav", "startTime": 2, "trackType": "audio"}},
		{"apply_effect", map[string]any{"effectType": "sepia", "start": 0, "end": 8}},
		{"apply_effect", map[string]any{"effectType": "tint", "start": 18, "end": 24, "params": map[string]any{"color": "#ffa040", "strength": 20}}},
		{"add_sticker", map[string]any{"stickerId": "star", "start": 2, "end": 5, "position": "top-left"}},
	})
	return ed
}

// q16LowerOnly: every piece of asset is at volume v inside a..b and at
// base outside it.
func q16LowerOnly(asset string, a, b, v, base float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset })
		if len(es) < 2 {
			return fmt.Sprintf("%d pieces of %s, want it split at %v and %v", len(es), asset, a, b)
		}
		for _, e := range es {
			s, end := e.Start.Seconds(), e.End().Seconds()
			want := base
			if s >= a-1e-3 && end <= b+1e-3 {
				want = v
			}
			if !near(e.Audio.Volume, want) {
				return fmt.Sprintf("%s %v-%v at %v, want %v", asset, s, end, e.Audio.Volume, want)
			}
		}
		return ""
	}
}

// q16StickerSpans: the spans of the stickers of an id, in time order
// ("2-5 8-18").
func q16StickerSpans(id, want string) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		})
		sort.Slice(es, func(i, j int) bool { return es[i].Start < es[j].Start })
		var got []string
		for _, e := range es {
			got = append(got, fmt.Sprintf("%v-%v", e.Start.Seconds(), e.End().Seconds()))
		}
		if g := strings.Join(got, " "); g != want {
			return fmt.Sprintf("%s stickers at %q, want %q", id, g, want)
		}
		return ""
	}
}

// q16Cases run on psRescue (i13p16_test.go): bienvenida.mp4 0-8 |
// perrera.jpg 8-12 | tom-gato.mp4 12-20 | antes-rescate.jpg 20-24 |
// despues-rescate.jpg 24-30, logo.png 0-30, musica.mp3 0-30, the text
// "Tom · 3 años" 13-18, a blur 0-8.
var q16Cases = map[string][]vcase{
	// "… y ponele 'hola' abajo", "… and put 'hi' on it": the "le" glued to
	// the verb, or "on it", is the thing the clause before named (the text
	// went at 0 s, over another clip)
	"a new thing put on it": {
		{"poné la foto de la perrera en blanco y negro y ponele 'hola' abajo", textIs("hola", 8, 12, "bottom", "plain")},
		{"make the kennel picture black and white and put 'hello' on it at the bottom", textIs("hello", 8, 12, "bottom", "plain")},
		{"make the cat clip sepia and add a heart on it", nbStickerAdded("heart", 12, 20)},
		{"bajá el volumen del gato y agregale una estrella", nbStickerAdded("star", 12, 20)},
	},
	"guards: nothing before, or the whole video, keeps the new thing's own time": {
		{"ponele 'hola' abajo", textIs("hola", 0, 5, "bottom", "plain")},
		{"make it black and white and put 'hi' on it", textIs("hi", 0, 5, "bottom", "plain")},
		{"borrá el logo y ponele 'hola' abajo", textIs("hola", 0, 5, "bottom", "plain")},
		{"make the kennel picture black and white and add 'hello' at 20", textIs("hello", 20, 25, "bottom", "plain")},
	},
	// "sacale los últimos 2 segundos al video del gato", "… del video de
	// tom": whose seconds they are, said with "a"/"al" after a verb with
	// "le", or after "del video" (lexed as one word): they were the last
	// seconds of the whole video, past the clip (refused)
	"the first or last seconds of a clip said in Spanish": {
		{"sacale los últimos 2 segundos al video de tom", mainIs("bienvenida:0-8 perrera.jpg:8-12 tom-gato:12-18 antes-rescate.jpg:18-22 despues-rescate.jpg:22-28")},
		{"cortale el primer segundo a la foto de la perrera", mainIs("bienvenida:0-8 perrera.jpg:8-11 tom-gato:11-19 antes-rescate.jpg:19-23 despues-rescate.jpg:23-29")},
		{"sacá los últimos 2 segundos del video de tom", mainIs("bienvenida:0-8 perrera.jpg:8-12 tom-gato:12-18 antes-rescate.jpg:18-22 despues-rescate.jpg:22-28")},
	},
	"guards: the video's own seconds": {
		{"sacá los últimos 2 segundos del video", durIs(28)},
		{"cortale los primeros 2 segundos", durIs(28)},
	},
	"guards: a look not there": {
		{"quitá el filtro cálido", nil},
	},
}

var q16ReunionCases = map[string][]vcase{
	// "el filtro cálido", "el efecto vintage": the look said after the
	// noun names the effect there, as "the warm filter" does ("would leave
	// out calido")
	"a look said after its noun": {
		{"elimina el filtro cálido", naNoEffect("tint")},
		{"sacá el filtro vintage", naNoEffect("sepia")},
		{"remove the warm filter", naNoEffect("tint")},
	},
	// "turn off the sepia", "apagá el filtro": a look switched off is
	// taken away (it was read as a sound: "nothing meant has sound")
	"a look switched off": {
		{"turn off the sepia", naNoEffect("sepia")},
		{"apagá el filtro sepia", naNoEffect("sepia")},
		{"turn off the sepia and make the song 50%", both(naNoEffect("sepia"), volumeIs("cancion.mp3", 0.5))},
	},
	"guards: switched off is still silenced for a sound, and refused for a picture": {
		{"turn off the playa photo", nil},
		{"mute the sepia", nil},
	},
	// the family and its days said in English for files named in Spanish
	// ("the hug video" was not there; "the grandparents photo" asked which)
	"a family's files said in the other language": {
		{"add a heart during the hug video", nbStickerAdded("heart", 8, 18)},
		{"put the grandparents photo in the top left from 2 to 6", mediaIs("abuelos-boda.jpg", over, 2, 6)},
		{"mute the family hug clip", mutedIs("abrazo-familia.mp4", true)},
	},
	// a picture added over the others moved nothing, so "there" is still
	// the time said before ("which time do you mean by there?")
	"there after a picture added on top": {
		{"put the grandparents photo in the top left while grandpa talks, and lower the song to 30% there too",
			both(mediaIs("abuelos-boda.jpg", over, 2, 10), q16LowerOnly("cancion.mp3", 2, 10, 0.3, 0.8))},
	},
	"guards: there after something moved is asked": {
		{"cut from 2 to 4 and lower the song to 30% there", nil},
	},
	// a copy said over a stretch shows for all of it (it kept the
	// original's length and ended before the hug video did)
	"a copy for a stretch": {
		{"add the star again during the hug video", q16StickerSpans("star", "2-5 8-18")},
		{"duplicate the star from 20 to 22", q16StickerSpans("star", "2-5 20-22")},
	},
	"guards: a copy at a moment keeps its length": {
		{"duplicate the star at 20", q16StickerSpans("star", "2-5 20-23")},
	},
}

// q16Host: hola-ana.mp4 0-10 on the main track (Ana to camera) and
// voz-ana.wav 1-9 (her voice-over): both named for her.
func q16Host(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "hola-ana.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "voz-ana.wav", timeline.AssetAudio, 8, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "q16Host", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "hola-ana.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "voz-ana.wav", "startTime": 1, "trackType": "audio"}},
	})
	return ed
}

var q16HostCases = map[string][]vcase{
	// "la voz de ana" where a clip of her and a voice file of her are both
	// named for her: the voice file (it asked which of the two)
	"her voice is the voice file": {
		{"quitale la voz de ana", goneIs("voz-ana.wav")},
		{"borrá la voz de ana", goneIs("voz-ana.wav")},
		{"bajá la voz de ana al 50%", volumeIs("voz-ana.wav", 0.5)},
	},
	"guards: her audio is still asked": {
		{"borrá el audio de ana", nil},
	},
}

func TestI13q16Cases(t *testing.T) {
	runFixtureTable(t, "i13q16 host", q16Host, q16HostCases)
	runFixtureTable(t, "i13q16", psRescue, q16Cases)
	runFixtureTable(t, "i13q16 reunion", q16Reunion, q16ReunionCases)
}
