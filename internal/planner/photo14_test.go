package planner

import (
	"testing"
)

// The fourteenth round (issue 13): the words of photo apps (Lightroom,
// Snapseed, VSCO, Photoshop, phone galleries) and styles said by their
// effect. Each row below was a confident wrong plan on the coffee photo
// (256x171) before its rule; the guards held already.

// fourteenthSliderCases: a slider said with "down" after it, as apps name
// them, is lowered (it was raised); with two sliders in a clause each
// keeps its own way; "without saturating" is a limit on the other look
// (it was black and white).
var fourteenthSliderCases = []p9case{
	{ppcase{"saturation down", "adjustments.desaturate", nil}, "", [2]float64{0.3, 0.9}, 0},
	{ppcase{"brightness down", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}}, "", [2]float64{}, 0},
	{ppcase{"contrast down", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast<0"}}, "", [2]float64{}, -1},
	{ppcase{"warmth down", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth<0"}}, "", [2]float64{}, 0},
	{ppcase{"vibrance down", "adjustments.vibrance", []string{"adjustments.vibrance:amount<0"}}, "", [2]float64{}, 0},
	{ppcase{"saturacion para abajo", "adjustments.desaturate", nil}, "", [2]float64{0.3, 0.9}, 0},
	{ppcase{"contrast up, brightness down", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast>0", "adjustments.applyMasked:brightness<0"}}, "", [2]float64{}, 0},
	{ppcase{"vibrance up saturation down", "adjustments.vibrance adjustments.desaturate", []string{"adjustments.vibrance:amount>0"}}, "", [2]float64{}, 0},
	{ppcase{"more vibrance, less saturation", "adjustments.vibrance adjustments.desaturate", []string{"adjustments.vibrance:amount>0"}}, "", [2]float64{}, 0},
	{ppcase{"more vibrance without saturating", "adjustments.vibrance", []string{"adjustments.vibrance:amount>0"}}, "", [2]float64{0.95, 1.5}, 0},
	{ppcase{"mas vibrancia sin saturar", "adjustments.vibrance", []string{"adjustments.vibrance:amount>0"}}, "", [2]float64{0.95, 1.5}, 0},
	// guards: up raises; a verb with its particle; "less" said of the one
	// look; "sin saturación" takes the colour away
	{ppcase{"saturation up", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}}, "", [2]float64{1.1, 3}, 0},
	{ppcase{"turn the saturation down", "adjustments.desaturate", nil}, "", [2]float64{0.3, 0.9}, 0},
	{ppcase{"less vibrance", "adjustments.vibrance", []string{"adjustments.vibrance:amount<0"}}, "", [2]float64{}, 0},
	{ppcase{"lower the vibrance", "adjustments.vibrance", []string{"adjustments.vibrance:amount<0"}}, "", [2]float64{}, 0},
	{ppcase{"sin saturación", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "", [2]float64{0, 0.02}, 0},
	{ppcase{"mas color sin saturar", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}}, "", [2]float64{}, 0},
}

func TestPhotoApps14Sliders(t *testing.T) {
	runNinthTable(t, fourteenthSliderCases)
}

// fourteenthEffectCases: styles said as photo apps and people say them.
// "Fade" of the photo itself is the faded look (it set the opacity of the
// one layer, so the photo went see-through); "it's washed out" is a
// complaint (it was desaturated further); "warmer but not orange" is a
// gentle warmth (the orange parts were left out of a full one).
var fourteenthEffectCases = []p9case{
	{ppcase{"fade", "looks.apply", []string{"looks.apply:name=faded"}}, "", [2]float64{}, 0},
	{ppcase{"fade 30", "looks.apply", []string{"looks.apply:name=faded", "looks.apply:amount=30"}}, "", [2]float64{}, 0},
	{ppcase{"desvanecido 30", "looks.apply", []string{"looks.apply:name=faded", "looks.apply:amount=30"}}, "", [2]float64{}, 0},
	{ppcase{"fade the photo", "looks.apply", []string{"looks.apply:name=faded"}}, "", [2]float64{}, 0},
	{ppcase{"it's washed out", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}}, "", [2]float64{1.1, 3}, 0},
	{ppcase{"its washed out", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}}, "", [2]float64{1.1, 3}, 0},
	{ppcase{"less washed out", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}}, "", [2]float64{1.1, 3}, 0},
	{ppcase{"warmer but not orange", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=15"}}, "", [2]float64{}, 0},
	{ppcase{"cooler but not blue", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=-15"}}, "", [2]float64{}, 0},
	// guards: washed out said as the look; "looks washed out"; a colour
	// said with its article is a part left out; a colour no look casts
	{ppcase{"washed out", "adjustments.desaturate", nil}, "", [2]float64{0.3, 0.9}, 0},
	{ppcase{"looks washed out", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}}, "", [2]float64{}, 0},
	{ppcase{"warmer but not the orange", "selection.colorRange selection.invert adjustments.applyMasked", []string{"selection.colorRange:color=#ff8000"}}, "", [2]float64{}, 0},
	{ppcase{"black and white but not red", "selection.colorRange selection.invert adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "", [2]float64{}, 0},
}

// fourteenthFadeLayerCases run on the layered photo: "fade" of a layer
// over the photo is its opacity; of the photo, the look.
var fourteenthFadeLayerCases = []ppcase{
	{"fade the logo", "layers.select layers.setOpacity", []string{"layers.setOpacity:opacity=0.5"}},
	{"desvanece el logo", "layers.select layers.setOpacity", nil},
	{"fade the title", "layers.select layers.setOpacity", nil},
	{"fade", "looks.apply", []string{"looks.apply:name=faded"}},
}

func TestPhotoApps14Effects(t *testing.T) {
	runNinthTable(t, fourteenthEffectCases)
	runPhotoTable(t, fourteenthFadeLayerCases)
}
