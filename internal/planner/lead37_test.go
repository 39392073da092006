package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestLead37KeptBesideAnUndo: a thing the request keeps as it is beside a
// plain undo is a condition, not the thing undone ("undo, but keep the
// title as it is" removed the title).
func TestLead37KeptBesideAnUndo(t *testing.T) {
	runFixtureTable(t, "history", i13y5HistoryFixture, map[string][]vcase{
		"the last change was to something else: undone, the kept thing named": {
			{"undo, but keep the music as it is", both(textIs("RACE DAY", 0, 3, "top", ""), volumeIs("music.mp3", 0.2))},
			{"deshacé pero dejá la música como está", both(textIs("RACE DAY", 0, 3, "top", ""), volumeIs("music.mp3", 0.2))},
			{"undo but keep the musc as it is", both(textIs("RACE DAY", 0, 3, "top", ""), volumeIs("music.mp3", 0.2))},
		},
		"the changes undone include the kept thing: asked": {
			{"undo, but keep the RACE DAY text as it is", nil},
			{"undo the last two changes but keep the music as it is", nil},
			{"deshace los dos ultimos cambios pero deja la musica como esta", nil},
		},
		"guards: a thing undone is still undone": {
			{"undo the title change", both(textIs("RACE DAY", 0, 3, "top", ""), volumeIs("music.mp3", 0.2))},
			{"undo", both(textIs("RACE DAY", 0, 3, "top", ""), volumeIs("music.mp3", 0.2))},
		},
	})
	runFixtureTable(t, "workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"a kept thing is never removed": {
			{"undo, but keep the title as it is", countIs(timeline.ElementText, 5)},
			{"deshacé pero no toques el logo", countIs(timeline.ElementImage, 1)},
		},
	})
}

// TestLead37ReviewFixes: what the review of the merged helpers found.
func TestLead37ReviewFixes(t *testing.T) {
	runFixtureTable(t, "workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		// a name of two words whose unnamed word is the thing meant, in
		// the picture, is not the element the other word names (the
		// whole clip or sticker was deleted)
		"the unnamed word is the thing meant": {
			{"delete the city bus", nil},
			{"quita el reloj de la cocina", nil},
			{"borrá el horno de la cocina", nil},
			{"quitá los anteojos de Ana", nil},
			{"delete the heart necklace", nil},
			{"remove the kitchen kettle", nil},
		},
	})
	runPhotoRows(t, []photoRow{
		// "stand out" said less is no pop
		{prompt: "the background stands out too much", refusal: "stands"},
		{prompt: "make the sky stand out less", refusal: "stand"},
		{prompt: "que resalte", refusal: "resalte"},
		// a cast praised is no fault (it was cooled)
		{prompt: "la foto se ve amarillenta, me encanta", refusal: "amarillenta"},
		{prompt: "se ve amarillenta", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth<0"}},
	})
}
