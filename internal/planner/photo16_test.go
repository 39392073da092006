package planner

import (
	"context"
	"strings"
	"testing"
)

// The sixteenth round (issue 13): geometry and style said the way people
// type them: "turn" with an angle or a way ("turn it 90 to the right"),
// a scale by a plain number ("scale by 0.5"), the times sign ("800×600"),
// a fraction said as a part ("la cuarta parte"), a saturation with no
// unit ("saturation 80"), the noir look by its name, "b/n", "como de
// película". Each plan row was a confident wrong plan or a refusal of a
// clear request on the coffee photo (256x171) before its rule; the guards
// held already.

// sixteenthTurnCases: "turn" with an angle or a way to turn is a rotation
// (they were refused: "turn" reads as "make"); "boca abajo" is upside down.
var sixteenthTurnCases = []p9case{
	{ppcase{"turn it 90 to the right", "document.rotate", []string{"document.rotate:angle=90"}}, "171x256", [2]float64{}, 0},
	{ppcase{"turn it 90 to the left", "document.rotate", []string{"document.rotate:angle=-90"}}, "171x256", [2]float64{}, 0},
	{ppcase{"turn it right", "document.rotate", []string{"document.rotate:angle=90"}}, "171x256", [2]float64{}, 0},
	{ppcase{"turn 90 clockwise", "document.rotate", []string{"document.rotate:angle=90"}}, "171x256", [2]float64{}, 0},
	{ppcase{"turn it 180", "document.rotate", []string{"document.rotate:angle=180"}}, "256x171", [2]float64{}, 0},
	{ppcase{"ponela boca abajo", "document.rotate", []string{"document.rotate:angle=180"}}, "256x171", [2]float64{}, 0},
	// guards: "turn" as "make"; "turn ... up"; "rotate" itself
	{ppcase{"turn it black and white", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "256x171", [2]float64{0, 0.02}, 0},
	{ppcase{"turn the brightness up", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}}, "256x171", [2]float64{}, 0},
	{ppcase{"rotate it 90 to the left", "document.rotate", []string{"document.rotate:angle=-90"}}, "171x256", [2]float64{}, 0},
}

func TestPhoto16Turns(t *testing.T) {
	runNinthTable(t, sixteenthTurnCases)
}

// sixteenthScaleCases: a scale by a plain number is that factor ("scale
// by 0.5" lexes the 0.5 as half a second: refused); "×" is the x of a
// size ("resize to 1200×800", "2×" were refused); a part said with an
// ordinal is that fraction ("reducila a la cuarta parte" desaturated).
var sixteenthScaleCases = []p9case{
	{ppcase{"scale by 0.5", "document.resize", []string{"document.resize:width=128"}}, "128x86", [2]float64{}, 0},
	{ppcase{"scale it by 0.5", "document.resize", []string{"document.resize:width=128"}}, "128x86", [2]float64{}, 0},
	{ppcase{"escalala por 0.5", "document.resize", []string{"document.resize:width=128"}}, "128x86", [2]float64{}, 0},
	{ppcase{"escala 0.5", "document.resize", []string{"document.resize:width=128"}}, "128x86", [2]float64{}, 0},
	{ppcase{"resize to 1200×800", "document.resize", []string{"document.resize:width=1200"}}, "1200x802", [2]float64{}, 0},
	{ppcase{"make it 2× bigger", "document.resize", []string{"document.resize:width=512"}}, "512x342", [2]float64{}, 0},
	{ppcase{"reducila a la cuarta parte", "document.resize", []string{"document.resize:width=64"}}, "64x43", [2]float64{0.95, 1.1}, 0},
	{ppcase{"reducila a la tercera parte", "document.resize", []string{"document.resize:width=85"}}, "85x57", [2]float64{}, 0},
	// guards: the plain forms; a size with no side stays asked
	{ppcase{"reducila a un cuarto", "document.resize", []string{"document.resize:width=64"}}, "64x43", [2]float64{}, 0},
	{ppcase{"resize to 1200x800", "document.resize", []string{"document.resize:width=1200"}}, "1200x802", [2]float64{}, 0},
	{ppcase{"scale 2x", "document.resize", []string{"document.resize:width=512"}}, "512x342", [2]float64{}, 0},
	{ppcase{"resize to 800", "", nil}, "", [2]float64{}, 0},
}

