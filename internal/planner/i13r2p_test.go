package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
)

// onePhoto is the astronaut alone: one layer, the photo.
func onePhoto(t testing.TB) *photoops.Editor {
	return photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 128))
}

// i13r2pCases: photo requests an editor plans that basic mode refused
// (or got wrong): the whole of it said with "slightly", Spanish filter
// verbs, a look with an adjective before it, exposure in stops said in
// words, a look said by the catalog's description of it, a dark edge
// around, saturation taken off a part, a filter's param named, a half kept.
var i13r2pCases = []ppcase{
	// the whole thing: a look's own scope
	{"blur the whole thing slightly", "filters.applyMasked", []string{"filters.applyMasked:radius=4"}},
	{"make the entire thing a bit cooler", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth<0"}},
	{"desenfocá toda la cosa un poco", "filters.applyMasked", []string{"filters.applyMasked:radius=4"}},
	// Spanish filter verbs
	{"pixelá el fondo", "selection.subject selection.invert filters.applyMasked", []string{"filters.applyMasked:id=pixelate"}},
	{"pixeleá la cara", "selection.face filters.applyMasked", []string{"filters.applyMasked:id=pixelate"}},
	{"censurá la cara", "selection.face filters.applyMasked", []string{"filters.applyMasked:id=pixelate"}},
	// a look with an adjective before it
	{"give it a classic sepia look", "looks.apply", []string{"looks.apply:name=sepia"}},
	{"an old school noir look", "looks.apply", []string{"looks.apply:name=noir"}},
	{"ponele un lindo look vintage", "looks.apply", []string{"looks.apply:name=vintage"}},
	// exposure in stops, the count in words
	{"raise the exposure by one stop", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=25"}},
	{"bring the exposure down half a stop", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-12.5"}},
	{"lower exposure by half a stop", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-12.5"}},
	{"subile un paso", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=25"}},
	{"bajá medio stop la exposición", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-12.5"}},
	// a look by its description in the catalog
	{"make it look like an old print", "looks.apply", []string{"looks.apply:name=vintage"}},
	{"que parezca una foto antigua desgastada", "looks.apply", []string{"looks.apply:name=vintage"}},
	{"make it look like a washed out print", "looks.apply", []string{"looks.apply:name=faded"}},
	// a dark edge around
	{"put a dark edge around the photo", "adjustments.apply", []string{"adjustments.apply:type=vignette", "adjustments.apply:params.amount<0"}},
	// saturation taken off a part
	{"quitale saturación al cielo", "selection.sky adjustments.desaturate", []string{"adjustments.desaturate:amount=40"}},
	{"sacale un poquito de saturación a la cara", "selection.face adjustments.desaturate", []string{"adjustments.desaturate:amount=20"}},
	{"sacale toda la saturación", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}},
	// a filter's param named
	{"gaussian blur with radius 3", "filters.applyMasked", []string{"filters.applyMasked:id=blur-gaussian", "filters.applyMasked:radius=3"}},
	{"desenfoque gaussiano radio 6", "filters.applyMasked", []string{"filters.applyMasked:radius=6"}},
	{"sharpen with amount 1.5", "filters.applyMasked", []string{"filters.applyMasked:id=unsharp-mask", "filters.applyMasked:amount=1.5"}},
	{"pixelate it with a size of 6", "filters.applyMasked", []string{"filters.applyMasked:id=pixelate", "filters.applyMasked:size=6"}},
	{"pixelá con tamaño 10", "filters.applyMasked", []string{"filters.applyMasked:size=10"}},
	{"pixelate with a radius of 5", "filters.applyMasked", []string{"filters.applyMasked:size=5"}}, // its blocks' size, as before
	// a half kept
	{"keep just the left half", "document.crop", []string{"document.crop:x=0", "document.crop:w=64", "document.crop:h=128"}},
	{"dejá solamente la mitad de arriba", "document.crop", []string{"document.crop:y=0", "document.crop:h=64", "document.crop:w=128"}},
	{"quedate con la mitad derecha", "document.crop", []string{"document.crop:x=64", "document.crop:w=64"}},
	{"keep only the top half", "document.crop", []string{"document.crop:y=0", "document.crop:h=64"}},
}

func TestI13r2pPhotoWording(t *testing.T) {
	runPhotoTableOn(t, onePhoto, i13r2pCases)
}

// i13r2pRefusals: what stays refused, saying what: a param the filter has
// not, a frame (no op draws one), removing a thing behind someone (named
// whole, not "behind"), nothing at the place said but the photo.
var i13r2pRefusals = []struct{ prompt, says string }{
	{"blur with amount 3", "a blur has no amount"},
	{"sharpen amount 40", "out of range"},
	{"add a dark frame around it", "no op puts a frame"},
	{"erase the lamp behind her", `"the lamp behind her" is part of the picture`},
	{"sacá la silla detrás de ella", `"la silla detrás de ella" is part of the picture`},
	{"remove the bike behind the kid", `"the bike behind the kid" is part of the picture`},
}

func TestI13r2pRefusals(t *testing.T) {
	for _, tc := range i13r2pRefusals {
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, onePhoto(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, tc.says) {
			t.Errorf("%q: %s %s %q, want a refusal saying %q", tc.prompt, plan.Status, opNames(plan.Steps), plan.Reply, tc.says)
		}
	}
}

// What is at a place, in a clause that hides or deletes a layer, is the
// layer there (logoPhoto: the logo in the middle, the title near the
// top); with nothing there but the photo it is refused (it hid the photo,
// or described the document).
func TestI13r2pWhatIsThere(t *testing.T) {
	for _, tc := range []struct{ prompt, layer string }{
		{"ocultá lo que hay en el centro", "logo"},
		{"hide what's at the top", "Hello"},
		{"borrá lo que está arriba", "Hello"},
		{"ocultá lo que hay abajo a la izquierda", ""},
		{"hide what's in the bottom right corner", ""},
	} {
		ed := logoPhoto(t)
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		if tc.layer == "" {
			if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "no layer but the photo is at the") {
				t.Errorf("%q: %s %s %q, want it refused: nothing there", tc.prompt, plan.Status, opNames(plan.Steps), plan.Reply)
			}
			continue
		}
		if !plan.OK() || !strings.Contains(plan.Reply, `"`+tc.layer+`"`) {
			t.Errorf("%q: %s %s %q, want the layer %q", tc.prompt, plan.Status, opNames(plan.Steps), plan.Reply, tc.layer)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Fatalf("%q: %v", tc.prompt, err)
		}
	}
}

// "traelo"/"traela" carry their object, as "ponelo" does: after the logo
// is brought to the front, bringing it there again says it already is.
func TestI13r2pTraeloIsIt(t *testing.T) {
	for _, p := range []string{"traé el logo al frente y después traelo al frente", "traé el logo adelante de todo y traela al frente"} {
		plan := BasicPhoto(context.Background(), p, stateOf(t, logoPhoto(t)))
		if plan.OK() || !strings.Contains(plan.Reply, "already in front") {
			t.Errorf("%q: %s %q, want: the logo is already in front", p, plan.Status, plan.Reply)
		}
	}
}
