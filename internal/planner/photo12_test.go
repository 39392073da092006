package planner

import (
	"context"
	"strings"
	"testing"
)

// The twelfth round (issue 13): named styles at a strength ("cinematic
// at 30%", "moody 40"), looks said away ("sin el efecto vintage", "no
// sepia"), "pero re suave", and turns and flips said in other words
// ("para que quede acostada", "both ways", "formato cine"). Each row
// planned a confident wrong edit on the coffee photo (256x171) before
// its rule; the guards held already.

// twelfthStyleCases: strengths, negations and limits of named styles.
var twelfthStyleCases = []p9case{
	// a percent said to a style of several sliders is its strength (every
	// slider was set to the number: "moody al 40%" was brightness -40,
	// darker than moody itself)
	{ppcase{"cinematico al 30%", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast<7", "adjustments.applyMasked:contrast>5", "adjustments.applyMasked:warmth<5"}}, "", [2]float64{}, 0},
	{ppcase{"dramatic at 50%", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast=20", "adjustments.applyMasked:brightness=-7.5"}}, "", [2]float64{}, 0},
	{ppcase{"moody al 40%", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-6", "adjustments.applyMasked:saturation>0.9"}}, "", [2]float64{0.85, 1}, 0},
	{ppcase{"dramatico 20", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-3", "adjustments.applyMasked:contrast=8"}}, "", [2]float64{}, 0},
	// a look said away is not made (it was: vintage, sepia, grey)
	{ppcase{"sin el efecto vintage", "", nil}, "", [2]float64{}, 0},
	{ppcase{"sin efecto vintage", "", nil}, "", [2]float64{}, 0},
	{ppcase{"sin el filtro sepia", "", nil}, "", [2]float64{}, 0},
	{ppcase{"no sepia please", "", nil}, "", [2]float64{}, 0},
	{ppcase{"no vintage", "", nil}, "", [2]float64{}, 0},
	{ppcase{"no more black and white", "", nil}, "", [2]float64{}, 0},
	{ppcase{"ya no la quiero en blanco y negro", "", nil}, "", [2]float64{}, 0},
	// "pero re suave", "but very soft": a gentle look (it was the look in
	// full and a blur, or 1.6 times the look)
	{ppcase{"ponele onda vintage pero re suave", "looks.apply", []string{"looks.apply:amount=50"}}, "", [2]float64{}, 0},
	{ppcase{"calida pero muy suave", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=15"}}, "", [2]float64{}, 0},
	{ppcase{"make it dramatic but very soft", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast=20"}}, "", [2]float64{}, 0},
	// "pero sin tanto contraste" takes the style's contrast down, not the
	// photo's below where it was (-30 after +40)
	{ppcase{"hacela mas dramatica pero sin tanto contraste", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast=10"}}, "", [2]float64{}, 0},
	// "bajale al vintage" lowers it, which basic mode cannot (it was made
	// in full); "menos fuerte" is a weaker one (it was in full)
	{ppcase{"bajale al vintage", "", nil}, "", [2]float64{}, 0},
	{ppcase{"vintage menos fuerte", "looks.apply", []string{"looks.apply:amount=50"}}, "", [2]float64{}, 0},
	{ppcase{"calida pero menos fuerte", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=15"}}, "", [2]float64{}, 0},
	{ppcase{"bajale al contraste", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast<0"}}, "", [2]float64{}, -1},
	// a thing said after "como"/"like" is what the photo should look like,
	// not a part of it (the vintage look went on the phone, selected)
	{ppcase{"como foto de celular viejo", "selection.deselect looks.apply", []string{"looks.apply:name=vintage"}}, "", [2]float64{0.4, 0.7}, 0},
	{ppcase{"que parezca foto de celular vieja", "selection.deselect looks.apply", []string{"looks.apply:name=vintage"}}, "", [2]float64{0.4, 0.7}, 0},
	// guards: a part said before the likeness is the part
	{ppcase{"que la taza parezca mas calida", "selection.subject adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=30"}}, "", [2]float64{}, 0},
	{ppcase{"blur the background like a portrait", "selection.subject selection.invert filters.applyMasked", nil}, "", [2]float64{}, 0},
	// a soft black and white is grey with gentle contrast (half the colour
	// was taken out: no black and white)
	{ppcase{"soft black and white", "looks.apply", []string{"looks.apply:name=matte-black-white"}}, "", [2]float64{0, 0.02}, -1},
	{ppcase{"blanco y negro suave", "looks.apply", []string{"looks.apply:name=matte-black-white"}}, "", [2]float64{0, 0.02}, -1},
	{ppcase{"dreamy black and white", "looks.apply", []string{"looks.apply:name=matte-black-white"}}, "", [2]float64{0, 0.02}, 0},
	// "intenso" with a look is how strong (the vivid look was added: the
	// vintage photo kept its colour)
	{ppcase{"vintage intenso", "looks.apply", []string{"looks.apply:name=vintage"}}, "", [2]float64{0.4, 0.6}, 0},
	{ppcase{"sepia intensa", "looks.apply", []string{"looks.apply:name=sepia"}}, "", [2]float64{}, 0},
	// guards: "un poco" black and white is part of the colour out; colours
	// said intense are vivid
	{ppcase{"un poco blanco y negro", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.5"}}, "", [2]float64{0.3, 0.7}, 0},
	{ppcase{"colores intensos", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}}, "", [2]float64{1.2, 2}, 0},
	// guards: a percent of one slider is the slider; a look of the catalog
	// at a strength; a soft look alone is a slight blur
	{ppcase{"warmer 50%", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=50"}}, "", [2]float64{}, 0},
	{ppcase{"vintage at 30%", "looks.apply", []string{"looks.apply:amount=30"}}, "", [2]float64{}, 0},
	{ppcase{"make it softer", "filters.applyMasked", []string{"filters.applyMasked:radius=1.5"}}, "", [2]float64{}, 0},
	{ppcase{"sin saturacion", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "", [2]float64{0, 0.02}, 0},
}

// twelfthGeometryCases: turns and flips said in other words.
var twelfthGeometryCases = []p9case{
	// both ways is both axes (the vertical flip was dropped)
	{ppcase{"flip both ways", "document.flip document.flip", []string{"document.flip:axis=horizontal"}}, "256x171", [2]float64{}, 0},
	{ppcase{"espejala en ambos sentidos", "document.flip document.flip", nil}, "256x171", [2]float64{}, 0},
	// a sign before the angle turns the other way (the sign was dropped:
	// it turned clockwise; "-90" was refused for the "-")
	{ppcase{"rotate minus 90", "document.rotate", []string{"document.rotate:angle=-90"}}, "171x256", [2]float64{}, 0},
	{ppcase{"rotate negative 90 degrees", "document.rotate", []string{"document.rotate:angle=-90"}}, "171x256", [2]float64{}, 0},
	{ppcase{"girala menos 90 grados", "document.rotate", []string{"document.rotate:angle=-90"}}, "171x256", [2]float64{}, 0},
	{ppcase{"rotar -90", "document.rotate", []string{"document.rotate:angle=-90"}}, "171x256", [2]float64{}, 0},
	{ppcase{"rotate 90", "document.rotate", []string{"document.rotate:angle=90"}}, "171x256", [2]float64{}, 0},
	// a look after "and" is its own, not a second turn (it turned twice,
	// or flipped back, and the look was dropped)
	{ppcase{"rotate 90 and sepia", "document.rotate looks.apply", []string{"document.rotate:angle=90", "looks.apply:name=sepia"}}, "171x256", [2]float64{}, 0},
	{ppcase{"girala 90 y blanco y negro", "document.rotate adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "171x256", [2]float64{0, 0.02}, 0},
	{ppcase{"flip it and warmer", "document.flip adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=30"}}, "256x171", [2]float64{}, 0},
	// what not to do after a turn is no second turn (it flipped back)
	{ppcase{"just flip it, no rotation", "", nil}, "", [2]float64{}, 0},
	{ppcase{"espejala, sin rotar", "document.flip", []string{"document.flip:axis=horizontal"}}, "256x171", [2]float64{}, 0},
	// a shape and a look in one clause: the shape was dropped
	{ppcase{"blanco y negro vertical", "", nil}, "", [2]float64{}, 0},
	// guards: two turns in a row, a flip then a turn
	{ppcase{"flip it and rotate 90", "document.flip document.rotate", []string{"document.rotate:angle=90"}}, "171x256", [2]float64{}, 0},
	{ppcase{"rotate 90 and crop to square", "document.rotate document.crop", nil}, "171x171", [2]float64{}, 0},
	// a cinema frame is a shape, not the cinematic look
	{ppcase{"formato cine", "", nil}, "", [2]float64{}, 0},
	{ppcase{"pasala a formato de cine", "", nil}, "", [2]float64{}, 0},
	// a frame around the photo, which no op makes ("marco" was read as
	// "marcar": a white colour range selected; "sepia with a black
	// frame" dropped the frame)
	{ppcase{"estilo polaroid con marco blanco", "", nil}, "", [2]float64{}, 0},
	{ppcase{"con marco blanco", "", nil}, "", [2]float64{}, 0},
	{ppcase{"sepia with a black frame", "", nil}, "", [2]float64{}, 0},
	// guards
	{ppcase{"oscurecé los bordes", "adjustments.apply", []string{"adjustments.apply:type=vignette"}}, "256x171", [2]float64{}, 0},
	{ppcase{"crop the frame to square", "document.crop", nil}, "171x171", [2]float64{}, 0},
	{ppcase{"make it cinematic", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast=20"}}, "", [2]float64{}, 0},
	{ppcase{"flip it top to bottom", "document.flip", []string{"document.flip:axis=vertical"}}, "256x171", [2]float64{}, 0},
	{ppcase{"formato 16:9 porfa", "document.crop", []string{"document.crop:h=144"}}, "256x144", [2]float64{}, 0},
}

// twelfthLayerCases run on the layered photo (a title "Hello", a logo
// layer): a layer said as left out of a turn was the one turned.
var twelfthLayerCases = []ppcase{
	{"rotate the photo but not the text", "", nil},
	{"mirror everything except the text", "", nil},
	{"flip the image but keep the text readable", "", nil},
	{"espejá todo menos el texto", "", nil},
	// guards
	{"flip the title", "layers.select transform.start transform.apply", []string{"transform.start:flipH=true"}},
	{"rotate the whole image 90 degrees", "document.rotate", []string{"document.rotate:angle=90"}},
}

func TestTwelfthRoundLayerTurns(t *testing.T) {
	runPhotoTable(t, twelfthLayerCases)
}

func TestTwelfthRoundPhotoStyles(t *testing.T) {
	runNinthTable(t, twelfthStyleCases)
}

func TestTwelfthRoundPhotoGeometry(t *testing.T) {
	runNinthTable(t, twelfthGeometryCases)
}

// TestTwelfthRoundReplies: the refusals say why. "Acostada" is lying
// down, landscape, which the coffee photo already is (it was typo-fixed
// to "acortala" and turned to portrait).
func TestTwelfthRoundReplies(t *testing.T) {
	for _, tc := range []struct{ prompt, want string }{
		{"girala para que quede acostada", "already landscape"},
		{"rotala acostada", "already landscape"},
		{"sin el efecto vintage", "undo"},
		{"formato cine", "crop to 21:9"},
		// no title on the coffee photo: the photo itself was turned
		{"rotate the title 15 degrees", "there is no title"},
		{"girá el texto 10 grados a la izquierda", "there is no title"},
	} {
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, coffeePhoto(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, tc.want) {
			t.Errorf("%q: ok=%v %q, want a refusal saying %q", tc.prompt, plan.OK(), plan.Reply, tc.want)
		}
	}
}
