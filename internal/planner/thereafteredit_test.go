package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// thereAfterEditCases: a new text or sticker put "there" after a clause
// that edited a thing and said no time goes over that thing (set 29: "blur
// the shelves part and add 'Rare first editions' at the top there" put the
// text at 0 s, silent). On fixture(): intro.mp4 0-10, beach.mp4 10-18,
// "Welcome" 0-3 at the top.
var thereAfterEditCases = map[string][]vcase{
	"there is the thing edited": {
		{"blur the beach clip and add 'Olas' at the top there", textIs("Olas", 10, 18, "top", "plain")},
		{"desenfocá el clip de la playa y poné un texto 'Olas' arriba ahí", textIs("Olas", 10, 18, "top", "plain")},
		{"mute the beach clip and add a star there", stickerTimes("star", "10-18")},
		{"silenciá la playa y poné una estrella ahí", stickerTimes("star", "10-18")},
		// a time said before still is the one "there" points at
		{"mute the music from 2 to 4 and add a star there", stickerTimes("star", "2-4")},
	},
}

func TestThereAfterEdit(t *testing.T) {
	runFixtureTable(t, "there after an edit", func(t *testing.T) *videotools.Editor { return fixture(t) }, thereAfterEditCases)
}
