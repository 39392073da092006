package planner

import "testing"

// TestLookWithText: a look said first and a text after "with"/"con" are
// two edits (the look was dropped), and a degree said before the second
// of two looks is that look's only (black and white went to half).
func TestLookWithText(t *testing.T) {
	for _, c := range []struct{ prompt, want, not string }{
		{"black and white with 'MISSION' at the bottom", `"saturation":0}`, ""},
		{"black and white with 'MISSION' at the bottom", `"text":"MISSION"`, ""},
		{"blanco y negro con 'MISION' abajo", `"saturation":0}`, "selection"},
		{"blanco y negro con 'MISION' abajo", `"text":"MISION"`, ""},
		{"sepia with the text 'Summer' at the top", `"name":"sepia"`, ""},
		{"sepia con el texto 'Verano' arriba", `"text":"Verano"`, ""},
		{"sepia con el texto 'Verano' arriba", `"name":"sepia"`, ""},
		{"add 'Hola' with a shadow", `"text":"Hola"`, "looks.apply"}, // no look first: one text
		{"sepia with a soft vignette", `"vignette"`, "text.add"},     // a look after "with": kept
		// a degree before the second look is its own
		{"black and white and a little blurry", `"saturation":0}`, `"saturation":0.5`},
		{"black and white and a little blurry", `"blur-gaussian"`, ""},
		{"blanco y negro y un poco borrosa", `"saturation":0}`, `"saturation":0.5`},
		{"warmer and a bit brighter", `"warmth":30`, ""},
	} {
		checkPhotoSteps(t, c.prompt, PhotoState{}, c.want, c.not)
	}
}
