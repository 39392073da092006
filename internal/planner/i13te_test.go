package planner

import "testing"

// teCases: a part kept sharp beside a blur of everything, said with
// "siga", a modal or "que"; everything but the background; a look "than
// now"; what a look is for said with no comma before it. ops "" is a
// refusal whose reply holds refusal.
var teCases = []photoRow{
	// "que la cara siga enfocada": the face left out of the blur (it was
	// blurred with the rest and sharpened after: silent)
	{prompt: "desenfocá todo pero que la cara siga enfocada", ops: "selection.face selection.invert filters.applyMasked", conds: []string{"filters.applyMasked:id=blur-gaussian"}},
	{prompt: "desenfoca toda la foto y que la cara siga nítida", ops: "selection.face selection.invert filters.applyMasked", conds: []string{"filters.applyMasked:id=blur-gaussian"}},
	{prompt: "desenfocá todo pero la cara tiene que seguir enfocada", ops: "selection.face selection.invert filters.applyMasked", conds: []string{"filters.applyMasked:id=blur-gaussian"}},
	{prompt: "blur everything but keep the face sharp", ops: "selection.face selection.invert filters.applyMasked", conds: []string{"filters.applyMasked:id=blur-gaussian"}},
	{prompt: "blur everything but the face should stay sharp", ops: "selection.face selection.invert filters.applyMasked", conds: []string{"filters.applyMasked:id=blur-gaussian"}},
	{prompt: "blur the whole thing, her face has to stay in focus", ops: "selection.face selection.invert filters.applyMasked", conds: []string{"filters.applyMasked:id=blur-gaussian"}},
	// a part said to stay as it is after "que" or a modal
	{prompt: "oscurecé todo pero que el cielo quede igual", ops: "selection.sky selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "darken everything but the sky should stay the same", ops: "selection.sky selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	// everything but the background is the subject (it was the background)
	{prompt: "blur everything but the background", ops: "selection.subject filters.applyMasked", conds: []string{"filters.applyMasked:id=blur-gaussian"}},
	{prompt: "oscurecé todo menos el fondo", ops: "selection.subject adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	// guards: the background, and everything but the subject
	{prompt: "blur the background", ops: "selection.subject selection.invert filters.applyMasked"},
	{prompt: "blur everything except the subject", ops: "selection.subject selection.invert filters.applyMasked"},
	{prompt: "desenfocá el fondo pero dejá la cara nítida", ops: "selection.subject selection.invert filters.applyMasked"},
	{prompt: "blur the background but keep the cup sharp", ops: "selection.subject selection.invert filters.applyMasked"},
	// a look "than now": the look (it was refused, "than" left out)
	{prompt: "make it warmer than now", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "a bit brighter than it is", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "más cálida que ahora", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "un poco más fría que como está", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth<0"}},
	// what a look is for, with no comma: a reason, not a part to edit
	{prompt: "darken the background so the subject stands out", ops: "selection.subject selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "blur the background so that she stands out more", ops: "selection.subject selection.invert filters.applyMasked"},
	{prompt: "oscurecé el fondo así resalta la persona", ops: "selection.subject selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "more contrast so the sky pops", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast>0"}},
	// muted colours said of the photo: its remedy (it was desaturated further)
	{prompt: "está apagada", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation>1"}},
	{prompt: "la foto está muy apagada", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation>1"}},
	{prompt: "hacela más apagada", ops: "adjustments.desaturate"},
	// guard: a part it cannot select stays refused
	{prompt: "darken the table so the cup stands out", refusal: `cannot select "the table"`},
}

func TestI13tePhotoRequests(t *testing.T) { runPhotoRows(t, teCases) }
