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
	// "que X aparezca <place>": where a thing there is shows (read as
	// "show", the place left out)
	"appear at a place": {
		{"que el sol aparezca abajo a la derecha", stickerPosIs("sun", "bottom-right")},
		{"el saludo que aparezca arriba", textPosIs("Hello everyone", "top")},
		{"que el marcador salga abajo", textPosIs("5 GOALS", "bottom")},
		{"make the sun appear at the top right", stickerPosIs("sun", "top-right")},
		{"que el sol se vea abajo a la izquierda", stickerPosIs("sun", "bottom-left")},
		{"que aparezca una estrella arriba", nil}, // guard: a new one, not placed
	},
	// a text named by what it is for: an address, a gamer tag, a qualified
	// url or handle ("there is no la dirección", "no my gamertag")
	"text named by its kind": {
		{"move the address to the top", textPosIs("12 Oak Avenue, Springfield", "top")},
		{"subí la dirección arriba", textPosIs("12 Oak Avenue, Springfield", "top")},
		{"mové el domicilio al centro", textPosIs("12 Oak Avenue, Springfield", "center")},
		{"move my gamertag up to the top", textPosIs("neo_player", "top")},
		{"poné el nick arriba", textPosIs("neo_player", "top")},
		{"move the player's handle to the top", textPosIs("neo_player", "top")},
		{"move the counter to the bottom", textPosIs("5 GOALS", "bottom")},
		{"mové el contador al centro", textPosIs("5 GOALS", "center")},
		{"move the booking link to the top", nil}, // guard: no text is a link
	},
	// new words written without quotes right after the verb: in capitals
	// after "add"/"put", any after "write" ("say what to add")
	"unquoted new text": {
		{"add WOW in red at the top from 2 to 5", textIs("WOW", 2, 5, "top", "plain")},
		{"poné GANAMOS grande en el centro", obTextSays("GANAMOS", "")},
		{"write see you soon at the bottom", obTextSays("see you soon", "")},
		{"add heart at the top", both(nbStickerAdded("heart", 0, -1), countIs(timeline.ElementText, 5))},           // guard: lower case is a sticker
		{"put the sun at the bottom", both(countIs(timeline.ElementSticker, 1), countIs(timeline.ElementText, 5))}, // guard
		// "change X to" capitalised words that are a text's or a verb's
		{"change the hello text to Hello Cortado", obTextSays("Hello Cortado", "Hello everyone")},
	},
}

// i13obPhotoCases run on layeredPhoto (a text layer "Hello").
var i13obPhotoCases = []ppcase{
	{"write good morning at the bottom", "text.add", []string{"text.add:text=good morning"}},
	{"add SALE 50% at the top", "text.add", []string{"text.add:text=SALE 50%"}},
	{"poné ABIERTO arriba en rojo", "text.add", []string{"text.add:text=ABIERTO"}},
	{"change the text to Cortado", "text.update", []string{"text.update:text=Cortado"}},
	{"change the title to Hello Monday!", "text.update", []string{"text.update:text=Hello Monday!"}},
	{"change the title to Red", "text.update", []string{"text.update:color=#ff0000"}}, // guard: a colour
}

func TestI13obPhoto(t *testing.T) {
	runPhotoTable(t, i13obPhotoCases)
}

func TestI13obCard(t *testing.T) {
	runFixtureTable(t, "i13ob card", obCard, i13obCardCases)
}
