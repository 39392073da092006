package planner

import "testing"

// qyCases: helper i13qy's photo rows, in its own words. ops "" is a
// refusal whose reply holds refusal; otherwise the plan's ops, in order,
// and conditions on their params.
var qyCases = []photoRow{
	// a vignette on the edges is the vignette: "around the edges" said the
	// edges, not everything but them (the corners were left untouched)
	{prompt: "put a dark vignette around the edges", ops: "adjustments.apply", conds: []string{"adjustments.apply:type=vignette", "adjustments.apply:params.amount<0"}},
	{prompt: "vignette around the border please", ops: "adjustments.apply", conds: []string{"adjustments.apply:type=vignette"}},
	{prompt: "a vignette on the edges", ops: "adjustments.apply", conds: []string{"adjustments.apply:type=vignette"}},
	{prompt: "poné una viñeta alrededor de los bordes", ops: "adjustments.apply", conds: []string{"adjustments.apply:type=vignette"}},
	{prompt: "ponele viñeta en los bordes", ops: "adjustments.apply", conds: []string{"adjustments.apply:type=vignette"}},
	// another look around the edges is on the edges
	{prompt: "blur around the edges", ops: "selection.ellipse selection.invert selection.feather filters.applyMasked"},
	{prompt: "desenfocá alrededor de los bordes", ops: "selection.ellipse selection.invert selection.feather filters.applyMasked"},
	// guards: around a part is everything but it; a part left out stays out
	{prompt: "add a vignette around the face", ops: "selection.face selection.invert adjustments.apply"},
	{prompt: "darken everything but the edges", ops: "selection.ellipse selection.invert selection.feather selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "brighten all except the edges", ops: "selection.ellipse selection.invert selection.feather selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "vignette everything except the edges", refusal: "cannot leave them out"},
	{prompt: "make the edges darker", ops: "adjustments.apply", conds: []string{"adjustments.apply:type=vignette"}},
	// "without touching X", "sin tocar X": X is kept as it is, with or
	// without a comma or "but" before it (it was refused, "touching" left out)
	{prompt: "lighten the background without touching the face", ops: "selection.subject selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "darken the sky, without changing the grass", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "iluminá el fondo sin tocar la cara", ops: "selection.subject selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "más saturación en el cielo pero sin cambiar el pasto", ops: "selection.sky adjustments.applyMasked"},
	// guards: "without" a look or a thing is no kept part
	{prompt: "make it brighter without the vignette", refusal: "Not understood"},
	{prompt: "sharpen it without overdoing it", ops: "filters.applyMasked"},
	// "de arriba para abajo" is the vertical axis (it was "para abajo", a
	// move down, and the flip asked which way)
	{prompt: "dalo vuelta de arriba para abajo", ops: "document.flip", conds: []string{"document.flip:axis=vertical"}},
	{prompt: "espejala de abajo hacia arriba", ops: "document.flip", conds: []string{"document.flip:axis=vertical"}},
	// where a part ends up after a flip is how it should look, not an
	// edit of the part, when the flip's axis gives it
	{prompt: "mirror the photo so he looks the other way", ops: "document.flip", conds: []string{"document.flip:axis=horizontal"}},
	{prompt: "flip it vertically so the grass ends up at the top", ops: "document.flip", conds: []string{"document.flip:axis=vertical"}},
	{prompt: "espejala, el cielo a la izquierda", ops: "document.flip", conds: []string{"document.flip:axis=horizontal"}},
	{prompt: "dala vuelta de arriba hacia abajo, que el pasto quede arriba", ops: "document.flip", conds: []string{"document.flip:axis=vertical"}},
	// guards: a place the flip cannot give, or an edit after it, stays
	{prompt: "flip it horizontally so the sky is at the bottom", refusal: "Not understood"},
	{prompt: "mirror it so the sky ends up at the bottom", refusal: "Not understood"},
	{prompt: "flip it so the sky is darker", refusal: "Not understood"},
	{prompt: "flip it horizontally, then make the sky bluer", ops: "document.flip adjustments.apply"},
}

func TestI13qyPhoto(t *testing.T) { runPhotoRows(t, qyCases) }
