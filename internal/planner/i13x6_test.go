package planner

import (
	"context"
	"encoding/json"
	"testing"
)

// x6Cases: the ground said as a part of the photo; a part kept with "X
// no" or "not X" after a comma; a surface edited while the thing on it
// is kept (the background around it); things that stand alone in a
// landscape as the subject; a setting kept as it is beside an edit; the
// colour taken out; a harsh look; "down there" after a complaint. ops ""
// is a refusal whose reply holds refusal.
var x6Cases = []photoRow{
	// the ground: the lower half less the sky (it was refused)
	{prompt: "darken the ground a little", ops: "selection.sky selection.invert selection.rectangle adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0", "selection.rectangle:mode=intersect"}},
	{prompt: "aclará el suelo", ops: "selection.sky selection.invert selection.rectangle adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "oscurecé un toque el piso", ops: "selection.sky selection.invert selection.rectangle adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "warm up the floor, keep the sky as it is", ops: "selection.sky selection.invert selection.rectangle adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "calentá el cielo y el suelo dejalo igual", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "darken the sky, leave the ground alone", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "lighten the ground a bit, too dark down there", ops: "selection.sky selection.invert selection.rectangle adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "un poquito mas de luz abajo en el suelo", ops: "selection.sky selection.invert selection.rectangle adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	// guards: a half of the frame as before; the person cannot be left
	// out of the ground
	{prompt: "darken the bottom half", ops: "selection.rectangle adjustments.applyMasked"},
	{prompt: "brighten the ground but keep the person as is", refusal: "cannot leave"},
	{prompt: "lighten the sky a bit, too dark up there", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	// "X no", "not X" after a comma or "y": kept (the grass was brightened
	// with the sky: silent)
	{prompt: "aclará el cielo, el pasto no", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "brighten the sky, not the face", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "oscureze el fondo y la cara no", ops: "selection.subject selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	// guard: where a title goes is no part kept
	{prompt: "write HELLO across the top, not on her face", ops: "text.add", conds: []string{"text.add:text=HELLO"}},
	{prompt: "oscurecé el cielo, el suelo no lo toques", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "aclará la cara, el fondo no lo cambies", ops: "selection.face adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	// a surface edited with the thing on it kept: the background around it
	{prompt: "darken the desk but leave the cup alone", ops: "selection.subject selection.invert adjustments.applyMasked", conds: []string{"selection.subject:label=cup", "adjustments.applyMasked:brightness<0"}},
	{prompt: "oscurecé la pared pero no toques al perro", ops: "selection.subject selection.invert adjustments.applyMasked", conds: []string{"selection.subject:label=dog"}},
	{prompt: "blur the wall but keep the dog sharp", ops: "selection.subject selection.invert filters.applyMasked", conds: []string{"selection.subject:label=dog"}},
	{prompt: "la mesa de madera mas oscura, la taza no", ops: "selection.subject selection.invert adjustments.applyMasked", conds: []string{"selection.subject:label=cup"}},
	{prompt: "make the wooden table darker but not the mug", ops: "selection.subject selection.invert adjustments.applyMasked", conds: []string{"selection.subject:label=mug"}},
	// guards: a surface alone stays refused
	{prompt: "darken the table", refusal: `cannot select "the table"`},
	{prompt: "oscurecé la pared", refusal: "la pared"},
	// things alone in a landscape: the main subject, said so
	{prompt: "make the rocket brighter", ops: "selection.subject adjustments.applyMasked", conds: []string{"selection.subject:label=rocket"}},
	{prompt: "subile el brillo solo al granero", ops: "selection.subject adjustments.applyMasked", conds: []string{"selection.subject:label=barn"}},
	{prompt: "brighten the tower", refusal: `cannot select "the tower"`},
	// a setting kept as it is beside an edit (the contrast was raised: silent)
	{prompt: "punch up the colours, leave the contrast", ops: "adjustments.vibrance"},
	{prompt: "make it dramatic but don't touch the contrast", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "más saturación pero sin tocar el contraste", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation>1"}},
	{prompt: "more contrast but leave the contrast alone", refusal: "stay as it is"},
	// the colour taken out (it was a layer delete)
	{prompt: "take the color out completely", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation=0"}},
	{prompt: "sacale el color del todo", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation=0"}},
	{prompt: "sacale el color", refusal: "Not understood"},
	// harsh is too much contrast
	{prompt: "bajale el contraste, se ve muy duro", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast<0"}},
	{prompt: "it looks too harsh", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast<0"}},
}

func TestI13x6PhotoRequests(t *testing.T) { runPhotoRows(t, x6Cases) }

// TestI13x6KeptSetting: a setting kept is in no look's parameters.
func TestI13x6KeptSetting(t *testing.T) {
	for _, prompt := range []string{"make it dramatic but don't touch the contrast", "más saturación pero sin tocar el contraste",
		"punch up the colours, leave the contrast", "make it warmer, keep the brightness as it is"} {
		plan := BasicPhoto(context.Background(), prompt, PhotoState{Width: 800, Height: 600})
		if len(plan.Steps) == 0 {
			t.Errorf("%q: refused: %s", prompt, plan.Reply)
			continue
		}
		for _, s := range plan.Steps {
			var p map[string]any
			json.Unmarshal(s.Params, &p)
			if _, ok := p["contrast"]; ok && s.Name() == "adjustments.applyMasked" {
				t.Errorf("%q: the contrast changed: %s", prompt, s.Params)
			}
		}
	}
}
