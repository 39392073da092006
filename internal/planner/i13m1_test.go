package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
)

// i13m1PhotoCases: photo requests of the fortieth session's own wording
// (none from a held-out set), on layeredPhoto; each group says what it
// was read as before.
var i13m1PhotoCases = []ppcase{
	// steps back were stops of exposure: "volvé dos pasos atrás" brightened
	// the photo 2 stops (silent)
	{"volvé dos pasos atrás", "history.undo history.undo", nil},
	{"deshacé los últimos 2 pasos", "history.undo history.undo", nil},
	{"go back two steps", "history.undo history.undo", nil},
	{"volve atras 3 pasos", "history.undo history.undo history.undo", nil},
	{"subí la exposición un paso", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},       // guard
	{"bajale dos pasos de exposición", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<-30"}}, // guard
	// a pale part was unknown: the sky's complaint went to the whole
	// photo (silent) or was refused ("pale")
	{"el cielo esta muy palido, dale mas color", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"the sky is too pale", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"la cara se ve pálida", "selection.face adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"la foto esta muy palida", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"make it pale", "adjustments.desaturate", nil},
	{"poné el cielo azul pálido", "adjustments.apply", []string{"adjustments.apply:params.range=blues"}}, // guard: a shade of blue
	// "modo superponer" added an empty layer (silent); "pantalla" was no mode
	{"modo superponer", "layers.setBlend", []string{"layers.setBlend:blendMode=overlay"}},
	{"duplicá la capa y ponela en modo pantalla", "layers.duplicate layers.setBlend", []string{"layers.setBlend:blendMode=screen"}},
	// an opacity with no layer named was refused ("say the look")
	{"set the opacity to 30%", "layers.setOpacity", []string{"layers.setOpacity:opacity=0.3"}},
	{"opacity 50", "layers.setOpacity", []string{"layers.setOpacity:opacity=0.5"}},
	{"poné la opacidad en 40%", "layers.setOpacity", []string{"layers.setOpacity:opacity=0.4"}},
	{"put the opacity at 70 percent", "layers.setOpacity", []string{"layers.setOpacity:opacity=0.7"}},
	// what a new layer holds was left out and the request refused
	{"add a new empty layer", "layers.addRaster", nil},
	{"agregá una capa vacía", "layers.addRaster", nil},
	{"agregá una capa en blanco", "layers.addRaster", nil},
	// "le falta color/vida" was refused ("falta" unknown)
	{"le falta color", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"le falta vida", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"al cielo le falta color", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	// "…, solo el fondo" was refused ("say what to do to el fondo")
	{"blanco y negro pero solo el fondo", "selection.subject selection.invert adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}},
	{"black and white, only the background", "selection.subject selection.invert adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}},
	{"más brillo pero solo en la cara", "selection.face adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"only the background", "", nil}, // guard: no look said
	// the person by what they are, or by a pronoun before a state, was refused
	{"blur everything except the astronaut", "selection.subject selection.invert filters.applyMasked", nil},
	{"she looks too orange", "selection.subject adjustments.applyMasked", []string{"adjustments.applyMasked:warmth<0"}},
	{"ella se ve muy naranja", "selection.subject adjustments.applyMasked", []string{"adjustments.applyMasked:warmth<0"}},
	// "dar vuelta" with the mirror said was asked
	{"dala vuelta en espejo", "document.flip", []string{"document.flip:axis=horizontal"}},
	{"dala vuelta como espejo", "document.flip", []string{"document.flip:axis=horizontal"}},
	{"dala vuelta", "", nil}, // guard: a mirror or a half turn
	// what the photo shows, said after its noun, was a part left out (refused)
	{"la foto del cafe esta muy clara, oscurecela", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	// a surface darkened so the subject stands out is the background (refused)
	{"oscurecé la mesa de madera, que la taza resalte", "selection.subject selection.invert adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"darken the table", "", nil}, // guard: a surface alone may be one thing among others
}

func TestI13m1Photo(t *testing.T) { runPhotoTable(t, i13m1PhotoCases) }

// TestI13m1NothingToGoBackTo: "go back to the original" with nothing
// changed since the photo was opened took back the import itself (one
// undo: the canvas was left empty); it is refused now, and undoes every
// change once there are some.
func TestI13m1NothingToGoBackTo(t *testing.T) {
	fresh := func(t testing.TB) *photoops.Editor { return photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 64)) }
	for _, p := range []string{"go back to the original", "undo everything", "deshacé todo", "volvé a la original"} {
		plan := BasicPhoto(context.Background(), p, stateOf(t, fresh(t)))
		if plan.OK() || len(plan.Steps) > 0 {
			t.Errorf("%q on a fresh photo: want no change, got %s: %s", p, opNames(plan.Steps), plan.Reply)
		}
	}
	plan := BasicPhoto(context.Background(), "go back to the original", stateOf(t, layeredPhoto(t)))
	if got := opNames(plan.Steps); got == "" || got[:len("history.undo")] != "history.undo" {
		t.Errorf("go back to the original after changes: got %q: %s", got, plan.Reply)
	}
}
