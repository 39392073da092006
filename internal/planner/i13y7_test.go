package planner

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// y7Kept: a setting kept as it is, said first, holds against the edit
// after it (it was raised by the keep clause read as a look: silent, or
// refused). key is the applyMasked parameter no step may set.
var y7Kept = []struct{ prompt, key, want string }{
	{"Keep the contrast as it is and make it warmer", "contrast", "warmth"},
	{"keep the saturation but make it darker", "saturation", "brightness"},
	{"keep the brightness, make it cooler", "brightness", "warmth"},
	{"leave the contrast alone and bump the saturation", "contrast", "saturation"},
	{"don't touch the contrast, just warm it up", "contrast", "warmth"},
	{"do not change the saturation and brighten it a bit", "saturation", "brightness"},
	{"dejá el brillo como está y hacela más fría", "brightness", "warmth"},
	{"deja el contraste igual y ponela mas calida", "contrast", "warmth"},
	{"no toques el contraste, subile la saturación", "contrast", "saturation"},
	{"mantené la saturación pero oscurecela un poco", "saturation", "brightness"},
	{"no cambies el brillo y dale mas contraste", "brightness", "contrast"},
	{"dejale el contraste como esta, pero mas calida", "contrast", "warmth"},
}

func TestI13y7KeptFirst(t *testing.T) {
	for _, tc := range y7Kept {
		ed := photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 128))
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		if len(plan.Steps) == 0 {
			t.Errorf("%q: refused: %s", tc.prompt, plan.Reply)
			continue
		}
		want := false
		for _, s := range plan.Steps {
			var p map[string]any
			json.Unmarshal(s.Params, &p)
			if _, ok := p[tc.key]; ok {
				t.Errorf("%q: %s changes the %s kept: %s", tc.prompt, s.Name(), tc.key, s.Params)
			}
			_, ok := p[tc.want]
			want = want || ok
		}
		if !want {
			t.Errorf("%q: no %s step: %s", tc.prompt, tc.want, plan.Reply)
		}
		if !strings.Contains(plan.Reply, "stays as it is") {
			t.Errorf("%q: the reply does not say what is kept: %s", tc.prompt, plan.Reply)
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Errorf("%q: run: %v", tc.prompt, err)
		}
	}
}

var y7Cases = []photoRow{
	// guards: a level said with the setting is no keep; a keep alone, or
	// said after the edit, as before
	{prompt: "keep the contrast high and make it warmer", ops: "adjustments.applyMasked adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast>0"}},
	{prompt: "make it a bit warmer but keep the contrast", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "subile la saturación pero no toques el contraste", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation>1"}},
	// the colour taken out completely is black and white
	{prompt: "quitale el color por completo", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation=0"}},
	{prompt: "sacale el color del todo", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation=0"}},
	{prompt: "sacale todo el color", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation=0"}},
	{prompt: "take the color out completely", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation=0"}},
	{prompt: "remove the colour entirely", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation=0"}},
	// guard: how much not said stays asked
	{prompt: "quitale el color", refusal: "say which layer"},
	// a blend mode set by its name after "to", "en", "a", "modo"
	{prompt: "set the blend mode to overlay", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=overlay"}},
	{prompt: "set it to screen", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=screen"}},
	{prompt: "switch the layer to soft light mode", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=soft-light"}},
	{prompt: "poné la capa en luz suave", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=soft-light"}},
	{prompt: "change the blending mode to darken", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=darken"}},
	{prompt: "cambiá la capa a superponer", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=overlay"}},
	{prompt: "pone la capa en modo trama", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=screen"}},
	{prompt: "pasala a modo diferencia", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=difference"}},
	{prompt: "set the blend mode to luminosity", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=luminosity"}},
	// what the mode should do is its outcome, no second look
	{prompt: "duplicate the layer and set the copy to multiply so it gets deeper and darker", ops: "layers.duplicate layers.setBlend", conds: []string{"layers.setBlend:blendMode=multiply"}},
	{prompt: "duplicá la capa y poné la copia en modo trama para que quede más clara", ops: "layers.duplicate layers.setBlend", conds: []string{"layers.setBlend:blendMode=screen"}},
	{prompt: "set it to overlay so it looks punchier", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=overlay"}},
	// guards: a setting said "to" a value, a look said after a comma and
	// a mode word with more after it
	{prompt: "set the saturation to 20", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation<1"}},
	{prompt: "set it to multiply and make it warmer", ops: "layers.setBlend adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "set the layer to screen so it looks brighter, and warmer", ops: "layers.setBlend adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "make it darker", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	// a fault restated after the edit that mends it is its reason (the
	// whole photo was darkened after the part was brightened: silent)
	{prompt: "aclará el pasto, muy oscuro ahí abajo", ops: "selection.colorRange adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "brighten the grass, so dark down there", ops: "selection.colorRange adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "brighten the grass, so dark", ops: "selection.colorRange adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "aclará el cielo, re oscuro ahí arriba", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "aclará la cara, muy oscura", ops: "selection.face adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "oscurecé el cielo, está re claro", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "brighten the face, it's so dark", ops: "selection.face adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "warm up the sky, way too cold up there", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	// guards: a second look that is no fault of the first stays an edit,
	// and one that is the opposite stays refused
	{prompt: "brighten the face and make it warmer", ops: "selection.face adjustments.applyMasked selection.deselect adjustments.applyMasked"},
	{prompt: "brighten it, and darker", refusal: "cancel out"},
	{prompt: "brighten it, very dark down there", refusal: "cancel out"},
}

func TestI13y7PhotoRequests(t *testing.T) { runPhotoRows(t, y7Cases) }

// y7TextCases: a text said with its words and no verb, on a photo with no
// text, is added (it said there was no title to change).
var y7TextCases = []photoRow{
	{prompt: "texto 'Despegue' centrado", ops: "text.add", conds: []string{"text.add:text=Despegue", "text.add:position=center"}},
	{prompt: "title 'Hello' at the top", ops: "text.add", conds: []string{"text.add:text=Hello", "text.add:position=top"}},
	{prompt: "un título 'Verano 2024' abajo", ops: "text.add", conds: []string{"text.add:text=Verano 2024", "text.add:position=bottom"}},
	{prompt: "el texto 'Oferta' arriba a la izquierda", ops: "text.add", conds: []string{"text.add:text=Oferta"}},
	{prompt: "titulo 'Hola' en el medio", ops: "text.add", conds: []string{"text.add:text=Hola"}},
	// guards: a verb says it already; a text changed with none there stays refused
	{prompt: "add the title 'Hello'", ops: "text.add", conds: []string{"text.add:text=Hello"}},
	{prompt: "change the title to 'Summer'", refusal: "no title"},
	{prompt: "make the title bigger", refusal: "no title"},
}

func TestI13y7PhotoText(t *testing.T) { runPhotoRows(t, y7TextCases) }
