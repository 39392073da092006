package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Moves near the frame's edges (i13v21). On the workshop project the logo
// (270 px square at 0.25) sits at 785,-365: 40 px from the right and the
// top edges of the 1920x1080 frame, above and right of its edge spots
// (771,-351). The heart (216 px) is at its bottom-right spot, 798,378:
// 54 px from the right and bottom edges.
var edgesWorkshopCases = map[string][]vcase{
	"a step of no distance stops at the frame's edge": {
		// a tenth of the frame pushed the logo 152 px out of the frame
		{"move the logo up", logoAt(785, -405)},
		{"subí el logo un poco", logoAt(785, -405)},
		{"move the logo a bit to the right", logoAt(825, -365)},
		{"raise the logo a bit and to the right", logoAt(825, -405)},
		{"poné el logo más a la derecha", logoAt(825, -365)},
		{"move the heart a bit down", stickerAt("heart", 798, 432)},
		{"move the heart a bit to the left and down", stickerAt("heart", 606, 432)},
		{"move the logo and the heart a bit to the right", both(logoAt(825, -365), stickerAt("heart", 852, 378))},
		// measured at the size it is given with the step (0.3: 324 px)
		{"the logo up a bit and bigger", placedAt("logo.png", 0.3, 785, -378)},
		// already touching: nothing changes
		{"move the logo up, then move it up again", logoAt(785, -405)},
		// guards: a step with room is the usual step; a distance said in
		// pixels is done as said, out of the frame or not
		{"move the logo a bit down", logoAt(785, -257)},
		{"move the logo a bit to the left", logoAt(593, -365)},
		{"move the logo 100 px up", logoAt(785, -465)},
		{"move the logo 200 px right", logoAt(985, -365)},
		{"move the logo 20 px left and 100 px up", logoAt(765, -465)},
		// a text keeps its own rule (its anchor inside the frame)
		{"move the welcome text up a bit", textAt("Welcome to the Workshop", 0, -108)},
	},
	"an edge said as a place of a thing already nearer it stays": {
		// it went 14 px the other way, to the edge spot
		{"mové el logo arriba", logoAt(785, -365)},
		{"move the logo to the top", logoAt(785, -365)},
		{"poné el logo a la derecha", logoAt(785, -365)},
		{"move the logo to the right", logoAt(785, -365)},
		{"move the logo and the welcome text to the top", both(logoAt(785, -365), textIs("Welcome to the Workshop", 0, 4, "top", ""))},
		// guards: a corner, the centre with the edge, a margin said, a new
		// size, an edge away from it: the spot
		// ("arriba" is a place, so "arriba y a la izquierda" is the corner)
		{"move the logo to the top right corner", logoAt(771, -351)},
		{"move the logo to the top right", logoAt(771, -351)},
		{"centrá el logo arriba", logoAt(0, -351)},
		{"move the logo to the top, 20 px from the edge", logoAt(785, -385)},
		{"move the logo to the right, 10% from the edge", logoAt(633, -365)},
		{"move the logo to the bottom", logoAt(785, 351)},
		{"move the logo to the left", logoAt(-771, -365)},
		{"move the heart to the top", stickerAt("heart", 798, -378)},
	},
	"two ways said: each as if said alone": {
		// it jumped to the top-left corner spot, 14 px down
		{"move the logo up and left", logoAt(-771, -405)},
		{"move the logo up and right", logoAt(825, -405)},
		{"mové el logo arriba y a la izquierda", logoAt(-771, -351)},
		// guards: a corner said is the corner; ways with room go to the spots
		{"move the logo to the top left corner", logoAt(-771, -351)},
		{"move the logo down and left", logoAt(-771, 351)},
	},
}

func TestEdges17WorkshopCases(t *testing.T) {
	runFixtureTable(t, "edges workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, edgesWorkshopCases)
}

// A full-frame picture has no room to step inside the frame: it moves as
// it always did (the b-roll and the logo of the interview fill the frame).
var edgesInterviewCases = map[string][]vcase{
	"a full-frame picture steps as before": {
		{"move the b-roll a bit to the right", placedAt("broll.mp4", 1, 128, 0)},
		{"move the b-roll up a bit", placedAt("broll.mp4", 1, 0, -72)},
		{"move the b-roll to the top", placedAt("broll.mp4", 0.25, 0, -234)},
		{"move the logo a bit up", placedAt("logo.png", 1, 0, -72)},
	},
}

func TestEdges17InterviewCases(t *testing.T) {
	runFixtureTable(t, "edges interview table", func(t *testing.T) *videotools.Editor { return interviewFixture(t) }, edgesInterviewCases)
}

// TestEdges17Replies: the reply says a step stopped at the frame's edge,
// and that nothing changes for a thing already there.
func TestEdges17Replies(t *testing.T) {
	checkRepliesHave(t, map[string]string{
		"move the logo up":                        "Moved logo.png (e12) 40 px up, as far as the edge of the frame.",
		"move the logo up and right":              "Moved logo.png (e12) 40 px up and 40 px right, as far as the edges of the frame.",
		"move the logo up and left":               "Moved logo.png (e12) 40 px up (as far as the edge of the frame) and to the left.",
		"move the logo up, then move it up again": "already touches the top edge of the frame",
		"move the logo to the top":                "Nothing to change: logo.png (e12) is already at the top.",
		"poné el logo a la derecha":               "Nothing to change: logo.png (e12) is already on the right.",
	})
}
