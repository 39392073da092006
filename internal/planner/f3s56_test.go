package planner

import "testing"

// f3s56PhotoCases: photo requests of the fifty-sixth session's own
// wording (none from a held-out set), on layeredPhoto (the face ones on
// the astronaut photo); each group says what it was read as before.
var f3s56PhotoCases = []ppcase{
	// a part said alone, then the looks for it, was refused ("say what to
	// do to the sky")
	{"only the sky, more contrast and a bit brighter", "selection.sky adjustments.applyMasked adjustments.applyMasked",
		[]string{"adjustments.applyMasked:contrast>0"}},
	{"solo el cielo, más contraste y un poco más claro", "selection.sky adjustments.applyMasked adjustments.applyMasked",
		[]string{"adjustments.applyMasked:contrast>0"}},
	{"the background, cooler", "selection.subject selection.invert adjustments.applyMasked", []string{"adjustments.applyMasked:warmth<0"}},
	{"warmer, only the background", "selection.subject selection.invert adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}}, // guard: the look before takes it
	{"make it cooler, the sky", "", nil}, // guard: a part alone after another clause stays asked
	{"only the sky", "", nil},            // guard: no look said
}

func TestF3s56Photo(t *testing.T) { runPhotoTable(t, f3s56PhotoCases) }

// f3s56CliticCases: "a ella" after a verb that carries its clitic, with a
// part named before, was left out and the request refused.
var f3s56CliticCases = []ppcase{
	{"la cara está muy oscura, aclarala solo a ella", "selection.face adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"la cara se ve muy clara, oscurecela a ella", "selection.face adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"el cielo está muy oscuro, aclaralo solo a él", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"the face is too dark, brighten only it", "selection.face adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}}, // the English reading, as before
	{"aclarala solo a ella", "", nil}, // guard: no part named before, "ella" may be the person
	{"la cara está muy oscura, aclarala solo", "selection.face adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}}, // guard: as before
}

func TestF3s56CliticDoubled(t *testing.T) { runPhotoTable(t, f3s56CliticCases) }

// f3s56KeptCases: a part then a verb alone that says it stays ("el pasto
// dejalo", "the water stays"), last, after another part edited, was
// refused ("say what to do to el pasto").
var f3s56KeptCases = []ppcase{
	{"aclará el cielo, el agua dejala", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"warm up the sky, the grass stays", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},
	{"aclará el cielo pero el pasto dejalo", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"brighten the sky, leave the grass", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},      // the English reading, as before
	{"aclará el cielo, el pasto dejalo igual", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}}, // guard: as before
}

func TestF3s56KeptSaidAlone(t *testing.T) { runPhotoTable(t, f3s56KeptCases) }

// f3s56LikenedCases: what the photo should look like ("que parezca de
// tarde") before the looks, and what it looks like now ("parece un
// dibujo") between a complaint and its remedy, were refused ("tarde" not
// known, "no edit I know").
var f3s56LikenedCases = []ppcase{
	{"que parezca de tarde, más cálida y más clara", "adjustments.applyMasked adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},
	{"está muy saturada, parece una historieta, bajale el color", "adjustments.desaturate", nil},
	{"it's way too saturated, it looks like a cartoon, tone down the color", "adjustments.desaturate", nil}, // the English reading, as before
	{"más cálida, como de tarde", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},  // guard: as before
}

func TestF3s56Likened(t *testing.T) { runPhotoTable(t, f3s56LikenedCases) }
