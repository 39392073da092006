package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// twelfthSessionCases run on the workshop project (workshopFixture):
// elements named by a setting of their look ("the transparency", "la
// rotación", "the flip"), by "without"/"sin", by "again" and "a copy",
// whose plans were confident and wrong. A nil check wants a question or a
// refusal that names the clause.
var twelfthSessionCases = map[string][]vcase{
	"element": {
		// "twice as transparent" is said of the opacity (the logo also grew
		// to twice its size)
		{"make the logo twice as transparent", both(opacityIs("logo.png", 0.5), scaleIs("logo.png", 0.25))},
		{"el logo el doble de transparente", both(opacityIs("logo.png", 0.5), scaleIs("logo.png", 0.25))},
		// taking a setting away is not deleting the thing (the logo, the
		// heart were deleted)
		{"make the logo transparent and then remove the transparency from the logo", both(countIs(timeline.ElementImage, 1), opacityIs("logo.png", 1))},
		{"poné el logo transparente y después sacale la transparencia al logo", both(countIs(timeline.ElementImage, 1), opacityIs("logo.png", 1))},
		{"flip the heart and then remove the flip from the heart", both(countIs(timeline.ElementSticker, 1), stickerFlipped("heart", false))},
		{"rotate the logo 45 and then remove the rotation from the logo", both(countIs(timeline.ElementImage, 1), rotationIs("logo.png", 0))},
		{"rotá el logo 45 y después sacale la rotación al logo", both(countIs(timeline.ElementImage, 1), rotationIs("logo.png", 0))},
		// "without"/"sin" a setting: not that (the logo went to 50%, the
		// heart was flipped)
		{"the logo without transparency", opacityIs("logo.png", 1)},
		{"el logo sin transparencia", opacityIs("logo.png", 1)},
		{"el corazón sin espejar", stickerFlipped("heart", false)},
		{"unmirror the heart", stickerFlipped("heart", false)},
		// a copy, or the same thing again at a time: the first stays (the
		// heart was moved there; a new heart was added in another corner)
		{"put a copy of the heart at the end", stickerTimes("heart", "6-9 89-92")},
		{"the heart again at 20", both(stickerTimes("heart", "20-23 6-9"), stickerVisual("heart", func(v *timeline.Visual) string {
			if v.X <= 0 || v.Y <= 0 {
				return fmt.Sprintf("a heart at (%v,%v), want the bottom right as the first", v.X, v.Y)
			}
			return ""
		}))},
		{"el corazón de nuevo en el 20", stickerTimes("heart", "20-23 6-9")},
		// a copy sent to a place goes there (it went right after the
		// original, in the same corner)
		{"copy the heart to the top left", both(stickerTimes("heart", "6-9 6-9"), stickerSidesAre("heart", "bottom-right top-left"))},
		{"copiá el corazón arriba a la izquierda", both(stickerTimes("heart", "6-9 6-9"), stickerSidesAre("heart", "bottom-right top-left"))},
		// a thing named alone after a look said with no verb takes that
		// look (a second heart was added over the whole video)
		{"el logo más chico y el corazón también", both(countIs(timeline.ElementSticker, 1), scaleIs("logo.png", 0.15), stickerVisual("heart", func(v *timeline.Visual) string {
			if !near(v.Scale, 0.6) {
				return fmt.Sprintf("scale %v, want 0.6", v.Scale)
			}
			return ""
		}))},
		{"ocultá el logo y el corazón", both(countIs(timeline.ElementSticker, 1), hiddenIs("logo.png", true), stickerHidden("heart"))},
		// one verb, two objects and one amount, the sticker named in Spanish
		// (the logo turned 90°, the heart 45°)
		{"rotá el logo y el corazón 45 grados", both(rotationIs("logo.png", 45), stickerVisual("heart", func(v *timeline.Visual) string {
			if v.Rotation != 45 {
				return fmt.Sprintf("rotation %v, want 45", v.Rotation)
			}
			return ""
		}))},
		// two sizes with no comma between (both grew)
		{"logo smaller heart bigger", both(scaleIs("logo.png", 0.15), stickerVisual("heart", func(v *timeline.Visual) string {
			if !near(v.Scale, 1.5) {
				return fmt.Sprintf("scale %v, want 1.5", v.Scale)
			}
			return ""
		}))},
		{"logo más chico corazón más grande", scaleIs("logo.png", 0.15)},
		{"the logo smaller and the heart too", both(countIs(timeline.ElementSticker, 1), scaleIs("logo.png", 0.15))},
	},
	"ambiguous": {
		// "undo the rotation" with nothing rotated and no element named: the
		// last change (the vignette) was undone
		{"undo the rotation", nil},
		{"deshacé la rotación", nil},
		// one thing measured by another: basic mode cannot read the other's
		// setting as an amount (the heart and the logo were both set to 50%)
		{"make the heart as transparent as the logo", nil},
		// "where" a picture with a corner of its own is: that corner or that
		// time? (the heart was retimed to the logo's 2-10 s)
		{"put the heart where the logo is", nil},
		{"poné el corazón donde está el logo", nil},
	},
}

// stickerFlipped checks every sticker of an id is (or is not) mirrored.
func stickerFlipped(id string, want bool) check {
	return stickerVisual(id, func(v *timeline.Visual) string {
		if v.FlipH != want || v.FlipV && !want {
			return fmt.Sprintf("flipped %v/%v, want %v", v.FlipH, v.FlipV, want)
		}
		return ""
	})
}

// stickerSidesAre checks the corners of the stickers of an id, in track order.
func stickerSidesAre(id, want string) check {
	return func(p *timeline.Project) string {
		var got []string
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		}) {
			v, side := e.Visual, "top"
			if v.Y > 0 {
				side = "bottom"
			}
			if v.X > 0 {
				side += "-right"
			} else {
				side += "-left"
			}
			got = append(got, side)
		}
		if g := fmt.Sprint(got); g != "["+want+"]" {
			return fmt.Sprintf("%s stickers at %s, want [%s]", id, g, want)
		}
		return ""
	}
}

func TestTwelfthSessionCases(t *testing.T) {
	runFixtureTable(t, "twelfth-session workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, twelfthSessionCases)
}
