package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// agedPictureFixture is the small edit with one more picture over the
// beach (10-14): its name or its description says it is old, and the
// logo (2-7) is the other picture.
func agedPictureFixture(name, desc string) func(t *testing.T) *videotools.Editor {
	return func(t *testing.T) *videotools.Editor {
		t.Helper()
		ed := fixture(t)
		addTestAsset(ed.Project, name, timeline.AssetImage, 0, 1200, 900, false)
		playCalls(t, "aged picture", ed, []testCall{
			{"add_media_to_timeline", map[string]any{"assetId": name, "startTime": 10, "trackType": "overlay", "duration": 4}},
		})
		describeAssets(ed, map[string]string{name: desc})
		return ed
	}
}

// logoKept: the other picture is still there.
var logoKept = mediaIsAt("logo.png", 2)

// g1s59YearCases: a picture whose file name says a year long gone is "the
// old photo" in any words of age (sets 48 and 49: "sacá la foto vieja",
// "the old photo of the building" were "there is no foto vieja": the
// words were read as the vintage look).
var g1s59YearCases = map[string][]vcase{
	"words of age name the picture of a year long gone": {
		{"sacá la foto vieja", both(goneIs("muelle-1962.jpg"), logoKept)},
		{"borrá la foto antigua del muelle", both(goneIs("muelle-1962.jpg"), logoKept)},
		{"put the old photo at 40% opacity", opacityIs("muelle-1962.jpg", 0.4)},
	},
	"a look still asked for as a look": {
		// no article before it: how the video should look, not a thing
		{"make the whole video look old", both(countIs(timeline.ElementEffect, 1), mediaIsAt("muelle-1962.jpg", 10))},
		// the look's own name stays the look's
		{"add a vintage filter to the whole video", both(countIs(timeline.ElementEffect, 1), mediaIsAt("muelle-1962.jpg", 10))},
	},
}

// g1s59DescribedCases: the same said of a picture whose description says
// it is black and white, its file name a camera's.
var g1s59DescribedCases = map[string][]vcase{
	"a black and white picture is the old one": {
		{"delete the old photo", both(goneIs("IMG_0815.jpg"), logoKept)},
		{"borrá la foto vieja de la casa", both(goneIs("IMG_0815.jpg"), logoKept)},
	},
}

// g1s59CameraCases: a camera's number is no year, so nothing is old.
var g1s59CameraCases = map[string][]vcase{
	"a camera number is not a year": {
		{"delete the old photo", nil},
	},
}

// g1s59OldManCases: an old person is who a clip shows, never the old
// picture (set 49: "the brightness effect on the old man" asked between
// his clip and the photo of 1950).
var g1s59OldManCases = map[string][]vcase{
	"an old person is not the old picture": {
		{"mute the old man clip", both(mutedIs("beach.mp4", true), mediaIsAt("muelle-1962.jpg", 10))},
	},
}

func oldManFixture(t *testing.T) *videotools.Editor {
	ed := agedPictureFixture("muelle-1962.jpg", "")(t)
	describeAssets(ed, map[string]string{"beach.mp4": "an old man fishing from the rocks"})
	return ed
}

func TestG1S59(t *testing.T) {
	runFixtureTable(t, "g1 s59 old man", oldManFixture, g1s59OldManCases)
	runFixtureTable(t, "g1 s59 year", agedPictureFixture("muelle-1962.jpg", ""), g1s59YearCases)
	runFixtureTable(t, "g1 s59 described", agedPictureFixture("IMG_0815.jpg", "the house where grandma grew up, black and white"), g1s59DescribedCases)
	runFixtureTable(t, "g1 s59 camera", agedPictureFixture("IMG_1975.jpg", ""), g1s59CameraCases)
}

// numberedTextsFixture is the small edit with two more texts that say a
// number and a word after it: "Vendimia: 3 días de cosecha" 4-7 bottom
// and "20 años de historia" 10-14 top ("Welcome" 0-3 top is the first).
func numberedTextsFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	playCalls(t, "numbered texts", ed, []testCall{
		{"add_text", map[string]any{"text": "Vendimia: 3 días de cosecha", "start": 4, "end": 7, "position": "bottom"}},
		{"add_text", map[string]any{"text": "20 años de historia", "start": 10, "end": 14, "position": "top"}},
	})
	return ed
}

// numberedTextGone: no text says content any more, and the others are kept.
func numberedTextGone(content string, left int) check {
	return func(p *timeline.Project) string {
		if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		}); len(es) > 0 {
			return fmt.Sprintf("text %q is still there", content)
		}
		return countIs(timeline.ElementText, left)(p)
	}
}

// g1s59NumberCases: a text named by a number and the word after it that
// it says (set 48: "el texto de las 6 horas" asked which of all texts,
// read as a duration of six hours; "el título de las 6 horas movelo al 45"
// moved the first title, silent).
var g1s59NumberCases = map[string][]vcase{
	"a number and its word name the text that says them": {
		{"borrá el texto de los 20 años", numberedTextGone("20 años de historia", 2)},
		{"delete the 20 años text", numberedTextGone("20 años de historia", 2)},
		{"el título de los 3 días movelo al 15", textIs("Vendimia: 3 días de cosecha", 15, 18, "bottom", "")},
		{"sacá el cartel de los 3 dias", numberedTextGone("Vendimia: 3 días de cosecha", 2)},
	},
	"a time no text says is still a time": {
		{"borrá el texto a los 5 segundos", numberedTextGone("Vendimia: 3 días de cosecha", 2)},
	},
}

func TestG1S59NumberedTexts(t *testing.T) {
	runFixtureTable(t, "g1 s59 numbered texts", numberedTextsFixture, g1s59NumberCases)
}
