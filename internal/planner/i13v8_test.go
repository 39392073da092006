package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// i13v8Cases: wrong edits seen on the workshop project (92 s: interview
// 0–70, city b-roll 70–82, kitchen b-roll 82–92, a vignette 70–82), each
// read by its general cause, with guards that keep nearby wordings.
var i13v8Cases = map[string][]vcase{
	// an effect said of a clip is the effect lying over that clip; the
	// clip is not a second thing to change (its volume was set, or the
	// vignette moved or retimed)
	"effect of a clip": {
		{"la viñeta del clip de la ciudad ponela a 45", effectIs("vignette", 70, 82, "intensity", 45)},
		{"bajale la viñeta al clip de la ciudad a 25", effectIs("vignette", 70, 82, "intensity", 25)},
		{"la vineta sobre el clip de la ciudad subila a 70", effectIs("vignette", 70, 82, "intensity", 70)},
		{"turn the vignette on the city b-roll down to 15", effectIs("vignette", 70, 82, "intensity", 15)},
		{"set the vignette over the city clip to 35", effectIs("vignette", 70, 82, "intensity", 35)},
		{"lower the vignette of the city clip to 40%", effectIs("vignette", 70, 82, "intensity", 40)},
		{"delete the vignette on the city clip", countIs(timeline.ElementEffect, 0)},
		// none there: asked, naming where it is
		{"borrá la viñeta del clip de la cocina", nil},
		{"set the vignette over the interview to 30", nil},
		{"la viñeta del intro subila a 60", nil},
		{"la vineta del intro bajala a 10", nil},
		{"el brillo del intro subilo a 40", nil},
		// guards
		{"la viñeta subila a 60", effectIs("vignette", 70, 82, "intensity", 60)},
		{"set the vignette to 20", effectIs("vignette", 70, 82, "intensity", 20)},
		{"apply sepia to the city clip", effectIs("sepia", 70, 82, "", 0)},
		{"the city clip's volume to 60", volumeIs("broll-city.mp4", 0.6)},
		{"el clip de la ciudad al 50% de volumen", volumeIs("broll-city.mp4", 0.5)},
		{"put the vignette on the kitchen clip", effectIs("vignette", 82, 92, "", 0)},
		{"the vignette should only be on the kitchen clip", effectIs("vignette", 82, 92, "", 0)},
	},
	// a text verb said of a thing is a new text over it, or asked for a
	// sound (Ana's label was rewritten)
	"label of a thing": {
		{"label the music with 'Song'", nil},
		{"etiqueta la musica con 'Tema'", nil},
		{"label the music 'Song'", nil},
		{"label the logo 'Bakery'", both(textIs("Bakery", 2, 10, "", ""), textIs("Ana Pérez · Head Baker", 5, 9, "bottom", "label"))},
		{"caption the city clip with 'Downtown'", both(textIs("Downtown", 70, 82, "", ""), textIs("Ana Pérez · Head Baker", 5, 9, "bottom", "label"))},
		// guard: the label itself
		{"change the label to 'Chef Ana'", textIs("Chef Ana", 5, 9, "bottom", "label")},
	},
}

func TestI13v8(t *testing.T) {
	runFixtureTable(t, "i13v8", workshop, i13v8Cases)
}
