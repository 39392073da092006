package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// y3CopiesAt: n elements show the thing (a text's words, a sticker's id or
// an asset's name), one of them from start to end.
func y3CopiesAt(thing string, n int, start, end float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == thing || e.Sticker != nil && e.Sticker.StickerID == thing || e.Name == thing
		})
		if len(es) != n {
			return fmt.Sprintf("%d elements of %q, want %d", len(es), thing, n)
		}
		var at []string
		for _, e := range es {
			if near(e.Start.Seconds(), start) && near(e.End().Seconds(), end) {
				return ""
			}
			at = append(at, fmt.Sprintf("%v-%v", e.Start.Seconds(), e.End().Seconds()))
		}
		return fmt.Sprintf("%q at %v, want one at %v-%v", thing, at, start, end)
	}
}

// noLogoMoved: the logo still shows from 2 to 10.
func noLogoMoved() check { return mediaIs("logo.png", timeline.TrackOverlay, 2, 10) }

// The workshop project: interview.mp4 0-70, broll-city.mp4 70-82 and
// broll-kitchen.mp4 82-92 on the main track, logo.png 2-10, the texts
// "Welcome to the Workshop" 0-4 and "Thanks for watching!" 87-92, a heart
// 6-9, music.mp3 0-92 and a vignette 70-82.
var i13y3Cases = map[string][]vcase{
	"a verdict that the edit makes sense is why, not an edit": {
		// refused: "basic mode does not know the word sense", or
		// "sentido" left out of the command
		{"put the logo at 20, it makes more sense", mediaIs("logo.png", timeline.TrackOverlay, 20, 28)},
		{"move the heart to 30, makes more sense", stickerIs("heart", "bottom-right", 30, 33)},
		{"put the kitchen clip before the city clip, that way it makes sense", mainIs("interview:0-70 broll-kitchen:70-80 broll-city:80-92")},
		{"poné el logo en el 20, así tiene más sentido", mediaIs("logo.png", timeline.TrackOverlay, 20, 28)},
		{"mové el corazón al 30, tiene mas sentido", stickerIs("heart", "bottom-right", 30, 33)},
		{"pone la cocina antes de la ciudad, tendria mucho mas sentido", mainIs("interview:0-70 broll-kitchen:70-80 broll-city:80-92")},
		// guards: a verdict that says more than "sense" is no aside
		{"put the logo at 20, it makes more sense at the top", nil},
		{"move the heart to 30, it makes sense to cut the end", nil},
	},

	"a copy said by how many times the thing is then seen": {
		// two showings are the original and one copy (refused for "2
		// times", or two copies made)
		{"duplicate the kitchen clip so it plays twice in a row", mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92 broll-kitchen:92-102")},
		{"repetí el clip de la cocina, que se vea dos veces seguidas", mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92 broll-kitchen:92-102")},
		{"copiá la cocina así se ve dos veces", mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92 broll-kitchen:92-102")},
		{"duplicate the city clip so it plays twice", y3CopiesAt("broll-city.mp4", 2, 70, 82)},
		{"duplicá el clip de la cocina para que se vea 3 veces seguidas", mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92 broll-kitchen:92-102 broll-kitchen:102-112")},
		{"copy the kitchen clip so we see it twice", mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92 broll-kitchen:92-102")},
		// guards: a count of copies stays one
		{"duplicate the kitchen clip twice", mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92 broll-kitchen:92-102 broll-kitchen:102-112")},
	},

	"a copy to the end, then its stretch after a comma": {
		// the stretch is where it goes (refused: "say what to duplicate";
		// or the copy went to the end, the stretch lost)
		{"copy the welcome title to the end too, like from 86 to 90", y3CopiesAt("Welcome to the Workshop", 2, 86, 90)},
		{"duplicá el corazón al final, los últimos 3 segundos", y3CopiesAt("heart", 2, 89, 92)},
		{"copy the heart to the end, from 88 to 91", y3CopiesAt("heart", 2, 88, 91)},
		{"copiá el logo al final, tipo del 80 al 88", y3CopiesAt("logo.png", 2, 80, 88)},
		{"duplicá el título de bienvenida para el final, del 85 al 89", y3CopiesAt("Welcome to the Workshop", 2, 85, 89)},
		// guards: a clip of the main track goes after the last one, so a
		// stretch says something else: asked
		{"copy the city clip to the end, from 50 to 60", nil},
		// a stretch far from the end is not the end: asked
		{"copy the heart to the end, from 50 to 53", nil},
		{"duplicá el logo al final, del 20 al 28", nil},
		{"copy the heart to the end", y3CopiesAt("heart", 2, 89, 92)},
	},

	"para before the end or a second, after a verb that places": {
		// "para" was left out and the request refused
		{"duplicá el corazón para el final", y3CopiesAt("heart", 2, 89, 92)},
		{"copiá el logo para el segundo 30", y3CopiesAt("logo.png", 2, 30, 38)},
		{"mové el corazón para el 40", stickerIs("heart", "bottom-right", 40, 43)},
		// guards: "dejá … para el final" (kept until then, or moved?) and
		// a length stay as they were
		{"dejá el corazón para el final", nil},
		{"poné el corazón para 5 segundos", nil},
	},

	"a look said with a change of when it shows": {
		// the look was done and "later" dropped: silent; refused now
		{"voltea el logo, que aparezca mas tarde", nil},
		{"flip the heart so it shows up later", nil},
		{"girá el corazón 90 grados y que salga más temprano", nil},
		{"make the logo bigger, it should come in earlier", nil},
		// guards: the look alone, and the look then its own timing
		{"voltea el logo", noLogoMoved()},
		{"flip the logo and move it 2 seconds later", mediaIs("logo.png", timeline.TrackOverlay, 4, 12)},
	},

	"should go at a place": {
		// "go at" was left out of goAsMove ("go off at 6" is a time):
		// refused, "would leave out go"
		{"the welcome title should go at the bottom instead", textIs("Welcome to the Workshop", 0, 4, "bottom", "")},
		{"the heart should go at the top left", stickerIs("heart", "top-left", 6, 9)},
		{"i think the thanks text should go at the top", textIs("Thanks for watching!", 87, 92, "top", "")},
		// guards: a time after "go at" or "go off at" is no place
		{"the heart should go at 20", nil},
	},
}

func TestI13y3Table(t *testing.T) {
	runFixtureTable(t, "i13y3 table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13y3Cases)
}
