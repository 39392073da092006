package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13fbDinnerCases run on the dinner project (a jingle at 0.9 and a
// lounge bed at 0.3 on the audio tracks): sound and look wording of the
// development sets' failures, with variants of each (none from a set).
var i13fbDinnerCases = map[string][]vcase{
	// "drop X to N%" of a sound is its level (the sound was deleted)
	"drop a sound to a level": {
		{"drop the jingle to 40%", volumeIs("opening-jingle.mp3", 0.4)},
		{"the lounge bed is way too loud, drop it to 10 percent", volumeIs("lounge-bed.mp3", 0.1)},
		{"the jingle is too loud, drop it to 50%", volumeIs("opening-jingle.mp3", 0.5)},
		{"drop the jingle", goneIs("opening-jingle.mp3")}, // guard: no level, it goes
		{"drop the sunset walk clip", goneIs("sunsetwalk.mp4")},
	},
	// "still" after a state or before a degree is the adverb (a still
	// picture was meant, and the sound was "nothing with sound")
	"still as an adverb": {
		{"the jingle is still too loud", quieterThan("opening-jingle.mp3", 0.9)},
		{"the lounge bed's still way too loud", quieterThan("lounge-bed.mp3", 0.3)},
	},
	// "the jingle track" named by its file is that sound
	"a sound's track by its name": {
		{"the lounge track is still too loud", quieterThan("lounge-bed.mp3", 0.3)},
		{"lower the lounge track to 10%", volumeIs("lounge-bed.mp3", 0.1)},
	},
	// what a sound plays under or over is where, not a second sound (the
	// other one was lowered)
	"heard under something": {
		{"the lounge bed is too loud under the tasting clip", both(quieterThan("lounge-bed.mp3", 0.3), volumeIs("tasting.mp4", 1))},
		{"the jingle is too loud over the cooking clip, turn it down a bit", both(quieterThan("opening-jingle.mp3", 0.9), volumeIs("cook.mp4", 1))},
		{"el jingle suena muy fuerte por encima del primer clip, bajalo un poco", both(quieterThan("opening-jingle.mp3", 0.9), volumeIs("cook.mp4", 1))},
		{"lower the jingle and the tasting clip to 50%", both(volumeIs("opening-jingle.mp3", 0.5), volumeIs("tasting.mp4", 0.5))}, // guard: both
	},
	// a new picture said small is a corner's size (it went to 0.6)
	"small new picture": {
		{"put the celebration clip small in the top left from 10 to 20", both(scaleIs("celebration.mp4", 0.25), mediaIs("celebration.mp4", timeline.TrackOverlay, 10, 20))},
		{"meté el clip de energía en chiquito abajo a la derecha del 5 al 10", scaleIs("energy.mp4", 0.25)},
		{"add the energy clip from 30 to 35, top right, small", scaleIs("energy.mp4", 0.25)},
		{"put the celebration clip 50% smaller in the top left from 10 to 20", scaleIs("celebration.mp4", 0.5)}, // guard: the size said
	},
	// a quoted sticker name beside a sticker noun is that sticker (a text
	// was written)
	"quoted sticker name": {
		{"add a 'live' badge in the top right for the first 8 seconds", stickerIs("badge-live", "top-right", 0, 8)},
		{`poné un sticker "fuego" abajo a la derecha del 10 al 14`, stickerIs("fire", "bottom-right", 10, 14)},
		{"add a 'sale' badge in the bottom left from 20 to 24", stickerIs("badge-sale", "bottom-left", 20, 24)},
		{"add a text 'live' at the top", countIs(timeline.ElementText, 5)}, // guard: words
	},
	// "leave only" a sound mutes the other sounds (the video was cut down
	// to where it plays)
	"only one sound left": {
		{"leave only the jingle", both(mutedIs("lounge-bed.mp3", true), mutedIs("opening-jingle.mp3", false), durIs(50))},
		{"dejá sólo el jingle", both(mutedIs("lounge-bed.mp3", true), mutedIs("opening-jingle.mp3", false), durIs(50))},
		{"mute the lounge bed, keep just the jingle", both(mutedIs("lounge-bed.mp3", true), mutedIs("opening-jingle.mp3", false), durIs(50))},
		{"keep only the first 10 seconds", durIs(10)}, // guard: a time
	},
	// a resolution is not an amount (every clip's volume went to 4%)
	"resolution": {
		{"render it in 4K", nil},
		{"poné el video en 1080p", nil},
		{"make the video 720p please", nil},
		{"set the jingle to 4%", volumeIs("opening-jingle.mp3", 0.04)}, // guard: a level
	},
}

// i13fbWorkshopCases run on the workshop project (music at 0.8, a heart,
// a vignette over the city clip).
var i13fbWorkshopCases = map[string][]vcase{
	// one look said twice in a request is applied once (two sepias)
	"one look said twice": {
		{"make the kitchen clip look old-timey with sepia", both(effectIs("sepia", 82, 92, "", 0), countIs(timeline.ElementEffect, 2))},
		{"ponele sepia a todo el video, onda vintage", both(effectIs("sepia", 0, 92, "", 0), countIs(timeline.ElementEffect, 2))},
		{"give the kitchen clip an old-timey sepia look", both(effectIs("sepia", 82, 92, "", 0), countIs(timeline.ElementEffect, 2))},
	},
	// the thing an effect is said of is where it is (the clip went too)
	"effect of a thing": {
		{"la viñeta del clip de la ciudad, sacala", both(countIs(timeline.ElementEffect, 0), timesIs("broll-city.mp4", "70-82"))},
		{"remove the vignette on the city clip", both(countIs(timeline.ElementEffect, 0), timesIs("broll-city.mp4", "70-82"))},
		{"borrá la viñeta de la parte de la ciudad", both(countIs(timeline.ElementEffect, 0), timesIs("broll-city.mp4", "70-82"))},
		{"remove the vignette and the city clip", both(countIs(timeline.ElementEffect, 0), goneIs("broll-city.mp4"))}, // guard: both
	},
	// a sticker word said as what someone does is refused (a smile was
	// added over the video)
	"what someone does": {
		{"make the chef smile", nil},
		{"hacé que la cocinera sonría más", nil},
		{"make the baker smile more", nil},
		{"add a smile", countIs(timeline.ElementSticker, 2)}, // guard: a new sticker
		{"make the heart bigger", countIs(timeline.ElementSticker, 1)},
	},
	// a percent in brackets or after "like" is the level to reach (60
	// points came off, or it was refused)
	"level after the way": {
		{"make the music a bit quieter (60%)", volumeIs("music.mp3", 0.6)},
		{"la música un poco más baja (al 40%)", volumeIs("music.mp3", 0.4)},
		{"make the music a bit quieter, like 50%", volumeIs("music.mp3", 0.5)},
		{"bajá un poco la música, tipo 30%", volumeIs("music.mp3", 0.3)},
		{"make the music a bit quieter", quieterThan("music.mp3", 0.8)}, // guard: no level
	},
	// "two things:" counts the requests (the music went to 2%)
	"counted list opener": {
		{"two things: lower the music to 15% and delete the heart", both(volumeIs("music.mp3", 0.15), countIs(timeline.ElementSticker, 0))},
		{"tres cambios: bajá la música al 10% y borrá el corazón", both(volumeIs("music.mp3", 0.1), countIs(timeline.ElementSticker, 0))},
		{"2 quick fixes: set the music to 25% and hide the logo", both(volumeIs("music.mp3", 0.25), hiddenIs("logo.png", true))},
	},
}

func TestI13fbWorkshopCases(t *testing.T) {
	runFixtureTable(t, "i13fb workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13fbWorkshopCases)
}

// TestI13fbMoreOfALook: "more" of a look already there makes that one
// stronger, or sets it to the value said (a second was stacked on it); a
// time with none of it gets a new one.
func TestI13fbMoreOfALook(t *testing.T) {
	runFixtureTable(t, "i13fb bright", brightWorkshop, map[string][]vcase{
		"more of a look there": {
			{"brighten the first 8 seconds more, like brightness 40", effectIs("brightness-contrast", 0, 8, "brightness", 40)},
			{"dale más brillo a los primeros 8 segundos, tipo 35", effectIs("brightness-contrast", 0, 8, "brightness", 35)},
			{"brighten the first 8 seconds more", effectIs("brightness-contrast", 0, 8, "brightness", 30)},
			{"brighten from 20 to 30", countIs(timeline.ElementEffect, 3)}, // guard: none there
		},
	})
}

// TestI13fbFullOpacity: "full opacity" is all of it (it went to 50%).
func TestI13fbFullOpacity(t *testing.T) {
	faded := func(t *testing.T) *videotools.Editor {
		ed := workshopFixture(t)
		in := fmt.Sprintf(`{"elementId":%q,"opacity":0.4}`, elems(ed.Project, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "logo.png" })[0].ID)
		if _, err := tools().Call(context.Background(), ed, "update_clip", json.RawMessage(in)); err != nil {
			t.Fatal(err)
		}
		return ed
	}
	runFixtureTable(t, "i13fb faded", faded, map[string][]vcase{
		"full opacity": {
			{"logo: full opacity please", opacityIs("logo.png", 1)},
			{"set the logo to full opacity", opacityIs("logo.png", 1)},
			{"el logo con opacidad al máximo", opacityIs("logo.png", 1)},
			{"logo at half opacity", opacityIs("logo.png", 0.5)}, // guard
		},
	})
}

func TestI13fbDinnerCases(t *testing.T) {
	runFixtureTable(t, "i13fb dinner", dinnerFixture, i13fbDinnerCases)
}
