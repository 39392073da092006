package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13v4Cases run on the workshop project (interview 0–70, city 70–82,
// kitchen 82–92, the logo 2–10, five texts, a heart 6–9 bottom right):
// texts, stickers, pictures and media added, said the way people type.
var i13v4Cases = map[string][]vcase{
	"an arrow said with the way it points": {
		// the way was the place and the arrow any arrow (a bare "flecha"
		// was the down one; "that points up" gave the right one)
		{"poné una flecha para la derecha en el segundo 14", both(stickerTimes("arrow-right", "14-19"), stickerPosIs("arrow-right", "top-right"))},
		{"add a little arrow that points up at 14", stickerTimes("arrow-up", "14-19")},
		{"una flechita que apunte para abajo en el 20", stickerTimes("arrow-down", "20-25")},
		{"put an arrow facing left at 30", stickerTimes("arrow-left", "30-35")},
		{"agregá una flecha en el 14", stickerTimes("arrow-right", "14-19")},
		{"una flecha para arriba abajo a la izquierda en el 14", both(stickerTimes("arrow-up", "14-19"), stickerPosIs("arrow-up", "bottom-left"))},
		// guards: a side said with "on" is the place; "para la derecha" of
		// a thing is where it goes
		{"add an arrow on the left at 14", both(stickerTimes("arrow-right", "14-19"), stickerPosIs("arrow-right", "top-left"))},
		{"una flecha abajo a la derecha en el 14", both(stickerTimes("arrow-down", "14-19"), stickerPosIs("arrow-down", "bottom-right"))},
		{"move the heart to the right", stickerPosIs("heart", "bottom-right")},
	},
}

func TestI13v4Workshop(t *testing.T) {
	runFixtureTable(t, "i13v4 workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13v4Cases)
}
