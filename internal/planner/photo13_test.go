package planner

import (
	"context"
	"strings"
	"testing"
)

// The thirteenth round (issue 13): clear requests the photo ops can do
// that were refused. A fraction cut off one side ("crop out the left
// third"), a shape said for a platform ("4:5 for instagram") and a look
// at a strength with no percent sign ("vintage al 80"). Each row was
// refused on the coffee photo (256x171) before its rule; the guards held
// already.

// thirteenthCropCases: a fraction of the photo cut away from a side.
var thirteenthCropCases = []p9case{
	{ppcase{"crop out the left third", "document.crop", []string{"document.crop:x=85", "document.crop:w=171"}}, "171x171", [2]float64{}, 0},
	{ppcase{"crop off the bottom quarter", "document.crop", []string{"document.crop:y=0", "document.crop:h=128"}}, "256x128", [2]float64{}, 0},
	{ppcase{"crop 10% from the left", "document.crop", []string{"document.crop:x=26"}}, "230x171", [2]float64{}, 0},
	{ppcase{"recortale un tercio a la izquierda", "document.crop", []string{"document.crop:x=85"}}, "171x171", [2]float64{}, 0},
	{ppcase{"crop off the top and bottom quarter", "document.crop", []string{"document.crop:y=43"}}, "256x85", [2]float64{}, 0},
	{ppcase{"crop 10% off each side", "document.crop", []string{"document.crop:x=26", "document.crop:y=17"}}, "204x137", [2]float64{}, 0},
	// a part said with no word that cuts it away may be the one kept: asked
	{ppcase{"crop the left third", "", nil}, "", [2]float64{}, 0},
	{ppcase{"recortá el tercio de la izquierda", "", nil}, "", [2]float64{}, 0},
	// guards: a half said is kept; pixels off a side
	{ppcase{"crop the left half", "document.crop", []string{"document.crop:x=0", "document.crop:w=128"}}, "128x171", [2]float64{}, 0},
	{ppcase{"crop 20 pixels from the left", "document.crop", []string{"document.crop:x=20"}}, "236x171", [2]float64{}, 0},
}

// thirteenthShapeCases: a shape said for a platform is the shape ("for
// instagram" was left out, so the crop was refused).
var thirteenthShapeCases = []p9case{
	{ppcase{"4:5 for instagram", "document.crop", []string{"document.crop:w=136", "document.crop:h=171"}}, "136x171", [2]float64{}, 0},
	{ppcase{"formato 4:5 para instagram", "document.crop", []string{"document.crop:w=136"}}, "136x171", [2]float64{}, 0},
	{ppcase{"crop to square for facebook", "document.crop", nil}, "171x171", [2]float64{}, 0},
	{ppcase{"9:16 para tiktok", "document.crop", []string{"document.crop:w=96"}}, "96x171", [2]float64{}, 0},
	// guards: a platform with no shape still asks for one; a story is 9:16
	{ppcase{"crop for instagram", "", nil}, "", [2]float64{}, 0},
	{ppcase{"recortala para instagram", "", nil}, "", [2]float64{}, 0},
	{ppcase{"formato historia", "document.crop", []string{"document.crop:w=96"}}, "96x171", [2]float64{}, 0},
}

// thirteenthStrengthCases: a look or a style "al"/"at" a number is at that
// strength, as with a percent sign ("al 80" was taken for a time and
// refused as left out).
var thirteenthStrengthCases = []p9case{
	{ppcase{"vintage al 80", "looks.apply", []string{"looks.apply:name=vintage", "looks.apply:amount=80"}}, "", [2]float64{}, 0},
	{ppcase{"vintage at 80", "looks.apply", []string{"looks.apply:amount=80"}}, "", [2]float64{}, 0},
	{ppcase{"sepia al 50", "looks.apply", []string{"looks.apply:name=sepia", "looks.apply:amount=50"}}, "", [2]float64{}, 0},
	{ppcase{"moody al 40", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-6", "adjustments.applyMasked:contrast=8"}}, "", [2]float64{}, 0},
	{ppcase{"set the vintage to 80", "looks.apply", []string{"looks.apply:amount=80"}}, "", [2]float64{}, 0},
	// guards: a single slider set to a number may be a level (refused, as
	// before); over 100 is no strength; the percent and bare forms
	{ppcase{"brillo al 30", "", nil}, "", [2]float64{}, 0},
	{ppcase{"vintage al 150", "", nil}, "", [2]float64{}, 0},
	{ppcase{"vintage al 80%", "looks.apply", []string{"looks.apply:amount=80"}}, "", [2]float64{}, 0},
	{ppcase{"vintage 80", "looks.apply", []string{"looks.apply:amount=80"}}, "", [2]float64{}, 0},
}

func TestThirteenthRoundPhotoStrengths(t *testing.T) {
	runNinthTable(t, thirteenthStrengthCases)
}

func TestThirteenthRoundPhotoShapes(t *testing.T) {
	runNinthTable(t, thirteenthShapeCases)
}

func TestThirteenthRoundPhotoCrops(t *testing.T) {
	runNinthTable(t, thirteenthCropCases)
}

// TestThirteenthRoundReplies: the questions say what to say instead.
func TestThirteenthRoundReplies(t *testing.T) {
	for _, tc := range []struct{ prompt, want string }{
		{"crop the left third", "crop out the left third"},
		{"recortá el tercio de la izquierda", "cut away"},
		{"recorta un 10% de arriba", "crop out the top 10%"},
	} {
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, coffeePhoto(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, tc.want) {
			t.Errorf("%q: ok=%v %q, want a refusal saying %q", tc.prompt, plan.OK(), plan.Reply, tc.want)
		}
	}
}
