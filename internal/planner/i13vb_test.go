package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// i13vbTrimmed: the one element of asset plays its file from in to out
// (seconds of the file), wherever it now sits.
func i13vbTrimmed(asset string, in, out float64) check {
	return func(p *timeline.Project) string {
		var got []string
		for _, t := range p.Tracks {
			for _, e := range t.Elements {
				if e.Name != asset {
					continue
				}
				a, b := e.TrimStart.Seconds(), e.TrimStart.Seconds()+e.Duration.Seconds()
				if len(got) == 0 && near(a, in) && near(b, out) {
					return ""
				}
				got = append(got, fmt.Sprintf("%v-%v", a, b))
			}
		}
		return fmt.Sprintf("%s plays %v of its file, want %v-%v", asset, got, in, out)
	}
}

var i13vbCases = map[string][]vcase{
	"seconds said to be too many are cut": {
		// i13tb fixture: sofia-intro.mp4 0–10, kid-finish.mp4 10–20 (main)
		{"a sofia intro le sobran 2 segundos al principio", i13vbTrimmed("sofia-intro.mp4", 2, 10)},
		{"al clip del kid le sobran como 3 segundos al final", i13vbTrimmed("kid-finish.mp4", 0, 7)},
		{"a sofia intro le sobran 2 segundos al comienzo, quitaselos", i13vbTrimmed("sofia-intro.mp4", 2, 10)},
		{"al clip del kid le sobra un segundo al final, sacalo", i13vbTrimmed("kid-finish.mp4", 0, 9)},
		{"recorta el principio de sofia intro, le sobran dos segundos", i13vbTrimmed("sofia-intro.mp4", 2, 10)},
		{"cortá el final del kid finish, los ultimos 3 segundos sobran", i13vbTrimmed("kid-finish.mp4", 0, 7)},
		{"recortá el final de sofia intro, le sobran unos 2 segundos", i13vbTrimmed("sofia-intro.mp4", 0, 8)},
		// guards: "sobra" with no length is the thing not wanted
		{"el sticker sobra, borralo", countIs(timeline.ElementSticker, 0)},
		// an ordinal that says the other edge is not taken
		{"cortá el final del kid finish, los primeros 3 segundos sobran", nil},
		// a verb of its own says what to do with the seconds
		{"a sofia intro le sobran 2 segundos, ponele musica", nil},
	},
	"skip the first or last seconds is cutting them": {
		{"skip the first 2 seconds of the kid clip, the camera is still focusing", both(wgMainEnds(18), i13vbTrimmed("kid-finish.mp4", 2, 10))},
		{"skip the last 3 secs of sofia intro", both(wgMainEnds(17), i13vbTrimmed("sofia-intro.mp4", 0, 7))},
		{"saltea los primeros 2 segundos del clip del kid", both(wgMainEnds(18), i13vbTrimmed("kid-finish.mp4", 2, 10))},
		// guards: "skip" before a thing may mean "do not add it"
		{"skip the title", nil},
		{"skip the first clip", nil},
		{"skip the music", nil},
	},
}

func TestI13vbTable(t *testing.T) { runFixtureTable(t, "i13vb", i13tbFixture, i13vbCases) }
