package planner

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
)

// photoStateOf is what a surface hands the planner: document.info.
func photoStateOf(t *testing.T, ed *photoops.Editor) PhotoState {
	t.Helper()
	out, err := photoRegistry.Call(context.Background(), ed, "document.info", nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(out)
	var st PhotoState
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	return st
}

// "Change the title" in basic mode redraws the document's text layer with
// the new words or colour (English and Spanish); with no text layer it
// says so instead of adding one.
func TestBasicModeChangesTheTitle(t *testing.T) {
	ed := photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 256))
	if plan := BasicPhoto(context.Background(), `change the title to "Bye"`, photoStateOf(t, ed)); !plan.Understood || len(plan.Steps) != 0 || !strings.Contains(plan.Reply, "no title") {
		t.Errorf("without a text layer: %+v", plan)
	}
	if _, err := photoRegistry.Call(context.Background(), ed, "text.add", json.RawMessage(`{"text":"Hello","y":20,"color":"#ffffff"}`)); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		prompt, text, color string
	}{
		{`change the title to "Goodbye"`, "Goodbye", "#ffffff"},
		{"make the title red", "Goodbye", "#ff0000"},
		{`cambiá el título a "Chau"`, "Chau", "#ff0000"},
		{"poné el título en azul", "Chau", "#0050ff"}, // basic mode's blue
	} {
		plan := BasicPhoto(context.Background(), tc.prompt, photoStateOf(t, ed))
		if !plan.Understood || len(plan.Steps) != 1 || plan.Steps[0].Op != "text.update" {
			t.Errorf("%q: %+v", tc.prompt, plan)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Fatalf("%q: %v", tc.prompt, err)
		}
		var text *photo.Layer
		for _, l := range ed.S().Layers {
			if l.Kind == photo.KindText {
				text = l
			}
		}
		if text == nil || text.Text.Text != tc.text || !strings.EqualFold(text.Text.Color, tc.color) {
			t.Errorf("%q: text layer %+v, want %q in %s", tc.prompt, text.Text, tc.text, tc.color)
		}
		if n := len(ed.S().Layers); n != 2 {
			t.Errorf("%q: %d layers, want 2 (the title changed, not added)", tc.prompt, n)
		}
	}
}
