package planner

import "testing"

// lead21PhotoCases: the lead's own photo wording of the twenty-first
// session (none from a held-out set).
var lead21PhotoCases = []ppcase{
	// a person's pronoun after "except" is the person (the whole photo was blurred)
	{"blur everything except him", "selection.subject selection.invert filters.applyMasked", nil},
	{"black and white except her", "selection.subject selection.invert adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}},
	{"todo en blanco y negro menos a ella", "selection.subject selection.invert adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}},
	{"blanco y negro todo menos él", "selection.subject selection.invert adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}},
	{"desenfocá todo menos el cielo", "selection.sky selection.invert filters.applyMasked", nil}, // guard: "el" is the article
	{"blur everything but her face", "selection.face selection.invert filters.applyMasked", nil}, // guard: her face
	{"blur everything except the title", "", nil}, // guard: not a person (a layer is not a region)
	// "his", "their" before a part
	{"brighten his face a little", "selection.face adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"brighten their faces", "selection.face adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	// "fix it" after a complaint is the complaint's remedy (refused: "say the look")
	{"the photo is too dark, fix it", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"la foto está muy oscura, arreglala", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"the photo looks washed out, can you fix it?", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"the photo looks kinda washed out", "", nil}, // guard: "kinda" is not dropped ("washed out" alone is a faded look: the opposite)
	{"fix it", "", nil},                           // guard: alone it says no way
}

func TestLead21Photo(t *testing.T) { runPhotoTable(t, lead21PhotoCases) }
