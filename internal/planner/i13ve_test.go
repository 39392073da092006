package planner

import (
	"context"
	"encoding/json"
	"testing"
)

// veCases: photo requests of issue 13 (helper i13ve). ops "" is a
// refusal whose reply holds refusal.
var veCases = []photoRow{
	// words typed in capitals after "write", starting with a small title
	// word ("LA", "THE", "EL"): the text (it was refused: "say the look")
	{prompt: "write LA NOCHE ROCKS at the bottom", ops: "text.add", conds: []string{"text.add:text=LA NOCHE ROCKS", "text.add:position=bottom"}},
	{prompt: "escribi EL BARRIO CREW arriba", ops: "text.add", conds: []string{"text.add:text=EL BARRIO CREW", "text.add:position=top"}},
	{prompt: "put THE MOONWALKERS in the middle", ops: "text.add", conds: []string{"text.add:text=THE MOONWALKERS", "text.add:position=center"}},
	// "the word" / "la palabra" before the words (it was an unknown word)
	{prompt: "add the word PROMO at the top", ops: "text.add", conds: []string{"text.add:text=PROMO", "text.add:position=top"}},
	{prompt: "agrega la palabra LIQUIDACION abajo", ops: "text.add", conds: []string{"text.add:text=LIQUIDACION", "text.add:position=bottom"}},
	{prompt: "write the words Happy Birthday at the bottom", ops: "text.add", conds: []string{"text.add:text=Happy Birthday"}},
	{prompt: `add the word "promo" at the top`, ops: "text.add", conds: []string{"text.add:text=promo"}},
	// guards: lower-case words after "the word" stay unread; a small word
	// alone in capitals is no text; a bare shouted word as before
	{prompt: "add the word promo at the top", refusal: "word"},
	{prompt: "put THE at the top", refusal: "Not understood"},
	{prompt: "write LIFTOFF at the bottom", ops: "text.add", conds: []string{"text.add:text=LIFTOFF"}},
	{prompt: "make it B&W", ops: "adjustments.applyMasked"},
}

func TestI13vePhotoRequests(t *testing.T) { runPhotoRows(t, veCases) }

// veLayerCases: the adjustment layer named by its kind, on a photo with one
// white-balance adjustment layer (or two: which one was not said).
var veLayerCases = []struct {
	prompt string
	two    bool
	ops    string
}{
	// it was refused: "there is no layer"
	{prompt: "delete the adjustment layer", ops: "layers.delete"},
	{prompt: "borra la capa de ajuste", ops: "layers.delete"},
	{prompt: "oculta la capa de ajuste", ops: "layers.setVisible"},
	// guards: a new one is added as before; with two it stays refused
	{prompt: "add a black and white adjustment layer", ops: "layers.addAdjustment"},
	{prompt: "delete the adjustment layer", two: true},
}

func TestI13veAdjustmentLayer(t *testing.T) {
	for _, tc := range veLayerCases {
		ed := photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 64))
		n := 1
		if tc.two {
			n = 2
		}
		for range n {
			if _, err := photoRegistry.Call(context.Background(), ed, "adjustments.apply", json.RawMessage(`{"type":"white-balance","params":{"warmth":40}}`)); err != nil {
				t.Fatal(err)
			}
		}
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		if got := opNames(plan.Steps); got != tc.ops {
			t.Errorf("%q: ops %q, want %q (%s)", tc.prompt, got, tc.ops, plan.Reply)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Errorf("%q: run: %v", tc.prompt, err)
		}
	}
}
