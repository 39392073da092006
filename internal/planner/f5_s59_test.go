package planner

import "testing"

// f5s59PhotoCases: a reason said beside a clear edit never sinks it nor
// adds an edit of its own: what the photo will be used for ("to share",
// "para mandarla"), a dislike of how it turned out before an undo, and
// "the contrast is too harsh" (the contrast is what is harsh, not a look
// to raise); the ground with where it is ("on the floor down below"). want:
// every fragment must be in the plan's steps (as JSON); "" wants no plan;
// not: a fragment that must not be there.
var f5s59PhotoCases = []struct {
	prompt, want, not string
}{
	// a use after "to"/"para" is why, not a word to read
	{"lighten it, way too dark to share", `"brightness":`, "selection"},
	{"está re oscura para subirla, aclarala", `"brightness":`, "selection"},
	{"make it warmer, it's for posting", `"warmth"`, "selection"},
	{"more contrast to print it", `"contrast"`, "selection"},
	// a dislike, then the undo
	{"i really don't like it, undo that", `"history.undo"`, "adjustments"},
	{"no me convence, deshacelo", `"history.undo"`, "adjustments"},
	// a dislike that names a look may ask for something else: not guessed
	{"no me gusta el sepia, deshacelo", "", ""},
	// "the contrast is too harsh": less contrast, said once
	{"the contrast looks too harsh", `"contrast":-`, `"contrast":1`},
	{"el contraste quedó muy duro", `"contrast":-`, `"contrast":1`},
	{"the contrast is too harsh, tone it down", `"contrast":-`, `"contrast":1`},
	// the ground with where it is
	{"darken the floor at the bottom", `"selection.sky"`, ""},
	{"aclará el piso de abajo", `"selection.sky"`, ""},
	// the words after a title's colon, in capitals with a number, are the text
	{"title at the top: SUMMER CAMP 2030", `"text":"SUMMER CAMP 2030"`, ""},
	{"texto abajo: FINAL 2031", `"text":"FINAL 2031"`, ""},
	{"caption in the middle: HELLO", `"text":"HELLO"`, ""}, // as before
}

func TestF5S59PhotoReasons(t *testing.T) {
	for _, c := range f5s59PhotoCases {
		checkPhotoSteps(t, c.prompt, PhotoState{Width: 800, Height: 600, UndoDepth: 2}, c.want, c.not)
	}
}
