package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// eventPointCases run on the workshop project (interview.mp4 0–70,
// broll-city.mp4 70–82, broll-kitchen.mp4 82–92, music.mp3 0–92). nil:
// not planned (asked or refused).
var eventPointCases = map[string][]vcase{
	"a cut at a number, with what someone does then beside it (eventBesidePoint)": {
		// were: refused ("basic mode would leave out he, lands") or asked
		// ("the request says it twice")
		{"split the interview where she stops talking at 30", i13n2SplitAt("interview.mp4", 30)},
		{"make a cut in the interview right when he laughs, around 40s", i13n2SplitAt("interview.mp4", 40)},
		{"dividí la entrevista justo cuando ella se ríe, en el 40", i13n2SplitAt("interview.mp4", 40)},
		{"partí la música en el 50, justo cuando él se levanta", i13n2SplitAt("music.mp3", 50)},
		{"split the music at 50, where he sits down", i13n2SplitAt("music.mp3", 50)},
		// guards: no number, two numbers, an event that names a thing of
		// the project and disagrees, one that is a stretch ("while")
		{"split the interview where she stops talking", nil},
		{"split the interview where she stops talking at 30 and at 40", nil},
		{"split the music at 50, right where the city clip starts", nil},
		{"split the interview while she laughs, at 40", nil},
	},
}

// eventPointSunsetCases run on i13w2Fixture (atardecer.mp4 30–40, the
// sunset, music.mp3 0–50): a look word after an article is the name of a
// thing, checked against the project (restatedMoment).
var eventPointSunsetCases = map[string][]vcase{
	"a moment restated by a thing whose name is also a look": {
		// were: refused ("say what to do at that time")
		{"partí la música en el 30, justo donde arranca el atardecer", i13n2SplitAt("music.mp3", 30)},
		{"split the music at 30, right where the sunset starts", i13n2SplitAt("music.mp3", 30)},
		// guard: the project disagrees
		{"split the music at 35, right where the sunset starts", nil},
	},
}

func TestEventPoint(t *testing.T) {
	runFixtureTable(t, "eventpoint", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, eventPointCases)
	runFixtureTable(t, "eventpoint sunset", i13w2Fixture, eventPointSunsetCases)
}
