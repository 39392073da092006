package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// tenthSessionCases run on the workshop project: slots the planner filled
// with a default, or candidates it picked from, without asking, found by
// reading the code that resolves them. A nil check wants a question or a
// refusal that names the clause.
var tenthSessionCases = map[string][]vcase{
	"element": {
		// a verbless clause naming the heart there is and another thing as
		// its place: that heart, placed (a second heart was added at the
		// sticker corner)
		{"the heart on the logo", nil},
		{"el corazón sobre el logo", nil},
		{"el corazon encima del logo", nil},
		{"the heart next to the logo", nil},
		// a new sticker named first is the one added; a sticker there after
		// "on", "sobre" is where it goes (a heart was added for a star)
		{"add a star on the heart", both(stickerTimes("star", "6-9"), stickerTimes("heart", "6-9"))},
		{"agregá una estrella sobre el corazón", both(stickerTimes("star", "6-9"), stickerTimes("heart", "6-9"))},
	},
	"reference": {
		// "sobre", "encima de" lead to the thing the new one goes on, as
		// "on", "over" do (the star lasted the whole video; the text the
		// first 5 s, not while the heart shows)
		{"agregá una estrella sobre el nombre", stickerTimes("star", "5-9")},
		{"poné \"hola\" sobre el corazón", textIs("hola", 6, 9, "", "")},
		{"add \"hi\" on top of the heart", textIs("hi", 6, 9, "", "")},
	},
	"ambiguous": {
		// a sticker put on a thing goes where that thing is, not to the
		// sticker corner (top right, while the label is at the bottom)
		{"add a star on the label", both(stickerTimes("star", "5-9"), stickerPosIs("star", "bottom-right"))},
		{"add a star over the welcome title", both(stickerTimes("star", "0-4"), stickerPosIs("star", "center"))},
		{"poné una estrella sobre el título de bienvenida", both(stickerTimes("star", "0-4"), stickerPosIs("star", "center"))},
		{"add a star on the heart top left", both(stickerTimes("star", "6-9"), stickerPosIs("star", "top-left"))},
	},
}

// stickerPosIs checks where every sticker of an id is.
func stickerPosIs(id, pos string) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		})
		if len(es) == 0 {
			return fmt.Sprintf("no %s sticker", id)
		}
		for _, e := range es {
			if e.Sticker.Position != pos {
				return fmt.Sprintf("%s sticker at %s, want %s", id, e.Sticker.Position, pos)
			}
		}
		return ""
	}
}

func TestTenthSessionCases(t *testing.T) {
	runFixtureTable(t, "tenth-session workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, tenthSessionCases)
}
