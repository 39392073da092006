package planner

import "testing"

// A colour family made stronger is its hue range more saturated. want: a
// fragment of the plan's steps;
// "" wants no plan; not: a fragment that must not be there.
func TestPhotoRaisedColour(t *testing.T) {
	for _, c := range []struct{ prompt, want, not string }{
		{"make the reds more saturated", `"range":"reds","saturation":30`, "selection"},
		{"boost the reds", `"range":"reds"`, ""},
		{"los rojos más intensos", `"range":"reds"`, ""},
		{"subile los rojos", `"range":"reds"`, ""},
		{"make the blues richer", `"range":"blues"`, ""},
		{"make the barn pop, a richer red", `"range":"reds"`, ""},
		// a colour of another part, a title's colour, nothing said: asked
		{"boost the reds in the sky", "", ""},
		{"make the title a richer red", "", ""},
		{"the reds", "", ""},
		{"a richer red", "", ""},
		// an edit for the cup's sake stays that edit
		{"oscurecé la mesa de madera, que la taza resalte", `"selection.invert"`, ""},
	} {
		checkPhotoSteps(t, c.prompt, PhotoState{Width: 240, Height: 160}, c.want, c.not)
	}
}

// "on top" after a new title's unquoted words is its place.
func TestPhotoTitleOnTop(t *testing.T) {
	for _, c := range []struct{ prompt, want, not string }{
		{"crop it square and put Open Studio on top", `"text":"Open Studio"`, "on top"},
		{"put Open Studio on top", `"position":"top"`, ""},
		{"put LIFTOFF on top", `"text":"LIFTOFF"`, "on top"},
		{"add the title 'Hello on top'", `"text":"Hello on top"`, ""}, // quoted: as typed
		{"put the logo on top", "", ""},                               // a thing, not words: asked
	} {
		checkPhotoSteps(t, c.prompt, PhotoState{Width: 240, Height: 160}, c.want, c.not)
	}
}
