package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lookComplaintKindCases run on the workshop project (interview.mp4 0–70,
// broll-city.mp4 70–82, broll-kitchen.mp4 82–92, logo.png 2–10, a heart
// 6–9, a vignette 70–82, the music). A complaint beside an edit is set
// aside only when the edit changes what it complains of; a complaint of
// another kind asks an edit of its own and the request stays asked.
var lookComplaintKindCases = map[string][]vcase{
	"the complaint's kind is what the edit changes: set aside": {
		{"the heart looks tiny, make it bigger", anyPlan},
		{"el corazón se ve muy chiquito, agrandalo", anyPlan},
		{"make the logo 50% opacity, it's too distracting", opacityIs("logo.png", 0.5)},
		{"bajale la intensidad a la viñeta, quedó muy oscura", anyPlan},
		{"the vignette looks awful, remove it", anyPlan},
		{"sacale la viñeta, quedó horrible", anyPlan},
		{"flip the logo horizontally, it looks mirrored", flippedH("logo.png")},
		{"sacale la viñeta a la ciudad, se ve muy oscura", anyPlan},
	},
	"the complaint read as an edit of its own, by the readers before: both done": {
		{"poné el logo abajo a la derecha, se ve enorme", scaleIs("logo.png", 0.15)},
		{"la ciudad se ve borrosa, sacale la viñeta", anyPlan},
	},
	"a complaint before a command with a value, of another kind: both done or refused, not set aside (remedyOfItsKind)": {
		{"the logo is too big, make it 50% opacity", both(scaleIs("logo.png", 0.15), opacityIs("logo.png", 0.5))},
		{"el logo es muy chico, ponelo al 80% de opacidad", both(scaleIs("logo.png", 0.375), opacityIs("logo.png", 0.8))},
		{"the logo is too dark, make it 50% opacity", nil},
		// of its kind, or of no kind: the reason, set aside as before
		{"el logo es muy grande, achicalo a la mitad", scaleIs("logo.png", 0.125)},
		{"the logo is way too big, make it 50% smaller", scaleIs("logo.png", 0.125)},
		{"la viñeta está muy oscura, bajala a 30", anyPlan},
		{"el corazón está torcido, hacelo más chico", anyPlan},
		{"make the logo 50% opacity, it looks tiny", both(opacityIs("logo.png", 0.5), scaleIs("logo.png", 0.375))},
	},
	"the complaint asks a change of another kind: stays asked": {
		{"move the logo to the left, it looks way too big", nil},
		{"el logo se ve muy oscuro, hacelo más grande", nil},
		{"the heart looks blurry, make it smaller", nil},
		{"the logo looks washed out, make it bigger", nil},
		{"the vignette is too dark, make it black and white", nil},
	},
}

// anyPlan: planned, whatever the values (the kind rule is what is tested).
func anyPlan(*timeline.Project) string { return "" }

func TestLookComplaintKind(t *testing.T) {
	runFixtureTable(t, "lookcomplaintkind", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, lookComplaintKindCases)
}
