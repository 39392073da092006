package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// volumeOver checks that an asset's sound is at v from a to b (the piece
// split off for it) and that a piece of it plays at another volume.
func volumeOver(asset string, a, b, v float64) check {
	return func(p *timeline.Project) string {
		found := false
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			if e.Audio == nil {
				continue
			}
			if near(e.Start.Seconds(), a) && near(e.End().Seconds(), b) && near(e.Audio.Volume, v) {
				found = true
			} else if near(e.Audio.Volume, v) {
				return "another piece of " + asset + " is at the new volume too"
			}
		}
		if !found {
			return "no piece of " + asset + " at that volume over that stretch"
		}
		return ""
	}
}

// A start said with a length is that stretch, in Spanish as in English
// (i13v24): "del 10 por 5 segundos" read "del 10" as nothing, so the
// length alone was the time ("cortá del 10 por 5 segundos" removed 5s–28s,
// "poné sepia del 10 por 5 segundos" was sepia at intensity 10 over 0–5).
// The interview is 28 s long.
var spans20InterviewCases = map[string][]vcase{
	"a start said with a length is that stretch": {
		// cut: 5s–28s was removed (a cut down to the length)
		{"cortá del 10 por 5 segundos", durIs(23)},
		{"cortá del 0:10 por 5s", durIs(23)},
		{"cortá del segundo 10 por 5 segundos", durIs(23)},
		{"borrá del 10 durante 5 segundos", durIs(23)},
		// "del 10 por 15 segundos": 15s–28s was removed
		{"cortá del 10 por 15 segundos", durIs(13)},
		// effects: the 10 was the intensity, over 0–5
		{"poné sepia del 10 por 5 segundos", effectIs("sepia", 10, 15, "intensity", 100)},
		{"poné blanco y negro del segundo 10 por 5 segundos", effectIs("grayscale", 10, 15, "", 0)},
		// a text: refused ("would leave out 10")
		{"agregá un texto \"hola\" del 10 por 5 segundos", textIs("hola", 10, 15, "", "")},
		// the volume: set on the whole music, the time dropped
		{"bajá la música al 50% del 10 por 5 segundos", volumeOver("music.mp3", 10, 15, 0.5)},
		// mute: refused in both languages ("would leave out from 10, for 5 seconds")
		{"silenciá la música del 10 por 5 segundos", volumeOver("music.mp3", 10, 15, 0)},
		{"silenciá la música desde el 10 durante 5 segundos", volumeOver("music.mp3", 10, 15, 0)},
		{"mute the music from 10 for 5 seconds", volumeOver("music.mp3", 10, 15, 0)},
		// "por" before a bare later number is "to" or "for": asked (it was 10–15)
		{"cortá del 10 por 15", nil},
		{"poné sepia desde el 10 por 15", nil},
		// guards: other starts with a length; ranges; a cut to a length; an open start; a length alone
		{"cortá desde el 10 por 5 segundos", durIs(23)},
		{"borrá desde el segundo 10 durante 5 segundos", durIs(23)},
		{"cortá a partir del 10 por 5 segundos", durIs(23)},
		{"cut from 10 for 5 seconds", durIs(23)},
		{"cut starting at 10 for 5 seconds", durIs(23)},
		{"cut from second 10 for 5s", durIs(23)},
		{"add the text \"hi\" starting at 10 for 5 seconds", textIs("hi", 10, 15, "", "")},
		{"set the music to 50% from 10 for 5 seconds", volumeOver("music.mp3", 10, 15, 0.5)},
		{"cortá del 10 al 15", durIs(23)},
		{"cortá de 10 a 15", durIs(23)},
		{"cut from 10 to 15", durIs(23)},
		{"silenciá la música del 10 al 15", volumeOver("music.mp3", 10, 15, 0)},
		{"cut the video to 20 seconds", durIs(20)},
		{"cortá desde el 10", durIs(10)},
		{"cortá del segundo 10", durIs(10)},
		{"poné un título \"hola\" de 3 segundos", textIs("hola", 0, 3, "", "")},
		{"mute the music", mutedIs("music.mp3", true)},
		{"cortá del 10 por 5", durIs(23)},
	},
}

func TestSpans20InterviewCases(t *testing.T) {
	runFixtureTable(t, "spans20 interview table", func(t *testing.T) *videotools.Editor { return interviewFixture(t) }, spans20InterviewCases)
}
