package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// What i13v18 and i13v19 left (their closing notes), fixed as general
// rules (i13v20). A nil check wants a question or a refusal.

// leftWorkshopCases run on the workshop project (the logo at 0.25, top
// right at 785,-365, above the top spot at -351; the heart at the bottom
// right, 798,378, scale 1; five texts, two of them subtitles).
var leftWorkshopCases = map[string][]vcase{
	"a way said never moves the other way": {
		// the logo sits above the top spot: "up" moved it 14 px down;
		// a step up instead, as "raise the logo" is
		{"the logo, move it up", logoAt(785, -405)},     // i13v21: a step stops at the frame's edge (it was -473, out of the frame)
		{"move the logo up", logoAt(785, -405)},         // i13v21: a step stops at the frame's edge (it was -473, out of the frame)
		{"move the logo right", logoAt(825, -365)},      // i13v21: a step stops at the frame's edge (it was x 977, out of the frame)
		{"mové el logo para arriba", logoAt(785, -405)}, // i13v21: a step stops at the frame's edge (it was -473, out of the frame)
		// guards: a way toward an edge that is that way goes to the edge;
		// a place said is the place; a step said is a step
		{"move the heart up", stickerAt("heart", 798, -378)},
		{"move the heart to the top", stickerAt("heart", 798, -378)},
		{"move the logo to the top", logoAt(785, -365)}, // i13v21: already nearer that edge than the spot, it stays (it went 14 px down, to the spot)
		{"move the logo left", logoAt(-771, -365)},
		{"subí el logo", logoAt(785, -405)},           // i13v21: a step stops at the frame's edge (it was -473, out of the frame)
		{"move the logo up a bit", logoAt(785, -405)}, // i13v21: a step stops at the frame's edge (it was -473, out of the frame)
		{"move the logo 20 px up", logoAt(785, -385)},
		// at the bottom spot already: it stays (a step would push it out)
		{"move the heart down", stickerAt("heart", 798, 378)},
	},
	"them after two things said first": {
		{"the logo and the heart, make them smaller", both(scaleIs("logo.png", 0.15), stickerScaleIs("heart", 0.6))},
		{"el logo y el corazón, achicalos", both(scaleIs("logo.png", 0.15), stickerScaleIs("heart", 0.6))},
		{"the logo and the heart, move them to the left", both(logoAt(-771, -365), stickerAt("heart", -798, 378))},
		// "it" after two: which one is not said
		{"the logo and the heart, make it smaller", nil},
		// guard
		{"the logo, make it smaller", scaleIs("logo.png", 0.15)},
	},
	"a size said, then the one wanted": {
		// one usual step to the size wanted (refused: "no verb")
		{"el logo muy grande, hacelo chico", scaleIs("logo.png", 0.15)},
		{"the logo very big, make it small", scaleIs("logo.png", 0.15)},
		{"the logo so big, make small", scaleIs("logo.png", 0.15)},
		{"logo too small, make big", scaleIs("logo.png", 0.375)},
		{"el logo, hacelo chico", scaleIs("logo.png", 0.15)},
		// said alone: a size, as "el logo muy grande" is
		{"the logo very big", scaleIs("logo.png", 0.5)},
		// guards
		{"el logo muy grande", scaleIs("logo.png", 0.5)},
		{"the heart very small, do it bigger", stickerScaleIs("heart", 1.5)},
		{"the logo very big, the heart small", both(scaleIs("logo.png", 0.5), stickerScaleIs("heart", 0.6))},
		{"make the logo very small and the heart bigger", both(scaleIs("logo.png", 0.075), stickerScaleIs("heart", 1.5))},
	},
	"lift is raise": {
		{"lift the logo a bit", logoAt(785, -405)}, // i13v21: a step stops at the frame's edge (it was -473, out of the frame)
		{"lift the heart 20 px", stickerAt("heart", 798, 358)},
		{"raise the logo a bit", logoAt(785, -405)}, // i13v21: a step stops at the frame's edge (it was -473, out of the frame)
	},
	"one of a kind asks which": {
		{"make one text bigger", nil},
		{"delete one clip", nil},
		{"hide one subtitle", nil},
	},
}

func TestLeft17WorkshopCases(t *testing.T) {
	runFixtureTable(t, "left workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, leftWorkshopCases)
}

// leftInterviewCases run on the interview project (b-roll overlay 6–10
// over the interview 0–20, city 20–28; logo 0–4).
var leftInterviewCases = map[string][]vcase{
	"superponer is overlay": {
		// the one there, where it already plays (it was "I do not know
		// the word superpone"; then a second b-roll at 0)
		{"superponé el b-roll sobre la entrevista", both(timesIs("broll.mp4", "6-10"), countIs(timeline.ElementVideo, 3))},
		{"superponé el b-roll sobre la ciudad", both(timesIs("broll.mp4", "20-28"), countIs(timeline.ElementVideo, 3))},
		{"superponé el logo sobre la entrevista", timesIs("logo.png", "0-20")},
		// guard
		{"overlay the b-roll on the interview", both(timesIs("broll.mp4", "6-10"), countIs(timeline.ElementVideo, 3))},
	},
}

func TestLeft17InterviewCases(t *testing.T) {
	runFixtureTable(t, "left interview table", func(t *testing.T) *videotools.Editor { return interviewFixture(t) }, leftInterviewCases)
}

// TestLeft17OneOfAKindAsks: "one text" asks which one, as "one of the
// texts" does (it was refused: "would leave out one").
func TestLeft17OneOfAKindAsks(t *testing.T) {
	for prompt, want := range map[string]string{
		"make one text bigger":         `Which one do you mean by "one text"`,
		"delete one clip":              `Which one do you mean by "one clip"`,
		"make one of the texts bigger": `Which one do you mean by "the texts"`,
	} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if plan.OK() || !strings.HasPrefix(plan.Reply, want) {
			t.Errorf("%q: %s, want a question starting %q", prompt, plan.Reply, want)
		}
	}
}
