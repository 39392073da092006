package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// frontedContainerCases: a part said before the music is while the music
// changes, not a second thing to change.
var frontedContainerCases = map[string][]vcase{
	"the part first": {
		{"en la parte de la playa bajá la música al 20", both(musicLowerOnly(10, 18, 1), volumeIs("beach.mp4", 1))},
		{"in the beach part turn the music down to 20", both(musicLowerOnly(10, 18, 1), volumeIs("beach.mp4", 1))},
		{"en el clip de la intro bajá la música", both(musicLowerOnly(0, 10, 1), volumeIs("intro.mp4", 1))},
		{"during the intro lower the music", both(musicLowerOnly(0, 10, 1), volumeIs("intro.mp4", 1))},
	},
	"the part after, or no part: as before": {
		{"bajá la música al 20 en la parte de la playa", musicLowerOnly(10, 18, 1)},
		{"bajá la música al 20", volumeIs("music.mp3", 0.2)},
	},
}

func TestFrontedContainer(t *testing.T) {
	runFixtureTable(t, "fronted container", func(t *testing.T) *videotools.Editor { return fixture(t) }, frontedContainerCases)
}
