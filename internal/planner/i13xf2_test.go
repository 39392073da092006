package planner

import "testing"

// xf2PhotoCases: review fixes. "too harsh" is less contrast only when the
// photo, its light, its contrast or a part of it is called harsh, with no
// negation before.
var xf2PhotoCases = []photoRow{
	// something else called harsh, or a limit: refused (it was less contrast: silent)
	{prompt: "the vignette is too harsh", refusal: "harsh"},
	{prompt: "make it more dramatic but not too harsh", refusal: "harsh"},
	{prompt: "the colours look too harsh", refusal: "harsh"},
	{prompt: "la viñeta quedo muy dura", refusal: "Not understood"},
	{prompt: "mas dramatico pero sin que quede tan duro", refusal: "Not understood"},
	// guards: the photo, the light, a part
	{prompt: "it looks too harsh", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast<0"}},
	{prompt: "bajale el contraste, se ve muy duro", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast<0"}},
	{prompt: "the light is way too harsh", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast<0"}},
	{prompt: "the sky looks too harsh", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast<0"}},
}

func TestI13xf2PhotoRequests(t *testing.T) { runPhotoRows(t, xf2PhotoCases) }
