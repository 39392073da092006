package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestLead40GoneSaid: a removal said as what the thing is ("the logo can
// go", "el logo sobra", "chau logo") removes it; it was refused ("no verb
// or edit I know", "does not know the word sobra"). "can go" with a place
// after it stays a move; "no hace falta que …" asks no removal.
func TestLead40GoneSaid(t *testing.T) {
	runFixtureTable(t, "workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"a predicate that says the thing is not wanted": {
			{"the logo can go", both(msGone("logo.png"), countIs(timeline.ElementSticker, 1))},
			{"el logo sobra", msGone("logo.png")},
			{"el logo está de más", msGone("logo.png")},
			{"the heart sticker isnt needed", both(countIs(timeline.ElementSticker, 0), msKept("logo.png"))},
			{"el sticker del corazón ya no va", countIs(timeline.ElementSticker, 0)},
			{"the music isn't needed", msGone("music.mp3")},
			{"the heart can go, its cheesy", countIs(timeline.ElementSticker, 0)},
			{"everything after 80 can go", durIs(80)},
		},
		"an opener that sends the thing away": {
			{"chau logo", msGone("logo.png")},
			{"bye bye logo", msGone("logo.png")},
			{"adios al logo", msGone("logo.png")},
			{"no hace falta el logo", msGone("logo.png")},
		},
		"said again after the removal": {
			{"borrá el logo, sobra", msGone("logo.png")},
			{"sacá el logo y el corazón, sobran", both(msGone("logo.png"), countIs(timeline.ElementSticker, 0))},
		},
		"guards: a place after it, a clause after no hace falta, no thing named": {
			{"the logo can go at the bottom right", msKept("logo.png")},
			{"the title can go at the top", textIs("Welcome to the Workshop", 0, 4, "top", "")},
			{"no hace falta que dure tanto el logo", nil},
			{"el final sobra", nil},
		},
	})
}