func TestPhoto16Scales(t *testing.T) {
	runNinthTable(t, sixteenthScaleCases)
	for _, p := range []string{"800×600", "resize to 800×600"} {
		plan := BasicPhoto(context.Background(), p, stateOf(t, coffeePhoto(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "800x600 would stretch") {
			t.Errorf("%q: %s %s, want the stretch named", p, opNames(plan.Steps), plan.Reply)
		}
	}
}

// sixteenthSaturationCases: the saturation said with no unit is a level,
// as the control API reads its saturation param (the multiplier up to 3,
// a percent over it): "saturation 80" was 1.8 with the vivid look's
// contrast; "al 50", "to 80", "saturación 150" were refused. A slider said
// with a sign changes that slider alone ("saturation +10" added contrast).
var sixteenthSaturationCases = []p9case{
	{ppcase{"saturation 80", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.8"}}, "", [2]float64{0.7, 0.9}, 0},
	{ppcase{"saturacion 80", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.8"}}, "", [2]float64{0.7, 0.9}, 0},
	{ppcase{"saturation 50", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.5"}}, "", [2]float64{0.4, 0.6}, 0},
	{ppcase{"saturacion 150", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=1.5"}}, "", [2]float64{1.3, 1.7}, 0},
	{ppcase{"set saturation to 80", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.8"}}, "", [2]float64{0.7, 0.9}, 0},
	{ppcase{"saturation at 80", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.8"}}, "", [2]float64{0.7, 0.9}, 0},
	{ppcase{"saturacion al 50", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.5"}}, "", [2]float64{0.4, 0.6}, 0},
	{ppcase{"saturation 1.5", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=1.5"}}, "", [2]float64{1.3, 1.7}, 0},
	{ppcase{"saturation +10", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=1.1"}}, "", [2]float64{1.02, 1.15}, 0},
	{ppcase{"saturacion +10", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=1.1"}}, "", [2]float64{1.02, 1.15}, 0},
	{ppcase{"raise the saturation by 20%", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=1.2"}}, "", [2]float64{1.1, 1.3}, 0},
	// guards: a look said by the slider with no amount stays the vivid
	// look; a minus takes it down; a percent level
	{ppcase{"more saturation", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=1.4", "adjustments.applyMasked:contrast=10"}}, "", [2]float64{1.3, 1.7}, 0},
	{ppcase{"saturation -20", "adjustments.desaturate", []string{"adjustments.desaturate:amount=20"}}, "", [2]float64{0.7, 0.9}, 0},
	{ppcase{"saturation 80%", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.8"}}, "", [2]float64{0.7, 0.9}, 0},
}

// TestPhoto16Saturation: the rows above, and no contrast where only the
// saturation was said with an amount.
func TestPhoto16Saturation(t *testing.T) {
	runNinthTable(t, sixteenthSaturationCases)
	for _, tc := range sixteenthSaturationCases {
		if strings.HasPrefix(tc.prompt, "more") {
			continue
		}
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, coffeePhoto(t)))
		for _, s := range plan.Steps {
			if strings.Contains(string(s.Params), "contrast") {
				t.Errorf("%q: %s changes the contrast, which was not asked", tc.prompt, s.Params)
			}
		}
	}
	plan := BasicPhoto(context.Background(), "saturation 100", stateOf(t, coffeePhoto(t)))
	if plan.OK() || !strings.Contains(plan.Reply, "as it is") {
		t.Errorf("saturation 100: %s %s, want \"as it is\"", opNames(plan.Steps), plan.Reply)
	}
}

// sixteenthLookCases: looks by the names people use: "noir" is the noir
// look (it was plain black and white); "b/n" is black and white, and
// "como de película", "like a movie" the cinematic look (they were
// refused).
var sixteenthLookCases = []p9case{
	{ppcase{"noir", "looks.apply", []string{"looks.apply:name=noir"}}, "", [2]float64{0, 0.02}, 1},
	{ppcase{"estilo noir", "looks.apply", []string{"looks.apply:name=noir"}}, "", [2]float64{0, 0.02}, 1},
	{ppcase{"noir 50%", "looks.apply", []string{"looks.apply:name=noir", "looks.apply:amount=50"}}, "", [2]float64{0.4, 0.6}, 0},
	{ppcase{"ponela b/n", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "", [2]float64{0, 0.02}, 0},
	{ppcase{"que parezca de pelicula", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast=20", "adjustments.applyMasked:warmth=12"}}, "", [2]float64{}, 1},
	{ppcase{"como de pelicula", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast=20"}}, "", [2]float64{}, 1},
	{ppcase{"make it look like a movie", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast=20"}}, "", [2]float64{}, 1},
	{ppcase{"make it look like film and crop 16:9", "adjustments.applyMasked document.crop", []string{"adjustments.applyMasked:contrast=20", "document.crop:h=144"}}, "256x144", [2]float64{}, 0},
	// guards: the names that worked
	{ppcase{"film noir", "looks.apply", []string{"looks.apply:name=noir"}}, "", [2]float64{0, 0.02}, 0},
	{ppcase{"b/w pls", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "", [2]float64{0, 0.02}, 0},
	{ppcase{"look de pelicula vieja", "looks.apply", []string{"looks.apply:name=vintage"}}, "", [2]float64{}, 0},
	{ppcase{"give it a film look", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast=20"}}, "", [2]float64{}, 1},
}

func TestPhoto16Looks(t *testing.T) {
	runNinthTable(t, sixteenthLookCases)
}

// sixteenthSecondCases, a second batch: a scale down by a number larger
// than 1 is that many times smaller ("scale down 2" made it twice as
// big); "but light" after a look is a light one (it was full strength);
// "by N" to a one-slider look is how much ("cooler by 10", "desaturate by
// 30" were refused); a side put on the photo ("ponele 500 px de alto"),
// "upscale 2x" and a story for Instagram said the short way were refused.
var sixteenthSecondCases = []p9case{
	{ppcase{"scale down 2", "document.resize", []string{"document.resize:width=128"}}, "128x86", [2]float64{}, 0},
	{ppcase{"shrink by 2", "document.resize", []string{"document.resize:width=128"}}, "128x86", [2]float64{}, 0},
	{ppcase{"scale down by 2", "document.resize", []string{"document.resize:width=128"}}, "128x86", [2]float64{}, 0},
	{ppcase{"sepia but light", "looks.apply", []string{"looks.apply:name=sepia", "looks.apply:amount=50"}}, "", [2]float64{}, 0},
	{ppcase{"vintage but light", "looks.apply", []string{"looks.apply:name=vintage", "looks.apply:amount=50"}}, "", [2]float64{}, 0},
	{ppcase{"cooler by 10", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=-10"}}, "", [2]float64{}, 0},
	{ppcase{"desaturate by 30", "adjustments.desaturate", []string{"adjustments.desaturate:amount=30"}}, "", [2]float64{0.6, 0.8}, 0},
	{ppcase{"warmer by 20", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=20"}}, "", [2]float64{}, 0},
	{ppcase{"ponele 500 px de alto", "document.resize", []string{"document.resize:height=500"}}, "749x500", [2]float64{}, 0},
	{ppcase{"upscale 2x", "document.resize", []string{"document.resize:width=512"}}, "512x342", [2]float64{}, 0},
	{ppcase{"recortala para una historia de insta", "document.crop", []string{"document.crop:w=96"}}, "96x171", [2]float64{}, 0},
	{ppcase{"scale up by 2", "document.resize", []string{"document.resize:width=512"}}, "512x342", [2]float64{}, 0},
	// guards: "light" before the look; "but lighter" is brighter; "by" a
	// percent; a moved layer is no size
	{ppcase{"light sepia", "looks.apply", []string{"looks.apply:amount=50"}}, "", [2]float64{}, 0},
	{ppcase{"sepia but lighter", "adjustments.applyMasked looks.apply", []string{"adjustments.applyMasked:brightness>0"}}, "", [2]float64{}, 0},
	{ppcase{"warmer by 20%", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=20"}}, "", [2]float64{}, 0},
	{ppcase{"crop for an instagram story", "document.crop", []string{"document.crop:w=96"}}, "96x171", [2]float64{}, 0},
}

func TestPhoto16Second(t *testing.T) {
	runNinthTable(t, sixteenthSecondCases)
	runPhotoTable(t, []ppcase{
		{"pone el logo 20 px abajo", "layers.select transform.start transform.apply", []string{"transform.start:translateY=20"}}, // guard: a layer moved
	})
}
