package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestLead41SwappedTimeWords: a word that ties a time to a thing, typed
// with two letters swapped ("whlie", "durnig", "mietnras"), is that word;
// the time was lost ("would leave out whlie"). Quoted words stay as typed.
func TestLead41SwappedTimeWords(t *testing.T) {
	runFixtureTable(t, "workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"a time word with two letters swapped": {
			{"lower the music to 20% whlie the city clip plays", waQuietOnly("music.mp3", 70, 82, 0.2)},
			{"music at 20% durnig the city clip", waQuietOnly("music.mp3", 70, 82, 0.2)},
			{"bajá la música al 20% mietnras se ve el clip de la ciudad", waQuietOnly("music.mp3", 70, 82, 0.2)},
			{"bajá la música al 20% durnate el clip de la ciudad", waQuietOnly("music.mp3", 70, 82, 0.2)},
			{"music at 20% durng the city clip", waQuietOnly("music.mp3", 70, 82, 0.2)},
		},
		"guards: quoted words; a typo as near to another word": {
			{`add a title "whlie we wait" at the top from 20 to 24`, textIs("whlie we wait", 20, 24, "top", "")},
			{"music at 20% whiel the city clip", waQuietOnly("music.mp3", 70, 82, 0.2)},
			{"music at 20% whle the city clip", nil},
		},
	})
}
