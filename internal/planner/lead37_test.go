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
