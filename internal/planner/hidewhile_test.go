package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// textsHidden: every text of the project is hidden (on itself or its track).
func textsHidden(p *timeline.Project) string {
	n := 0
	for _, tr := range p.Tracks {
		for _, e := range tr.Elements {
			if e.Text == nil {
				continue
			}
			n++
			if !e.Hidden && !tr.Hidden {
				return fmt.Sprintf("text %q shown", e.Text.Content)
			}
		}
	}
	if n == 0 {
		return "no text"
	}
	return ""
}

// logoShownAt: the logo on screen at s is not hidden.
func logoShownAt(s float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "logo.png" }) {
			if e.Start.Seconds() <= s && s < e.End().Seconds() {
				if e.Hidden {
					return fmt.Sprintf("logo hidden at %v", s)
				}
				return ""
			}
		}
		return fmt.Sprintf("no logo at %v", s)
	}
}

// hideWhileCases: a hide said with how long it is meant for (sets 12, 32:
// "escondé todos los textos un momento, quiero ver el video limpio" was
// asked "How long is 'un momento'?"; set 12: "hide the logo for the whole
// video" was refused as hiding only part of its time). A nil check wants a
// question or a refusal.
var hideWhileCases = map[string][]vcase{
	"a vague while is a plain hide": {
		{"hide the logo for a moment", hiddenIs("logo.png", true)},
		{"escondé los textos un momento, quiero ver el video limpio", textsHidden},
		{"ocultá el logo un rato", hiddenIs("logo.png", true)},
		{"ocultá la pista de textos un momento", textsHidden},
		// guard: a short showing stays asked
		{"show the logo for a moment", nil},
	},
	"a span that holds all of it is a plain hide": {
		{"hide the logo for the whole video", hiddenIs("logo.png", true)},
		{"ocultá el logo todo el video", hiddenIs("logo.png", true)},
		{"hide the title for the whole video, the client asked", textsHidden},
		// guard: a span that leaves part of it out hides that part only
		{"hide the logo from 3 to 5", logoShownAt(6)},
	},
}

func TestHideWhile(t *testing.T) {
	runFixtureTable(t, "hide while", func(t *testing.T) *videotools.Editor { return fixture(t) }, hideWhileCases)
}
