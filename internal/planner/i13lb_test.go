package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lbTourFixture is a 50 s house tour whose clips and captions share words:
//
//	main     garage.mp4 0-10 | garden.mp4 10-25 | studio.mp4 25-40 | terrace.mp4 40-50
//	text     "WELCOME HOME" 0-3 centre (hook) | "Double garage" 1-5, "Garden with roses" 11-15, "Studio & office" 26-30
//	         bottom (subtitle) | "Open daily · Free parking · Pets welcome" 31-39 bottom (subtitle, a ticker)
//	         | "$320,000" 0-4 top (label) | "Call Ana · 555-0100" 45-50 bottom (label)
//	audio    music.mp3 0-50
//	sticker  star 0-3 top-right
//	effect   tint 10-25 (orange)
func lbTourFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, name := range []string{"garage.mp4", "garden.mp4", "studio.mp4", "terrace.mp4"} {
		addTestAsset(p, name, timeline.AssetVideo, 20, 1920, 1080, true)
	}
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 120, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct {
		tool string
		in   map[string]any
	}{
		{"add_media_to_timeline", map[string]any{"assetId": "garage.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "garden.mp4", "startTime": 10, "trackType": "main", "duration": 15}},
		{"add_media_to_timeline", map[string]any{"assetId": "studio.mp4", "startTime": 25, "trackType": "main", "duration": 15}},
		{"add_media_to_timeline", map[string]any{"assetId": "terrace.mp4", "startTime": 40, "trackType": "main", "duration": 10}},
		{"add_text", map[string]any{"text": "WELCOME HOME", "start": 0, "end": 3, "position": "center", "style": "hook"}},
		{"add_text", map[string]any{"text": "Double garage", "start": 1, "end": 5, "position": "bottom", "style": "subtitle"}},
		{"add_text", map[string]any{"text": "Garden with roses", "start": 11, "end": 15, "position": "bottom", "style": "subtitle"}},
		{"add_text", map[string]any{"text": "Studio & office", "start": 26, "end": 30, "position": "bottom", "style": "subtitle"}},
		{"add_text", map[string]any{"text": "Open daily · Free parking · Pets welcome", "start": 31, "end": 39, "position": "bottom", "style": "subtitle"}},
		{"add_text", map[string]any{"text": "$320,000", "start": 0, "end": 4, "position": "top", "style": "label"}},
		{"add_text", map[string]any{"text": "Call Ana · 555-0100", "start": 45, "end": 50, "position": "bottom", "style": "label"}},
		{"add_media_to_timeline", map[string]any{"assetId": "music.mp3", "startTime": 0, "trackType": "audio", "duration": 50}},
		{"add_sticker", map[string]any{"stickerId": "star", "start": 0, "end": 3, "position": "top-right"}},
		{"apply_effect", map[string]any{"effectType": "tint", "start": 10, "end": 25, "params": map[string]any{"color": "#ff8000", "strength": 20}}},
	} {
		b, _ := json.Marshal(c.in)
		if _, err := tools().Call(context.Background(), ed, c.tool, b); err != nil {
			t.Fatalf("lb tour fixture: %s: %v", c.tool, err)
		}
	}
	return ed
}

// lbTextScaleGrew: the text's scale grew (textScaleGrew also wants a font
// size, which a text added with no size lacks).
func lbTextScaleGrew(content string) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		}) {
			if e.Visual == nil || e.Visual.Scale <= 1 {
				return "text " + content + " did not grow"
			}
			return ""
		}
		return "no text " + content
	}
}

