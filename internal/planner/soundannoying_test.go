package planner

import "testing"

// annoyingCases: a sound said to bother is a sound too loud (sets 31-33:
// "the kiln hum is so loud it's annoying", "that street noise is so
// annoying"), told with other sounds of another project. A nil check
// wants a question or a refusal.
var annoyingCases = map[string][]vcase{
	"a sound that bothers is made quieter": {
		{"the crowd noise is so annoying", quieterThan("crowd.mp3", 0.5)},
		{"el ruido de la cocina es re molesto", both(quieterThan("kitchen-ambience.wav", 0.6), mutedIs("broll-kitchen.mp4", false))},
		{"la música es insoportable", quieterThan("music.mp3", 0.8)},
		// after a level already said, it is only why
		{"the crowd is so loud it's annoying", quieterThan("crowd.mp3", 0.5)},
		{"bajá la música al 20%, es re molesta", volumeIs("music.mp3", 0.2)},
		// guard: a picture that bothers has no level
		{"the logo is annoying", nil},
	},
}

func TestSoundAnnoying(t *testing.T) {
	runFixtureTable(t, "sound annoying", qxFixture, annoyingCases)
}
