package planner

import (
	"testing"

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
