package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// stickerAppearsCases: a sticker said with "a"/"un", none of its kind on
// the timeline, that should appear at a time is added (stickerappears.go).
// On i13tbFixture: a star sticker 12–15 top right, no heart, no lightning.
// A nil check wants a question or a refusal.
var stickerAppearsCases = map[string][]vcase{
	"a new sticker that should appear": {
		{"que aparezca un corazón arriba a la izquierda del 5 al 8", stickerPlaced("heart", "top-left", "5-8")},
		{"que aparezca un rayito abajo a la derecha de 2 a 4", stickerPlaced("lightning", "bottom-right", "2-4")},
		{"and then a heart appears in the top left from 5 to 8", stickerPlaced("heart", "top-left", "5-8")},
		{"que salga un corazoncito del 11 al 13", stickerPlaced("heart", "", "11-13")},
	},
	"the one there is, or none said new": {
		// a star is there: "una estrella" stays that one, moved as before
		{"que aparezca una estrella del 5 al 8", stickerPlaced("star", "", "5-8")},
		// "the heart": one there should be; none is, so it is asked
		{"que aparezca el corazón del 5 al 8", nil},
	},
}

func TestStickerAppears(t *testing.T) {
	runFixtureTable(t, "sticker appears", func(t *testing.T) *videotools.Editor { return i13tbFixture(t) }, stickerAppearsCases)
}
