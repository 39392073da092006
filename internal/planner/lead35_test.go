package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// textAtY checks the text saying content sits at height y (pixels from the
// centre, negative up).
func textAtY(content string, y float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		}) {
			if e.Visual == nil || !near(e.Visual.Y, y) {
				return fmt.Sprintf("text %q not at y %v", content, y)
			}
			return ""
		}
		return "no text " + content
	}
}

// lead35Cases run on the workshop project (the thirty-fifth session's
// rules of the lead).
var lead35Cases = map[string][]vcase{
	"the title among several texts: the one opening the video": {
		// asked which of the opener, the label and the closing line
		{"make the title a bit larger", scaleIs("Welcome to the Workshop", 1.2)},
		{"borrá el titulo", textGone("Welcome to the Workshop")},
		{`el titulo que diga "Bienvenidos"`, textIs("Bienvenidos", 0, 4, "center", "")},
		{"poné una estrella mientras está el título", stickerTimes("star", "0-4")},
		{"the title of the video should say Hello", textIs("Hello", 0, 4, "center", "")},
		// guards: a title of something else, or someone's, is asked; a
		// place picks by place; the closing line and the label keep their
		// names
		{"change the music title to Intro", nil},
		{"cambiá el título de la canción a Intro", nil},
		{"borrá su título", nil},
		{"make a title red", nil},
		{"borrá el otro título", nil},
		{"change the other title to 'Bye'", nil},
		{"when the intro ends, 3 to 5 seconds, add a title 'Hi'", nil},
		{"the music only while the title shows", piecesAre("music.mp3", "0-4@0")},
		{"add another title saying Hi", textIs("Hi", 0, 5, "center", "")},
		// "same time as": a time, not the edit before done again (the
		// title's words became "star next to the heart")
		{"add a star next to the heart, same time as the title", nil},
		{"rotate the logo 45 degrees and do the same to the heart", rotationIs("logo.png", 45)},
		{"move the bottom title up", textIs("Ana Pérez · Head Baker", 5, 9, "top", "label")},
		{"delete the closing title", textGone("Thanks for watching!")},
	},
}

func TestLead35Cases(t *testing.T) { runFixtureTable(t, "lead35", workshop, lead35Cases) }

// lead35PhotoRows: a setting kept that the look would change, and "down
// there" with no part edited before it.
var lead35PhotoRows = []photoRow{
	// vibrance raises the saturation (it was done, the reply saying the
	// saturation stayed as it was)
	{prompt: "punch up the colours, leave the saturation", refusal: "changes the saturation"},
	{prompt: "punch up the colours, leave the contrast", ops: "adjustments.vibrance"},
	// "down there" of no part named before it: refused (the whole photo,
	// or only the top, was brightened)
	{prompt: "lighten it, too dark down there", refusal: "down there"},
	{prompt: "brighten the top, too dark down there", refusal: "down there"},
	{prompt: "lighten the ground a bit, too dark down there", ops: "selection.sky selection.invert selection.rectangle adjustments.applyMasked"},
	{prompt: "darken the sky, too bright up there", ops: "selection.sky adjustments.applyMasked"},
}

func TestLead35PhotoRows(t *testing.T) { runPhotoRows(t, lead35PhotoRows) }
