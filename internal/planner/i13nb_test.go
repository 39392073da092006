package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// nbArena: a 40 s game clip: arena.mp4 0-40 on the main track; texts "GG"
// 30-33 centre, "EZ" 10-12 bottom and "TOP 5 PLAYS" 0-3 centre; a fire
// sticker 20-24 top-right; beats.mp3 0-40.
func nbArena(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "arena.mp4", timeline.AssetVideo, 40, 1920, 1080, true)
	addTestAsset(p, "beats.mp3", timeline.AssetAudio, 90, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "nbArena", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "arena.mp4", "startTime": 0, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "beats.mp3", "startTime": 0, "trackType": "audio", "duration": 40}},
		{"add_text", map[string]any{"text": "TOP 5 PLAYS", "start": 0, "end": 3, "position": "center", "style": "hook"}},
		{"add_text", map[string]any{"text": "EZ", "start": 10, "end": 12, "position": "bottom"}},
		{"add_text", map[string]any{"text": "GG", "start": 30, "end": 33, "position": "center"}},
		{"add_sticker", map[string]any{"stickerId": "fire", "start": 20, "end": 24, "position": "top-right"}},
	})
	return ed
}

// nbStickerAdded wants one new sticker of an id (beside the fixture's
// others) spanning a..b; b < 0 takes any end.
func nbStickerAdded(id string, a, b float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		})
		if len(es) != 1 {
			return fmt.Sprintf("%d %s stickers, want 1", len(es), id)
		}
		if s, e := es[0].Start.Seconds(), es[0].End().Seconds(); !near(s, a) || b >= 0 && !near(e, b) {
			return fmt.Sprintf("%s sticker %v-%v, want %v-%v", id, s, e, a, b)
		}
		return ""
	}
}

// nbNoSticker wants no sticker of an id left.
func nbNoSticker(id string) check {
	return func(p *timeline.Project) string {
		if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		}); len(es) > 0 {
			return fmt.Sprintf("%d %s stickers left", len(es), id)
		}
		return ""
	}
}

// nbNoText wants no text that says content.
func nbNoText(content string) check {
	return func(p *timeline.Project) string {
		if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		}); len(es) > 0 {
			return fmt.Sprintf("text %q is still there", content)
		}
		return ""
	}
}

// i13nbWorkshopCases run on workshopFixture (a heart sticker 6-9
// bottom-right).
var i13nbWorkshopCases = map[string][]vcase{
	// a Spanish diminutive of a sticker's word names it ("there is no el
	// fueguito"; "un fueguito" was read as a file to add)
	"sticker diminutive": {
		{"agregá un fueguito arriba a la derecha", nbStickerAdded("fire", 0, -1)},
		{"poneme una coronita de 2 a 5", nbStickerAdded("crown", 2, 5)},
		{"poné un solcito arriba a la izquierda", nbStickerAdded("sun", 0, -1)},
		{"agregá una lunita en el segundo 10", nbStickerAdded("moon", 10, -1)},
		{"poné un rayito de 1 a 3", nbStickerAdded("lightning", 1, 3)},
		{"sacá el corazoncito", nbNoSticker("heart")}, // guard: listed by hand before
	},
	// the new sticker said with "the" and its kind, instead of one there
	// ("el sticker de estrella en vez del corazón" was read as moving a
	// star there is none of); a word naming two stickers ("like") is the
	// one that is not being replaced
	"sticker named instead of another": {
		{"ponele el sticker de estrella en vez del corazón", both(nbNoSticker("heart"), nbStickerAdded("star", 6, 9))},
		{"put the star sticker instead of the heart", both(nbNoSticker("heart"), nbStickerAdded("star", 6, 9))},
		{"poné el sticker de fuego en lugar del corazón", both(nbNoSticker("heart"), nbStickerAdded("fire", 6, 9))},
		{"use the crown sticker instead of the heart", both(nbNoSticker("heart"), nbStickerAdded("crown", 6, 9))},
		{"ponele el sticker de like en vez del corazón", both(nbNoSticker("heart"), nbStickerAdded("thumbs-up", 6, 9))},
		{"put a like sticker instead of the heart", both(nbNoSticker("heart"), nbStickerAdded("thumbs-up", 6, 9))},
		{"ponele una estrella en vez del corazón", both(nbNoSticker("heart"), nbStickerAdded("star", 6, 9))},           // guard
		{"put the heart sticker at the top", both(countIs(timeline.ElementSticker, 1), nbStickerAdded("heart", 6, 9))}, // guard: moved, no new one
	},
	// "keep X up N longer": the comparative is the edit, as after "make"
	// ("would leave out longer/shorter")
	"keep longer": {
		{"keep the welcome title up one second longer", timesIs("Welcome to the Workshop", "0-5")},
		{"keep the heart on screen 2 seconds longer", stickerTimes("heart", "6-11")},
		{"keep the logo up a second longer", timesIs("logo.png", "2-11")},
		{"keep the heart 2 seconds shorter", stickerTimes("heart", "6-7")},
	},
}

// i13nbArenaCases run on nbArena (texts "GG", "EZ", a fire sticker).
var i13nbArenaCases = map[string][]vcase{
	"sticker diminutive": {
		{"sacá el fueguito", nbNoSticker("fire")},
		{"borrá los fueguitos", nbNoSticker("fire")},
		{"put the crown sticker instead of the fire", both(nbNoSticker("fire"), nbStickerAdded("crown", 20, 24))},
	},
	// a short text's two-letter words name it ("delete the GG": "would
	// leave out gg")
	"short text named": {
		{"delete the GG", both(nbNoText("GG"), countIs(timeline.ElementText, 2))},
		{"move the GG to the top", textPosIs("GG", "top")},
		{"borrá el EZ", both(nbNoText("EZ"), countIs(timeline.ElementText, 2))},
		{"add a star while the GG text is on screen", nbStickerAdded("star", 30, 33)},
		// "cuando sale X": while it is out on screen (it was read as when it
		// goes, the sticker put after it)
		{"poné una estrella cuando sale el GG", nbStickerAdded("star", 30, 33)},
		{"agregá una corona cuando sale el EZ", nbStickerAdded("crown", 10, 12)},
		{"agregá una corona cuando sale el título", nbStickerAdded("crown", 0, 3)},
		{"poneme un rayo cuando sale la música", nbStickerAdded("lightning", 0, 40)},
		{"poné una estrella cuando termina el GG", nbStickerAdded("star", 33, -1)}, // guard: after it
		{"poné el EZ arriba", textPosIs("EZ", "top")},
		// "that reads" / "reading" of a text there, as "that says" (it asked
		// which text)
		{"remove the text that reads GG", both(nbNoText("GG"), countIs(timeline.ElementText, 2))},
		{"delete the caption reading EZ", both(nbNoText("EZ"), countIs(timeline.ElementText, 2))},
		{"move the title that reads TOP 5 PLAYS to the bottom", textPosIs("TOP 5 PLAYS", "bottom")},
		{"add a caption reading Nice at the bottom", countIs(timeline.ElementText, 4)},              // guard: a new one
		{"delete the PLAYS title", both(nbNoText("TOP 5 PLAYS"), countIs(timeline.ElementText, 2))}, // guard
	},
}

func TestI13nbWorkshop(t *testing.T) {
	runFixtureTable(t, "i13nb workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13nbWorkshopCases)
}

func TestI13nbArena(t *testing.T) {
	runFixtureTable(t, "i13nb arena", nbArena, i13nbArenaCases)
}
