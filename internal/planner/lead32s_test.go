package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// newStickerAt: a sticker id was added (the fixture has only the heart at
// 6–9) at that place and time.
func newStickerAt(id, pos string, start, end float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Sticker != nil }) {
			if e.Sticker.StickerID == id && e.Sticker.Position == pos && near(e.Start.Seconds(), start) && near(e.End().Seconds(), end) {
				return ""
			}
		}
		return fmt.Sprintf("no %s sticker at %s %v–%v", id, pos, start, end)
	}
}

// TestSeveralNewStickersInOneAdd: "a heart and a star" said to add are both
// added, with the place and time said after the last ("un corazón y una
// estrella en el logo" added the heart and dropped the star; "add a heart
// and a star on the logo" put the heart over the whole video). A sticker
// after a preposition stays where the new one goes.
func TestSeveralNewStickersInOneAdd(t *testing.T) {
	runFixtureTable(t, "several new stickers", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"both, where and when the last says": {
			{"un corazón y una estrella en el logo", both(newStickerAt("heart", "top-right", 2, 10), newStickerAt("star", "top-right", 2, 10), countIs(timeline.ElementSticker, 3))},
			{"add a heart and a star on the logo", both(newStickerAt("heart", "top-right", 2, 10), newStickerAt("star", "top-right", 2, 10))},
			{"poné un corazón y una estrellita arriba a la izquierda", both(newStickerAt("heart", "top-left", 0, 92), newStickerAt("star", "top-left", 0, 92))},
			{"add a heart sticker and a star sticker at 10", both(newStickerAt("heart", "top-right", 10, 15), newStickerAt("star", "top-right", 10, 15))},
			{"add a heart and a star and a fire on the logo", both(newStickerAt("fire", "top-right", 2, 10), countIs(timeline.ElementSticker, 4))},
		},
		"guards": {
			// each its own time
			{"add a heart at 5 and a star at 10", both(newStickerAt("heart", "top-right", 5, 10), newStickerAt("star", "top-right", 10, 15))},
			// a sticker after a preposition is where it goes
			{"add a star on the heart", both(newStickerAt("star", "bottom-right", 6, 9), countIs(timeline.ElementSticker, 2))},
			{"agregá una estrella sobre el corazón", both(newStickerAt("star", "bottom-right", 6, 9), countIs(timeline.ElementSticker, 2))},
			{"add a heart and delete the logo", both(newStickerAt("heart", "top-right", 0, 92), countIs(timeline.ElementSticker, 2))},
		},
	})
}

// TestLogoOfATextsWords: whose logo it is, said with words only a text has
// ("borrá el logo del workshop" with the text "Welcome to the Workshop"),
// is the logo alone (the text was deleted with it: silent). Two things
// joined by "and"/"y" stay two.
func TestLogoOfATextsWords(t *testing.T) {
	runFixtureTable(t, "logo of a text's words", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"the logo": {
			{"borrá el logo del workshop", both(goneIs("logo.png"), countIs(timeline.ElementText, 5))},
			{"delete the logo of the workshop", both(goneIs("logo.png"), countIs(timeline.ElementText, 5))},
			{"delete the workshop logo", both(goneIs("logo.png"), countIs(timeline.ElementText, 5))},
			{"make the workshop logo bigger", scaleIs("logo.png", 0.375)},
		},
		"two things": {
			{"borrá el logo y el texto del workshop", both(goneIs("logo.png"), textGone("Welcome to the Workshop"))},
			{"delete the logo and the workshop text", both(goneIs("logo.png"), textGone("Welcome to the Workshop"))},
			{"delete the interview logo", nil},
		},
	})
}

// TestTextsPickedByWhereTheySit: a place said with texts, beside another
// place said as where they go, picks the texts that sit there ("los textos
// de abajo ponelos todos arriba" moved the centred ones too: silent; "poné
// arriba los textos de abajo" put every text at the bottom: silent; "move
// the bottom texts to the top" asked "bottom or top?"). With no other place
// said, the place is where they go, as before.
func TestTextsPickedByWhereTheySit(t *testing.T) {
	bottomOnesUp := both(textPosIs("Ana Pérez · Head Baker", "top"), textPosIs("first, the starter", "top"),
		textPosIs("Welcome to the Workshop", "center"), textPosIs("Thanks for watching!", "center"))
	runFixtureTable(t, "texts picked by where they sit", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"which texts": {
			{"los textos de abajo ponelos todos arriba", bottomOnesUp},
			{"poné arriba los textos de abajo", bottomOnesUp},
			{"move the bottom texts to the top", bottomOnesUp},
			{"put the texts at the bottom at the top", bottomOnesUp},
			{"subí a la parte de arriba los textos que están abajo", bottomOnesUp}, // was asked; placedthing.go
		},
		"where they go": {
			{"put the texts at the bottom", both(textPosIs("Welcome to the Workshop", "bottom"), textPosIs("Thanks for watching!", "bottom"))},
			{"move the texts to the top", both(textPosIs("Welcome to the Workshop", "top"), textPosIs("first, the starter", "top"))},
		},
	})
}

