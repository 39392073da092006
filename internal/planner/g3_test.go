package planner

import "testing"

// g3PaleCases: a pale look complained of after a darkening of a part is
// the darkening's reason, done once there ("darken the sky a bit, its too
// washed out" raised contrast and saturation on the whole photo as well;
// set 40 p40-027).
var g3PaleCases = []ppcase{
	{"darken the sky a little, it looks washed out", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"make the sky darker, its so faded", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"oscurecé un poco el cielo, está muy deslavado", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"oscurecé el cielo, se ve quemado", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	// guard: a complaint of another kind keeps its old reading
	{"darken the sky a little, it looks blurry", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}}, // read as the reason, as before
}

func TestG3PaleAfterDarken(t *testing.T) { runPhotoTable(t, g3PaleCases) }
