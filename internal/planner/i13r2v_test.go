package planner

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Issue 13, the second blind set's shapes (i13r2v), on the default
// project: intro 0–10, beach 10–18, music 0–18, logo 2–7, "Welcome" 0–3
// at the top. A nil check wants a question or a refusal.
var i13r2vCases = map[string][]vcase{
	"a length given to or taken from a thing": {
		// the title's text became "the title", or a logo was added at 1 s
		{"add 2 seconds to the title", textIs("Welcome", 0, 5, "top", "")},
		{"dale 2 segundos más al título", textIs("Welcome", 0, 5, "top", "")},
		{"sumale un segundo al logo", timesIs("logo.png", "2-8")},
		{"agregale 3 segundos al logo", timesIs("logo.png", "2-10")},
		{"give the logo 2 more seconds", timesIs("logo.png", "2-9")},
		{"quitale 2 segundos al logo", timesIs("logo.png", "2-5")},
		{"take a second off the logo", timesIs("logo.png", "2-6")},
		// guards: a time to add at stays a time; the video is not lengthened
		{"add a heart sticker at 2 seconds for 3 seconds", both(stickerTimes("heart", "2-5"), timesIs("logo.png", "2-7"))},
		{"make the title 1 second longer", textIs("Welcome", 0, 4, "top", "")},
	},
	"trimmed so that it ends at a time": {
		// "nothing to refer to" (the "it" of "so it ends"), or shortened by 2
		{"trim the intro so it ends at 6", timesIs("intro.mp4", "0-6")},
		{"cut the logo so that it stops at 4", timesIs("logo.png", "2-4")},
		{"shorten the title so it finishes at 2", textIs("Welcome", 0, 2, "top", "")},
		{"recortá el título para que termine en el segundo 2", textIs("Welcome", 0, 2, "top", "")},
		{"acortá el logo para que termine en el segundo 5", timesIs("logo.png", "2-5")},
		// guard: a trim by a length is still by it
		{"recortá el logo 2 segundos", timesIs("logo.png", "2-5")},
	},
	"the copy the clause before made": {
		// "say what to move"
		{"duplicate the logo and move the copy to 12", timesIs("logo.png", "12-17 2-7")},
		{"duplicá el título y mové la copia al 10", timesIs("Welcome", "0-3 10-13")},
		{"copy the logo, then put the copy at 11", timesIs("logo.png", "11-16 2-7")},
		{"cloná el logo y después llevá el duplicado al 13", timesIs("logo.png", "13-18 2-7")},
		// no copy made before: not known
		{"move the copy to 10", nil},
		{"borrá el logo y mové la copia al 10", nil},
	},
	"one more of the kind added before": {
		// "I do not know the word uno"; "otro" was a plain text
		{`agregá un subtítulo "uno" del 1 al 2 y uno "dos" del 3 al 4`, both(textIs("uno", 1, 2, "bottom", "subtitle"), textIs("dos", 3, 4, "bottom", "subtitle"))},
		{`poné un subtítulo "sol" de 5 a 6 y otro "mar" de 7 a 8`, both(textIs("sol", 5, 6, "bottom", "subtitle"), textIs("mar", 7, 8, "bottom", "subtitle"))},
		{`add a subtitle "up" from 2 to 3 and another one "down" from 4 to 5`, textIs("down", 4, 5, "bottom", "subtitle")},
		{`poné un subtítulo "a" del 1 al 2 y una que diga "b" del 3 al 4`, textIs("b", 3, 4, "bottom", "subtitle")},
	},
	"a thing by a descriptive word, and a second thing": {
		// "would leave out message"; "no el mensaje de bienvenida"
		{"delete the welcome message and the logo", both(countIs(timeline.ElementText, 0), countIs(timeline.ElementImage, 0))},
		{"borrá el mensaje de bienvenida y el logo", both(countIs(timeline.ElementText, 0), countIs(timeline.ElementImage, 0))},
		{"hide the welcome message", hiddenIs("Welcome", true)},
	},
	"the rest after a time, said first": {
		// "say what to do at that time"; "the rest of what?"
		{"lo que viene después del 12, sacalo", durIs(12)},
		{"lo que sigue después del 9, borralo", durIs(9)},
		{"everything after 15, cut it", durIs(15)},
		{"the rest after 11 seconds, delete it", durIs(11)},
		{"delete the rest after 13", durIs(13)},
		{"lo que viene después del 14, ponelo en blanco y negro", effectIs("grayscale", 14, 18, "intensity", 100)},
		// guard: "after 14, cut it" does not say what "it" is
		{"after 14, cut it", nil},
	},
	"a start when another thing ends, with recién": {
		// "would leave out recien"
		{"que la música empiece recién cuando termine la intro", timesIs("music.mp3", "10-18")},
		{"que el logo aparezca recién cuando termina el título", timesIs("logo.png", "3-8")},
	},
	"a thing taken out of what a clip shows": {
		// asked which clip, or "there is no the dog"
		{"sacá el auto del clip", nil},
		{"remove the dog from the beach clip", nil},
		// guards: things of the project are still taken out
		{"remove the logo", countIs(timeline.ElementImage, 0)},
	},
}

