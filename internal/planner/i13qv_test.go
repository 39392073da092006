package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// qvFixture is a folk duo's 60 s live video whose texts and files are
// named by what they show, not by their kind:
//
//	main     cafe-llegada.mp4 0-10 | prueba-sonido.mp4 10-20 | cantora-closeup.mp4 20-32 (the singer)
//	         bandoneon-solo.mp4 32-44 | camarin.jpg 44-50 | cierre.mp4 50-60
//	overlay  alba-logo.png 0-60 top-left at 0.15 | qr-discos.png 54-60 bottom-right at 0.2
//	text     "DÚO ALBA EN VIVO" 0-4 centre (hook) | "Café Tortoni · 21.06.2025" 4-8 bottom (label)
//	         "Noche de Sal" 20-24 top (label: the song's name) | "el río se lleva la noche"
//	         24-28 and "y vos quedás en la orilla" 28-32 bottom (subtitle: the song's words)
//	         | "Seguinos en @duoalba" 54-60 top
//	audio    noche-de-sal-vivo.mp3 0-60 at 0.8 | saludo-cantora.wav 0-8, on a second audio track
//	sticker  star 32-36 top-right
//	effect   sepia 44-50
func qvFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, name := range []string{"cafe-llegada.mp4", "prueba-sonido.mp4", "cantora-closeup.mp4", "bandoneon-solo.mp4", "cierre.mp4"} {
		addTestAsset(p, name, timeline.AssetVideo, 20, 1920, 1080, true)
	}
	addTestAsset(p, "camarin.jpg", timeline.AssetImage, 0, 1920, 1280, false)
	addTestAsset(p, "alba-logo.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "qr-discos.png", timeline.AssetImage, 0, 800, 800, false)
	addTestAsset(p, "noche-de-sal-vivo.mp3", timeline.AssetAudio, 180, 0, 0, true)
	addTestAsset(p, "saludo-cantora.wav", timeline.AssetAudio, 8, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "qv", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "cafe-llegada.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "prueba-sonido.mp4", "startTime": 10, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "cantora-closeup.mp4", "startTime": 20, "trackType": "main", "duration": 12}},
		{"add_media_to_timeline", map[string]any{"assetId": "bandoneon-solo.mp4", "startTime": 32, "trackType": "main", "duration": 12}},
		{"add_media_to_timeline", map[string]any{"assetId": "camarin.jpg", "startTime": 44, "trackType": "main", "duration": 6}},
		{"add_media_to_timeline", map[string]any{"assetId": "cierre.mp4", "startTime": 50, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "alba-logo.png", "startTime": 0, "trackType": "overlay", "duration": 60}},
		{"update_clip", map[string]any{"elementId": "alba-logo.png", "scale": 0.15, "x": -820, "y": -400}},
		{"add_media_to_timeline", map[string]any{"assetId": "qr-discos.png", "startTime": 54, "trackType": "overlay", "duration": 6}},
		{"update_clip", map[string]any{"elementId": "qr-discos.png", "scale": 0.2, "x": 720, "y": 300}},
		{"add_text", map[string]any{"text": "DÚO ALBA EN VIVO", "start": 0, "end": 4, "position": "center", "style": "hook"}},
		{"add_text", map[string]any{"text": "Café Tortoni · 21.06.2025", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "Noche de Sal", "start": 20, "end": 24, "position": "top", "style": "label"}},
		{"add_text", map[string]any{"text": "el río se lleva la noche", "start": 24, "end": 28, "position": "bottom", "style": "subtitle"}},
		{"add_text", map[string]any{"text": "y vos quedás en la orilla", "start": 28, "end": 32, "position": "bottom", "style": "subtitle"}},
		{"add_text", map[string]any{"text": "Seguinos en @duoalba", "start": 54, "end": 60, "position": "top"}},
		{"add_media_to_timeline", map[string]any{"assetId": "noche-de-sal-vivo.mp3", "startTime": 0, "trackType": "audio", "duration": 60}},
		{"set_volume", map[string]any{"elementId": "noche-de-sal-vivo.mp3", "volume": 0.8}},
		{"add_media_to_timeline", map[string]any{"assetId": "saludo-cantora.wav", "startTime": 0, "trackType": "audio"}},
		{"add_sticker", map[string]any{"stickerId": "star", "start": 32, "end": 36, "position": "top-right"}},
		{"apply_effect", map[string]any{"effectType": "sepia", "start": 44, "end": 50}},
	})
	return ed
}

