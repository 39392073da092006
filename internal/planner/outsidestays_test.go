package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// outsideStaysCases: a sound changed over a stretch, then said to stay as
// it was around it (set 32: "durante el saludo bajá la música al 20 por
// ciento, después que siga igual" was refused for "igual"; set 16: "lower
// the music under the whole voiceover and let it come back up after" for
// "come, after"). The fixture's clips are intro.mp4 0–10 and beach.mp4
// 10–18, under music.mp3 0–18. A nil check wants a question or a refusal.
var outsideStaysCases = map[string][]vcase{
	"the rest staying as it is restates a change over a stretch": {
		{"durante el intro bajá la música al 20 por ciento, después que siga igual", volumeOver("music.mp3", 0, 10, 0.2)},
		{"lower the music to 30% under the beach clip and let it come back up after", volumeOver("music.mp3", 10, 18, 0.3)},
		{"mute the music while the beach clip plays, and let it stay the same before", volumeOver("music.mp3", 10, 18, 0)},
		{"bajá la música al 10% durante la playa y que después vuelva a como estaba", volumeOver("music.mp3", 10, 18, 0.1)},
		// guards: no stretch said, or a value said in the clause, stay as before
		{"bajá la música al 20 por ciento, después que siga igual", nil},
		{"lower the music to 30% under the beach clip and let it come back up to 90% after", nil},
	},
}

func TestOutsideStays(t *testing.T) {
	runFixtureTable(t, "outside stays", func(t *testing.T) *videotools.Editor { return fixture(t) }, outsideStaysCases)
}
