package planner

import (
	"context"
	"os"
	"strings"
	"testing"
)

func TestI13sfProbe(t *testing.T) {
	p := os.Getenv("I13SF_PROBE")
	if p == "" {
		t.Skip()
	}
	for _, prompt := range strings.Split(p, "|") {
		ed := photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 128))
		plan := BasicPhoto(context.Background(), prompt, stateOf(t, ed))
		var b strings.Builder
		for _, s := range plan.Steps {
			b.WriteString(s.Op + string(s.Params) + " ")
		}
		r := plan.Reply
		if i := strings.Index(r, " Basic mode understands"); i > 0 {
			r = r[:i]
		}
		t.Logf("\n%s\n  => %s\n  %s", prompt, b.String(), r)
	}
}

// sfCases: a part's own colour punched up, a complaint on a part and its
// remedy on "it", a tail that says the part edited is all, and a look said
// as how the photo is beside its remedy. ops "" is a refusal.
var sfCases = []photoRow{
	// "punch up" said of a part's own colour: that colour richer there, not contrast
	{prompt: "punch up the blue of the sky", ops: "adjustments.apply", conds: []string{"adjustments.apply:params.range=blues", "adjustments.apply:params.saturation>0"}},
	{prompt: "can you punch up the green in the grass a bit", ops: "adjustments.apply", conds: []string{"adjustments.apply:params.range=greens", "adjustments.apply:params.saturation>0"}},
	// guards: punch without a colour is still vibrance; a deeper blue stays one
	{prompt: "punch the sky up", ops: "selection.sky adjustments.vibrance"},
	{prompt: "punch up the colors", ops: "adjustments.vibrance"},
	{prompt: "make the sky a deeper blue", ops: "adjustments.apply", conds: []string{"adjustments.apply:params.range=blues"}},
	// a complaint on a part, its remedy on "it": done once, on that part
	{prompt: "the sky looks too dark, lighten it", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "the face is way too bright, darken it a little", ops: "selection.face adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "el fondo está muy oscuro, aclaralo un poco", ops: "selection.subject selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "the sky looks flat, make it a deeper blue", ops: "adjustments.apply", conds: []string{"adjustments.apply:params.range=blues", "adjustments.apply:params.saturation>0"}},
	{prompt: "el cielo se ve muy apagado, ponelo de un azul más intenso", ops: "adjustments.apply", conds: []string{"adjustments.apply:params.range=blues", "adjustments.apply:params.saturation>0"}},
	// guards: a remedy on another part keeps both; a whole-photo complaint once
	{prompt: "the sky is too dark, brighten the face", ops: "selection.sky adjustments.applyMasked selection.face adjustments.applyMasked"},
	{prompt: "it's too dark, brighten it a little", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	// a tail that says the part edited is all there is
	{prompt: "darken the sky a bit, nothing else", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "aclará la cara, nada más", ops: "selection.face adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "make the face warmer, only the face", ops: "selection.face adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "enfriá el cielo, solo el cielo", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth<0"}},
	// guard: "only" naming another part is no repeat
	{prompt: "make the face warmer, only the sky", refusal: "Not understood"},
	// a look said as how the photo is now, beside its remedy
	{prompt: "warmer please, it looks cold", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "más cálida, se ve fría", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "brighter please, it is dark", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	// guard: both said as wanted still cancel out
	{prompt: "make it warmer and cooler", refusal: "cancel out"},
}

func TestI13sfPhotoWording(t *testing.T) { runPhotoRows(t, sfCases) }

// sfCropCases: "cut" with a shape to cut to is a crop, in both languages.
var sfCropCases = []photoRow{
	{prompt: "cortá la foto para que quede 16:9", ops: "document.crop"},
	{prompt: "cortala a 4:5", ops: "document.crop"},
	{prompt: "cut it to 16:9", ops: "document.crop"},
	// guard: "crop" stays a crop
	{prompt: "recortala a 16:9", ops: "document.crop"},
}

func TestI13sfPhotoCutShape(t *testing.T) { runPhotoRows(t, sfCropCases) }

// sfNotOnCases: a part denied after "but" is kept as it is, the edit on
// everything else.
var sfNotOnCases = []photoRow{
	{prompt: "brighten the photo but not the sky", ops: "selection.sky selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "make it warmer but not on the face", ops: "selection.face selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "aclará la foto pero no en el cielo", ops: "selection.sky selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "desenfocá todo pero a ella no", ops: "selection.subject selection.invert filters.applyMasked"},
	{prompt: "blur everything but not him", ops: "selection.subject selection.invert filters.applyMasked"},
	// guards: "but not too much" is how much; a kept part still reads
	{prompt: "make it warmer but not too much", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "brighten the photo but keep the sky as it is", ops: "selection.sky selection.invert adjustments.applyMasked"},
}

func TestI13sfPhotoNotOn(t *testing.T) { runPhotoRows(t, sfNotOnCases) }

// sfLeanCases: a tail that says the cast leans the way the look before
// it goes is that look, once.
var sfLeanCases = []photoRow{
	{prompt: "enfriala un poco, que tire a azul", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth<0"}},
	{prompt: "más fría la foto, tirando a azul", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth<0"}},
	{prompt: "make it warmer, leaning orange", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	// guard: leaning the other way is not dropped
	{prompt: "make it warmer, leaning blue", refusal: "leave out"},
}

func TestI13sfPhotoLean(t *testing.T) { runPhotoRows(t, sfLeanCases) }

// sfCourtesyCases: "please" stretched or cut short is courtesy.
var sfCourtesyCases = []photoRow{
	{prompt: "warmer pleasee", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "más contraste plis", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast>0"}},
}

func TestI13sfPhotoCourtesy(t *testing.T) { runPhotoRows(t, sfCourtesyCases) }

// sfSharpCases: beside a blur, "que <part> quede nítida" keeps the part
// sharp, as "keep her sharp" does.
var sfSharpCases = []photoRow{
	{prompt: "desenfocá el fondo y que ella quede nítida", ops: "selection.subject selection.invert filters.applyMasked"},
	{prompt: "blur it, but the face stays sharp", ops: "selection.face selection.invert filters.applyMasked"},
	{prompt: "desenfocá el fondo pero que la cara quede nítida", ops: "selection.subject selection.invert filters.applyMasked"},
}

func TestI13sfPhotoStaysSharp(t *testing.T) { runPhotoRows(t, sfSharpCases) }

// sfBehindCases: the background said behind someone is the background.
var sfBehindCases = []photoRow{
	{prompt: "desenfocá el fondo detrás de ella", ops: "selection.subject selection.invert filters.applyMasked"},
	{prompt: "darken the background behind him", ops: "selection.subject selection.invert adjustments.applyMasked"},
}

func TestI13sfPhotoBehind(t *testing.T) { runPhotoRows(t, sfBehindCases) }

// sfWholeCases: the whole photo said by what it shows is the whole photo.
var sfWholeCases = []photoRow{
	{prompt: "brighten the whole garden shot a bit", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "make the whole garden pic warmer", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
}

func TestI13sfPhotoWhole(t *testing.T) { runPhotoRows(t, sfWholeCases) }
