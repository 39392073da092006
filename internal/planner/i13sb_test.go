package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// sbFixture is the workshop project with two more stickers: a sun and an
// exclamation mark.
//
//	sticker  heart 6-9 bottom-right | sun 20-24 top-left | exclamation 30-34 bottom-left
func sbFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	playCalls(t, "sb", ed, []testCall{
		{"add_sticker", map[string]any{"stickerId": "sun", "start": 20, "end": 24, "position": "top-left"}},
		{"add_sticker", map[string]any{"stickerId": "exclamation", "start": 30, "end": 34, "position": "bottom-left"}},
	})
	return ed
}

// sbCases (issue 13, development set 19): words swapped inside a text
// named before the verb or after the new words; a sticker said by its
// Spanish cognate or a diminutive; "right after it ends" of a copy; "soften
// it" after an effect said too strong; "when I show…" as a time; "there"
// for a new quoted text; an interjection with no other reading before a
// comma. A nil check wants a question or a refusal.
var sbCases = map[string][]vcase{
	// the text named around the swap (the whole text became "Taller", or
	// "Taller en el título")
	"swap in a named text": {
		{"en el título cambiá Workshop por Taller", textIs("Welcome to the Taller", 0, 4, "center", "")},
		{"cambiá Workshop por Taller en el título", textIs("Welcome to the Taller", 0, 4, "center", "")},
		{"change Workshop to Class in the title", textIs("Welcome to the Class", 0, 4, "center", "")},
		{"change the welcome title to Hello", textIs("Hello", 0, 4, "center", "")},
		{"cambiá el título de bienvenida por Hola", textIs("Hola", 0, 4, "center", "")},
	},
	// "exclamación", "solecito" ("would leave out exclamacion", "there is
	// no el solecito")
	"sticker cognates and diminutives": {
		{"borrá el solecito", stickerTimes("sun", "")},
		{"el sticker de exclamacion que dure 2 segundos", stickerTimes("exclamation", "30-32")},
		{"borrá la exclamación", stickerTimes("exclamation", "")},
		{"sacá el corazoncito", stickerTimes("heart", "")},
		{"delete the sun", stickerTimes("sun", "")},
	},
	// "it" in the time is the sticker named (the copy went at the video's end)
	"copy right after itself": {
		{"repeat the heart sticker right after it ends", stickerTimes("heart", "6-9 9-12")},
		{"duplicate the exclamation sticker right after it", stickerTimes("exclamation", "30-34 34-38")},
		{"duplicá el sol cuando termina", stickerTimes("sun", "20-24 24-28")},
		{"duplicate the heart at 40", stickerTimes("heart", "40-43 6-9")},
	},
	// the remedy of an effect said too strong weakens it (a blur went over
	// the vignette's time)
	"soften an effect said too strong": {
		{"the vignette on the city clip is too strong, soften it", both(countIs(timeline.ElementEffect, 1), effectIs("vignette", 70, 82, "", 0))},
		{"the vignette on the city clip is too strong, make it softer", both(countIs(timeline.ElementEffect, 1), effectIs("vignette", 70, 82, "", 0))},
		{"soften the city clip", countIs(timeline.ElementEffect, 2)},
	},
	// the user's own doing after "when I" is a time, not a second command
	"when I do something": {
		{"add a star sticker bottom right when I show the kitchen clip", stickerTimes("star", "82-92")},
		{"add a star sticker while we show the city clip", stickerTimes("star", "70-82")},
	},
	// a quoted new text "there" is over the time said before (it went at 0 s)
	"new text there": {
		{"mute the music during the city clip and put 'Downtown' at the top there", textIs("Downtown", 70, 82, "top", "")},
		{"bajá la música durante el clip de la ciudad y poné 'Centro' arriba ahí", textIs("Centro", 70, 82, "top", "")},
	},
	// an interjection that is nothing else opens the request
	"interjection": {
		{"órale, el corazón borralo", stickerTimes("heart", "")},
		{"right, the logo is too big", nil},
	},
}

func TestI13sbCases(t *testing.T) {
	runFixtureTable(t, "i13sb", sbFixture, sbCases)
}
