package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// obCard: a 30 s clip, card.mp4 0-30 on the main track; texts "Class of
// 2014" 0-4 bottom, "12 Oak Avenue, Springfield" 5-9 bottom, "5 GOALS"
// 10-13 top, "neo_player" 14-18 bottom and "Hello everyone" 20-24 centre;
// a sun sticker 20-24 top-left.
func obCard(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "card.mp4", timeline.AssetVideo, 30, 1920, 1080, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "obCard", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "card.mp4", "startTime": 0, "trackType": "main"}},
		{"add_text", map[string]any{"text": "Class of 2014", "start": 0, "end": 4, "position": "bottom"}},
		{"add_text", map[string]any{"text": "12 Oak Avenue, Springfield", "start": 5, "end": 9, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "5 GOALS", "start": 10, "end": 13, "position": "top", "style": "label"}},
		{"add_text", map[string]any{"text": "neo_player", "start": 14, "end": 18, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "Hello everyone", "start": 20, "end": 24, "position": "center"}},
		{"add_sticker", map[string]any{"stickerId": "sun", "start": 20, "end": 24, "position": "top-left"}},
	})
	return ed
}

// obTextSays wants a text that says content, and none that says gone.
func obTextSays(content, gone string) check {
	return both(func(p *timeline.Project) string {
		if len(elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		})) == 0 {
			return "no text " + content
		}
		return ""
	}, nbNoText(gone))
}

var i13obCardCases = map[string][]vcase{
	// a mistake in a text told with the words taken back ("puse 2014 pero
	// es 2016": read as adding or moving, refused)
	"mistake corrected": {
		{"escribí 2014 pero es 2016", obTextSays("Class of 2016", "Class of 2014")},
		{"en la tarjeta puse 2014 pero fue en 2015, corregilo porfa", obTextSays("Class of 2015", "Class of 2014")},
		{"I typed Avenue but it should be Road", obTextSays("12 Oak Road, Springfield", "12 Oak Avenue, Springfield")},
		{"we wrote Oak but it's Elm, fix it please", obTextSays("12 Elm Avenue, Springfield", "12 Oak Avenue, Springfield")},
		{"el marcador dice 5 GOALS pero fueron 6", obTextSays("6 GOALS", "5 GOALS")},
		{"it says Hello but it should say Hi", obTextSays("Hi everyone", "Hello everyone")},
		{"borrá el sol, puse 2014 pero es 2016", nil}, // guard: another edit before
		{"puse Banana pero es Manzana", nil},          // guard: no text says it
	},
}

func TestI13obCard(t *testing.T) {
	runFixtureTable(t, "i13ob card", obCard, i13obCardCases)
}
