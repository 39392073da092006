package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestSizeThatSaysWhich: a size said of several things says which of them
// ("delete the big texts", "borrá los textos que quedan muy grandes"): with
// nothing to pick by, a question or a refusal, never every text (all five
// were deleted, the Spanish one with its size read as the reason). Said of
// one thing, or as what a thing should be, the size is the edit, as
// before; the Spanish plurals of size words are read ("poné los textos
// grandes" added a text "grandes").
func TestSizeThatSaysWhich(t *testing.T) {
	runFixtureTable(t, "size says which", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"which": {
			{"delete the big texts", nil},
			{"remove the small texts", nil},
			{"borrá los textos que quedan muy grandes", nil},
			{"borrá los textos grandes", nil},
			{"sacá los textos pequeños", nil},
			{"delete the big text", nil}, // guard: which one, as before
		},
		"the edit": {
			{"poné los textos grandes", textScaleGrew("Welcome to the Workshop", true)},
			{"los subtítulos quedan muy grandes, achicalos", textScaleGrew("first, the starter", false)},
			{"make the texts bigger", textScaleGrew("Thanks for watching!", true)},
			{"delete the texts", textGone("Welcome to the Workshop")},
		},
	})
}

// TestOverlapRefusalNamesWhatIsThere: a clip moved or started where another
// is says which one and where it is ("que el clip de la cocina empiece en
// el 56" said it "would run over what follows" when the interview before
// it was in the way, or that its 10 s file could not last 36 s: a closing
// clip kept its end only where its file reaches).
func TestOverlapRefusalNamesWhatIsThere(t *testing.T) {
	for prompt, want := range map[string]string{
		"move the kitchen clip to 56":                "broll-kitchen.mp4 (e10) from 56s to 66s would run over interview.mp4 (e8), at 0s–70s, on its track",
		"que el clip de la cocina empiece en el 56":  "broll-kitchen.mp4 (e10) from 56s to 66s would run over interview.mp4 (e8), at 0s–70s",
		"make the city clip start at 60":             "would run over interview.mp4 (e8), at 0s–70s",
		"make the interview start at 5 and last 70s": "would run over broll-city.mp4 (e9), at 70s–82s, on its track; move that first, or say how long it should last",
	} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if plan.OK() || !strings.Contains(plan.Reply, want) {
			t.Errorf("%q: %s, want a refusal with %q", prompt, plan.Reply, want)
		}
	}
	checkRepliesHave(t, map[string]string{
		// the size said once: "Resized … to scale 0.375. Resized …."
		"poné el logo grande": "Resized logo.png (e12) to scale 0.375. Kept",
	})
}
