package planner

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// rnHiveFixture is a 44 s beekeeping vlog whose files are named in Spanish
// and whose captions count weeks, so that several texts share a word and
// differ only by their number:
//
//	main     abriendo-colmena.mp4 0-10 (of 14 s) | panales.mp4 10-20 | frasco-miel.jpg 20-24
//	         | cosecha-miel.mp4 24-36 | atardecer-apiario.mp4 36-44
//	overlay  apiario-logo.png 0-44 top-right | etiqueta-frasco.jpg 21-24 top-left
//	text     "BEES ALL YEAR" 0-3 centre (hook) | "Tip: smoke calms them" 5-9 bottom (subtitle)
//	         "Week 3" 11-14 top (label) | "Week 9" 25-28 top (label) | "Frasco de miel" 20-23 bottom (label)
//	         "Nos vemos pronto" 40-44 bottom
//	audio    musica.mp3 0-44 at 0.5
//	sticker  star 5-8 top-left | exclamation 26-29 bottom-right
//	effect   vignette 36-44 (intensity 40)
func rnHiveFixture(t testing.TB) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "abriendo-colmena.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "panales.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "frasco-miel.jpg", timeline.AssetImage, 0, 1600, 1200, false)
	addTestAsset(p, "cosecha-miel.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
	addTestAsset(p, "atardecer-apiario.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "apiario-logo.png", timeline.AssetImage, 0, 500, 500, false)
	addTestAsset(p, "etiqueta-frasco.jpg", timeline.AssetImage, 0, 1200, 900, false)
	addTestAsset(p, "musica.mp3", timeline.AssetAudio, 120, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "rn hive", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "abriendo-colmena.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "panales.mp4", "startTime": 10, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "frasco-miel.jpg", "startTime": 20, "trackType": "main", "duration": 4}},
		{"add_media_to_timeline", map[string]any{"assetId": "cosecha-miel.mp4", "startTime": 24, "trackType": "main", "duration": 12}},
		{"add_media_to_timeline", map[string]any{"assetId": "atardecer-apiario.mp4", "startTime": 36, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": "apiario-logo.png", "startTime": 0, "trackType": "overlay", "duration": 44}},
		{"add_media_to_timeline", map[string]any{"assetId": "etiqueta-frasco.jpg", "startTime": 21, "trackType": "overlay", "duration": 3}},
		{"add_text", map[string]any{"text": "BEES ALL YEAR", "start": 0, "end": 3, "position": "center", "style": "hook"}},
		{"add_text", map[string]any{"text": "Tip: smoke calms them", "start": 5, "end": 9, "position": "bottom", "style": "subtitle"}},
		{"add_text", map[string]any{"text": "Week 3", "start": 11, "end": 14, "position": "top", "style": "label"}},
		{"add_text", map[string]any{"text": "Frasco de miel", "start": 20, "end": 23, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "Week 9", "start": 25, "end": 28, "position": "top", "style": "label"}},
		{"add_text", map[string]any{"text": "Nos vemos pronto", "start": 40, "end": 44, "position": "bottom"}},
		{"add_media_to_timeline", map[string]any{"assetId": "musica.mp3", "startTime": 0, "trackType": "audio", "duration": 44}},
		{"set_volume", map[string]any{"elementId": "musica.mp3", "volume": 0.5}},
		{"add_sticker", map[string]any{"stickerId": "star", "start": 5, "end": 8, "position": "top-left"}},
		{"add_sticker", map[string]any{"stickerId": "exclamation", "start": 26, "end": 29, "position": "bottom-right"}},
		{"apply_effect", map[string]any{"effectType": "vignette", "start": 36, "end": 44, "params": map[string]any{"intensity": 40}}},
	})
	return ed
}

// TestRnTry prints the plan of each line of RN_TRY on the hive project (a
// debugging aid; skipped without it).
func TestRnTry(t *testing.T) {
	prompts := os.Getenv("RN_TRY")
	if prompts == "" {
		t.Skip("RN_TRY not set")
	}
	for _, p := range strings.Split(prompts, "\n") {
		if strings.TrimSpace(p) == "" {
			continue
		}
		plan := BasicVideo(context.Background(), p, rnHiveFixture(t))
		steps, _ := json.Marshal(plan.Steps)
		t.Logf("%q\n  %s: %s\n  %s", p, plan.Status, strings.SplitN(plan.Reply, " Basic mode understands", 2)[0], steps)
	}
}

// rnCases run on the hive project. A nil check wants a question or a
// refusal.
var rnCases = map[string][]vcase{
	"a name that only its number tells apart": {
		// asked which of "Week 3" and "Week 9": the number was left for a time
		{"delete the Week 9 text", both(timesIs("Week 9", ""), timesIs("Week 3", "11-14"))},
		{"borrá el texto de Week 3", both(timesIs("Week 3", ""), timesIs("Week 9", "25-28"))},
		{"Week 3 label, move it to the bottom", textPosIs("Week 3", "bottom")},
		{"el cartel de Week 9 que arranque en el 24", timesIs("Week 9", "24-27")},
		{"eliminá el texto que dice Week 9", both(timesIs("Week 9", ""), timesIs("Week 3", "11-14"))},
		{"copiá el texto de Week 3 y ponelo también en el 30", timesIs("Week 3", "11-14 30-33")},
		// guards: a number that is no part of a name is still a time or a
		// length; "Week" alone still asks
		{"make the Week 3 text last 5 seconds", timesIs("Week 3", "11-16")},
		{"delete the week text", nil},
		{"move the Week 12 text to 30", nil},
	},
	"new words with a joining word in capitals": {
		// the text became the words after the last "TO"
		{"change the title to BEES TO HONEY", timesIs("BEES TO HONEY", "0-3")},
		{"cambiá el título a DE LA FLOR A LA MIEL", timesIs("DE LA FLOR A LA MIEL", "0-3")},
		// guard: the lower-case joining word still joins
		{"change the title to HONEY", timesIs("HONEY", "0-3")},
	},
	"words a text says and the words meant instead": {
		// the whole text became "smoke but i meant fire"
		{"the tip says smoke but i meant fire", timesIs("Tip: fire calms them", "5-9")},
		{"the tip says smoke but I meant steam", timesIs("Tip: steam calms them", "5-9")},
		// not yet: Spanish splits the clause at "pero" and stays refused
		{"el tip dice smoke pero quise decir steam", nil},
		// guard: words the text does not say are not swapped
		{"the tip says water but i meant fire", nil},
	},
	"a text noun that is a file's whole name": {
		// "la etiqueta del frasco" was the label text "Frasco de miel"
		{"la etiqueta del frasco que se quede hasta el 30", timesIs("etiqueta-frasco.jpg", "21-30")},
		{"make the etiqueta frasco last until 26", timesIs("etiqueta-frasco.jpg", "21-26")},
		// guard: the text named by its own words stays the text
		{"el texto del frasco que se quede hasta el 22", timesIs("Frasco de miel", "20-22")},
	},
	"a context about an unknown thing, then 'it'": {
		// the end of the whole video was cut at the time said
		{"the aphid clip drags at the end, trim it so it ends at 33", nil},
		{"el clip de los zánganos es largo, recortalo para que termine en el 33", nil},
	},
}

func TestRnCases(t *testing.T) {
	runFixtureTable(t, "i13r19 hive table", func(t *testing.T) *videotools.Editor { return rnHiveFixture(t) }, rnCases)
}
