package planner

import (
	"context"
	"strings"
	"testing"
)

// z2Rows: silent edits of the photo planner (issue 13, helper i13z2).
// ops "" is a refusal whose reply holds refusal.
var z2Rows = []photoRow{
	// an English verb of the lexicon made Spanish with "-ear" is that
	// verb ("cropealo" was typo-fixed to copialo: the layer duplicated)
	{prompt: "cropealo a 4:5", ops: "document.crop"},
	{prompt: "cropeala a 16:9", ops: "document.crop"},
	{prompt: "cropear a 16:9", ops: "document.crop"},
	{prompt: "resizealo a 50%", ops: "document.resize"},
	{prompt: "croppealo a 4:5", ops: "document.crop"},
	{prompt: "recropealo a 4:5 porfa", ops: "document.crop"},
	{prompt: "crop it to 4:5", ops: "document.crop"},
	// guards: the Spanish verbs keep their reading
	{prompt: "copialo", ops: "layers.duplicate"},
	{prompt: "duplicalo", ops: "layers.duplicate"},
	{prompt: "recortalo a 4:5", ops: "document.crop"},

	// a remark that says the opposite of the edit before it is asked (the
	// sky was darkened, then the whole photo brightened)
	{prompt: "darken the sky, too dark", ops: "", refusal: "opposite"},
	{prompt: "oscurecé el cielo, demasiado oscuro", ops: "", refusal: "opposite"},
	{prompt: "brighten the face, too bright", ops: "", refusal: "opposite"},
	{prompt: "make the sky warmer, way too warm", ops: "", refusal: "opposite"},
	// on the whole photo it was refused already (the two cancel out)
	{prompt: "brighten it, too bright", ops: "", refusal: "Nothing was changed"},
	{prompt: "aclarala, demasiado clara", ops: "", refusal: "Nothing was changed"},
	// guards: a remark that agrees is the reason, done once
	{prompt: "brighten it, too dark", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "darken the sky, too bright", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "darken the sky, the ground is too dark", ops: "selection.sky adjustments.applyMasked selection.sky selection.invert selection.rectangle adjustments.applyMasked"},
	{prompt: "the photo is too dark, brighten it", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
}

func TestI13z2Photo(t *testing.T) {
	runPhotoRows(t, z2Rows)
}

// z2Undo: a count beside "last" in an undo is how many (it undid one).
var z2Undo = []struct {
	prompt string
	n      int
}{
	{"undo the last two", 2},
	{"undo the last 3", 3},
	{"deshacé las últimas dos", 2},
	{"deshace los ultimos 3", 3},
	{"undo twice", 2},
	// guards
	{"undo the last one", 1},
	{"deshacé los últimos 2 cambios", 2},
	{"undo", 1},
}

func TestI13z2Undo(t *testing.T) {
	for _, tc := range z2Undo {
		ed := photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 128))
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		if want := strings.TrimSpace(strings.Repeat("history.undo ", tc.n)); opNames(plan.Steps) != want {
			t.Errorf("%q: ops %q, want %q (%s)", tc.prompt, opNames(plan.Steps), want, plan.Reply)
		}
	}
}

// TestI13z2Spanglish: an English verb made Spanish with "-ear" is that
// verb; Spanish words ending in "-ea" are not read so.
func TestI13z2Spanglish(t *testing.T) {
	lx := theLexicon()
	for _, w := range []string{"cropealo", "cropea", "cropear", "croppeala", "recropealo", "resizealo", "resizear"} {
		if spanishisedVerb(lx, w) == nil {
			t.Errorf("%q: not read as its English verb", w)
		}
	}
	for _, w := range []string{"linea", "lineas", "tarea", "marea", "pelea", "europea", "platea", "correa", "jalea", "idea", "oblea", "area", "sea", "crea"} {
		if ls := spanishisedVerb(lx, w); ls != nil {
			t.Errorf("%q: read as an English verb: %v", w, ls)
		}
	}
}
