package planner

import "testing"

// h2s55Whose: an old photo a look is compared to may be said with whose it
// is ("pasala a sepia, tipo foto vieja de la casa de mis abuelos"): the
// owner is not a look or a part, and the comparison stays the old look (it
// was refused: "abuelos" not known, "la casa" not a part). An "and" or a
// look inside the owner stops it.
var h2s55Whose = []photoRow{
	{prompt: "dale un efecto sepia, tipo foto vieja del álbum de mi tía", ops: "looks.apply", conds: []string{"looks.apply:name=sepia"}},
	{prompt: "sepia please, like an old photo from my uncle's farm", ops: "looks.apply", conds: []string{"looks.apply:name=sepia"}},
	// neighbour: the comparison alone, as before
	{prompt: "sepia please, like an old photo", ops: "looks.apply", conds: []string{"looks.apply:name=sepia"}},
}

func TestH2s55OldPhotoWhose(t *testing.T) { runPhotoRows(t, h2s55Whose) }
