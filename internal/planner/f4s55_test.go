package planner

import "testing"

// f4s55Colour: a photo said to have too much colour is the complaint of too
// much saturation, mended by the clause after ("tiene demasiado color,
// bajale la saturación" was refused: "no edit I know"). "mucho color"
// alone may be praise, and a part after the colour is said otherwise.
var f4s55Colour = []photoRow{
	{prompt: "tiene demasiado color, bajale la saturación", ops: "adjustments.desaturate"},
	{prompt: "it has way too much colour, tone it down", ops: "adjustments.desaturate"},
	{prompt: "this has too much color", ops: "adjustments.desaturate"},
	// neighbours: what it lacks is still more colour
	{prompt: "le falta color", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation>1"}},
}

func TestF4s55TooMuchColour(t *testing.T) { runPhotoRows(t, f4s55Colour) }

// f4s55Light: the light of a time of day, said with "luz"/"light" ("más
// cálida, tipo luz de tarde"), is the warm look, as "como de tarde" is (it
// was "brighter", with "tarde" left out: refused). "tipo luz" with no time
// keeps its old reading.
var f4s55Light = []photoRow{
	{prompt: "más cálida, tipo luz de atardecer", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "warmer, like late afternoon light", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	// neighbour: no time said, the light is brighter as before
	{prompt: "más cálida, tipo luz", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0", "adjustments.applyMasked:brightness>0"}},
}

func TestF4s55LightOfDay(t *testing.T) { runPhotoRows(t, f4s55Light) }

// f4s55Left: a part said to be left, last and alone after another part
// edited ("darken the sky, leave the water", "aclará el cielo, dejá el
// pasto"), is the part the edit leaves out (it was refused: "say what to
// do to the water"). With no part edited before, it stays asked.
var f4s55Left = []photoRow{
	{prompt: "darken the sky, leave the water", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "aclará el cielo, dejá el pasto", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	// neighbours: a way it is kept still reads as an edit; no part before, asked
	{prompt: "darken the sky, keep the grass sharp", ops: "selection.sky adjustments.applyMasked selection.colorRange filters.applyMasked"},
	{prompt: "make it warmer, leave the grass", refusal: "say what to do to the grass"},
}

func TestF4s55PartLeft(t *testing.T) { runPhotoRows(t, f4s55Left) }