// lbClipUnderCaptionCases: a name that a clip and only its own captions
// share is the clip when the clause says nothing only a text has (it was
// asked: "garden.mp4 or the text 'Garden with roses'?"); with a place for
// it, or the kind said, the old reading stays.
var lbClipUnderCaptionCases = map[string][]vcase{
	"the clip is meant": {
		{"cut the last 3 seconds of the garden", mainIs("garage:0-10 garden:10-22 studio:22-37 terrace:37-47")},
		{"cortá los últimos 2 segundos del jardín", mainIs("garage:0-10 garden:10-23 studio:23-38 terrace:38-48")},
		{"swap the order of the garage and garden clips", mainIs("garden:0-15 garage:15-25 studio:25-40 terrace:40-50")},
		{"mové el garage al final", mainIs("garden:0-15 studio:15-30 terrace:30-40 garage:40-50")},
		{"remove the filter on the garden", countIs(timeline.ElementEffect, 0)},
		{"sacale el filtro al jardín", countIs(timeline.ElementEffect, 0)},
		{"add a vignette over the studio", effectIs("vignette", 25, 40, "", 0)},
	},
	"a time named by the clip": {
		{"poné un corazón arriba a la derecha cuando aparece el jardín", stickerStartsAt("heart", 10)},
		{"add a heart when the studio appears", stickerStartsAt("heart", 25)},
		{"add 'SOLD' at the top after the garage", textIs("SOLD", 10, 15, "top", "")},
	},
	"guards": {
		{"move the garden to the top", nil},        // the caption's place? asked
		{"change the garden to 'Big garden'", nil}, // words: the caption's, asked or refused
		{"make the garden caption bigger", lbTextScaleGrew("Garden with roses")},
		{"make the terrace bigger", scalesAre("terrace.mp4", 1.5)},
	},
}

func TestLbClipUnderCaptions(t *testing.T) {
	runFixtureTable(t, "lb clip under captions", lbTourFixture, lbClipUnderCaptionCases)
}

// lbEffectAimCases: "for drama", "for a vintage feel" after an effect is
// what that effect is for, not a second look (a contrast boost or a sepia
// was added too).
var lbEffectAimCases = map[string][]vcase{
	"aim": {
		{"add a vignette over the studio for drama", both(effectIs("vignette", 25, 40, "", 0), countIs(timeline.ElementEffect, 2))},
		{"add a vignette to the terrace for a dramatic feel", both(effectIs("vignette", 40, 50, "", 0), countIs(timeline.ElementEffect, 2))},
		{"make it black and white for a vintage feel", both(effectIs("grayscale", 0, 50, "", 0), countIs(timeline.ElementEffect, 2))},
	},
	"guards": {
		{"add a vignette and a dramatic look", countIs(timeline.ElementEffect, 3)},
		{"make it dramatic", countIs(timeline.ElementEffect, 2)},
	},
}

func TestLbEffectAim(t *testing.T) {
	runFixtureTable(t, "lb effect aim", lbTourFixture, lbEffectAimCases)
}

// lbTextByRoleCases: texts named by what they are: the headline (the
// hook-style title), the ticker (a line of items), and a text named by its
// words with new words in quotes.
var lbTextByRoleCases = map[string][]vcase{
	"headline": {
		{"make the headline red", textColorIs("WELCOME HOME", "#ff0000")},
		{"¿podés poner el titular abajo?", textPosIs("WELCOME HOME", "bottom")},
		{"borrá el encabezado", countIs(timeline.ElementText, 6)},
	},
	"ticker": {
		{"change the ticker to: Parking closed · Pets welcome", textIs("Parking closed · Pets welcome", 31, 39, "bottom", "")},
		{"borrá el cintillo", countIs(timeline.ElementText, 6)},
		{"move the news ticker to the top", textPosIs("Open daily · Free parking · Pets welcome", "top")},
	},
}

func TestLbTextByRole(t *testing.T) {
	runFixtureTable(t, "lb text by role", lbTourFixture, lbTextByRoleCases)
}

// lbNamedTextCases: a text named by its own words, new words in quotes
// ("say what to change", as "the welcome text" was not).
var lbNamedTextCases = map[string][]vcase{
	"named by its words": {
		{"change the thanks for watching to 'See you next week!'", textIs("See you next week!", 87, 92, "center", "")},
		{"change the welcome to 'Hi'", textIs("Hi", 0, 4, "center", "")},
		{"cambiá la bienvenida a 'Hola'", textIs("Hola", 0, 4, "center", "")},
	},
	"guards": {
		{"change the interview to 'Hi'", nil},                                        // a clip has no words
		{"delete the ticker", nil},                                                   // no text runs a line of items
		{"make the headline red", textColorIs("Welcome to the Workshop", "#ff0000")}, // policy 10: "the title" of several texts is the one opening the video
	},
}

func TestLbNamedText(t *testing.T) {
	runFixtureTable(t, "lb named text", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, lbNamedTextCases)
}
