package planner

import (
	"context"
	"strings"
	"testing"
)

// The tenth round (issue 13): a code audit of the places the photo planner
// fills a slot itself, then requests aimed at each. Looks said in one
// clause that undo each other were refused ("brighter but moodier"), but
// the same looks joined by "and" became two clauses, each planned: the
// second took the first away and the plan reported both as done.

// tenthStyleCases run on the coffee photo (256x171).
var tenthStyleCases = []p9case{
	// two whole-photo looks in a row that undo each other (both ran)
	{ppcase{"make it warmer and cooler", "", nil}, "", [2]float64{}, 0},
	{ppcase{"make it brighter and darker", "", nil}, "", [2]float64{}, 0},
	{ppcase{"make it brighter and moodier", "", nil}, "", [2]float64{}, 0},
	{ppcase{"hacela mas clara y mas oscura", "", nil}, "", [2]float64{}, 0},
	{ppcase{"ponela mas calida y un poco mas fria", "", nil}, "", [2]float64{}, 0},
	{ppcase{"make it sharper and softer", "", nil}, "", [2]float64{}, 0},
	{ppcase{"make it vivid and muted", "", nil}, "", [2]float64{}, 0},
	// more colour after black and white has none to raise (it stayed grey)
	{ppcase{"ponela en blanco y negro y mas saturada", "", nil}, "", [2]float64{}, 0},
	{ppcase{"make it black and white and more colorful", "", nil}, "", [2]float64{}, 0},
	// guards: looks that do not undo each other, or on different parts
	{ppcase{"make it black and white and warmer", "adjustments.applyMasked adjustments.applyMasked", nil}, "", [2]float64{0, 0.3}, 0},
	{ppcase{"make it warmer and brighter", "adjustments.applyMasked adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=30"}}, "", [2]float64{}, 0},
	{ppcase{"brighten the cup and darken the background", "selection.subject adjustments.applyMasked selection.subject selection.invert adjustments.applyMasked", nil}, "", [2]float64{}, 0},
	{ppcase{"make it warmer, undo that and make it cooler", "adjustments.applyMasked history.undo adjustments.applyMasked", nil}, "", [2]float64{}, 0},
	// "light" before a look is its strength (it was dropped: full sepia,
	// all the colour out, a radius 8 blur)
	{ppcase{"a light sepia tone", "looks.apply", []string{"looks.apply:amount=50"}}, "", [2]float64{}, 0},
	{ppcase{"light vintage look", "looks.apply", []string{"looks.apply:amount=50"}}, "", [2]float64{}, 0},
	{ppcase{"light black and white", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.5"}}, "", [2]float64{0.3, 0.7}, 0},
	{ppcase{"give it a light blur", "filters.applyMasked", []string{"filters.applyMasked:radius<8"}}, "", [2]float64{}, 0},
	// a light vignette is subtle or white: asked (it was white)
	{ppcase{"add a light vignette", "", nil}, "", [2]float64{}, 0},
	// strength words that were typo-fixed into a place or a thing: "mild"
	// to "mid" (the middle of the frame went sepia), "dash" to "dish"
	// (the plate was selected and warmed)
	{ppcase{"mild sepia", "looks.apply", []string{"looks.apply:amount=50"}}, "", [2]float64{}, 0},
	{ppcase{"mild black and white", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.5"}}, "", [2]float64{0.3, 0.7}, 0},
	{ppcase{"a dash of warmth", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=15"}}, "", [2]float64{}, 0},
	{ppcase{"a hint of sepia", "looks.apply", []string{"looks.apply:amount=50"}}, "", [2]float64{}, 0},
	{ppcase{"desenfoque leve", "filters.applyMasked", []string{"filters.applyMasked:radius<8"}}, "", [2]float64{}, 0},
	{ppcase{"gentle vintage", "looks.apply", []string{"looks.apply:amount=50"}}, "", [2]float64{}, 0},
	{ppcase{"a tiny bit of sepia", "looks.apply", []string{"looks.apply:amount=50"}}, "", [2]float64{}, 0},
	{ppcase{"a wee bit warmer", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=15"}}, "", [2]float64{}, 0},
	// guards: the light of the photo, a white vignette, a light colour
	{ppcase{"make the light warmer", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=30"}}, "", [2]float64{}, 0},
	{ppcase{"add a white vignette", "adjustments.apply", []string{"adjustments.apply:params.amount=50"}}, "", [2]float64{}, 0},
	{ppcase{"add a subtle vignette", "adjustments.apply", []string{"adjustments.apply:params.amount>-40"}}, "", [2]float64{}, 0},
}

func TestTenthRoundPhotoStyles(t *testing.T) {
	runNinthTable(t, tenthStyleCases)
}

// TestTenthRoundUndoneLooks: the refusal names both looks and leaves the
// photo as it was.
func TestTenthRoundUndoneLooks(t *testing.T) {
	for _, tc := range []struct{ prompt, want string }{
		{"make it warmer and cooler", "warm and cool in one request cancel out"},
		{"hacela mas clara y mas oscura", "brighter and darker in one request cancel out"},
		{"ponela en blanco y negro y mas saturada", "cancel out"},
	} {
		ed := coffeePhoto(t)
		before := composite(ed)
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		if err := runPhotoPlan(ed, plan); err != nil || plan.OK() || !strings.Contains(plan.Reply, tc.want) {
			t.Errorf("%q: ok=%v %q (%v), want a refusal saying %q", tc.prompt, plan.OK(), plan.Reply, err, tc.want)
		}
		if d := meanAbsDiff(composite(ed), before, nil, nil); d > 0 {
			t.Errorf("%q: the photo changed by %.1f", tc.prompt, d)
		}
	}
}
