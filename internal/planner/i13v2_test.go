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
}

func TestI13v2Workshop(t *testing.T) {
	runFixtureTable(t, "i13v2 workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13v2Cases)
}
