package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Issue 13 (i13ls): known silent wrongs, and the one policy for deleting a
// whole main-track clip, on the workshop project (interview 0–70, city
// 70–82, kitchen 82–92; logo 2–10; texts "Welcome to the Workshop" 0–4 …
// "Thanks for watching!" 87–92; music 0–92 at 80%; heart 6–9; vignette
// 70–82). A nil check wants a question or a refusal.
var i13lsCases = map[string][]vcase{
	"a part named by a thing is when it shows": {
		// "during the X bit" was a second thing to mute, dropped: all the
		// music was muted
		{"mute the music during the welcome bit", volumesAre("music.mp3", 0, 0.8)},
		{"mute the music during the thanks part", volumesAre("music.mp3", 0.8, 0)},
		{"mute the music during the head baker bit", volumesAre("music.mp3", 0.8, 0, 0.8)},
		// a thing with no sound named beside a sound is said, not dropped
		{"silenciá la música durante la parte del cartel de bienvenida", nil},
		// guards
		{"mute the music", mutedIs("music.mp3", true)},
		{"mute the music during the welcome text", volumesAre("music.mp3", 0, 0.8)},
	},
	"only N seconds is the length left": {
		// it was shortened by N ("only 10 seconds" gave 5 s)
		{"the city clip make it more short, only 8 seconds", timesIs("broll-city.mp4", "70-78")},
		{"el clip de la cocina hacelo más corto, solo 6 segundos", timesIs("broll-kitchen.mp4", "82-88")},
		{"trim the city clip down so it's only 9 seconds", timesIs("broll-city.mp4", "70-79")},
		{"acortá el clip de la ciudad a solamente 7 segundos", timesIs("broll-city.mp4", "70-77")},
		// guards: a length said without "only" is how much to take off
		{"make the city clip 2 seconds shorter", timesIs("broll-city.mp4", "70-80")},
		{"recortá el b-roll de la ciudad 2 segundos", timesIs("broll-city.mp4", "70-80")},
	},
	"'it' in a time is the thing the clause named": {
		// "when it starts" was the video's start (0 s)
		{"add a star on the kitchen clip for a couple seconds when it starts", stickerTimes("star", "82-84")},
		{"add a star on the city clip for 3 seconds when it starts", stickerTimes("star", "70-73")},
		{"put a star on the city clip when it ends", stickerTimes("star", "82-87")},
		{"poné una estrella en el clip de la ciudad durante un par de segundos", stickerTimes("star", "70-72")},
		// guards: no thing named, or a time of its own
		{"add a star at 10", stickerTimes("star", "10-15")},
		{"add a star on the city clip for 3 seconds", stickerTimes("star", "70-73")},
	},
	"no sticker after the video's end": {
		// it was put at 92–97, over black
		{"add a heart after the last clip", nil},
		{"poné una estrella después del último clip", nil},
		{"add a star after the kitchen clip", nil},
		// guards: after a clip that is not the last, and at the end
		{"add a star after the city clip", stickerTimes("star", "82-87")},
		{"add a star at the end", stickerTimes("star", "87-92")},
	},
	"a look cannot leave out what is drawn over the picture": {
		// the logo's time was left out (the rest grey, the logo's seconds
		// in colour)
		{"make everything black and white except the logo", nil},
		{"todo en blanco y negro menos el logo", nil},
		{"todo en sepia salvo el corazón", nil},
		{"blur everything except the welcome text", nil},
		// guards: a clip's time can be left out
		{"everything black and white except the city clip", countIs(timeline.ElementEffect, 3)},
		{"todo en sepia salvo la entrevista", countIs(timeline.ElementEffect, 2)},
	},
	"a whole main clip deleted closes the gap on every track": {
		// before: only the main track closed up; the thanks text, the music
		// and the vignette were left where they were
		{"delete the city clip", lsRippledCity},
		{"borrá el clip de la ciudad", lsRippledCity},
		{"sacá la toma de la ciudad entera", lsRippledCity},
		{"get rid of the second clip", lsRippledCity},
		{"the city clip, remove it", lsRippledCity},
		{"eliminá el b-roll de la ciudad", lsRippledCity},
		{"delete the interview", both(goneIs("interview.mp4"), timesIs("broll-city.mp4", "0-12"), timesIs("Thanks for watching!", "17-22"),
			timesIs("music.mp3", "0-92"), goneIs("logo.png"), timesIs("Welcome to the Workshop", ""), stickerTimes("heart", ""))},
		// the last clip: nothing after it for anything to land on; what
		// showed during it and the music that ends with it are left (and
		// the reply says so)
		{"borrá el último clip", both(goneIs("broll-kitchen.mp4"), timesIs("Thanks for watching!", "87-92"), timesIs("music.mp3", "0-92"))},
		// "leave the gap", "sin mover lo demás", "dejá el hueco": no ripple
		{"delete the city clip but leave the gap", lsGapLeft},
		{"borrá el clip de la ciudad sin mover lo demás", lsGapLeft},
		{"sacá el clip de la ciudad y dejá el hueco", lsGapLeft},
		// guards: deleting what is not a main clip moves nothing
		{"delete the heart", both(stickerTimes("heart", ""), timesIs("broll-kitchen.mp4", "82-92"), timesIs("music.mp3", "0-92"))},
		{"borrá el texto de gracias", both(timesIs("Thanks for watching!", ""), timesIs("broll-kitchen.mp4", "82-92"))},
	},
}

