package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestStickerWordSaidAsWhatSomeoneDoes: "make her smile" asks for what a
// person does on camera, which no tool does; a smile sticker went over the
// whole video. A sticker said as a thing is added.
func TestStickerWordSaidAsWhatSomeoneDoes(t *testing.T) {
	runFixtureTable(t, "sticker word as a person's act", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"what someone does is refused": {
			{"make her smile", nil},
			{"make Ana laugh", nil},
			{"haz que Ana sonría", nil},
			{"que sonría", nil},
			{"haz que él sonría", nil},
		},
		"a sticker said as a thing is added": {
			{"add a smile", countIs(timeline.ElementSticker, 2)},
			{"poné una sonrisa", countIs(timeline.ElementSticker, 2)},
			{"agregá el pulgar arriba al final", newStickerAt("thumbs-up", "top-right", 87, 92)}, // "el" is the article
			{"put a smile on the logo", newStickerAt("smile", "top-right", 2, 10)},
			{"agregá una carita feliz al final", newStickerAt("smile", "top-right", 87, 92)},
		},
	})
}
