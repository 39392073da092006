package planner

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// lead47PhotoCases: remarks beside a photo edit and a warmth the photo has
// of its own. want: every fragment must be in the plan's steps (as JSON);
// "" wants no plan (a question or a refusal, nothing changed); not: a
// fragment that must not be there.
var lead47PhotoCases = []struct{ prompt, want, not string }{
	// the warmth taken out of a photo with no edits is the opposite look
	// (photocast.go temperatureOwn)
	{"la piel se ve re naranja, sacale lo calido", `"warmth":-30`, ""},
	{"take the warmth out", `"warmth":-30`, ""},
	{"quitale lo frío", `"warmth":30`, ""},
	{"remove the sepia", "", ""}, // a look is no temperature: still cannot
	// an excess said of "it" after the edit that takes it down is its reason
	// (photoremark.go remarkOf)
	{"tone the colours down, it looks way too intense", `"adjustments.desaturate"`, "layers.select"},
	{"make it brighter, it looks way too intense", "", ""}, // brighter takes nothing down
	// "se ve" is how it looks, not a property
	{"un toque menos de color, el vestido se ve demasiado rojo", `"adjustments.desaturate"`, "layers.select"},
	// "menos de color", "más de color"
	{"menos de color", `"adjustments.desaturate"`, ""},
	{"dale más de color", `"saturation"`, ""},
	// a complaint in two states then its remedy: done once (photo.go; both
	// clauses were taken as the other's reason, and nothing was done)
	{"it looks kinda cold and bluish, warm it up", `"warmth":30`, "brightness"},
	{"se ve medio fría y azulada, calentala", `"warmth"`, "brightness"},
	// a hedge on a state with no look ("medio movida") says the state
	{"esta medio movida, enfocala un poco", `"unsharp-mask"`, ""},
	// "the photo of X" at the end of its clause is the photo
	{"dale un tono más cálido a la foto del perro", `"warmth":30`, "selection"},
	// what stays in colour after black and white on a part is why
	// (photoincolour.go); after black and white on the whole photo it is
	// still asked
	{"fondo en blanco y negro, la taza en color", `"selection.invert"`, ""},
	{"black and white background, keep the dog in colour", `"saturation":0`, ""},
	{"black and white, the cup in colour", "", ""},
	{"la taza en color", "", ""},
}

func TestLead47PhotoRemarks(t *testing.T) {
	for _, c := range lead47PhotoCases {
		checkPhotoSteps(t, c.prompt, PhotoState{}, c.want, c.not)
	}
}

// checkPhotoSteps plans prompt on st and wants want in its steps and not
// not; want "" wants no plan.
func checkPhotoSteps(t *testing.T, prompt string, st PhotoState, want, not string) {
	t.Helper()
	plan := PlanPhoto(context.Background(), prompt, st, Options{})
	steps, _ := json.Marshal(plan.Steps)
	got := string(steps)
	switch {
	case want == "":
		if len(plan.Steps) > 0 {
			t.Errorf("%q: want no plan, got %s (%s)", prompt, got, plan.Reply)
		}
	case plan.Status != StatusPlanned || !strings.Contains(got, want):
		t.Errorf("%q: want %s in the steps, got %s %s (%s)", prompt, want, plan.Status, got, plan.Reply)
	case not != "" && strings.Contains(got, not):
		t.Errorf("%q: %s must not be in %s", prompt, not, got)
	}
}

// "along the bottom" is a place, as "across the bottom" is (it was
// refused: "along" left out).
func TestLead47AlongPlace(t *testing.T) {
	plan := PlanPhoto(context.Background(), "write 'Café de la esquina' along the bottom", PhotoState{}, Options{})
	steps, _ := json.Marshal(plan.Steps)
	if !strings.Contains(string(steps), `"position":"bottom"`) || !strings.Contains(string(steps), `"text":"Café de la esquina"`) {
		t.Errorf("got %s (%s)", steps, plan.Reply)
	}
}
