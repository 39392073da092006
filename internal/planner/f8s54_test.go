package planner

import (
	"strings"
	"testing"
)

// f8s54PhotoCases: fixer f8's photo wording of session 54 (own
// phrasings, none from a held-out set).
var f8s54PhotoCases = []ppcase{
	// "a little more colour" after another look: "a little more" took
	// "more", "colour" alone was no look and the colour was dropped
	{"brighter and a little more colour", "adjustments.applyMasked adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"más luz y un poco más de color", "adjustments.applyMasked adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"a bit more color", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	// guard: the degree still reads as a little
	{"un poco más oscura", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0", "adjustments.applyMasked:brightness>-20"}},
	{"a little more contrast", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast>0"}},
}

func TestF8s54Photo(t *testing.T) {
	plans := runPhotoTableOn(t, layeredPhoto, f8s54PhotoCases)
	// the second look of the two is the colour (paramCond reads only the
	// first step of a name)
	for i := range 2 {
		if len(plans[i].Steps) != 2 || !strings.Contains(string(plans[i].Steps[1].Params), `"saturation":1.`) {
			t.Errorf("%q: second step is not more colour: %s", f8s54PhotoCases[i].prompt, plans[i].Reply)
		}
	}
}
