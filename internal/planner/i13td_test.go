package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// tdTripCases: a text's new words said without quotes (issue 13,
// development set 14): after "should say", and after "to" when they reword the old text ("change Summer 2024 to
// Summer 24" asked "24 of what").
var tdTripCases = map[string][]vcase{
	"should say": {
		{"the title should say Summer 25", both(textIs("Summer 25", 0, 3, "top", ""), countIs(timeline.ElementText, 1))},
	},
	"reworded": {
		{"change Summer 2024 to Summer 24", both(textIs("Summer 24", 0, 3, "top", ""), countIs(timeline.ElementText, 1))},
		{"cambiá Summer 2024 por Summer 25", both(textIs("Summer 25", 0, 3, "top", ""), countIs(timeline.ElementText, 1))},
		{"change Summer 2024 to SUMMER", both(textIs("SUMMER", 0, 3, "top", ""), countIs(timeline.ElementText, 1))},
		// guards: a number for the music is its volume
		{"change the song to 30", volumeIs("song.mp3", 0.3)},
	},
}

// tdWorkshopCases: "duck" lowers a sound; "perhaps" / "tal vez" before a
// value is a hedge, not a word left out; "a la mitad de transparencia" is
// half the opacity, not halfway through the video or half the size.
var tdWorkshopCases = map[string][]vcase{
	"duck": {
		{"duck the music to 10%", volumeIs("music.mp3", 0.1)},
	},
	"hedge": {
		{"Could you please make the music quieter, perhaps 40 percent?", volumeIs("music.mp3", 0.4)},
		{"bajá la música, tal vez al 30%", volumeIs("music.mp3", 0.3)},
		{"quizás bajá la música al 30%", volumeIs("music.mp3", 0.3)},
	},
	"half transparent": {
		{"el logo ponelo a la mitad de transparencia", opacityIs("logo.png", 0.5)},
		{"poné el logo a la mitad de opacidad", opacityIs("logo.png", 0.5)},
		{"make the logo half transparent", opacityIs("logo.png", 0.5)},
		// guard: "a la mitad" alone is still asked
		{"poné el logo a la mitad", nil},
	},
}

func TestI13tdRequests(t *testing.T) {
	runFixtureTable(t, "td trip", tripFixture, tdTripCases)
	runFixtureTable(t, "td workshop", workshop, tdWorkshopCases)
}
