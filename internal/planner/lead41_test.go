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

// TestLead41Levels: a level said alone after a level with no verb is the
// same sound's at that time ("music at 50% during the interview and 20% for
// the rest": "say what to do at that time"); the level a sound comes from
// is not the one asked ("lower the music from 80% to 20%" answered "already
// at 80%": silent); a second level with no time of its own is named, not
// dropped ("music at 50% during the interview and 20%" set 50% only).
func TestLead41Levels(t *testing.T) {
	runFixtureTable(t, "workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"a level alone after a level": {
			{"music at 50% during the interview and 20% for the rest", both(volumeDuring("music.mp3", 0, 70, 0.5), volumeDuring("music.mp3", 70, 92, 0.2))},
			{"la música al 50% en la entrevista y al 20% en el resto", both(volumeDuring("music.mp3", 0, 70, 0.5), volumeDuring("music.mp3", 70, 92, 0.2))},
			{"the music at 50% during the interview, 20% during the city clip", both(volumeDuring("music.mp3", 0, 70, 0.5), volumeDuring("music.mp3", 70, 82, 0.2))},
		},
		"the level it comes from": {
			{"lower the music from 80% to 20%", volumeIs("music.mp3", 0.2)},
			{"bajá la música del 80 al 20%", volumeIs("music.mp3", 0.2)},
			{"bajá la música de 80% a 20%", volumeIs("music.mp3", 0.2)},
		},
		"guards: two levels for one time, a level of another thing": {
			{"music at 50% during the interview and 20%", nil},
			{"music at 50% during the interview and the logo at 20%", nil},
			{"the interview at 70% and the music at 25%", both(volumeIs("interview.mp4", 0.7), volumeIs("music.mp3", 0.25))},
		},
	})
}
