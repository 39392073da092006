package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// qwAppearCases: a sticker or a text added "when" a thing comes on screen,
// with no length of its own, stays while that thing shows (it stayed the
// default 5 s, and went off in the middle of the photo it marked). A thing
// that starts, a length said, or a move keep their old meaning.
var qwAppearCases = map[string][]vcase{
	"added when a thing appears: while it shows": {
		{"add a star sticker when the city clip appears", msStickerAdded("star", "", 70, 82)},
		{"poné una estrella cuando aparece el clip de la ciudad", msStickerAdded("star", "", 70, 82)},
		{"add a star in the bottom left when the welcome title appears", msStickerAdded("star", "bottom-left", 0, 4)},
		{"poné un texto 'Hola' arriba cuando aparece el nombre de la invitada", textIs("Hola", 5, 9, "top", "")},
		{"add a star when the guest's name pops up", msStickerAdded("star", "", 5, 9)},
	},
	"guards: a start, a length said, a move": {
		{"add a star sticker when the city clip starts", msStickerAdded("star", "", 70, 75)},
		{"poné una estrella cuando arranca el clip de la ciudad", msStickerAdded("star", "", 70, 75)},
		{"add a star sticker when the city clip appears, for 3 seconds", msStickerAdded("star", "", 70, 73)},
		{"move the heart to when the city clip appears", stickerIs("heart", "bottom-right", 70, 73)},
	},
}

func TestI13qwAddedWhileItShows(t *testing.T) {
	runFixtureTable(t, "i13qw added while it shows", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, qwAppearCases)
}
