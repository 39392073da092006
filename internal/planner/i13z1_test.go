package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Issue 13, helper z1: silent wrong edits of the offline planner.
var i13z1Cases = map[string][]vcase{
	"keep a thing up for the whole clip: the thing's time is the clip's": {
		// finding: "keep the heart sticker up for the whole luna clip"
		// removed all but the clip
		{"keep the star sticker up for the whole kid finish clip", both(stickerIs("star", "top-right", 10, 20), durIs(20))},
		{"keep the star visible for the entire sofia intro clip", both(stickerIs("star", "top-right", 0, 10), durIs(20))},
		{"keep the star on screen through the kid finish clip", both(stickerIs("star", "top-right", 10, 20), durIs(20))},
		{"dejá la estrella visible por todo el clip de kid finish", both(stickerIs("star", "top-right", 10, 20), durIs(20))},
		{"mantené la estrella durante todo el clip de sofia intro", both(stickerIs("star", "top-right", 0, 10), durIs(20))},
		// guards
		{"keep only the kid finish clip", durIs(10)},
		{"keep the star from 10 to 20", both(stickerIs("star", "top-right", 10, 20), durIs(20))},
	},
	"words of a complaint after a text noun are not new words": {
		// finding: "the subtitles sit way too far down" added a text
		{"the subtitles sit way too low", nil},
		{"the captions look way too small", i13z1TwoTexts}, // a size read, no new text,
		{"los subtitulos quedan muy abajo", i13z1TwoTexts}, // a place read, no new text,
		{"the subtitles feel too far down", nil},
		// guard: a new text's words
		{"add a subtitle Hello there at 5", textIs("Hello there", 5, 10, "bottom", "subtitle")},
	},
	"a move to a place in time and a stretch said after it: asked": {
		// finding: "move the monogram to the end, from 50 to 60" moved it to the end
		{"move the star to the end, from 5 to 8", nil},
		{"move the star to the start, from 15 to 18", nil},
		{"mové la estrella al final, del 4 al 7", nil},
		// guards
		{"move the star to 5", stickerIs("star", "top-right", 5, 8)},
		{"move the star to the start", stickerIs("star", "top-right", 0, 3)},
	},
	"instead of words no text says: asked": {
		// finding: "write 'Bye' instead of 'Hi'" added a text "Bye"
		{"write 'Ciao' instead of 'Hello'", nil},
		{"put 'See you' rather than 'Goodbye'", nil},
		{"escribí 'Chau' en vez de 'Hola'", nil},
		{"poné 'Chau' en lugar de 'Adios'", nil},
		// guard: a text says it
		{"write 'Race' instead of 'RACE DAY'", i13z1TextWith("Race")},
	},
}

func TestI13z1(t *testing.T) { runFixtureTable(t, "i13z1 table", i13tbFixture, i13z1Cases) }

// i13z1TextWith: a text says the words, and no more texts than before.
func i13z1TextWith(content string) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Text != nil })
		found := false
		for _, e := range es {
			found = found || e.Text.Content == content
		}
		if !found || len(es) != 2 {
			return fmt.Sprintf("%d texts, none saying %q", len(es), content)
		}
		return ""
	}
}

// i13z1TwoTexts: no text was added (the fixture has two).
func i13z1TwoTexts(p *timeline.Project) string {
	if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Text != nil }); len(es) != 2 {
		return fmt.Sprintf("%d texts, want 2", len(es))
	}
	return ""
}
