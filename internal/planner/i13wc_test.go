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
	"the title among several texts: the one opening the video, centred": {
		// asked which of the opener, the label and the closing line
		{"make the title a bit larger", scaleIs("Welcome to the Workshop", 1.2)},
		{"put the title at the top", textIs("Welcome to the Workshop", 0, 4, "top", "")},
		{`el titulo que diga "Bienvenidos"`, textIs("Bienvenidos", 0, 4, "center", "")},
		{"poné una estrella mientras está el título", stickerTimes("star", "0-4")},
		{"que el corazón salga cuando termina el titulo", stickerTimes("heart", "4-7")},
		// guards: a place said picks by place; the closing and the label
		// keep their names; the subtitles stay the subtitles
		{"move the bottom title up", textIs("Ana Pérez · Head Baker", 5, 9, "top", "label")},
		{"poné arriba el título", textIs("Welcome to the Workshop", 0, 4, "top", "")},
		{"delete the closing title", textGone("Thanks for watching!")},
		{"agrandá el cartel del nombre", scaleIs("Ana Pérez · Head Baker", 1.5)},
		{"make the subtitles smaller", both(scaleIs("today we bake sourdough", 0.6), scaleIs("first, the starter", 0.6))},
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
