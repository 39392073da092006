package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// placeNowCases: a remark that says where a thing is now, or that it is
// hard to read, beside a command that puts it elsewhere (placenow.go). On
// the workshop project: "Welcome to the Workshop" 0–4 in the center. nil:
// asked or refused.
var placeNowCases = map[string][]vcase{
	"where it is now, beside where it goes": {
		// were: "would leave out hard", "no verb or edit I know"
		{"the title is hard to read in the middle, move it up top", textPosIs("Welcome to the Workshop", "top")},
		{"the title is difficult to read, move it up top", textPosIs("Welcome to the Workshop", "top")},
		{"el título no se lee en el medio, subilo arriba", textPosIs("Welcome to the Workshop", "top")},
		// was: a text "cuesta leerlo" added (silent)
		{"el título cuesta leerlo, ponelo arriba", textPosIs("Welcome to the Workshop", "top")},
		// were: "read as hide: would leave out center"
		{"move the title up top, in the middle it covers the bread", textPosIs("Welcome to the Workshop", "top")},
		{"el título ponelo arriba, en el medio tapa el pan", textPosIs("Welcome to the Workshop", "top")},
	},
	"the same place in both stays as it was": {
		// no place to move to is said: what should change?
		{"the title is hard to read in the middle, fix it", nil},
	},
}

func TestPlaceNow(t *testing.T) {
	runFixtureTable(t, "place now", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, placeNowCases)
}
