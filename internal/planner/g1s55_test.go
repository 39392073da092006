package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// g1s55Cases: timing said of a thing picked by its edge, and "from N" said
// with a verb of coming on (session 55, sets 40/41), on the workshop
// project (title 0–4, logo 2–10, heart 6–9, thanks text 87–92 closing).
var g1s55Cases = map[string][]vcase{
	"a wish with \"que\" said of the thing at an edge": {
		// "el título del principio que arranque en el segundo 1": the
		// edge said which title (it was read as a time, 0 s to the end,
		// and the title ran over the whole video: silent)
		{"el título del principio que arranque en el segundo 1", timesIs("Welcome to the Workshop", "1-5")},
		{"el corazón del principio que empiece en el 3", stickerIs("heart", "bottom-right", 3, 6)},
		{"the title at the start should start at second 1", timesIs("Welcome to the Workshop", "1-5")},
		// neighbours: a verb before the thing keeps the edge a place; a
		// closing text keeps closing
		{"mové el logo al final que se vea", timesIs("logo.png", "84-92")},
		{"el texto del final que empiece en el 85", textIs("Thanks for watching!", 85, 92, "", "")},
	},
	"\"from N\" with a verb of coming on is when it starts": {
		// "can the floor plan show up a bit before, from 37": it ran from
		// 37 to the end of the video (silent)
		{"can the logo show up a bit later, from 20", timesIs("logo.png", "20-28")},
		{"make the logo appear from 20", timesIs("logo.png", "20-28")},
		{"que el logo aparezca desde el 20", timesIs("logo.png", "20-28")},
		{"make the thanks text show up from 85", textIs("Thanks for watching!", 85, 92, "", "")},
		// neighbour: "on"/"onwards" still runs to the end
		{"make the logo appear from 20 on", timesIs("logo.png", "20-92")},
	},
	"\"at the same moment\" is the time of what the clause before removed": {
		// "sacá el corazón y poné una estrella arriba a la derecha en el
		// mismo momento": the star ran over the whole video (silent)
		{"sacá el corazón y poné una estrella arriba a la izquierda en el mismo momento", stickerIs("star", "top-left", 6, 9)},
		{"delete the heart and add a star in the top left at the same time", stickerIs("star", "top-left", 6, 9)},
		// neighbour: "at the same time as" names its own time
		{"delete the heart and add a star in the top left at the same time as the logo", stickerIs("star", "top-left", 2, 10)},
	},
}

func TestG1S55Timing(t *testing.T) {
	runFixtureTable(t, "g1 s55 timing", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, g1s55Cases)
}
