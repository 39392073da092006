package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// The wrong plans left over by i13v16 (its closing note), fixed at the
// root, with neighbours written fresh (i13v17). A nil check wants a
// question or a refusal.

// leftoverWorkshopCases run on the workshop project (five texts, two of
// them subtitles; two b-roll clips on the main track; a heart sticker at
// the bottom right; the logo small at the top right).
var leftoverWorkshopCases = map[string][]vcase{
	"a count said as N of the things": {
		// "three of the texts" of five asks which three, as "the 3 texts"
		// does (all five were changed)
		{"make three of the texts bigger", nil},
		{"agrandá tres de los textos", nil},
		{"make two of the texts red", nil},
		{"delete 2 of the texts", nil},
		{"poné dos de los textos en rojo", nil},
		// guards: as many as there are is all of them
		{"make both of the subtitles bigger", both(scaleIs("today we bake sourdough", 1.5), scaleIs("first, the starter", 1.5), scaleIs("Welcome to the Workshop", 1))},
		{"make 2 of the subtitles yellow", both(textColorIs("today we bake sourdough", "#ffe600"), textColorIs("first, the starter", "#ffe600"))},
	},
	"a title typed in capitals, small words and all": {
		// the words after a text noun are its words: "Sun" is not a sun
		// sticker, "and" does not end the title
		{"add a title Sun and Fun", both(textIs("Sun and Fun", 0, 5, "", ""), countIs(timeline.ElementSticker, 1))},
		{"add a title Sun", both(textIs("Sun", 0, 5, "", ""), countIs(timeline.ElementSticker, 1))},
		{"add a title Fun in the Sun", textIs("Fun in the Sun", 0, 5, "", "")},
		{"add a text Rock and Roll", textIs("Rock and Roll", 0, 5, "", "")},
		{"add a text Heart Beats", both(textIs("Heart Beats", 0, 5, "", ""), countIs(timeline.ElementSticker, 1))},
		{"poné un título Sol y Playa", textIs("Sol y Playa", 0, 5, "", "")},
		{"add a title Sun and Fun at the end", textIs("Sun and Fun", 87, 92, "", "")},
		// guards: a small word before lower-case words ends the title
		{"add a title Hello and make the logo bigger", both(textIs("Hello", 0, 5, "", ""), scaleIs("logo.png", 0.375))},
		{"add a title Summer Fun at the top", textIs("Summer Fun", 0, 5, "top", "")},
	},
	"a nudge two ways": {
		// a little left and a little up is a small move both ways (the
		// heart jumped to the top-left corner)
		{"the heart put it more to the left and more up", stickerAt("heart", 606, 270)},
		{"move the heart a little left and up", stickerAt("heart", 606, 270)},
		{"poné el corazón un poco más a la izquierda y más arriba", stickerAt("heart", 606, 270)},
		{"move the logo a bit to the top left", logoAt(593, -405)}, // i13v21: a step stops at the frame's edge (it was y -473, out of the frame)
		{"nudge the logo up and right", logoAt(825, -405)},         // i13v21: a step stops at the frame's edge (it was 977, -473, out of the frame)
		// guards: a corner said, or no nudge, is the corner
		{"move the heart to the top left corner", stickerAt("heart", -798, -378)},
		{"move the logo a bit to the top left corner", logoAt(-771, -351)},
		{"move the logo to the top left", logoAt(-771, -351)},
	},
	"over a clip, with two b-roll clips": {
		// guards: "the b-roll" is two clips here, so it asks
		{"move the b-roll over the interview from 10 to 14", nil},
		{"overlay the b-roll on the interview from 10 to 14", nil},
	},
}

func TestLeftover15WorkshopCases(t *testing.T) {
	runFixtureTable(t, "leftover workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, leftoverWorkshopCases)
}

// leftoverInterviewCases run on the interview project (b-roll overlay
// 6–10 over the interview 0–20, city 20–28).
var leftoverInterviewCases = map[string][]vcase{
	"the b-roll over a clip for a time": {
		// over a clip, "from 10 to 14" is the span it plays there, whatever
		// the verb (move: it went to 14; overlay: a second b-roll was added;
		// on: the interview was made to run 10–14 too)
		{"move the b-roll over the interview from 10 to 14", both(timesIs("broll.mp4", "10-14"), countIs(timeline.ElementVideo, 3))},
		{"mové el b-roll encima de la entrevista del 10 al 14", both(timesIs("broll.mp4", "10-14"), countIs(timeline.ElementVideo, 3))},
		{"overlay the b-roll on the interview from 10 to 14", both(timesIs("broll.mp4", "10-14"), countIs(timeline.ElementVideo, 3))},
		{"put the b-roll on the interview from 10 to 14", both(timesIs("broll.mp4", "10-14"), timesIs("interview.mp4", "0-20"))},
		{"poné el b-roll en la entrevista del 10 al 14", both(timesIs("broll.mp4", "10-14"), timesIs("interview.mp4", "0-20"))},
		{"move the b-roll onto the interview from 2 to 5", both(timesIs("broll.mp4", "2-5"), countIs(timeline.ElementVideo, 3))},
		// guards: another is a new one; a move with no clip under it is a move
		{"overlay another b-roll on the interview from 10 to 14", countIs(timeline.ElementVideo, 4)},
		{"move the b-roll to 12", timesIs("broll.mp4", "12-16")},
		{"move the b-roll from 6 to 14", timesIs("broll.mp4", "14-18")},
	},
}

func TestLeftover15InterviewCases(t *testing.T) {
	runFixtureTable(t, "leftover interview table", func(t *testing.T) *videotools.Editor { return interviewFixture(t) }, leftoverInterviewCases)
}
