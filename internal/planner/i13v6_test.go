package planner

import "testing"

// v6Cases: photo requests in everyday words (own wordings, EN and ES): a
// colour cast the photo has, colours said too strong, and their guards.
// ops "" is a refusal whose reply holds refusal.
var v6Cases = []photoRow{
	// a cast the photo has is taken out (it was a tint of that colour added: silent)
	{prompt: "la foto tiene un tinte verde", ops: "adjustments.apply", conds: []string{"adjustments.apply:type=hue-saturation", "adjustments.apply:params.range=greens"}},
	{prompt: "the pic has a blue tint", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "it's got a weird yellow cast", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth<0"}},
	{prompt: "tiene un tono verdoso feo", ops: "adjustments.apply", conds: []string{"adjustments.apply:params.range=greens"}},
	{prompt: "hay una dominante azul", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "se ve amarillenta", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth<0"}},
	{prompt: "its got a reddish tone", ops: "adjustments.apply", conds: []string{"adjustments.apply:params.range=reds"}},
	{prompt: "quitale el tinte verde", ops: "adjustments.apply", conds: []string{"adjustments.apply:params.range=greens"}},
	{prompt: "fix the yellowish tone", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth<0"}},
	{prompt: "corregí el tinte azul", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	// a cast no range takes out stays refused (it was tinted pink: silent)
	{prompt: "the photo has a pink tint", refusal: "pink"},
	// guards: a tint asked for, a wish, a part's own colour
	{prompt: "ponele un tinte verde", ops: "adjustments.apply", conds: []string{"adjustments.apply:type=color-balance", "adjustments.apply:params.midtones.g>0"}},
	{prompt: "add a blue tint", ops: "adjustments.apply", conds: []string{"adjustments.apply:type=color-balance", "adjustments.apply:params.midtones.b>0"}},
	{prompt: "I want it to have a blue tint", ops: "adjustments.apply", conds: []string{"adjustments.apply:params.midtones.b>0"}},
	{prompt: "the grass has a green color", refusal: "the grass"},
	// colours too strong are too saturated (they were made more vivid: silent)
	{prompt: "the colors are too strong", ops: "adjustments.desaturate"},
	{prompt: "colours way too intense, tone them down", ops: "adjustments.desaturate"},
	{prompt: "los colores estan muy chillones", ops: "adjustments.desaturate"},
	{prompt: "los colores son demasiado fuertes", ops: "adjustments.desaturate"},
	// guards: colours wanted stronger or said dull
	{prompt: "the colors are dull", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation>1"}},
	{prompt: "los colores estan apagados", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation>1"}},
	// a size said again after a comma with how much: done once, as it says (it was resized twice)
	{prompt: "make it smaller, like half the size", ops: "document.resize", conds: []string{"document.resize:width=64"}},
	{prompt: "achicala, tipo a la mitad", ops: "document.resize", conds: []string{"document.resize:width=64"}},
	// guard: a look with its amount after a comma
	{prompt: "make it brighter, like 20%", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness=20"}},
	// "stand out" ("make her stand out", "que resalte la persona") stays
	// refused: read as a pop on that part it made a blind set's region
	// request silent (lead, at the stop)
	{prompt: "make her stand out", refusal: "stand"},
	// guards: what another edit is for stays a reason
	{prompt: "darken the background so she stands out", ops: "selection.subject selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "oscurecé el fondo así resalta la persona", ops: "selection.subject selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	// a state wished away at the start is the state it has (it was refused: "not")
	{prompt: "que no se vea tan lavada", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast>0"}},
	{prompt: "que no se vea tan apagada", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation>1"}},
	// guard: after a clause it is what the clause is for, done once
	{prompt: "aclarala, que no quede tan oscura", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness=25"}},
	// "pero poquito" after a look is that look a bit (it was refused)
	{prompt: "más cálida pero poquito", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth=15"}},
	{prompt: "oscurecé el cielo pero poco", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>-20", "adjustments.applyMasked:brightness<0"}},
	{prompt: "aclarala pero un toque", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0", "adjustments.applyMasked:brightness<20"}},
	// guard: a hedge after a copula still reads
	{prompt: "está medio oscura", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
}

func TestI13v6PhotoWording(t *testing.T) { runPhotoRows(t, v6Cases) }
