package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13f2Cases: silent wrong edits a reviewer found in the planner, on the
// workshop project. A nil check wants a question or a refusal.
var i13f2Cases = map[string][]vcase{
	"a quote swap in a second clause (the clause's text was sliced with the prompt's offsets: a panic)": {
		{"add the heart at 20 and 'Hi' instead of 'Welcome'", both(textIs("Hi to the Workshop", 0, 4, "", ""), countIs(timeline.ElementSticker, 2))},
		{"mové el logo al 5 y write 'Hi' instead of 'Welcome'", textIs("Hi to the Workshop", 0, 4, "", "")},
		{"delete the heart and where it says 'Welcome' write 'Hi'", both(textIs("Hi to the Workshop", 0, 4, "", ""), countIs(timeline.ElementSticker, 0))},
		{"sacá el corazón y poné 'Hola' en vez de 'Welcome'", both(textIs("Hola to the Workshop", 0, 4, "", ""), countIs(timeline.ElementSticker, 0))},
		{"subí la música y donde dice 'Welcome' poné 'Hola'", textIs("Hola to the Workshop", 0, 4, "", "")},
		{"borrá el corazón y en el título cambiá Welcome por Hola", both(textIs("Hola to the Workshop", 0, 4, "", ""), countIs(timeline.ElementSticker, 0))},
		// guards: alone, as before
		{"write 'Hi' instead of 'Welcome'", textIs("Hi to the Workshop", 0, 4, "", "")},
		{"en el título cambiá Welcome por Hola", textIs("Hola to the Workshop", 0, 4, "", "")},
	},
	"\"para el final\" goes with the nearest verb before it: one that keeps or leaves is no move": {
		{"mové el logo al 5 y el título dejalo para el final", nil},
		{"poné el logo arriba y guardá el título para el final", nil},
		{"duplicá el logo y dejá el título para el principio", nil},
		{"copiá el logo y mantené el título para el final", nil},
		{"mové el logo al 5, el título dejalo para el principio", nil},
		// guards: a move or copy said before it, or a clause with no verb
		// of its own after one
		{"mové el logo para el principio", mediaIs("logo.png", timeline.TrackOverlay, 0, 8)},
		{"duplicá el logo para el final", countIs(timeline.ElementImage, 2)},
		{"mové el logo y el título para el final", textIs("Welcome to the Workshop", 82, 86, "", "")},
	},
	"a place asked about or denied is no complaint of where a thing sits": {
		{"is the title too far down?", nil},
		{"the title is way too far down?", nil},
		{"el título ya no está muy abajo", nil},
		{"¿el título está muy abajo?", nil},
		{"the title isn't too low anymore", nil},
		// guards: the complaint said flat
		{"el título está muy abajo", textIs("Welcome to the Workshop", 0, 4, "top", "")},
		{"the title sits too far down", textIs("Welcome to the Workshop", 0, 4, "top", "")},
	},
}

func TestI13f2Cases(t *testing.T) {
	runFixtureTable(t, "i13f2 table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13f2Cases)
}

// The lead's fixes of the review's findings 3 and 4 and of i13yr2's
// finding 5: a delete of a bare "voice" with "just the music left" is not
// a sound removed on its own; a thing kept beside an undo with no rest
// said is refused; "está" after a thing is the verb, not "esta".
func TestLead36ReviewFixes(t *testing.T) {
	runFixtureTable(t, "workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"a bare voice deleted is not a sound on its own": {
			{"delete the voice, just the music left", nil},
			{"mute the voice, just the music left", mutedIs("interview.mp4", true)},
			{"delete the music, so only the voice is left", countIs(timeline.ElementAudio, 0)},
		},
		"está after a thing": {
			{"el título está borroso, borralo", countIs(timeline.ElementText, 4)},
			{"el logo está borroso, sacalo", countIs(timeline.ElementImage, 0)},
		},
	})
	runFixtureTable(t, "history", i13y5HistoryFixture, map[string][]vcase{
		"a thing kept beside an undo": {
			{"undo the last 2 changes, keep the music how it is", nil},
			{"deshacé los últimos dos cambios, dejá la música como está", nil},
		},
	})
}
