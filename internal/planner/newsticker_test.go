package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// newStickerListedCases: a new sticker with no verb in a list of edits is
// its own add ("mute the bucket clip, music up to 60% and a thumbs up at
// 62", set 34: it took "mute" and was refused, "there is no a thumbs up").
// A nil check wants a question or a refusal.
var newStickerListedCases = map[string][]vcase{
	"a new sticker in a list": {
		{"mute the music and a heart at 10", both(stickerStartsAt("heart", 10), mutedIs("music.mp3", true))},
		{"silenciá la música y un corazón en el 10", both(stickerStartsAt("heart", 10), mutedIs("music.mp3", true))},
		{"mute the intro, the music at 50% and a thumbs up at 12", both(stickerStartsAt("thumbs-up", 12), volumeIs("music.mp3", 0.5))},
		{"bajá la música al 20% y una estrella en el 5", both(stickerStartsAt("star", 5), volumeIs("music.mp3", 0.2))},
		// guard: a verb that may move a sticker there is still carries
		{"move the logo to 12 and a heart to 14", nil},
	},
}

func TestNewStickerListed(t *testing.T) {
	runFixtureTable(t, "new sticker listed", func(t *testing.T) *videotools.Editor { return fixture(t) }, newStickerListedCases)
}