// qvCases: things named by what they are or say, not by position or file
// name (issue 13, development sets 15-16), and a clause with a length of
// its own after one with a verb. A nil check wants a question or a
// refusal.
var qvCases = map[string][]vcase{
	// "que dure …", "lasting …" is the clause's own edit: the verb of the
	// clause before is not done to its thing (the text and the clip it
	// should last through were deleted)
	"a length of its own": {
		// the clause of its own is refused (no verb read in "que dure"),
		// never the delete done to the text and the clip
		{"borrá el saludo, y el texto de seguinos que dure todo el cierre", nil},
		{"delete the star, and the logo lasting 5 seconds", both(countIs(timeline.ElementSticker, 0), mediaIs("alba-logo.png", over, 0, 5))},
		// guards: with no length of its own the verb carries, and a length
		// said of both after a comma is not guessed
		{"borrá la estrella y el logo", both(countIs(timeline.ElementSticker, 0), goneIs("alba-logo.png"))},
		{"delete the star and the logo", both(countIs(timeline.ElementSticker, 0), goneIs("alba-logo.png"))},
		{"borrá la estrella y el logo, que dure 4 segundos", nil},
	},
	// "the song title", "el nombre del tema": the text that says the name
	// of the song that plays (it asked which of all the titles, or took
	// the song itself, which has no picture to place)
	"the song's title": {
		{"move the song title to the bottom", textIs("Noche de Sal", 20, 24, "bottom", "")},
		{"el nombre del tema ponelo en el centro", textIs("Noche de Sal", 20, 24, "center", "")},
		{"borrá el título de la canción", textGone("Noche de Sal")},
		{`change the name of the song to "Noche de Sal (vivo)"`, textIs("Noche de Sal (vivo)", 20, 24, "top", "")},
		// guard: "the title" alone is still the video's title
		{"move the title to the bottom", textIs("DÚO ALBA EN VIVO", 0, 4, "bottom", "")},
	},
	// "the lyrics", "las líneas de la letra": the subtitle lines while a
	// song plays ("lyric" was an unknown word, "letra" the font)
	"the lyrics": {
		{"remove the second lyric line", both(textGone("y vos quedás en la orilla"), textIs("el río se lleva la noche", 24, 28, "", ""))},
		{"set the lyrics to 60% opacity", both(opacityIs("el río se lleva la noche", 0.6), opacityIs("y vos quedás en la orilla", 0.6))},
		{"las dos líneas de la letra pasalas arriba",
			both(textIs("el río se lleva la noche", 24, 28, "top", ""), textIs("y vos quedás en la orilla", 28, 32, "top", ""))},
		{"borrá los subtítulos de la letra", both(textGone("el río se lleva la noche"), textGone("y vos quedás en la orilla"), textIs("Noche de Sal", 20, 24, "", ""))},
		{`la primera línea de la letra cambiala por "el mar se lleva la noche"`, textIs("el mar se lleva la noche", 24, 28, "", "")},
		// guards: the font is still no tool
		{"cambiá la letra de los subtítulos", nil},
		{"la letra del título en comic sans", nil},
	},
	// whose logo it is ("the band logo", "el logo de la banda") names no
	// file: the logo ("there is no the band logo", "no la banda"); "el
	// primer plano" is the close-up file (it was a photo's subject)
	"a logo's owner and a close-up": {
		{"make the band logo smaller", qvScaleBelow("alba-logo.png", 0.15)},
		{"el logo de la banda ponelo arriba a la derecha", qvTopRight("alba-logo.png")},
		{"bajale la opacidad al primer plano de la cantora, al 80%", opacityIs("cantora-closeup.mp4", 0.8)},
		{"viñeta durante el primer plano", effectIs("vignette", 20, 32, "", 0)},
		// guard: an owner that is no business or group is not dropped
		{"el logo del perro arriba", nil},
	},
}

// qvScaleBelow wants every element of an asset drawn smaller than max.
func qvScaleBelow(name string, max float64) check {
	return visualOf(name, func(e *timeline.Element) string {
		if e.Visual.Scale >= max {
			return "not made smaller"
		}
		return ""
	})
}

// qvTopRight wants the asset moved right and up from the top-left
// corner it started in.
func qvTopRight(name string) check {
	return visualOf(name, func(e *timeline.Element) string {
		if e.Visual.X <= 0 || e.Visual.Y >= 0 {
			return "not at the top right"
		}
		return ""
	})
}

// qvNoSongCases: a project with no song named by a text and no music under
// its subtitles.
var qvNoSongCases = map[string][]vcase{
	"guards": {
		// no text says the song's name: which title is asked
		{"move the song title to the bottom", nil},
	},
}

func TestI13qvContentNames(t *testing.T) {
	runFixtureTable(t, "i13qv content names", qvFixture, qvCases)
	runFixtureTable(t, "i13qv no song", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, qvNoSongCases)
}
