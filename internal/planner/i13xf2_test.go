package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// xf2PhotoCases: review fixes. "too harsh" is less contrast only when the
// photo, its light, its contrast or a part of it is called harsh, with no
// negation before.
var xf2PhotoCases = []photoRow{
	// something else called harsh, or a limit: refused (it was less contrast: silent)
	{prompt: "the vignette is too harsh", refusal: "harsh"},
	{prompt: "make it more dramatic but not too harsh", refusal: "harsh"},
	{prompt: "the colours look too harsh", refusal: "harsh"},
	{prompt: "la viñeta quedo muy dura", refusal: "Not understood"},
	{prompt: "mas dramatico pero sin que quede tan duro", refusal: "Not understood"},
	// guards: the photo, the light, a part
	{prompt: "it looks too harsh", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast<0"}},
	{prompt: "bajale el contraste, se ve muy duro", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast<0"}},
	{prompt: "the light is way too harsh", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast<0"}},
	{prompt: "the sky looks too harsh", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast<0"}},
}

func TestI13xf2PhotoRequests(t *testing.T) { runPhotoRows(t, xf2PhotoCases) }

// xf2VideoCases: an ending verb after "when" is the end of the thing, not
// while it shows: refused or at its end (it was the whole interview).
var xf2VideoCases = map[string][]vcase{
	"an ending verb after when (eventLeaveWords)": {
		{"add a star when she closes the interview", nil},
		{"add a star when they skip the interview", nil},
		{"add a star when they wrap up the interview", nil},
	},
	"a range of years is the text's (pastYear)": {
		{"add a text saying Hola desde 2010 hasta 2020 at the top", textIs("Hola desde 2010 hasta 2020", 0, 5, "top", "")},
		{"add a text saying Hi from 1950 to 1960", textIs("Hi from 1950 to 1960", 0, 5, "bottom", "")},
		// guards: one year, and a time after it
		{"add a text saying See you in 2025", textIs("See you in 2025", 0, 5, "bottom", "")},
		{"add a text saying Hi from 1950 from 2 to 5", textIs("Hi from 1950", 2, 5, "bottom", "")},
	},
}

func TestI13xf2Video(t *testing.T) {
	runFixtureTable(t, "i13xf2", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, xf2VideoCases)
}
