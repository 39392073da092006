package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A move said with a size, sizes said as the result or with a degree, a
// state before a verb, a second copy of a file, a place that says which
// text (i13v22). The workshop logo is 270 px square at 785,-365 (40 px
// from the right and top edges); the heart 216 px at 798,378.
var looks18WorkshopCases = map[string][]vcase{
	"a place or step said before a resize holds at the new size": {
		// the place was computed at the old size, then the logo grew past
		// the top edge (and past the right one)
		{"move the logo to the top and make it bigger", placedAt("logo.png", 0.375, 703.5, -283.5)},
		{"poné el logo arriba y hacelo más grande", placedAt("logo.png", 0.375, 703.5, -283.5)},
		{"move the logo to the top right corner and make it bigger", placedAt("logo.png", 0.375, 703.5, -283.5)},
		{"mové el logo a la esquina de arriba a la izquierda y agrandalo", placedAt("logo.png", 0.375, -703.5, -283.5)},
		{"move the heart to the bottom left and make it bigger", both(stickerScaleIs("heart", 1.5), stickerAt("heart", -744, 324))},
		{"move the logo to the bottom and make it much bigger", placedAt("logo.png", 0.5, 636, 216)},
		{"move the logo to the left and make it smaller", placedAt("logo.png", 0.15, -825, -365)},
		// a step grown past the edge ends touching it at the new size
		// (i13v23: the other axis inside too: x was 785, past the right edge)
		{"move the logo up a bit and make it bigger", placedAt("logo.png", 0.375, 757.5, -337.5)},
		{"subí el logo y agrandalo", placedAt("logo.png", 0.375, 757.5, -337.5)},
		{"the logo up a bit and much bigger", placedAt("logo.png", 0.5, 690, -270)},
		// guards: the size first, then the place; a move since is kept
		{"make the logo bigger and put it in the top right corner", placedAt("logo.png", 0.375, 703.5, -283.5)},
		{"move the logo to the top, then move it 100 px left and make it bigger", placedAt("logo.png", 0.375, 685, -365)},
		{"the logo up a bit and bigger", placedAt("logo.png", 0.3, 785, -378)},
	},
	"one way said with a place: each as if said alone": {
		// "to the left" made it the corner spot, 14 px down
		{"move the logo up and to the left", logoAt(-771, -405)},
		{"mové el logo para arriba y a la izquierda", logoAt(-771, -405)},
		{"mové el logo hacia arriba y a la izquierda", logoAt(-771, -405)},
		{"move the logo to the left and up", logoAt(-771, -405)},
		{"move the logo up and to the right", logoAt(785, -405)},
		{"subí el logo y a la derecha", logoAt(785, -405)},
		// guards: two places are the corner spot; two ways each alone
		{"mové el logo arriba y a la izquierda", logoAt(-771, -351)},
		{"move the logo to the top left", logoAt(-771, -351)},
		{"move the logo up and left", logoAt(-771, -405)},
		{"move the logo down and to the left", logoAt(-771, 351)},
	},
	"a size said as the result is the usual scale": {
		// refused ("no verb", "there is no chico"); a second heart was added
		{"the logo big", scaleIs("logo.png", 0.375)},
		{"make the logo big", scaleIs("logo.png", 0.375)},
		{"make the heart big", stickerScaleIs("heart", 1.5)},
		{"the logo big please", scaleIs("logo.png", 0.375)},
		{"hacé el logo chico", scaleIs("logo.png", 0.15)},
		{"hacé chico el logo", scaleIs("logo.png", 0.15)},
		{"el logo chico", scaleIs("logo.png", 0.15)},
		{"dejá el logo chico", scaleIs("logo.png", 0.15)},
		{"hacé el corazón chico", both(stickerScaleIs("heart", 0.6), countIs(timeline.ElementSticker, 1))},
		// guards
		{"make the logo small", scaleIs("logo.png", 0.15)},
		{"hacé el logo grande", scaleIs("logo.png", 0.375)},
		{"agrandá el logo chico", scaleIs("logo.png", 0.375)},
		{"make the logo bigger", scaleIs("logo.png", 0.375)},
	},
	"so before a size is a degree, as very is": {
		// it grew by half where "very big" doubled
		{"the heart so large", stickerScaleIs("heart", 2)},
		{"the heart so small", stickerScaleIs("heart", 0.3)},
		{"make the heart so big", stickerScaleIs("heart", 2)},
		{"make the heart really big", stickerScaleIs("heart", 2)},
		{"make the heart so small", stickerScaleIs("heart", 0.3)},
		{"the logo so big", scaleIs("logo.png", 0.5)},
		{"el corazón re chico", stickerScaleIs("heart", 0.3)},
		// guards
		{"the heart very big", stickerScaleIs("heart", 2)},
		{"el corazón bien grande", stickerScaleIs("heart", 2)},
		{"the logo so big, make it small", scaleIs("logo.png", 0.15)},
		{"so make the logo bigger", scaleIs("logo.png", 0.375)},
	},
	"a size with a degree before a pronoun verb is how the thing is": {
		// it was scaled, then hidden, turned or moved
		{"the logo very big, hide it", both(hiddenIs("logo.png", true), scaleIs("logo.png", 0.25))},
		{"el corazón bien grande, ocultalo", both(stickerHidden("heart"), stickerScaleIs("heart", 1))},
		{"the heart so big, hide it", both(stickerHidden("heart"), stickerScaleIs("heart", 1))},
		{"el logo muy grande, movelo arriba a la izquierda", placedAt("logo.png", 0.25, -771, -351)},
		{"the logo very big, rotate it 45 degrees", both(rotationIs("logo.png", 45), scaleIs("logo.png", 0.25))},
		// (refused: "big" under "make" read as the hook text style)
		{"make the logo very big and rotate it", both(rotationIs("logo.png", 90), scaleIs("logo.png", 0.5))},
		// guards: a size after it is the edit; no comma, or a comparative: two edits
		{"el logo muy grande, hacelo chico", scaleIs("logo.png", 0.15)},
		{"el logo muy grande", scaleIs("logo.png", 0.5)},
		{"the logo bigger, delete it", countIs(timeline.ElementImage, 0)},
	},
	"a place that says which text matches the subtitles too": {
		// the label alone was changed; the subtitles are at the bottom too
		{"make the bottom text yellow", nil},
		{"make the text at the bottom yellow", nil},
		{"make the bottom text bigger", nil},
		{"delete the bottom text", nil},
		{"move the bottom text to the top", nil},
		{"el texto de abajo en amarillo", nil},
		// guards: a title is not a subtitle; one text there is that one
		{"make the bottom title yellow", textColorIs("Ana Pérez · Head Baker", "#ffe600")},
		{"make the bottom label yellow", textColorIs("Ana Pérez · Head Baker", "#ffe600")},
	},
}

