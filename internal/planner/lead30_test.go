package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestUserTalkingIsTheVoice: "when I talk" is when the voice plays, as
// "when she talks" is ("talk" was read as a speech-bubble sticker and the
// time dropped: the star ran over the whole video); and a "too" before a
// word is a degree, not "again" ("she talks too much at the start"
// duplicated the interview at 0 s).
func TestUserTalkingIsTheVoice(t *testing.T) {
	runFixtureTable(t, "user talking", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"I talk": {
			{"put a star on screen whenever I talk", stickerTimes("star", "0-70")},
			{"while we're talking add a star", stickerTimes("star", "0-70")},
			{"agregá una estrella mientras estoy hablando", stickerTimes("star", "0-70")},
			{"add a star while she talks", stickerTimes("star", "0-70")}, // guard: as before
		},
		"too before a word": {
			{"I talk too much at the start, cut the first 10 seconds", durIs(82)},
			{"show the logo at the end too", countIs(timeline.ElementImage, 2)}, // guard: a second time
		},
	})
}