// TestNewTextKeepsItsPlace: a new text said with a place ("un texto en el
// centro en el segundo 40 que diga 'hola'", with no verb) goes there; the
// place was read as which existing text was meant and dropped, and the text
// went to the bottom: silent.
func TestNewTextKeepsItsPlace(t *testing.T) {
	runFixtureTable(t, "new text keeps its place", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"the place said": {
			{"un texto en el centro en el segundo 40 que diga 'hola'", textIs("hola", 40, 45, "center", "")},
			{"un texto en el medio que diga 'hola'", textIs("hola", 0, 5, "center", "")},
			{"a text in the center at 40 saying 'hi'", textIs("hi", 40, 45, "center", "")},
		},
		"guards": {
			{"poné un texto arriba en el segundo 40 que diga 'hola'", textIs("hola", 40, 45, "top", "")},
			// an existing text picked by where it sits, among two there: asked
			{"el texto del centro ponelo arriba", nil},
		},
	})
}

// TestTheEffectReplaced: "cambiá el efecto por blanco y negro" names the
// effect there and replaces it (black and white was added over the whole
// video and the vignette kept: silent); "the effect on the city clip" is
// the one over it. With none where it is said, refused.
func TestTheEffectReplaced(t *testing.T) {
	replaced := func(typ string) check { return both(naNoEffect("vignette"), effectIs(typ, 70, 82, "", 0)) }
	runFixtureTable(t, "the effect replaced", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"replaced": {
			{"cambiá el efecto por blanco y negro", replaced("grayscale")},
			{"change the effect to sepia", replaced("sepia")},
			{"replace the filter with black and white", replaced("grayscale")},
			{"cambiá el efecto del final por blanco y negro", replaced("grayscale")},
			{"change the effect on the city clip to sepia", replaced("sepia")},
		},
		"guards": {
			{"cambiá la viñeta por blanco y negro", replaced("grayscale")},
			{"cambiá el efecto del principio por blanco y negro", nil},
			{"add a black and white effect", effectIs("grayscale", 0, 92, "", 0)},
		},
	})
}

// TestCutSoItEnds: "cut X so it ends at N" is where X should end, as "trim
// X so it ends at N" says ("cortalo para que termine en el 15" split at
// 15, which changes nothing seen: silent). "cut at N" still splits.
func TestCutSoItEnds(t *testing.T) {
	runFixtureTable(t, "cut so it ends", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"ends there": {
			{"cortalo para que termine en el 15", durIs(15)},
			{"cut it so it ends at 15", durIs(15)},
			{"cortá el video para que termine en el 15", durIs(15)},
			{"cortá la entrevista para que termine en el 60", mediaIs("interview.mp4", timeline.TrackMain, 0, 60)},
			{"cut the interview so that it ends at 60", mediaIs("interview.mp4", timeline.TrackMain, 0, 60)},
		},
		"a split": {
			{"cortalo en el 15", both(durIs(92), countIs(timeline.ElementVideo, 4))},
			{"cortá la entrevista en el 60", both(durIs(92), countIs(timeline.ElementVideo, 4))},
		},
	})
}

// TestSecondsAddedToAThing: after a complaint that a thing is short,
// "agregale/sumale 3 segundos" is 3 more ("el logo dura poco, agregale 3
// segundos" shortened the logo to 3 s, and with "al final" added a second
// logo at the end: both silent). At its start, refused.
func TestSecondsAddedToAThing(t *testing.T) {
	logoLasts := func(d float64) check {
		return func(p *timeline.Project) string {
			es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "logo.png" })
			if len(es) != 1 || !near(es[0].Duration.Seconds(), d) {
				return fmt.Sprintf("%d logos, want one lasting %v", len(es), d)
			}
			return ""
		}
	}
	runFixtureTable(t, "seconds added to a thing", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"more": {
			{"el logo dura poco, agregale 3 segundos", logoLasts(11)},
			{"el logo dura muy poco, sumale 3 segundos", logoLasts(11)},
			{"el logo dura poco, agregale 3 segundos al final", logoLasts(11)},
			{"agregale 3 segundos al logo", logoLasts(11)},
		},
		"guards": {
			{"el logo dura poco, agregale 3 segundos al principio", nil},
			{"give the logo 5 seconds", logoLasts(5)},
		},
	})
}
