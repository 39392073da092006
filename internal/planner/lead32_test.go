package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestThankYouNamesAThing: "thank you" after an article or a demonstrative
// names the thing ("the thank you text" is "Thanks for watching!", as "the
// thanks text" is); it was dropped as courtesy and every text was asked
// about. Said as courtesy it stays courtesy.
func TestThankYouNamesAThing(t *testing.T) {
	runFixtureTable(t, "thank you names a thing", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"a name": {
			{"the thank you text should be bigger", textScaleGrew("Thanks for watching!", true)},
			{"make the thank you text bigger", textScaleGrew("Thanks for watching!", true)},
			{"move that thank-you text to the top", textPosIs("Thanks for watching!", "top")},
			{"the thank-you text is too small", textScaleGrew("Thanks for watching!", true)},
		},
		"courtesy": {
			{"make the thanks text bigger, thank you", textScaleGrew("Thanks for watching!", true)},
			{"thank you! make the welcome text bigger", textScaleGrew("Welcome to the Workshop", true)},
		},
	})
}

// TestChatLaughClosesASentence: a laugh that closes a sentence is chat,
// not a sticker or a word to refuse ("the logo is upside down lol" said
// "there is no lol on the timeline"; "make the logo bigger haha" was
// refused for "haha"). A laugh named as a thing or a text stays one.
func TestChatLaughClosesASentence(t *testing.T) {
	runFixtureTable(t, "chat laugh", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"chat": {
			{"the logo is upside down lol", rotationIs("logo.png", 180)},
			{"the logo is upside down lmao", rotationIs("logo.png", 180)},
			{"make the logo bigger haha", scaleIs("logo.png", 0.375)},
			{"make the logo bigger lol, and mute the music", both(scaleIs("logo.png", 0.375), mutedIs("music.mp3", true))},
		},
		"a thing or a text": {
			{"add a text saying lol", textIs("lol", 0, 5, "bottom", "")},
			{"add a text saying hello lol", textIs("hello", 0, 5, "bottom", "")},
			{"add a lol sticker", countIs(timeline.ElementSticker, 2)},
		},
	})
}
