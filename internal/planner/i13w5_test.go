package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13w5Fixture: a flower shop's promo: tienda.mp4 0–10 (the shop) and
// jardin.mp4 10–20 (the garden) on the main track, logo-gatitos.png over
// the whole video, the texts "Flores Mimi" (0–3, centre), "Fresh tulips
// every morning" (10–14, bottom) and "Call 555-0101" (16–20, bottom), a
// heart (2–5, top-left) and a star (12–15, top-right).
func i13w5Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "tienda.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "jardin.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "logo-gatitos.png", timeline.AssetImage, 0, 600, 600, false)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"tienda.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"jardin.mp4","startTime":10,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"logo-gatitos.png","startTime":0,"trackType":"overlay","duration":20}`},
		{"add_text", `{"text":"Flores Mimi","start":0,"end":3,"position":"center"}`},
		{"add_text", `{"text":"Fresh tulips every morning","start":10,"end":14,"position":"bottom"}`},
		{"add_text", `{"text":"Call 555-0101","start":16,"end":20,"position":"bottom"}`},
		{"add_sticker", `{"stickerId":"heart","start":2,"end":5,"position":"top-left"}`},
		{"add_sticker", `{"stickerId":"star","start":12,"end":15,"position":"top-right"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13w5 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// i13w5StickerAt wants one sticker id from start to end.
func i13w5StickerAt(id string, start, end float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id && near(e.Start.Seconds(), start) && near(e.End().Seconds(), end)
		})
		if len(es) != 1 {
			return fmt.Sprintf("%d %s stickers at %v-%v, want 1", len(es), id, start, end)
		}
		return ""
	}
}

// i13w5StickerGone wants no sticker id left.
func i13w5StickerGone(id string) check {
	return func(p *timeline.Project) string {
		if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		}); len(es) > 0 {
			return id + " is still there"
		}
		return ""
	}
}

var i13w5Cases = map[string][]vcase{
	"a text named by what it is about or holds": {
		// refused: "which text" (about), "there is no the one" (one)
		{"the text about the tulips should be at the top", textPosIs("Fresh tulips every morning", "top")},
		{"delete the one about the tulips", textGone("Fresh tulips every morning")},
		{"delete the one with the phone number", textGone("Call 555-0101")},
		{"the one with the phone number should be at the top", textPosIs("Call 555-0101", "top")},
		{"el texto de los 555 ponelo arriba", textPosIs("Call 555-0101", "top")},
		// guards: a topic the project has no text of stays refused; the
		// words after "with" name the text and are never its new words
		{"the text about the roses should be at the top", nil},
		{"the text with the phone number should be at the top", both(textPosIs("Call 555-0101", "top"), textIs("Call 555-0101", 16, 20, "top", ""))},
		{"the text with the tulips should go to the top", textIs("Fresh tulips every morning", 10, 14, "top", "")},
		// "change the text with X to Y" reads "with" as the swap's: asked, as before
		{"change the text with the tulips to 'Fresh roses'", nil},
	},
	"a new text's words end before where we are": {
		// the words held "while we're in the garden" and went at 0 s (silent)
		{"add a caption saying fresh flowers daily at the top while we're in the jardin", textIs("fresh flowers daily", 10, 20, "top", "")},
		{"add text saying open today at the bottom while we are in the tienda", textIs("open today", 0, 10, "bottom", "")},
		// guard: words to the viewer with no thing of the project stay words
		{"add a caption saying hold on while we load at the top from 2 to 4", textIs("hold on while we load", 2, 4, "top", "")},
	},
	"the part of a thing said as a time": {
		// refused: "there is no parte on the timeline"
		{"poné un corazoncito durante la parte del jardin", i13w5StickerAt("heart", 10, 20)},
		{"agregá una estrella durante la parte de la tienda", i13w5StickerAt("star", 0, 10)},
		// guard: the part with a thing shown stays its time
		{"add a star during the part with the tulips text", i13w5StickerAt("star", 10, 14)},
	},
	"a thing said first with its place, then what to do with it": {
		// refused: "the sticker on the left": no verb
		{"the sticker on the left, get rid of it", both(i13w5StickerGone("heart"), countIs(timeline.ElementSticker, 1))},
		{"the sticker on the right, get rid of it", both(i13w5StickerGone("star"), countIs(timeline.ElementSticker, 1))},
		// guard: the thing alone is still no edit
		{"the sticker on the left", nil},
	},
	"a new thing named only like a file already there is asked": {
		// "una gatita" added logo-gatitos.png again over the whole video (silent)
		{"agregá una gatita", nil},
		{"add a gatita at 5", nil},
		// guards: a sticker of the catalog, and the file by its name
		{"agregá un corazoncito en el 5", i13w5StickerAt("heart", 5, 10)},
		{"add a heart at 5", i13w5StickerAt("heart", 5, 10)},
	},
}

func TestI13w5Cases(t *testing.T) {
	runFixtureTable(t, "i13w5 table", i13w5Fixture, i13w5Cases)
}

// TestI13w5PhotoAsked: a question about how the photo looks changes
// nothing, and a turn for the photo to come out straight asks the angle.
func TestI13w5PhotoAsked(t *testing.T) {
	runPhotoRows(t, []photoRow{
		{prompt: "is it too dark?", refusal: "is a question"},
		{prompt: "esta muy oscura?", refusal: "is a question"},
		{prompt: "¿no está medio oscura la foto?", refusal: "is a question"},
		{prompt: "girala para que quede bien", refusal: "How many degrees"},
		{prompt: "rotate it so it looks straight", refusal: "How many degrees"},
		// guards: the remark said as such, and a turn with its angle
		{prompt: "it's too dark", ops: "adjustments.applyMasked"},
		{prompt: "girala 90 para que quede bien", ops: "document.rotate", conds: []string{"document.rotate:angle=90"}},
		{prompt: "rotate it 90 degrees", ops: "document.rotate", conds: []string{"document.rotate:angle=90"}},
	})
}
