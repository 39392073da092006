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
}

func TestLead47PhotoRemarks(t *testing.T) {
	for _, c := range lead47PhotoCases {
		plan := PlanPhoto(context.Background(), c.prompt, PhotoState{}, Options{})
		steps, _ := json.Marshal(plan.Steps)
		got := string(steps)
		switch {
		case c.want == "":
			if len(plan.Steps) > 0 {
				t.Errorf("%q: want no plan, got %s (%s)", c.prompt, got, plan.Reply)
			}
		case plan.Status != StatusPlanned || !strings.Contains(got, c.want):
			t.Errorf("%q: want %s in the steps, got %s %s (%s)", c.prompt, c.want, plan.Status, got, plan.Reply)
		case c.not != "" && strings.Contains(got, c.not):
			t.Errorf("%q: %s must not be in %s", c.prompt, c.not, got)
		}
	}
}
