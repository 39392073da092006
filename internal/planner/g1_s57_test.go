package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// wineTourFixture is a 30 s winery tour video: main plaza.mp4 0-10 |
// bodega.mp4 10-24 | cierre.mp4 24-30; overlay vinedos.jpg 14-19; texts
// "Bienvenidos a Cafayate" 0-3 top, "Don Ramiro, el guía" 2-6 bottom,
// "Tour prices: $8.000 per person" 20-24 bottom and "Book your tour today"
// 26-30 center.
func wineTourFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "plaza.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "bodega.mp4", timeline.AssetVideo, 16, 1920, 1080, true)
	addTestAsset(p, "cierre.mp4", timeline.AssetVideo, 8, 1920, 1080, true)
	addTestAsset(p, "vinedos.jpg", timeline.AssetImage, 0, 1920, 1080, false)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "winetour", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "plaza.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "bodega.mp4", "startTime": 10, "trackType": "main", "duration": 14}},
		{"add_media_to_timeline", map[string]any{"assetId": "cierre.mp4", "startTime": 24, "trackType": "main", "duration": 6}},
		{"add_media_to_timeline", map[string]any{"assetId": "vinedos.jpg", "startTime": 14, "trackType": "overlay", "duration": 5}},
		{"add_text", map[string]any{"text": "Bienvenidos a Cafayate", "start": 0, "end": 3, "position": "top"}},
		{"add_text", map[string]any{"text": "Don Ramiro, el guía", "start": 2, "end": 6, "position": "bottom"}},
		{"add_text", map[string]any{"text": "Tour prices: $8.000 per person", "start": 20, "end": 24, "position": "bottom"}},
		{"add_text", map[string]any{"text": "Book your tour today", "start": 26, "end": 30, "position": "center"}},
	})
	return ed
}

var fourTexts = countIs(timeline.ElementText, 4)

// g1s57Cases: references to a text are never a new text's words, and a
// particle after unquoted words is not one of them (set 44 v44-024,
// v44-026, v44-045; set 45 v45-049).
var g1s57Cases = map[string][]vcase{
	"\"el nombre de\" a name of two words names the text": {
		// "el nombre de doña ester ponelo arriba" added a text "ester"
		{"el nombre de don ramiro ponelo arriba", both(fourTexts, textIs("Don Ramiro, el guía", 2, 6, "top", ""))},
		{"el texto de don ramiro ponelo arriba", both(fourTexts, textIs("Don Ramiro, el guía", 2, 6, "top", ""))},
		// neighbour: one word of the name still names it
		{"el nombre de ramiro ponelo arriba", both(fourTexts, textIs("Don Ramiro, el guía", 2, 6, "top", ""))},
	},
	"\"the X one\" is the text about X": {
		// "the prices one, make it last 2 more seconds" added a text "one"
		{"the prices one, make it last 2 more seconds", both(fourTexts, textIs("Tour prices: $8.000 per person", 20, 26, "", ""))},
		{"make the prices one last 2 more seconds", both(fourTexts, textIs("Tour prices: $8.000 per person", 20, 26, "", ""))},
		// neighbour: the noun said itself
		{"the prices text, make it last 2 more seconds", both(fourTexts, textIs("Tour prices: $8.000 per person", 20, 26, "", ""))},
	},
	"\"nomás\" after unquoted new words is no word of them": {
		// "el cartel de los profes que diga Marisa y Julián nomas" kept "nomas"
		{"el cartel del guía que diga Ramiro y Lucía nomás", both(fourTexts, textIs("Ramiro y Lucía", 2, 6, "", ""))},
		{"el cartel del guía que diga Ramiro y Lucía nada más", both(fourTexts, textIs("Ramiro y Lucía", 2, 6, "", ""))},
		{"el cartel del guía que diga Ramiro y Lucía solamente", both(fourTexts, textIs("Ramiro y Lucía", 2, 6, "", ""))},
		// neighbour: quoted words are kept as typed
		{"el cartel del guía que diga 'Ramiro y Lucía nomás'", both(fourTexts, textIs("Ramiro y Lucía nomás", 2, 6, "", ""))},
	},
	"a quote that names a text in other capitals, with a time, is a timing": {
		// "el texto 'your first class is free' q aparezca en el 8" changed
		// the text to lower case
		{"el texto 'book your tour today' q aparezca en el 25", both(fourTexts, textIs("Book your tour today", 25, 29, "", ""))},
		{"the text 'book your tour today' should appear at 25", both(fourTexts, textIs("Book your tour today", 25, 30, "", ""))},
		// neighbour: with a place and no time it is still the text named
		{"el texto 'book your tour today' ponelo arriba", both(fourTexts, textIs("Book your tour today", 26, 30, "top", ""))},
	},
}

func TestG1S57(t *testing.T) {
	runFixtureTable(t, "g1 s57 wine tour", wineTourFixture, g1s57Cases)
}
