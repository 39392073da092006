package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestLead40GoneSaid: a removal said as what the thing is ("the logo can
// go", "el logo sobra", "chau logo") removes it; it was refused ("no verb
// or edit I know", "does not know the word sobra"). "can go" with a place
// after it stays a move; "no hace falta que …" asks no removal.
func TestLead40GoneSaid(t *testing.T) {
	runFixtureTable(t, "workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"a predicate that says the thing is not wanted": {
			{"the logo can go", both(msGone("logo.png"), countIs(timeline.ElementSticker, 1))},
			{"el logo sobra", msGone("logo.png")},
			{"el logo está de más", msGone("logo.png")},
			{"the heart sticker isnt needed", both(countIs(timeline.ElementSticker, 0), msKept("logo.png"))},
			{"el sticker del corazón ya no va", countIs(timeline.ElementSticker, 0)},
			{"the music isn't needed", msGone("music.mp3")},
			{"the heart can go, its cheesy", countIs(timeline.ElementSticker, 0)},
			{"everything after 80 can go", durIs(80)},
		},
		"an opener that sends the thing away": {
			{"chau logo", msGone("logo.png")},
			{"bye bye logo", msGone("logo.png")},
			{"adios al logo", msGone("logo.png")},
			{"no hace falta el logo", msGone("logo.png")},
		},
		"said again after the removal": {
			{"borrá el logo, sobra", msGone("logo.png")},
			{"sacá el logo y el corazón, sobran", both(msGone("logo.png"), countIs(timeline.ElementSticker, 0))},
		},
		"guards: a place after it, a clause after no hace falta, no thing named": {
			{"the logo can go at the bottom right", msKept("logo.png")},
			{"the title can go at the top", textIs("Welcome to the Workshop", 0, 4, "top", "")},
			{"no hace falta que dure tanto el logo", nil},
			{"el final sobra", nil},
		},
	})
}

// TestLead40FileIntoTheOrder: a clip said to go before a clip of the main
// track, or at the start of the video, goes into their order there and
// what follows moves later ("add the drone clip before the garden" asked
// how long before; "at the beginning" laid it over the first clips on the
// overlay track); "drop X in" adds X ("drop" was read as a removal); "a
// little picture in picture" is small (the clip kept its full size, only
// moved to the corner).
func TestLead40FileIntoTheOrder(t *testing.T) {
	main, over := timeline.TrackMain, timeline.TrackOverlay
	runFixtureTable(t, "workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"before a clip of the main track": {
			{"add the guest cam before the city clip", both(mediaIs("guest-cam.mp4", main, 70, 145), mediaIs("broll-city.mp4", main, 145, 157))},
			{"agregá la guest cam antes del clip de la ciudad", mediaIs("guest-cam.mp4", main, 70, 145)},
			{"add the guest cam before the city clip for 5 seconds", both(mediaIs("guest-cam.mp4", main, 70, 75), mediaIs("broll-city.mp4", main, 75, 87))},
			{"put the guest cam before the interview", both(mediaIs("guest-cam.mp4", main, 0, 75), mediaIs("interview.mp4", main, 75, 145))},
			// guards: a sticker or text before a clip still asks how long
			{"add a star sticker before the city clip", nil},
		},
		"at the start of the video": {
			{"add the guest cam at the beginning", both(mediaIs("guest-cam.mp4", main, 0, 75), mediaIs("interview.mp4", main, 75, 145))},
			{"poné la guest cam al principio de todo", mediaIs("guest-cam.mp4", main, 0, 75)},
			// guard: a corner said makes it a picture over the video
			{"add the guest cam at the start in the top left corner", mediaIs("guest-cam.mp4", over, 0, 75)},
		},
		"drop in, and a little inset": {
			{"drop the guest cam in after the interview", both(mediaIs("guest-cam.mp4", main, 70, 145), mediaIs("broll-city.mp4", main, 145, 157))},
			{"add the guest cam as a little picture in picture, top left", placedIs("guest-cam.mp4", 0.25, -666, -351)},
			// guard: "drop" alone still removes
			{"drop the music", msGone("music.mp3")},
		},
	})
}
