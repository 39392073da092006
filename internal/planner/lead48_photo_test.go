package planner

import "testing"

// lead48PhotoCases: what an undo is for, a photo named by "la del X", an
// emphatic "itself", a neutral look wished after a cast is taken out, and a
// part made more of its own colour by the colour's name. want: every
// fragment must be in the plan's steps (as JSON); "" wants no plan (a
// question or a refusal, nothing changed); not: a fragment that must not
// be there.
var lead48PhotoCases = []struct {
	prompt, want, not string
	undo              int
}{
	// beside an undo, the thing wished back is what the undo is for
	{"deshacé eso, quiero el color de vuelta", `"history.undo"`, "adjustments", 1},
	{"undo that, I want the colour back", `"history.undo"`, "adjustments", 1},
	{"undo, i want my sky back", `"history.undo"`, "selection", 1},
	{"quiero el color de vuelta", "", "", 1}, // no undo said: asked
	// "la del cohete": the photo said by what it shows, its noun left out,
	// is the photo, not a part
	{"bajale la saturacion a la del perro, que quede mas apagada", `"adjustments.desaturate"`, "selection", 0},
	{"dale más contraste a la del faro", `"contrast"`, "selection", 0},
	{"bajale la saturacion a la del cielo", `"selection.sky"`, "", 0}, // a part: the sky
	// "itself" after a part is emphasis
	{"blur everything behind the dog, keep the dog itself sharp", `"blur-gaussian"`, "", 0},
	// a neutral look wished after a cast is taken out is why
	{"sacale lo azul, que se vea mas neutra", `"warmth"`, "", 0},
	{"take the blue out, so it looks more neutral", `"warmth"`, "", 0},
	{"hacela más brillante, que se vea más neutra", "", "", 0}, // brighter makes it no more neutral: asked
	// a surface behind the thing is the background around it
	{"blur the table behind the dog", `"selection.invert"`, "", 0},
	{"desenfocá la mesa detrás de la taza", `"selection.invert"`, "", 0},
	{"blur the table", "", "", 0}, // a surface alone may be one thing among others: asked
	// a part more of its own colour, said by the colour's name
	{"el cielo mas celeste y el pasto dejalo igual", `"range":"blues"`, "greens", 0},
	{"make the sea more blue", `"range":"blues"`, "", 0},
	{"el pasto más verde", `"range":"greens"`, "", 0},
	{"el pasto más amarillo", "", "", 0}, // another colour: still asked
}

func TestLead48PhotoReaders(t *testing.T) {
	for _, c := range lead48PhotoCases {
		st := PhotoState{}
		if c.undo > 0 {
			st.UndoDepth, st.UndoLabels = c.undo, []string{"Desaturate"}
		}
		checkPhotoSteps(t, c.prompt, st, c.want, c.not)
	}
}
