package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// pipOf: the file put over the video as a small window in a corner.
func pipOf(asset string, start, end float64) check {
	return func(p *timeline.Project) string {
		if r := mediaIs(asset, timeline.TrackOverlay, start, end)(p); r != "" {
			return r
		}
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset })
		if v := es[len(es)-1].Visual; v == nil || v.Scale > 0.5 {
			return asset + " is not small"
		}
		return ""
	}
}

// i13wcCases run on the workshop project: things named the way people
// name them (the title, a text by its words, a small window).
var i13wcCases = map[string][]vcase{
	"a label said as a name tag": {
		// refused: "would leave out tag"
		{"delete the name tag", textGone("Ana Pérez · Head Baker")},
	},
	"a picture in picture said as a small box or window": {
		// refused: "would leave out a small box"
		{"put guest-cam.mp4 in a small box in the top left during the interview", pipOf("guest-cam.mp4", 0, 70)},
		{"show the guest cam in a little box bottom right from 10 to 30", pipOf("guest-cam.mp4", 10, 30)},
		{"poné la guest cam en un recuadro chico abajo a la derecha del 10 al 30", pipOf("guest-cam.mp4", 10, 30)},
		{"meté guest-cam.mp4 en una cajita arriba a la izquierda durante la entrevista", pipOf("guest-cam.mp4", 0, 70)},
		// the time a thing on the timeline says is kept (it went at 0 s)
		{"add guest-cam.mp4 as a small picture in the bottom left during the label", pipOf("guest-cam.mp4", 5, 9)},
		{"poné guest-cam.mp4 en una ventanita durante la etiqueta", pipOf("guest-cam.mp4", 5, 9)},
		// guards: a thing the project does not have is said, not dropped
		{"add guest-cam.mp4 as a small picture in the bottom left during the podium photo", nil},
		{"put the guest cam in a small box during the fireworks", nil},
	},
}

func TestI13wcCases(t *testing.T) { runFixtureTable(t, "i13wc", workshop, i13wcCases) }
