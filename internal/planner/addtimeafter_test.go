package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// addTimeAfterCases: when a new text or sticker shows, said after a comma
// (addtimeafter.go). On the workshop project: interview 0–70, city b-roll
// 70–82, kitchen b-roll 82–92. A nil check wants a question or a refusal.
var addTimeAfterCases = map[string][]vcase{
	"the new thing's time": {
		{"add 'Fresh!' at the top, while the city clip plays", msTextStarts("Fresh!", 70)},
		{"agregá 'Hola' arriba, durante la entrevista", msTextStarts("Hola", 0)},
		{"add a star sticker at the top right during the city clip, first 4 seconds of it", stickerStartsAt("star", 70)},
		{"poné VENDIDO grande en el centro, los últimos tres segundos", msTextStarts("VENDIDO", 89)},
	},
	"stays asked": {
		// no such moment in the project
		{"add 'Hi' at the top, while she sings", nil},
	},
}

func TestAddTimeAfter(t *testing.T) {
	runFixtureTable(t, "add time after", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, addTimeAfterCases)
}
