package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lookComplaintCases run on the workshop project (interview.mp4 0–70,
// broll-city.mp4 70–82, broll-kitchen.mp4 82–92, logo.png 2–10, a heart
// 6–9, a vignette 70–82, the music).
var lookComplaintCases = map[string][]vcase{
	"a complaint of how a thing looks, beside the edit that fixes it (lookComplaintSetAside)": {
		{"make the logo 40% opacity, it looks way too strong", opacityIs("logo.png", 0.4)},
		{"ponele nitidez a la entrevista, se ve borrosa", effectIs("sharpen", 0, 70, "", 0)},
		{"el logo está muy fuerte, ponelo medio transparente", opacityIs("logo.png", 0.5)},
		{"the logo looks washed out, make it 70% opacity", opacityIs("logo.png", 0.7)},
		{"la foto del logo se ve cortada, achicala un poco", scaleIs("logo.png", 0.2)},
		{"Disculpe, el logo casi no se distingue, ¿podría hacerlo más grande?", scaleIs("logo.png", 0.375)},
		{"el corazón queda medio infantil, sacalo", goneIs("heart")},
		// guards: the complaint names another thing than the edit's, or
		// wishes a change of its own: asked or refused, not set aside
		{"make the logo 40% opacity, the heart looks weird", nil},
		{"ponele nitidez a la entrevista, el corazón se ve raro", nil},
		{"make the logo smaller, it should also be red", nil},
	},
}

func TestLookComplaint(t *testing.T) {
	runFixtureTable(t, "lookcomplaint", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, lookComplaintCases)
}
