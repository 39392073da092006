package planner

import "testing"

// partAgainCases: a clause after a comma that does, to "it" or to no part
// named, the look the clause before did to a part: how much that part
// gets, done once (the whole photo was edited after the part: silent);
// "bien" before a look is a degree ("que quede bien oscuro" was read as
// "que quede bien", upright, and refused as a turn). ops "" is a refusal
// whose reply holds refusal.
var partAgainCases = []photoRow{
	{prompt: "darken the bottom, make it really dark down there", ops: "selection.rectangle adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<-30"}},
	{prompt: "darken the bottom, make it very dark", ops: "selection.rectangle adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<-30"}},
	{prompt: "oscurecé la parte de abajo, dejala bien oscura", ops: "selection.rectangle adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<-30"}},
	{prompt: "oscureceme abajo, que quede bien oscuro ahi abajo", ops: "selection.rectangle adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<-30"}},
	{prompt: "brighten the sky, make it super bright up there", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>30"}},
	{prompt: "aclarale la cara, dejala bien clarita", ops: "selection.face adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>30"}},
	{prompt: "que quede bien oscura", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<-30"}},
	// guards: another look, the whole photo said, "then", the other way
	{prompt: "darken the sky, make it warmer", ops: "selection.sky adjustments.applyMasked selection.deselect adjustments.applyMasked"},
	{prompt: "darken the sky, darker overall", ops: "selection.sky adjustments.applyMasked selection.deselect adjustments.applyMasked"},
	{prompt: "oscurecé el cielo, oscurecé toda la foto", ops: "selection.sky adjustments.applyMasked selection.deselect adjustments.applyMasked"},
	{prompt: "darken the bottom, then make it very dark", ops: "selection.rectangle adjustments.applyMasked selection.deselect adjustments.applyMasked"},
	{prompt: "darken the bottom, make it brighter", ops: "selection.rectangle adjustments.applyMasked selection.deselect adjustments.applyMasked"},
	{prompt: "darken the left side, make it very dark at the top", ops: "selection.rectangle adjustments.applyMasked selection.rectangle adjustments.applyMasked"},
	{prompt: "lighten the ground a bit, too dark down there", ops: "selection.sky selection.invert selection.rectangle adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
}

func TestPhotoPartLookAgain(t *testing.T) { runPhotoRows(t, partAgainCases) }
