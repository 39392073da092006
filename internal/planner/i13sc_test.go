package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// scFixture is the workshop project with a sponsor's credit line and a
// bonus clip whose name has a word of the sentence ("extra") imported:
//
//	text  … | "Flour by Molino Sur" 75-80 bottom (label)
//
// kitchen-extra.mp4 (12 s) is imported but not on the timeline.
func scFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	addTestAsset(ed.Project, "kitchen-extra.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	playCalls(t, "sc", ed, []testCall{
		{"add_text", map[string]any{"text": "Flour by Molino Sur", "start": 75, "end": 80, "position": "bottom", "style": "label"}},
	})
	return ed
}

// scNoneHidden: no element was hidden (a remark on what the edited thing
// covers hid the covered thing).
func scNoneHidden(p *timeline.Project) string {
	for _, e := range elems(p, func(timeline.TrackKind, *timeline.Element) bool { return true }) {
		if e.Hidden {
			return e.Name + " was hidden"
		}
	}
	return ""
}

// scHidden: every element of the asset is hidden.
func scHidden(asset string) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			if !e.Hidden {
				return asset + " is shown"
			}
		}
		return ""
	}
}

// scSmallOverlay: the asset sits on the overlay track at most half size.
func scSmallOverlay(asset string) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(tk timeline.TrackKind, e *timeline.Element) bool {
			return tk == timeline.TrackOverlay && e.Name == asset
		})
		if len(es) != 1 || es[0].Visual == nil || es[0].Visual.Scale > 0.5 {
			return fmt.Sprintf("%d %s on the overlay, want one at most half size", len(es), asset)
		}
		return ""
	}
}

// scCases (issue 13, development set 20): what the edited thing covers,
// said after the edit, is why (the covered thing was hidden, or the
// remark refused); the sponsor's line is the text that credits one; a
// second thing added with the first one's verb shows when the first does;
// a file's two words said either way round are its name.
var scCases = map[string][]vcase{
	"what it covers is why": {
		{"move the welcome title to the top, it covers the interview", both(textIs("Welcome to the Workshop", 0, 4, "top", ""), scNoneHidden)},
		{"move the guest name up, it's covering her face", both(textIs("Ana Pérez · Head Baker", 5, 9, "top", "label"), scNoneHidden)},
		{"delete the logo, it covers the kitchen", both(countIs(timeline.ElementImage, 0), scNoneHidden)},
		{"el título de bienvenida que esté arriba, tapa la entrevista", both(textIs("Welcome to the Workshop", 0, 4, "top", ""), scNoneHidden)},
		{"subí el nombre de la invitada, está tapando la cara", both(textIs("Ana Pérez · Head Baker", 5, 9, "top", "label"), scNoneHidden)},
		// guards: a cover said as the edit itself still hides; a remark
		// with a time of its own is not set aside
		{"hide the logo", scHidden("logo.png")},
		{"move the welcome title to the top, it covers the interview from 2 to 5", nil},
	},
	"the sponsor line": {
		{"move the sponsor line to the top", textIs("Flour by Molino Sur", 75, 80, "top", "label")},
		{"the sponsor line and the thanks text should both be centered", both(textIs("Flour by Molino Sur", 75, 80, "center", "label"), textIs("Thanks for watching!", 87, 92, "center", ""))},
		{"borrá el texto del sponsor", textGone("Flour by Molino Sur")},
		{"subí el texto del patrocinador arriba", textIs("Flour by Molino Sur", 75, 80, "top", "label")},
	},
	"a second add shows with the first": {
		{"add a star on the kitchen clip bottom right, and a heart top left",
			both(msStickerAdded("star", "bottom-right", 82, 92), msStickerAdded("heart", "top-left", 82, 92))},
		{"poné una estrella en el clip de la cocina abajo a la derecha y un corazón arriba a la izquierda",
			both(msStickerAdded("star", "bottom-right", 82, 92), msStickerAdded("heart", "top-left", 82, 92))},
		// guard: a time of its own is its own
		{"add a star at 20 bottom right and a heart top left from 30 to 35",
			both(msStickerAdded("star", "bottom-right", 20, 25), msStickerAdded("heart", "top-left", 30, 35))},
	},
	"a name's two words either way": {
		{"put the extra kitchen clip as a little window bottom left from 10 to 15", scSmallOverlay("kitchen-extra.mp4")},
		{"put the kitchen extra clip as a little window bottom left from 10 to 15", scSmallOverlay("kitchen-extra.mp4")},
		{"poné el extra kitchen como ventanita abajo a la izquierda del 10 al 15", scSmallOverlay("kitchen-extra.mp4")},
	},
}

func TestI13scSkatepark(t *testing.T) {
	runFixtureTable(t, "i13sc skatepark", scFixture, scCases)
}
