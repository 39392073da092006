package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// duringLastCases: a sound changed "during the last clip" (set 28: "music
// down to 10 percent during the ending clip only" asked which clip). The
// fixture's clips are intro.mp4 0–10 and beach.mp4 10–18, under music.mp3
// 0–18. A nil check wants a question or a refusal.
var duringLastCases = map[string][]vcase{
	"an order before a thing's noun is its order, not 'to last'": {
		{"mute the music during the last clip", volumeOver("music.mp3", 10, 18, 0)},
		{"music down to 10 percent during the ending clip only", volumeOver("music.mp3", 10, 18, 0.1)},
		{"lower the music to 20% while the last clip plays", volumeOver("music.mp3", 10, 18, 0.2)},
		{"bajá la música al 20% durante el último clip", volumeOver("music.mp3", 10, 18, 0.2)},
		{"mute the music during the first clip", volumeOver("music.mp3", 0, 10, 0)},
		// must stay: "dura" before the thing is the verb "to last"
		{"bajá la música al 20% mientras dura el intro", volumeOver("music.mp3", 0, 10, 0.2)},
		{"mute the music during the last clip of the lake", nil},
	},
}

func TestDuringLast(t *testing.T) {
	runFixtureTable(t, "during last", func(t *testing.T) *videotools.Editor { return fixture(t) }, duringLastCases)
}
