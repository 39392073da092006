package planner

import (
	"context"
	"strings"
	"testing"
)

// The fifteenth round (issue 13): amounts and units the way people type
// them into photo apps: signs ("contrast -30", "saturation +20%"), a
// slider at a level ("saturation 80%", "saturación a cero"), exposure in
// stops ("exposure -0.5", "-0.5 EV"), comparisons ("half as bright"),
// sides by their length and limits ("2000 px on the long side", "max
// 200 px", "fit in 1920x1080"). Each plan row was a confident wrong plan
// or a refusal of a clear request on the coffee photo (256x171) before
// its rule; the guards held already.

// fifteenthLevelCases: the saturation slider said at a level is that
// level ("saturation 80%" was 1.8, "saturation 0%" the vivid look, "to
// zero" refused); a sign says an amount to add or take.
var fifteenthLevelCases = []p9case{
	{ppcase{"saturation 80%", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.8"}}, "", [2]float64{0.6, 0.95}, 0},
	{ppcase{"saturacion 80%", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.8"}}, "", [2]float64{0.6, 0.95}, 0},
	{ppcase{"saturation 0%", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "", [2]float64{0, 0.02}, 0},
	{ppcase{"saturation to zero", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "", [2]float64{0, 0.02}, 0},
	{ppcase{"saturacion a cero", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "", [2]float64{0, 0.02}, 0},
	// guards: a level over 100; a sign adds; "by" adds
	{ppcase{"saturation 120%", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=1.2"}}, "", [2]float64{1.05, 1.5}, 0},
	{ppcase{"saturation +20%", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=1.2"}}, "", [2]float64{1.05, 1.5}, 0},
	{ppcase{"raise the saturation by 20%", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=1.2"}}, "", [2]float64{1.05, 1.5}, 0},
}

func TestPhotoAmounts15Levels(t *testing.T) {
	runNinthTable(t, fifteenthLevelCases)
}

// fifteenthSignCases: a minus sign before a slider's amount takes it
// down (the "-" was left out and the request refused); a vignette's
// minus is its dark edges, as apps sign it.
var fifteenthSignCases = []p9case{
	{ppcase{"saturation -20", "adjustments.desaturate", []string{"adjustments.desaturate:amount=20"}}, "", [2]float64{0.7, 0.9}, 0},
	{ppcase{"saturacion -20%", "adjustments.desaturate", []string{"adjustments.desaturate:amount=20"}}, "", [2]float64{0.7, 0.9}, 0},
	{ppcase{"brightness -20", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-20"}}, "", [2]float64{}, 0},
	{ppcase{"brillo -30", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-30"}}, "", [2]float64{}, 0},
	{ppcase{"contrast -30", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast=-30"}}, "", [2]float64{}, -1},
	{ppcase{"contraste -15", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast=-15"}}, "", [2]float64{}, -1},
	{ppcase{"warmth -20", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=-20"}}, "", [2]float64{}, 0},
	{ppcase{"vibrance -30", "adjustments.vibrance", []string{"adjustments.vibrance:amount=-30"}}, "", [2]float64{}, 0},
	{ppcase{"vignette -30", "adjustments.apply", []string{"adjustments.apply:type=vignette", "adjustments.apply:params.amount=-30"}}, "", [2]float64{}, 0},
	// guards: a plus sign, no sign
	{ppcase{"brightness +20", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=20"}}, "", [2]float64{}, 0},
	{ppcase{"contrast +30", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast=30"}}, "", [2]float64{}, 1},
	{ppcase{"vignette 30", "adjustments.apply", []string{"adjustments.apply:params.amount=-30"}}, "", [2]float64{}, 0},
}

func TestPhotoAmounts15Signs(t *testing.T) {
	runNinthTable(t, fifteenthSignCases)
}

// fifteenthStopCases: exposure in stops, as cameras say it, is the
// brightness of that many stops (25 each, as "a stop darker" is); they
// were refused. "Half as bright" is the brightness halved (it was a
// brighter look at half strength); "sepia a la mitad" is sepia at half
// strength (it was sepia on the centre of the frame).
var fifteenthStopCases = []p9case{
	{ppcase{"exposure -0.5", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-12.5"}}, "", [2]float64{}, 0},
	{ppcase{"-0.5 EV", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-12.5"}}, "", [2]float64{}, 0},
	{ppcase{"+1 EV", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=25"}}, "", [2]float64{}, 0},
	{ppcase{"+1 stop", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=25"}}, "", [2]float64{}, 0},
	{ppcase{"exposicion -0,5", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-12.5"}}, "", [2]float64{}, 0},
	{ppcase{"subi la exposicion 1 paso", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=25"}}, "", [2]float64{}, 0},
	{ppcase{"exposure down 0.5", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-12.5"}}, "", [2]float64{}, 0},
	{ppcase{"half as bright", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}}, "", [2]float64{}, 0},
	{ppcase{"sepia a la mitad", "looks.apply", []string{"looks.apply:name=sepia", "looks.apply:amount=50"}}, "", [2]float64{}, 0},
	// guards: a stop said as the look; half a stop; half strength
	{ppcase{"a stop darker", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-25"}}, "", [2]float64{}, 0},
	{ppcase{"half a stop brighter", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=12.5"}}, "", [2]float64{}, 0},
	{ppcase{"sepia at half", "looks.apply", []string{"looks.apply:amount=50"}}, "", [2]float64{}, 0},
}

func TestPhotoAmounts15Stops(t *testing.T) {
	runNinthTable(t, fifteenthStopCases)
}

// fifteenthSideCases: a size said for the long or short side, as a limit
// or as a box to fit in (they were refused, or a limit enlarged the photo).
var fifteenthSideCases = []p9case{
	{ppcase{"2000px on the long side", "document.resize", []string{"document.resize:width=2000"}}, "2000x1336", [2]float64{}, 0},
	{ppcase{"resize the long edge to 2000", "document.resize", []string{"document.resize:width=2000"}}, "2000x1336", [2]float64{}, 0},
	{ppcase{"lado mayor a 2000 px", "document.resize", []string{"document.resize:width=2000"}}, "2000x1336", [2]float64{}, 0},
	{ppcase{"max 200px", "document.resize", []string{"document.resize:width=200"}}, "200x134", [2]float64{}, 0},
	{ppcase{"at most 100 wide", "document.resize", []string{"document.resize:width=100"}}, "100x67", [2]float64{}, 0},
	{ppcase{"fit in 1920x1080", "document.resize", []string{"document.resize:width=1617"}}, "1617x1080", [2]float64{}, 0},
	// guards: a side said plainly; a limit said with the side
	{ppcase{"como maximo 100 de ancho", "document.resize", []string{"document.resize:width=100"}}, "100x67", [2]float64{}, 0},
	{ppcase{"1080 de ancho", "document.resize", []string{"document.resize:width=1080"}}, "1080x721", [2]float64{}, 0},
	{ppcase{"make it 1080 pixels tall", "document.resize", []string{"document.resize:height=1080"}}, "1617x1080", [2]float64{}, 0},
}

func TestPhotoAmounts15Sides(t *testing.T) {
	runNinthTable(t, fifteenthSideCases)
}

// TestPhotoAmounts15Refusals: amounts that say two things, or past what
// the op takes, are refused naming why (each was applied: the raise to
// 80% as 1.8, 120% as +100, a limit as an enlargement, 400 degrees as a
// plan that failed when run); "flatten" merges layers, which no op does
// (it took the contrast down, or desaturated).
func TestPhotoAmounts15Refusals(t *testing.T) {
	for _, tc := range []struct{ prompt, want string }{
		{"subile la saturacion al 80%", "raises"},
		{"subi la saturacion al 80%", "raises"},
		{"saturation 100%", "as it is"},
		{"brillo al 120%", "from -100% to +100%"},
		{"contrast 150%", "from -100% to +100%"},
		{"rotate 400 degrees", "at most 360"},
		{"max 1600", "already within"},
		{"resize to max 1200 wide", "already within"},
		{"como maximo 1600 de ancho", "already within"},
		{"fit within 1000 pixels", "already within"},
		{"half as warm", "no amount to halve"},
		{"flatten the image", "flattens"},
		{"flatten", "flattens"},
		{"flatten layers", "flattens"},
		{"aplana la imagen", "flattens"},
	} {
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, coffeePhoto(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, tc.want) {
			t.Errorf("%q: %s %s, want a refusal saying %q", tc.prompt, opNames(plan.Steps), plan.Reply, tc.want)
		}
	}
}

// fifteenthPixelCases: a filter said in pixels is that radius, or the
// pixelate size (they were refused: "blur 5px" left out the 5 pixels);
// "al mango", "al palo" are all the way (they were refused).
var fifteenthPixelCases = []p9case{
	{ppcase{"blur 5px", "filters.applyMasked", []string{"filters.applyMasked:id=blur-gaussian", "filters.applyMasked:radius=5"}}, "", [2]float64{}, -1},
	{ppcase{"desenfoque 10 px", "filters.applyMasked", []string{"filters.applyMasked:radius=10"}}, "", [2]float64{}, -1},
	{ppcase{"blur radius 4", "filters.applyMasked", []string{"filters.applyMasked:radius=4"}}, "", [2]float64{}, -1},
	{ppcase{"desenfoca el fondo 8 px", "selection.subject selection.invert filters.applyMasked", []string{"filters.applyMasked:radius=8"}}, "", [2]float64{}, 0},
	{ppcase{"contraste al mango", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast=100"}}, "", [2]float64{}, 1},
	{ppcase{"saturacion al mango", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=2"}}, "", [2]float64{1.5, 3}, 0},
	{ppcase{"vintage al palo", "looks.apply", []string{"looks.apply:name=vintage"}}, "", [2]float64{}, 0},
	// guards: a bare number is no radius; "a tope"
	{ppcase{"blur 10", "", nil}, "", [2]float64{}, 0},
	{ppcase{"contraste a tope", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast=100"}}, "", [2]float64{}, 1},
}

func TestPhotoAmounts15Pixels(t *testing.T) {
	runNinthTable(t, fifteenthPixelCases)
	for _, tc := range []struct{ prompt, want string }{
		{"blur 300px", "out of range"},
		{"turn up the volume", "no sound"},
		{"subile el volumen al mango", "no sound"},
	} {
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, coffeePhoto(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, tc.want) {
			t.Errorf("%q: %s %s, want a refusal saying %q", tc.prompt, opNames(plan.Steps), plan.Reply, tc.want)
		}
	}
}

// fifteenthFormCases: sizes, turns and shapes typed the short way: the
// ordinal sign as degrees ("gira 90º"), a factor or a percent with no
// verb ("0.5x", "un 10% más chica"), "twice as big", "scale 0.5", a side
// with a colon ("width: 1080"), "flip h", "aspect ratio 16:9". Each was
// refused.
var fifteenthFormCases = []p9case{
	{ppcase{"gira 90º", "document.rotate", []string{"document.rotate:angle=90"}}, "171x256", [2]float64{}, 0},
	{ppcase{"make it twice as big", "document.resize", []string{"document.resize:width=512"}}, "512x342", [2]float64{}, 0},
	{ppcase{"un 10% mas chica", "document.resize", []string{"document.resize:width=230"}}, "230x154", [2]float64{}, 0},
	{ppcase{"un diez por ciento mas grande", "document.resize", []string{"document.resize:width=282"}}, "282x188", [2]float64{}, 0},
	{ppcase{"make it 0.5x", "document.resize", []string{"document.resize:width=128"}}, "128x86", [2]float64{}, 0},
	{ppcase{"0.5x", "document.resize", []string{"document.resize:width=128"}}, "128x86", [2]float64{}, 0},
	{ppcase{"scale 0.5", "document.resize", []string{"document.resize:width=128"}}, "128x86", [2]float64{}, 0},
	{ppcase{"width: 1080", "document.resize", []string{"document.resize:width=1080"}}, "1080x721", [2]float64{}, 0},
	{ppcase{"height: 720px", "document.resize", []string{"document.resize:height=720"}}, "1078x720", [2]float64{}, 0},
	{ppcase{"flip h", "document.flip", []string{"document.flip:axis=horizontal"}}, "256x171", [2]float64{}, 0},
	{ppcase{"flip v", "document.flip", []string{"document.flip:axis=vertical"}}, "256x171", [2]float64{}, 0},
	{ppcase{"aspect ratio 16:9", "document.crop", []string{"document.crop:h=144"}}, "256x144", [2]float64{}, 0},
	{ppcase{"relacion de aspecto 4:3", "document.crop", []string{"document.crop:w=228"}}, "228x171", [2]float64{}, 0},
	// guards: the plain forms; a size in pixels with no side stays asked
	{ppcase{"resize 0.5x", "document.resize", []string{"document.resize:width=128"}}, "128x86", [2]float64{}, 0},
	{ppcase{"make it twice as large", "document.resize", []string{"document.resize:width=512"}}, "512x342", [2]float64{}, 0},
	{ppcase{"resize to 800", "", nil}, "", [2]float64{}, 0},
}

func TestPhotoAmounts15Forms(t *testing.T) {
	runNinthTable(t, fifteenthFormCases)
}

// fifteenthSecondCases, a second batch: "menos de" a look takes it down
// ("un 10% menos de brillo" was brighter); a bare fraction to sharpen is
// its amount ("sharpen 1.5" was 1.5%: 0.015).
var fifteenthSecondCases = []p9case{
	{ppcase{"un 10% menos de brillo", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-10"}}, "", [2]float64{}, 0},
	{ppcase{"un poco menos de contraste", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast<0"}}, "", [2]float64{}, -1},
	{ppcase{"sharpen 1.5", "filters.applyMasked", []string{"filters.applyMasked:amount=1.5"}}, "", [2]float64{}, 1},
	// guards: "menos" right before the look; a whole percent
	{ppcase{"un poco menos contraste", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast<0"}}, "", [2]float64{}, -1},
	{ppcase{"sharpen 30", "filters.applyMasked", []string{"filters.applyMasked:amount=0.3"}}, "", [2]float64{}, 0},
}

// TestPhotoAmounts15Second: a look or a size at 0% is refused (the look
// went on at full strength; the photo was made 3x2); a size said with a
// crop to a shape is named as left out (the crop ran alone).
func TestPhotoAmounts15Second(t *testing.T) {
	runNinthTable(t, fifteenthSecondCases)
	for _, tc := range []struct{ prompt, want string }{
		{"vintage 0%", "0%"},
		{"black and white 0%", "0%"},
		{"resize to 0%", "0%"},
		{"make it square 1080", `leave out "1080"`},
		{"crop to 4:5 and max 100px", `leave out "100 pixels"`},
	} {
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, coffeePhoto(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, tc.want) {
			t.Errorf("%q: %s %s, want a refusal saying %q", tc.prompt, opNames(plan.Steps), plan.Reply, tc.want)
		}
	}
	runNinthTable(t, []p9case{{ppcase{"crop it 16 by 9", "document.crop", []string{"document.crop:h=144"}}, "256x144", [2]float64{}, 0}})
}
