package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// muteVideosCases: the videos, plural, are the clips; the music stays.
var muteVideosCases = map[string][]vcase{
	"the clips, not the music": {
		{"mute all the videos", both(mutedIs("intro.mp4", true), mutedIs("beach.mp4", true), mutedIs("music.mp3", false))},
		{"sacale el sonido original a todos los videos", both(mutedIs("intro.mp4", true), mutedIs("beach.mp4", true), mutedIs("music.mp3", false))},
		{"silenciá los videos", both(mutedIs("intro.mp4", true), mutedIs("beach.mp4", true), mutedIs("music.mp3", false))},
	},
	"the video, one, is everything": {
		{"mute the video", both(mutedIs("intro.mp4", true), mutedIs("music.mp3", true))},
	},
}

func TestMuteVideos(t *testing.T) {
	runFixtureTable(t, "mute videos", func(t *testing.T) *videotools.Editor { return fixture(t) }, muteVideosCases)
}