// i13r2vWorkshopCases run on the workshop project.
var i13r2vWorkshopCases = map[string][]vcase{
	"the closing text and one more thing": {
		// the last subtitle was deleted for "the closing caption"
		{"remove the closing caption and the heart", both(timesIs("Thanks for watching!", ""), countIs(timeline.ElementSticker, 0), timesIs("first, the starter", "15-18"))},
		{"borrá el mensaje final y el logo", both(timesIs("Thanks for watching!", ""), countIs(timeline.ElementImage, 0))},
		{"hide the opening caption", hiddenIs("Welcome to the Workshop", true)},
		// guard: the last caption is still the last subtitle
		{"delete the last caption", both(timesIs("first, the starter", ""), timesIs("Thanks for watching!", "87-92"))},
	},
	"one left after deleting several": {
		{`borrá los subtítulos y dejá uno solo que diga "masa madre" de 12 a 16`, both(textIs("masa madre", 12, 16, "bottom", "subtitle"), timesIs("today we bake sourdough", ""), timesIs("first, the starter", ""))},
		{`sacá los subtítulos y dejá uno que diga "hola" del 13 al 17`, both(textIs("hola", 13, 17, "bottom", "subtitle"), timesIs("first, the starter", ""))},
	},
	"doubling the volume just set": {
		// "say whose volume to double"
		{"subí la música al 35% y duplicá el volumen", volumeIs("music.mp3", 0.7)},
		{"bajá la entrevista al 20% y después duplicá el volumen", volumesAre("interview.mp4", 0.4)},
		// no sound set before: whose is asked
		{"borrá el logo y duplicá el volumen", nil},
	},
	"there is where the thing put before is": {
		// the new thing went to its own default corner for the whole video
		{"poné el logo abajo a la izquierda del 20 al 30 y agregá una estrella ahí", stickerAtI13r2v("bottom-left", "20-30")},
		{"move the heart to the top left from 40 to 45 and put a star there", stickerAtI13r2v("top-left", "40-45")},
		{"put the logo at the bottom right and add a star there", stickerAtI13r2v("bottom-right", "0-92")},
	},
	"the upper or lower text at a time": {
		// the one text at 13 s is the bottom subtitle: "upper" was dropped
		// and it was taken (reddened, or moved to 13 s)
		{"make the upper text at 13 seconds red", nil},
		{"the upper text at 13 seconds", nil},
		{"hide the higher text at 16 seconds", nil},
		// two texts then: the row picks
		{`add a text "arriba" at the top from 12 to 16 and then make the upper text at 13 seconds red`, both(textColorIs("arriba", "#ff0000"), textColorNot("today we bake sourdough", "#ff0000"))},
		{`add a text "top" at the top from 12 to 16 and then make the upper text at 15.5 seconds red`, both(textColorIs("top", "#ff0000"), textColorNot("first, the starter", "#ff0000"))},
		// guard: the one text at that time, without a row
		{"hide the text at 13 seconds", hiddenIs("today we bake sourdough", true)},
	},
	"a start when another thing ends": {
		{"que la música entre recién cuando termina el clip de la ciudad", timesIs("music.mp3", "82-92")},
	},
	"a thing taken out of what a clip shows": {
		{"remove the car from the city clip", nil},
		{"borrá la persona del segundo clip", nil},
	},
}

func TestI13r2vCases(t *testing.T) {
	runFixtureTable(t, "i13r2v table", func(t *testing.T) *videotools.Editor { return fixture(t) }, i13r2vCases)
}

func TestI13r2vWorkshopCases(t *testing.T) {
	runFixtureTable(t, "i13r2v workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13r2vWorkshopCases)
}

// TestI13r2vReplies: a thing out of a clip's picture is refused as
// impossible before any question; "the copy" with none made says so.
func TestI13r2vReplies(t *testing.T) {
	for prompt, want := range map[string]string{
		"sacá el auto del clip":                      "cannot take",
		"remove the dog from the interview":          "cannot take",
		"move the copy to 10":                        "no clause before made a copy",
		"subí la música al 40% y duplicá el volumen": "80%",
	} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if !strings.Contains(plan.Reply, want) {
			t.Errorf("%q: %s, want %q", prompt, plan.Reply, want)
		}
	}
}

// stickerAtI13r2v: the one star sticker is at that corner for that time.
func stickerAtI13r2v(pos, times string) check {
	return func(p *timeline.Project) string {
		if r := stickerTimes("star", times)(p); r != "" {
			return r
		}
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == "star"
		}) {
			if e.Sticker.Position != pos {
				return fmt.Sprintf("star at %s, want %s", e.Sticker.Position, pos)
			}
		}
		return ""
	}
}
