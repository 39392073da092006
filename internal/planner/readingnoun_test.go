package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// readingNounFixture is the small edit with a photo of a reading room at
// its end (sala-lectura.jpg, 18-24 s) and a heart sticker at 2-5 s.
func readingNounFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	addTestAsset(ed.Project, "sala-lectura.jpg", timeline.AssetImage, 0, 1600, 1067, false)
	playCalls(t, "reading noun", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "sala-lectura.jpg", "startTime": 18, "trackType": "main", "duration": 6}},
		{"add_sticker", map[string]any{"stickerId": "heart", "start": 2, "end": 5, "position": "top-right"}},
	})
	return ed
}

// heartCopyAt: two hearts, one of them starting at s.
func heartCopyAt(s float64) check {
	return func(p *timeline.Project) string {
		hearts := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == "heart"
		})
		if len(hearts) != 2 {
			return fmt.Sprintf("%d hearts, want 2", len(hearts))
		}
		for _, e := range hearts {
			if near(e.Start.Seconds(), s) {
				return ""
			}
		}
		return fmt.Sprintf("no heart at %v", s)
	}
}

// readingNounCases: "reading" and "corner" said inside a thing's name
// (set 29: "repeat the star sticker on the reading corner photo too" put
// the copy right after the original, silent). A nil check wants a
// question or a refusal.
var readingNounCases = map[string][]vcase{
	"a copy put on a thing named with reading or corner": {
		{"repeat the heart on the reading room photo too", heartCopyAt(18)},
		{"duplicate the heart on the reading corner photo", heartCopyAt(18)},
		{"copiá el corazón en la foto de la sala de lectura", heartCopyAt(18)},
		// guards: "reading" after a noun still brings in a text's words
		{"add a title reading Hello at 12", textIs("Hello", 12, 17, "center", "plain")},
		{"agregá un texto que diga Hola en el 12", textIs("Hola", 12, 17, "bottom", "plain")},
		{"add a text reading corner sale at 12", textIs("corner sale", 12, 17, "bottom", "plain")},
	},
}

func TestReadingNoun(t *testing.T) {
	runFixtureTable(t, "reading noun", readingNounFixture, readingNounCases)
}
