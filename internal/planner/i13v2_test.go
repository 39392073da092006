package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13v2Cases run on the workshop project (interview 0–70, city 70–82,
// kitchen 82–92, logo 2–10, "Welcome to the Workshop" 0–4, the label
// 5–9, the heart 6–9, the vignette 70–82 as the last change): cuts,
// trims, timing and undo said in everyday words. A nil check wants a
// question or a refusal that names the clause.
var i13v2Cases = map[string][]vcase{
	"shown N seconds more is longer by that": {
		// it was read as "at 1s" and the title moved there (silent)
		{"que el titulo se vea un segundo mas", textIs("Welcome to the Workshop", 0, 5, "", "")},
		{"que el logo aparezca 2 segundos más", timesIs("logo.png", "2-12")},
		{"q se vea el corazon 1 segundo mas", stickerTimes("heart", "6-10")},
		// guards: a verb that takes time off, a shift later, a bare moment
		{"quitale 2 segundos más al logo", timesIs("logo.png", "2-8")},
		{"mové el logo 2 segundos más tarde", timesIs("logo.png", "4-12")},
		{"que el titulo se vea un segundo", nil},
	},
	"undo said as reversing the last N edits, or owning a mistake": {
		{"reverse the last 2 edits", both(countIs(timeline.ElementEffect, 0), countIs(timeline.ElementSticker, 0))},
		{"reverse the last two changes", both(countIs(timeline.ElementEffect, 0), countIs(timeline.ElementSticker, 0))},
		{"cancelá los últimos 2 cambios", both(countIs(timeline.ElementEffect, 0), countIs(timeline.ElementSticker, 0))},
		{"me equivoque, deshacelo", both(countIs(timeline.ElementEffect, 0), countIs(timeline.ElementSticker, 1))},
		{"uy nos equivocamos, volvé atrás", both(countIs(timeline.ElementEffect, 0), countIs(timeline.ElementSticker, 1))},
		// guards: a clip played backwards is no tool; the mistake alone is no edit
		{"reverse the last 2 seconds", nil},
		{"reverse the city clip", nil},
		{"me equivoqué", nil},
	},
	"a number with no unit after a length complaint is of its time": {
		// its volume was set to 6% / 50% (silent)
		{"el clip de la cocina esta muy largo, dejalo en 6", timesIs("broll-kitchen.mp4", "82-88")},
		{"the interview drags, make it 50", timesIs("interview.mp4", "0-50")},
		{"la entrevista se hace larga, dejala en 45", timesIs("interview.mp4", "0-45")},
		// a number the thing plays through: its length or its end (the logo was moved to 5 s)
		{"el logo dura mucho, dejalo en 5", nil},
		{"the logo stays too long, make it 6", nil},
		// guards: with no complaint a number is still a level; a unit keeps the length
		{"dejá la música en 30", volumeIs("music.mp3", 0.3)},
		{"the music is too loud, set it to 20", volumeIs("music.mp3", 0.2)},
		{"the kitchen clip is too long, make it 6 seconds", timesIs("broll-kitchen.mp4", "82-88")},
	},
	"a part named by what the user thinks of it, with its times": {
		// "there is no the boring part"; "aburrida" was left out
		{"get rid of the boring bit from 12 to 15", durIs(89)},
		{"sacá la parte aburrida del 20 al 25", durIs(87)},
		{"quitá el pedazo feo entre el 40 y el 45", durIs(87)},
		// guards: a part named by a thing stays that thing; no times, no edit
		{"remove the city part", timesIs("broll-city.mp4", "")},
		{"cut the boring part", nil},
		{"borrá la parte aburrida", nil},
	},
	"past and beyond a time are after it": {
		{"cut everything past the 1:25 mark", durIs(85)},
		{"remove everything beyond 80", durIs(80)},
		{"borrá todo pasado el 85", durIs(85)},
	},
	"se vaya / se va at a time or with a thing is its end": {
		// "would leave out vaya" (read as a move)
		{"que el logo se vaya en el segundo 7 y medio", timesIs("logo.png", "2-7.5")},
		{"que el corazon se vaya a los 8 segundos", stickerTimes("heart", "6-8")},
		{"que el logo se vaya cuando termina el titulo", timesIs("logo.png", "2-4")},
		{"el logo se va en el 6", timesIs("logo.png", "2-6")},
		// guard: a place is no end
		{"que el logo se vaya a la derecha", timesIs("logo.png", "2-10")},
	},
	"in total is the length of all of it": {
		{"que el video dure 60 segundos en total", nil}, // asked where it loses the time
		{"the logo should last 3 seconds in total", timesIs("logo.png", "2-5")},
	},
}

func TestI13v2Workshop(t *testing.T) {
	runFixtureTable(t, "i13v2 workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13v2Cases)
}
