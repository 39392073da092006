package planner

import "testing"

// f6PhotoCases: a photo called a "shot", what the photo is for said with
// a complement ("para la carta de vinos"), and where a part ends up after
// a mirror said with "is on". want: every fragment must be in the plan's
// steps (as JSON); "" wants no plan; not: a fragment that must not be
// there.
var f6PhotoCases = []struct {
	prompt, want, not string
}{
	// "this shot" in a photo is the photo
	{"this shot is too dark for the flyer, brighten it", `"brightness"`, "selection"},
	{"esta toma está muy oscura, aclarala", `"brightness"`, "selection"},
	{"brighten the shot", `"brightness"`, "selection"},
	// a purpose with its complement is why, not a part
	{"ponela en blanco y negro para la tarjeta de cumpleaños", `"saturation":0`, "selection"},
	{"make it warmer for the menu of the bakery", `"warmth"`, "selection"},
	{"make it warmer for the menu", `"warmth"`, "selection"}, // as before
	// where a part ends up after a mirror
	{"mirror it so the dog is on the left", `"document.flip"`, ""},
	{"flip it so the dog ends up on the left", `"document.flip"`, ""}, // as before
	{"flip it upside down so the dog is on the left", "", ""},         // the flip cannot put it there: asked
}

func TestF6PhotoReaders(t *testing.T) {
	for _, c := range f6PhotoCases {
		checkPhotoSteps(t, c.prompt, PhotoState{}, c.want, c.not)
	}
}
