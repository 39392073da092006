package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// kayakBayFixture is the small edit (intro.mp4 0-10, beach.mp4 10-18, the
// music 0-18, logo.png 2-7, "Welcome" 0-3 at the top) with beach.mp4
// described as showing the kayaks, a photo kayaks.jpg over a piece of it
// (12-15) and menu.jpg, a photo no main clip shows, at 7-9.
func kayakBayFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	p := ed.Project
	for i := range p.Assets {
		if p.Assets[i].Name == "beach.mp4" {
			p.Assets[i].Description = "the bay seen from the pier: waves and the red kayaks on the sand"
		}
	}
	addTestAsset(p, "kayaks.jpg", timeline.AssetImage, 0, 1080, 1350, false)
	addTestAsset(p, "menu.jpg", timeline.AssetImage, 0, 1080, 1350, false)
	playCalls(t, "kayak bay", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "kayaks.jpg", "startTime": 12, "trackType": "overlay", "duration": 3}},
		{"add_media_to_timeline", map[string]any{"assetId": "menu.jpg", "startTime": 7, "trackType": "overlay", "duration": 2}},
	})
	return ed
}

// TestPartOfTheVideoIsTheMainClip: "the part of X" is a stretch of the
// video: where a main clip shows X, by its name or its description, that
// clip's stretch, not the photo of X laid over a piece of it (a text for
// the part went over the photo's 3 s). Where only a photo is X, or the
// photo is what is said, the photo's time stays.
func TestPartOfTheVideoIsTheMainClip(t *testing.T) {
	runFixtureTable(t, "part of the video is the main clip", kayakBayFixture, map[string][]vcase{
		"a part that a main clip shows: the clip's stretch": {
			{"in the kayaks part put 'Rent a kayak' at the top", textIs("Rent a kayak", 10, 18, "top", "")},
			{"en la parte de los kayaks poné arriba 'Alquiler de kayaks'", textIs("Alquiler de kayaks", 10, 18, "top", "")},
			{"en el momento de los kayaks poné abajo 'Salidas al mar'", textIs("Salidas al mar", 10, 18, "bottom", "")},
		},
		"only a photo shows it, or the photo is said: the photo's time": {
			{"in the menu part put 'Lunch from noon' at the top", textIs("Lunch from noon", 7, 9, "top", "")},
			{"en la parte del menú poné arriba 'Almuerzo al mediodía'", textIs("Almuerzo al mediodía", 7, 9, "top", "")},
			{"en la parte de la foto de los kayaks poné arriba 'Alquiler de kayaks'", textIs("Alquiler de kayaks", 12, 15, "top", "")},
		},
	})
}

// TestAddedAfterALookOnAPart: a text added with the verb of a clause that
// put a look on a part of the video ("put black and white on X and a text
// …") goes over that part, as a second sticker goes with the first (it
// went at 0 s for 5 s). A look with no part said, a time of its own, or
// a text said alone keep their default.
func TestAddedAfterALookOnAPart(t *testing.T) {
	grey := func(a, b float64) check { return effectIs("grayscale", a, b, "", 0) }
	runFixtureTable(t, "added after a look on a part", kayakBayFixture, map[string][]vcase{
		"the look's part is the text's": {
			{"poné blanco y negro en beach.mp4 y un texto arriba que diga 'Verano'", both(grey(10, 18), textIs("Verano", 10, 18, "top", ""))},
			{"put black and white on the beach clip and a text at the top that says 'Summer'", both(grey(10, 18), textIs("Summer", 10, 18, "top", ""))},
			{"add black and white from 3 to 8 and a text 'Morning' at the bottom", both(grey(3, 8), textIs("Morning", 3, 8, "bottom", ""))},
			{"poné blanco y negro del 3 al 8 y abajo un texto 'Mañana'", both(grey(3, 8), textIs("Mañana", 3, 8, "bottom", ""))},
		},
		"no part said, a time of its own, or alone: as before": {
			{"poné blanco y negro y un texto arriba que diga 'Verano'", both(grey(0, 18), textIs("Verano", 0, 5, "top", ""))},
			{"put black and white on the beach clip and a text 'Summer' at the top from 2 to 4", both(grey(10, 18), textIs("Summer", 2, 4, "top", ""))},
			{"poné un texto arriba que diga 'Verano'", textIs("Verano", 0, 5, "top", "")},
		},
	})
}
