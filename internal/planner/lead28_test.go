package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestWholeVideoLength: a length for the whole video that is shorter than
// its content asks where the time should go (the end was cut, with whole
// clips and titles in it); a clause that says cut, trim or shorten cuts the
// end, and so does one that says where the video ends.
func TestWholeVideoLength(t *testing.T) {
	runFixtureTable(t, "whole-video length", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"length alone": {
			{"make the video 60 seconds long", nil},
			{"I want the whole video to last a minute", nil},
			{"que el video dure 60 segundos", nil},
			{"quiero que el video completo dure un minuto", nil},
		},
		"guards": {
			{"cut the video to 60 seconds", durIs(60)},
			{"recortá el video a 60 segundos", durIs(60)},
			{"shorten the video by 30 seconds", durIs(62)},
			{"make the video end at 60", durIs(60)},
			{"make the logo last 6 seconds", timesIs("logo.png", "2-8")},
		},
	})
}
