package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestEdgeOfANamedClipSession56: the first or last seconds of a clip said
// by its name after the Spanish "a" ("sacale los últimos 2 segundos a
// broll city": the video's last 2 s were read, refused as not inside the
// clip), and a thing made to end or start "there" after such a cut (the
// cut clip's new end; it was asked which time "ahí" was).
func TestEdgeOfANamedClipSession56(t *testing.T) {
	runFixtureTable(t, "edge of a named clip", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"the seconds after \"a\" are the named clip's": {
			{"sacale los ultimos 2 segundos a broll city", both(timesIs("broll-city.mp4", "70-80"), timesIs("broll-kitchen.mp4", "80-90"))},
			{"sacale los últimos 2 segundos a la entrevista", both(timesIs("interview.mp4", "0-68"), timesIs("broll-city.mp4", "68-80"))},
			{"cut the last 2 seconds of broll city", both(timesIs("broll-city.mp4", "70-80"), timesIs("broll-kitchen.mp4", "80-90"))},
		},
		"\"a\" before no name of the project is still asked": {
			{"sacale los ultimos 2 segundos a un clip", nil},
		},
		"a thing ends or starts where the cut closed": {
			{"cortá los ultimos 2 segundos de la entrevista y que la música termine ahi tambien", both(timesIs("interview.mp4", "0-68"), timesIs("music.mp3", "0-68"))},
			{"cut the last 3 seconds of the interview and make the music end there too", both(timesIs("interview.mp4", "0-67"), timesIs("music.mp3", "0-67"))},
		},
		"a stretch said by its times still asks where \"there\" is": {
			{"cortá del 10 al 12 y que la música termine ahí", nil},
			{"cortá los ultimos 2 segundos de la entrevista y poné una estrella ahí", nil},
		},
	})
}

// TestEdgeAmountAfterCommaSession56: an edge of a thing cut with no amount,
// then after the comma only that edge's seconds ("recortá el final del
// clip del taller, los ultimos 2 seg": refused, "say how much to trim"),
// is those seconds of the thing. The other edge's seconds are not read
// so.
func TestEdgeAmountAfterCommaSession56(t *testing.T) {
	runFixtureTable(t, "edge amount after a comma", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"the seconds after the comma are the edge's": {
			{"recortá el final del clip de la ciudad, los ultimos 2 seg", both(timesIs("broll-city.mp4", "70-80"), timesIs("broll-kitchen.mp4", "80-90"))},
			{"recortá el principio de la entrevista, los primeros 3 segundos", both(timesIs("interview.mp4", "0-67"), timesIs("broll-city.mp4", "67-79"))},
			{"trim the end of the city clip, the last 3 seconds", both(timesIs("broll-city.mp4", "70-79"), timesIs("broll-kitchen.mp4", "79-89"))},
		},
		"the other edge's seconds are not read as it": {
			{"recortá el final del clip de la ciudad, los primeros 2 seg", nil},
		},
	})
}
