package planner

import (
	"context"
	"testing"
)

// g4s57RegionLookCases: looks said after a part stay on that part, selected
// once: the clauses that go on with it edit through the same selection
// (the part was selected again on the photo the plan had changed, and not
// found: "No sky found"; "que quede más dramático" went on the whole
// photo; "the sky deeper blue" changed the blues before the sky was
// selected). Sets 42, 44, 45 (p42-003, p44-023, p45-017), in other words.
var g4s57RegionLookCases = []ppcase{
	// a colour for the part, then a look said alone: the part selected
	// first, both masked to it
	{"make the sky a deeper blue, a bit more moody", "selection.sky adjustments.apply layers.select adjustments.applyMasked",
		[]string{"adjustments.apply:params.range=blues", "adjustments.applyMasked:brightness<0"}},
	{"el cielo más azul, más dramático", "selection.sky adjustments.apply layers.select adjustments.applyMasked",
		[]string{"adjustments.apply:params.range=blues", "adjustments.applyMasked:contrast>0"}},
	// a look on the part, then another said alone: one selection
	{"make the sky brighter, more contrast", "selection.sky adjustments.applyMasked adjustments.applyMasked",
		[]string{"adjustments.applyMasked:brightness>0"}},
	{"el cielo más claro, más cálido", "selection.sky adjustments.applyMasked adjustments.applyMasked",
		[]string{"adjustments.applyMasked:brightness>0"}},
	// a verb on the part, then how it is to end up: on the part
	{"aclará el cielo, que quede más cálido", "selection.sky adjustments.applyMasked adjustments.applyMasked",
		[]string{"adjustments.applyMasked:brightness>0"}},
	{"oscurecé el fondo, que se vea más dramático", "selection.subject selection.invert adjustments.applyMasked adjustments.applyMasked",
		[]string{"adjustments.applyMasked:brightness<0"}},
	// guards: the whole photo named keeps its own reading, and a colour
	// said alone for the part is still its hue range
	{"darken the sky and make the whole photo more dramatic", "selection.sky adjustments.applyMasked selection.deselect adjustments.applyMasked",
		[]string{"adjustments.applyMasked:brightness<0"}},
	{"oscurecé el cielo y que toda la foto quede más dramática", "selection.sky adjustments.applyMasked selection.deselect adjustments.applyMasked",
		[]string{"adjustments.applyMasked:brightness<0"}},
	{"make the sky a deeper blue", "adjustments.apply", []string{"adjustments.apply:params.range=blues"}},
}

func TestG4s57RegionLooks(t *testing.T) { runPhotoTable(t, g4s57RegionLookCases) }

// TestG4s57RegionLookReplies: the reply says the part for each look (the
// second was "on the whole image").
func TestG4s57RegionLookReplies(t *testing.T) {
	for prompt, want := range map[string]string{
		"oscurecé el cielo, que quede más dramático": "Darker on the sky. Dramatic on the sky.",
		"make the sky darker, more dramatic":         "Darker on the sky. Dramatic on the sky.",
		"make the sky a deeper blue, more dramatic":  "More blue in the blue colours only on the sky. Dramatic on the sky.",
	} {
		plan := BasicPhoto(context.Background(), prompt, stateOf(t, layeredPhoto(t)))
		if !plan.OK() || plan.Reply != want {
			t.Errorf("%q: %s, want %q", prompt, plan.Reply, want)
		}
	}
}