// lsRippledCity: the city clip gone, the kitchen and the thanks text 12 s
// earlier, the music whole where it was (i13vd: deleting a picture does not
// cut the sound that ran across it; the reply says it now runs past the
// picture), the vignette (only over the city clip) gone with it.
var lsRippledCity = both(goneIs("broll-city.mp4"), timesIs("broll-kitchen.mp4", "70-80"), timesIs("Thanks for watching!", "75-80"),
	timesIs("music.mp3", "0-92"), countIs(timeline.ElementEffect, 0), timesIs("interview.mp4", "0-70"), stickerTimes("heart", "6-9"))

// lsGapLeft: the city clip gone and nothing else changed.
var lsGapLeft = both(goneIs("broll-city.mp4"), timesIs("broll-kitchen.mp4", "82-92"), timesIs("Thanks for watching!", "87-92"),
	timesIs("music.mp3", "0-92"), countIs(timeline.ElementEffect, 1))

func TestI13lsCases(t *testing.T) {
	runFixtureTable(t, "i13ls table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13lsCases)
}

// TestI13lsDinner: the dinner project (cook 0–20, tasting 20–40, sunset
// 40–50; "€19.99 a plate" 20–24; jingle 0–4, lounge-bed 0–50).
func TestI13lsDinner(t *testing.T) {
	runFixtureTable(t, "i13ls dinner", dinnerFixture, map[string][]vcase{
		"a whole main clip deleted closes the gap on every track": {
			// the price label showed only over the tasting clip
			{"delete the tasting clip", both(goneIs("tasting.mp4"), timesIs("sunsetwalk.mp4", "20-30"), timesIs("€19.99 a plate", ""),
				timesIs("recipes.example.com", "24-30"), timesIs("lounge-bed.mp3", "0-50"), timesIs("opening-jingle.mp3", "0-4"))},
			// (the music bed that ran across it plays on whole: i13vd)
			{"borrá el clip de la degustación", both(goneIs("tasting.mp4"), timesIs("sunsetwalk.mp4", "20-30"), timesIs("lounge-bed.mp3", "0-50"))},
			{"delete the tasting clip, leave the gap", both(goneIs("tasting.mp4"), timesIs("sunsetwalk.mp4", "40-50"), timesIs("lounge-bed.mp3", "0-50"))},
		},
	})
}

// TestI13lsRippleReply: the reply says what moved, what went with the
// clip and what was shortened.
func TestI13lsRippleReply(t *testing.T) {
	for prompt, want := range map[string][]string{
		"delete the city clip":                   {"Deleted broll-city.mp4 (e9) and closed the gap", "moved back by 12s broll-kitchen.mp4 (e10), \"Thanks for watching!\"", "removed vignette effect", "which showed only during it", "left music.mp3 (e20) as it was, now running past the last clip's end (80s)"},
		"borrá el último clip":                   {"left \"Thanks for watching!\" (e18), music.mp3 (e20) as it was, now running past the last clip's end (82s)"},
		"delete the city clip but leave the gap": {"Deleted broll-city.mp4 (e9)."},
	} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		for _, w := range want {
			if !plan.OK() || !strings.Contains(plan.Reply, w) {
				t.Errorf("%q: %s, want %q", prompt, plan.Reply, w)
			}
		}
	}
}
