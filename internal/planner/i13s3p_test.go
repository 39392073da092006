package planner

import (
	"context"
	"strings"
	"testing"
)

// i13s3pCases: photo wordings of blind set 3's shapes, written fresh: a
// part edited while another is kept as it is (it was inverted: everything
// but the part edited), a part's own colour said with a comparative, EV
// and "puntos de exposición", the shadows and highlights with a verb that
// says the way, "tone down", colours less intense, punch, "overall", and
// a backdrop behind someone.
var i13s3pCases = []ppcase{
	// a part edited, another kept as it is: the part edited only
	{"brighten the sky but keep the water the way it is", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=25"}},
	{"oscurecé el cielo pero dejá el pasto como está", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"subile el contraste al cielo pero dejá a la persona como está", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:contrast>0"}},
	{"sharpen the subject but leave the sky alone", "selection.subject filters.applyMasked", nil},
	{"brighten the grass, keep the sky unchanged", "selection.colorRange adjustments.applyMasked", []string{"selection.colorRange:color=#4a8c2a"}},
	{"aclará la cara pero el fondo dejalo igual", "selection.face adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"desenfocá el fondo pero no toques la cara", "selection.subject selection.invert filters.applyMasked", nil},
	{"darken the background but leave the grass untouched", "selection.subject selection.invert selection.colorRange adjustments.applyMasked", []string{"selection.colorRange:mode=subtract"}},
	{"warm up the sky and don't touch the grass", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},
	// with no part edited, everything but the part kept (as before)
	{"blur the whole photo but keep the face as it is", "selection.face selection.invert filters.applyMasked", nil},
	// a part's own colour with a comparative: its hue range
	{"make the sky a deeper blue", "adjustments.apply", []string{"adjustments.apply:params.range=blues", "adjustments.apply:params.saturation>0", "adjustments.apply:params.lightness<-6"}},
	{"make the grass a richer green", "adjustments.apply", []string{"adjustments.apply:params.range=greens", "adjustments.apply:params.saturation>0"}},
	{"el agua de un azul más profundo", "adjustments.apply", []string{"adjustments.apply:params.range=blues", "adjustments.apply:params.lightness<0"}},
	{"dale al cielo un azul más fuerte", "adjustments.apply", []string{"adjustments.apply:params.range=blues", "adjustments.apply:params.saturation>0"}},
	{"the water a brighter blue", "adjustments.apply", []string{"adjustments.apply:params.range=blues", "adjustments.apply:params.lightness>0"}},
	{"make the grass a paler green", "adjustments.apply", []string{"adjustments.apply:params.range=greens", "adjustments.apply:params.saturation<0"}},
	// exposure said in EV or "puntos"
	{"darken it by 1 EV", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-25"}},
	{"push the exposure up by 1.5 ev", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=37.5"}},
	{"subile un punto de exposición", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=25"}},
	{"bajale medio punto de exposición", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-12.5"}},
	{"lighten the photo, +1 EV", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=25"}},
	// the shadows and highlights with a verb that says the way
	{"lift the shadows a bit", "adjustments.apply", []string{"adjustments.apply:params.shadows=25"}},
	{"levantá las sombras", "adjustments.apply", []string{"adjustments.apply:params.shadows>0"}},
	{"abrí las sombras un poco", "adjustments.apply", []string{"adjustments.apply:params.shadows>0"}},
	{"bajá las luces altas", "adjustments.apply", []string{"adjustments.apply:params.highlights>0"}},
	{"pull down the highlights a little", "adjustments.apply", []string{"adjustments.apply:params.highlights=25"}},
	{"deepen the shadows", "adjustments.apply", []string{"adjustments.apply:params.shadows<0"}},
	// "tone down"
	{"tone it down a little", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"tone the colors down", "adjustments.desaturate", nil},
	// colours less intense
	{"make the colors a little less intense", "adjustments.desaturate", []string{"adjustments.desaturate:amount=20"}},
	{"colores menos intensos", "adjustments.desaturate", nil},
	{"bajale la intensidad a los colores", "adjustments.desaturate", nil},
	{"reduce the intensity of the colours", "adjustments.desaturate", nil},
	// punch
	{"punch up the colors", "adjustments.vibrance", []string{"adjustments.vibrance:amount>0"}},
	{"dale más punch", "adjustments.vibrance", []string{"adjustments.vibrance:amount>0"}},
	{"give it more punch", "adjustments.vibrance", []string{"adjustments.vibrance:amount>0"}},
	// the whole photo said
	{"more saturation overall", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"más saturación en general", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"in general, more saturated please", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"menos saturación en general", "adjustments.desaturate", nil},
	// a backdrop behind someone is the background
	{"aclará la cara y oscurecé la pared de atrás", "selection.face adjustments.applyMasked selection.subject selection.invert adjustments.applyMasked", nil},
	{"blur the wall behind them", "selection.subject selection.invert filters.applyMasked", nil},
	{"desenfocá la pared del fondo", "selection.subject selection.invert filters.applyMasked", nil},
}

func TestI13s3pPhotoWording(t *testing.T) {
	runPhotoTableOn(t, onePhoto, i13s3pCases)
}

// i13s3pRefusals: a part kept that holds the part edited, or lies inside
// it with no op to take it out, and a thing behind someone, are refused
// naming them (they were everything but the part, or the car taken for
// the subject).
var i13s3pRefusals = []struct{ prompt, says string }{
	{"brighten the person but leave the face as it is", "cannot leave the face out of the person"},
	{"enfriá el fondo pero mantené el cielo igual", "cannot leave el cielo out of el fondo"},
	{"brighten the sky but keep the background as it is", "the sky is part of the background"},
	{"darken the left half but keep the face as it is", "cannot leave the face out of a part of the frame"},
	{"blur the car behind him", `"the car behind him"`},
	{"brighten the water but keep the sky as it is", "which the sky shares"},
}

func TestI13s3pRefusals(t *testing.T) {
	for _, tc := range i13s3pRefusals {
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, onePhoto(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, tc.says) {
			t.Errorf("%q: %s %s %q, want a refusal saying %q", tc.prompt, plan.Status, opNames(plan.Steps), plan.Reply, tc.says)
		}
	}
}
