package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// s54f4Fixture is the small edit (intro.mp4 0-10, beach.mp4 10-18, the logo
// 2-7, "Welcome" 0-3 top) with a second text, "Sunny Beach" 10-14 at the
// bottom, so that "the text" alone asks which.
func s54f4Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	in := `{"text":"Sunny Beach","start":10,"end":14,"position":"bottom","style":"plain"}`
	if _, err := tools().Call(context.Background(), ed, "add_text", json.RawMessage(in)); err != nil {
		t.Fatalf("f4 fixture: %v", err)
	}
	return ed
}

// s54f4LogoHiddenAt: the logo on screen at s is hidden (or gone), and shown
// at each of shown.
func s54f4LogoHiddenAt(s float64, shown ...float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "logo.png" }) {
			if e.Start.Seconds() <= s && s < e.End().Seconds() && !e.Hidden {
				return fmt.Sprintf("logo shown at %v", s)
			}
		}
		for _, at := range shown {
			if r := logoShownAt(at)(p); r != "" {
				return r
			}
		}
		return ""
	}
}

// s54f4AlreadyShownCases: "…, it's already in the text" after a removal is
// why it goes (set 39 v39-086: the text was taken as a second thing to
// hide with the clause before's time, and basic mode crashed on the -1
// index of a thing with no words in the clause). A nil check wants a
// question or a refusal.
var s54f4AlreadyShownCases = map[string][]vcase{
	"already shown elsewhere: why it goes": {
		{"hide the logo from 3 to 5, it's already in the title", both(s54f4LogoHiddenAt(4, 2.5, 6), countIs(timeline.ElementText, 2))},
		{"escondé el logo del 3 al 5, ya está en el título", both(s54f4LogoHiddenAt(4, 2.5, 6), countIs(timeline.ElementText, 2))},
	},
	"no 'already': which text is still asked, never a crash": {
		{"hide the logo from 3 to 5, it's in the title", nil},
		{"hide the logo from 3 to 5 and the text", nil},
	},
}

func TestS54F4AlreadyShown(t *testing.T) {
	runFixtureTable(t, "already shown", s54f4Fixture, s54f4AlreadyShownCases)
}
