package planner

import "testing"

// i13hcAimCases: what an edit is meant to do, said after it ("…, que
// resalte el granero", "…, so the colours pop"), is its aim: no edit of its
// own, never a part to select (refused: "would leave out resalte").
var i13hcAimCases = []ppcase{
	{"subile el contraste, que resalte el cielo", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast>0"}},
	{"más brillo, que se destaque la cara", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"dale más color, que los tonos exploten", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"make it more vivid, so the colours pop", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"more contrast, so the sky stands out", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast>0"}},
	{"make it warmer, so it pops", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},
	// guards: an aim alone is no edit
	{"que resalte", "", nil},
	{"so it pops", "", nil},
}

func TestI13hcAim(t *testing.T) { runPhotoTable(t, i13hcAimCases) }

// i13hcMindCases: a change of mind said beside an undo or a redo is why
// it is asked, no word of the edit ("would leave out mind").
var i13hcMindCases = []ppcase{
	{"undo the last change, i changed my mind", "history.undo", nil},
	{"deshacé el último cambio, cambié de opinión", "history.undo", nil},
	{"I've changed my mind, undo the blur", "history.undo", nil},
	{"undo that, on second thought", "history.undo", nil},
	{"deshacé eso, pensándolo bien", "history.undo", nil},
	{"actually i changed my mind, undo it", "history.undo", nil},
	{"me arrepentí, deshacelo", "history.undo", nil},
}

func TestI13hcMind(t *testing.T) { runPhotoTable(t, i13hcMindCases) }

// i13hcAimTailCases: the aim typed after a comma that did not split the
// clause.
var i13hcAimTailCases = []ppcase{
	{"más saturación en general, que resalte", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"subí el contraste, que destaque", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast>0"}},
	{"more saturation overall, so it pops", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
}

func TestI13hcAimTail(t *testing.T) { runPhotoTable(t, i13hcAimTailCases) }
