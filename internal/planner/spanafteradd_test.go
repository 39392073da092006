package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// spanAfterAddCases: the stretch of a new text or sticker said after a
// comma with its place or a put verb, after an event that only describes
// it (spanafteradd.go). On i13tbFixture: sofia-intro.mp4 0–10,
// kid-finish.mp4 10–20, "RACE DAY" 0–3, "Thanks!" 16–20, a star sticker
// 12–15 top right. A nil check wants a question or a refusal.
var spanAfterAddCases = map[string][]vcase{
	"the range and the place after the comma": {
		{"add a heart when the kid crosses the line, from 15 to 18 top left", stickerPlaced("heart", "top-left", "15-18")},
		{"poné un corazón cuando sofia saluda, del 2 al 6 abajo a la izquierda", stickerPlaced("heart", "bottom-left", "2-6")},
	},
	"a put verb of its own after the comma": {
		{"add 'Go kid' at the bottom when he crosses the line, put it from 15 to 18", textIs("Go kid", 15, 18, "bottom", "")},
		{"agregá 'Vamos' arriba mientras corre el nene, ponelo de 11 a 14", textIs("Vamos", 11, 14, "top", "")},
		{"sumá un corazón cuando sofia saluda, ponelo del 2 al 6", stickerPlaced("heart", "", "2-6")},
	},
	"stays asked": {
		// the event alone says no time
		{"add a heart when the kid crosses the line", nil},
	},
	"stays two edits": {
		// a put verb with a thing of its own is a second edit, not the
		// time of the add (the nene's clip, 10–20, is the first one's)
		{"agregá 'Vamos' arriba mientras corre el nene, poné el corazón de 11 a 14", both(textIs("Vamos", 10, 20, "top", ""), stickerPlaced("heart", "", "11-14"))},
	},
}

// stickerPlaced checks the times of every sticker of an id and, if pos is
// said, its corner.
func stickerPlaced(id, pos, times string) check {
	return func(p *timeline.Project) string {
		if why := stickerTimes(id, times)(p); why != "" {
			return why
		}
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		}) {
			if pos != "" && e.Sticker.Position != pos {
				return fmt.Sprintf("%s sticker at %s, want %s", id, e.Sticker.Position, pos)
			}
		}
		return ""
	}
}

func TestSpanAfterAdd(t *testing.T) {
	runFixtureTable(t, "span after add", func(t *testing.T) *videotools.Editor { return i13tbFixture(t) }, spanAfterAddCases)
}