func TestLooks18WorkshopCases(t *testing.T) {
	runFixtureTable(t, "looks18 workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, looks18WorkshopCases)
}

// A second copy of a file already on the timeline (the interview's b-roll
// at 6–10), with no time said: when it plays is asked in every wording.
var looks18InterviewCases = map[string][]vcase{
	"another copy with no time asks when": {
		// it was added at 0 over the one there
		{"superponé otro b-roll sobre la entrevista", nil},
		{"agregá otro b-roll sobre la entrevista", nil},
		{"add another b-roll over the interview", nil},
		{"sumá otro b-roll arriba de la entrevista", nil},
		// guards: a time said; the file itself over a clip; English asked already
		{"add another b-roll at 12", mediaIs("broll.mp4", timeline.TrackOverlay, 12, 24)},
		{"add the b-roll over the interview", mediaIs("broll.mp4", timeline.TrackOverlay, 0, 12)},
		{"poné otro b-roll", nil},
		{"overlay another b-roll on the interview", nil},
	},
}

func TestLooks18InterviewCases(t *testing.T) {
	runFixtureTable(t, "looks18 interview table", func(t *testing.T) *videotools.Editor { return interviewFixture(t) }, looks18InterviewCases)
}

// TestLooks18Replies: the reply says what was done: the step stopped at
// the edge at the new size, the place said again, the texts asked among.
func TestLooks18Replies(t *testing.T) {
	checkRepliesHave(t, map[string]string{
		"the logo up a bit and bigger":                "logo.png (e12): scale 0.3, moved 13 px up, as far as the edge of the frame.",
		"el logo un poco más arriba y más grande":     "moved 13 px up, as far as the edge of the frame",
		"the logo a bit to the right and smaller":     "moved 67 px right, as far as the edge of the frame",
		"the heart down a bit and bigger":             "moved 32.4 px down, as far as the edge of the frame",
		"the label down a bit and bigger":             "moved 32.4 px down",
		"move the label down a bit":                   "Moved \"Ana Pérez · Head Baker\" (e15) 32.4 px down",
		"the logo up a bit and much bigger":           "moved 95 px down, to touch the top edge of the frame at its new size",
		"move the logo to the top and make it bigger": "scale 0.375, placed at the top at its new size",
		// guards: a step with room says the usual step
		"subí un poco la etiqueta": "a little up (a tenth of the frame)",
		"move the logo up":         "Moved logo.png (e12) 40 px up, as far as the edge of the frame.",
	})
}

// TestLooks18BottomTextAsks: the question lists the texts at the bottom,
// subtitles too (it listed the texts of the video but not them).
func TestLooks18BottomTextAsks(t *testing.T) {
	for _, prompt := range []string{"make the bottom text yellow", "el texto de abajo en amarillo", "delete the bottom text"} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if plan.OK() || !strings.Contains(plan.Reply, "first, the starter") || strings.Contains(plan.Reply, "Welcome") {
			t.Errorf("%q: %s, want the texts at the bottom asked among", prompt, plan.Reply)
		}
	}
}

// TestLooks18StateThenDelete: "el logo muy grande, borralo" only deletes
// (it was scaled first: a step the plan should not have).
func TestLooks18StateThenDelete(t *testing.T) {
	for _, prompt := range []string{"el logo muy grande, borralo", "el logo re grande, sacalo", "the logo really big, delete it",
		"el corazón muy chico, borralo", "el logo super chiquito, eliminalo"} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if !plan.OK() || len(plan.Steps) != 1 || plan.Steps[0].Tool != "delete_timeline_elements" {
			t.Errorf("%q: %s (%d steps), want one delete", prompt, plan.Reply, len(plan.Steps))
		}
	}
}
