package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13wbCases run on the workshop project (interview 0–70, city 70–82,
// kitchen 82–92 on the main track; the logo 2–10; a vignette 70–82): trim,
// reorder and re-timing edits. A nil check wants a question or a refusal.
var i13wbCases = map[string][]vcase{
	"seconds given to a thing are its length (lead policy 8)": {
		// the logo (8 s) was made 13 s long: 5 more
		{"dale 4 segundos al logo", timesIs("logo.png", "2-6")},
		{"ponele 6 segundos al logo", timesIs("logo.png", "2-8")},
		{"dale al logo 4 segundos", timesIs("logo.png", "2-6")},
		{"give 3 seconds to the logo", timesIs("logo.png", "2-5")},
		{"give the logo 3 seconds", timesIs("logo.png", "2-5")},
		{"dales 4 segundos al logo", timesIs("logo.png", "2-6")},
		// guards: "more", "sumale", "agregale", "add … to" stay additive
		{"dale 4 segundos mas al logo", timesIs("logo.png", "2-14")},
		{"give the logo 2 more seconds", timesIs("logo.png", "2-12")},
		{"sumale 2 segundos al logo", timesIs("logo.png", "2-12")},
		{"agregale 3 segundos al logo", timesIs("logo.png", "2-13")},
		{"add 2 seconds to the logo", timesIs("logo.png", "2-12")},
	},
	"an edge said first, then the seconds to cut there": {
		// the whole video was removed ("Removed 0s–92s"), or "cut" was a
		// clip to pick
		{"al final, cortá 2 segundos", durIs(90)},
		{"al final corta 3 segundos", durIs(89)},
		{"at the end, cut 2 seconds", durIs(90)},
		{"at the end remove 3 seconds", durIs(89)},
		{"at the start cut 2 seconds", mainIs2("interview:0-68 broll-city:68-80 broll-kitchen:80-90")},
		{"al principio, sacá 3 segundos", mainIs2("interview:0-67 broll-city:67-79 broll-kitchen:79-89")},
		{"at the end of the kitchen clip, cut 2 seconds", timesIs("broll-kitchen.mp4", "82-90")},
		// guards: the other order and a named clip keep their reading
		{"cortá 2 segundos al final", durIs(90)},
		{"cut 2 seconds at the end", durIs(90)},
		{"al final del clip de la cocina, cortá 2 segundos", timesIs("broll-kitchen.mp4", "82-90")},
		{"cut the last 2 seconds", durIs(90)},
		// never all of it: asked
		{"al final, cortá 92 segundos", nil},
	},
	"clips of the main track put first, last, before another": {
		// refused as an overlap ("would run over interview.mp4")
		{"poné la cocina al principio de todo", mainIs2("broll-kitchen:0-10 interview:10-80 broll-city:80-92")},
		{"put the kitchen clip at the beginning of everything", mainIs2("broll-kitchen:0-10 interview:10-80 broll-city:80-92")},
		{"mové la entrevista al final de todo", mainIs2("broll-city:0-12 broll-kitchen:12-22 interview:22-92")},
		// refused: "say where to move it" ("del de la ciudad": the one of the city)
		{"poné el clip de la cocina antes del de la ciudad", mainIs2("interview:0-70 broll-kitchen:70-80 broll-city:80-92")},
		{"pone la cocina antes del de la ciudad", mainIs2("interview:0-70 broll-kitchen:70-80 broll-city:80-92")},
		{"mové la entrevista después del de la cocina", mainIs2("broll-city:0-12 broll-kitchen:12-22 interview:22-92")},
		// guards: as before
		{"swap the city and kitchen clips", mainIs2("interview:0-70 broll-kitchen:70-80 broll-city:80-92")},
		{"intercambiá la ciudad y la cocina", mainIs2("interview:0-70 broll-kitchen:70-80 broll-city:80-92")},
		{"move the interview to the end", mainIs2("broll-city:0-12 broll-kitchen:12-22 interview:22-92")},
		{"put the kitchen clip first", mainIs2("broll-kitchen:0-10 interview:10-80 broll-city:80-92")},
		{"move the logo to the end", timesIs("logo.png", "84-92")},
	},
	"an effect put on one clip, or set to a number": {
		// refused: "no verb or edit I know", "say where to move it"
		{"the vignette should only be on the kitchen clip", effectIs("vignette", 82, 92, "", 0)},
		{"que la viñeta este solo en el clip de la cocina", effectIs("vignette", 82, 92, "", 0)},
		{"put the vignette only on the interview", effectIs("vignette", 0, 70, "", 0)},
		{"make the vignette last until the end", effectIs("vignette", 70, 92, "", 0)},
		{"extendé la viñeta a todo el video", effectIs("vignette", 0, 92, "", 0)},
		// moved to 10 s or 40 s: a strength of 0–100
		{"set the vignette to 10", effectIs("vignette", 70, 82, "intensity", 10)},
		{"poné la viñeta en 40", effectIs("vignette", 70, 82, "intensity", 40)},
		{"pone la viñeta al 35%", effectIs("vignette", 70, 82, "intensity", 35)},
		// guards: a time said as one stays a time
		{"move the vignette to 10", effectIs("vignette", 10, 22, "", 0)},
		{"poné la viñeta en el 40", effectIs("vignette", 40, 52, "", 0)},
		{"set the vignette to 10 seconds", effectIs("vignette", 10, 22, "", 0)},
		{"the logo should only be on the kitchen clip", nil},
	},
	"start or end it with nothing named for it": {
		// the video's first 3 seconds were cut
		{"empezalo en el 3", nil},
		{"start it at 3", nil},
		{"make it start at 4", nil},
		{"terminalo en el 80", durIs(80)}, // the video's end, as decided before (lead22)
		// guards: with the thing named it moves, or the video is cut
		{"el logo, empezalo en el 3", timesIs("logo.png", "3-11")},
		{"start the logo at 4", timesIs("logo.png", "4-12")},
		{"start the video at 3", durIs(89)},
		{"make the logo bigger and start it at 4", timesIs("logo.png", "4-12")},
	},
	"the part after (or before) the cut just made": {
		// refused: "say what to remove", or "which time do you mean by the"
		{"dividí la cocina en el 85 y borrá la parte de despues", mainIs2("interview:0-70 broll-city:70-82 broll-kitchen:82-85")},
		// not yet: "after" at the end of an English clause is left out (refused)
		{"split the city clip at 75 and delete the part after", nil},
		{"partí la ciudad en el 75 y sacá la parte de antes", mainIs2("interview:0-70 broll-city:70-77 broll-kitchen:77-87")},
		// guard: with no cut before it stays refused
		{"borrá la parte de despues", nil},
	},
	"a length said with a verb of size": {
		{"achicá el clip de la cocina a 6 segundos, se hace largo", timesIs("broll-kitchen.mp4", "82-88")},
		{"el logo dura mucho, dejalo en 4 segundos", timesIs("logo.png", "2-6")},
		// guards: a size stays a size; a wish to last long is no complaint
		{"achicá el logo a la mitad", timesIs("logo.png", "2-10")},
	},
}

func TestI13wbCases(t *testing.T) {
	runFixtureTable(t, "i13wb", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13wbCases)
}

// TestI13wbReplies: a reorder says what stayed over the clips moved; a
// start with nothing named asks what.
func TestI13wbReplies(t *testing.T) {
	for prompt, want := range map[string]string{
		"swap the city and kitchen clips": `Not moved with the clips: "Thanks for watching!" (e18), vignette effect (e24), still at their times.`,
		"empezalo en el 3":                `What should start at 3s?`,
		"al final, cortá 92 segundos":     `How many seconds off the end?`,
	} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if !strings.Contains(plan.Reply, want) {
			t.Errorf("%q: %s, want %q", prompt, plan.Reply, want)
		}
	}
	// nothing else moved by the swap: the note only names what lay over a clip
	plan := BasicVideo(context.Background(), "put the kitchen clip before the city clip", workshopFixture(t))
	if !plan.OK() || strings.Contains(plan.Reply, "logo.png") {
		t.Errorf("reorder reply: %s", plan.Reply)
	}
	_ = timeline.TrackMain
}
