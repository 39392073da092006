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
		{"move the bottom title up", textIs("Ana Pérez · Head Baker", 5, 9, "top", "label")},
		{"delete the closing title", textGone("Thanks for watching!")},
	},
}

func TestLead35Cases(t *testing.T) { runFixtureTable(t, "lead35", workshop, lead35Cases) }
