package planner

import (
	"context"
	"encoding/json"
	"strings"
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

// fourteenthSizeCases: sizes said the way image-size dialogs and apps say
// them. "Stretch" to a shape stretches (it cropped); a size and a shape in
// one clause ask for two steps (the shape was dropped); the side said
// before its number is that number's ("width 500 height 300" was 500
// high); a factor past 20 is that factor or too large (it was 20x).
var fourteenthSizeCases = []p9case{
	{ppcase{"stretch it to 16:9", "document.resize", []string{"document.resize:width=256", "document.resize:height=144"}}, "256x144", [2]float64{}, 0},
	{ppcase{"estirala a 16:9", "document.resize", []string{"document.resize:height=144"}}, "256x144", [2]float64{}, 0},
	{ppcase{"stretch to 1920x1080", "document.resize", []string{"document.resize:width=1920", "document.resize:height=1080"}}, "1920x1080", [2]float64{}, 0},
	{ppcase{"make it 1080 wide and square", "", nil}, "", [2]float64{}, 0},
	{ppcase{"make it square and 1080 wide", "", nil}, "", [2]float64{}, 0},
	{ppcase{"width 500", "document.resize", []string{"document.resize:width=500"}}, "500x334", [2]float64{}, 0},
	{ppcase{"altura 800", "document.resize", []string{"document.resize:height=800"}}, "1198x800", [2]float64{}, 0},
	{ppcase{"resize 30x", "document.resize", []string{"document.resize:width=7680"}}, "7680x5130", [2]float64{}, 0},
	// guards: a shape alone is a crop; the size said after its number;
	// two steps; 3x; 3x smaller
	{ppcase{"16:9", "document.crop", []string{"document.crop:h=144"}}, "256x144", [2]float64{}, 0},
	{ppcase{"800 de alto", "document.resize", []string{"document.resize:height=800"}}, "1198x800", [2]float64{}, 0},
	{ppcase{"crop to square and make it 1080 wide", "document.crop document.resize", []string{"document.resize:width=1080"}}, "1080x1080", [2]float64{}, 0},
	{ppcase{"resize 3x", "document.resize", []string{"document.resize:width=768"}}, "768x513", [2]float64{}, 0},
	{ppcase{"make it 3x smaller", "document.resize", []string{"document.resize:width=85"}}, "85x57", [2]float64{}, 0},
}

func TestPhotoApps14Sizes(t *testing.T) {
	runNinthTable(t, fourteenthSizeCases)
}

// TestPhotoApps14SizeRefusals: a factor the photo cannot take is refused
// as too large (it was made 20 times bigger); two sides said each before
// its number are both read, so the stretch is refused (it was 500 high).
func TestPhotoApps14SizeRefusals(t *testing.T) {
	for _, tc := range []struct{ prompt, want string }{
		{"make it 100x bigger", "too large"},
		{"resize 1000x", "too large"},
		{"width 500 height 300", "500x300 would stretch"},
	} {
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, coffeePhoto(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, tc.want) {
			t.Errorf("%q: %s %s, want a refusal saying %q", tc.prompt, opNames(plan.Steps), plan.Reply, tc.want)
		}
	}
}

// fourteenthLayerTurnCases run on the layered photo: "the layer" with no
// name, where there are three, is asked about (the whole photo was
// turned); a layer named, the photo, or nothing said turn as before.
var fourteenthLayerTurnCases = []ppcase{
	{"rotate the layer 90", "", nil},
	{"flip the layer", "", nil},
	{"rota la capa 90", "", nil},
	{"voltea la capa", "", nil},
	{"rotate the logo 90", "layers.select transform.start transform.apply", []string{"transform.start:rotate=90"}},
	{"flip the logo", "layers.select transform.start transform.apply", []string{"transform.start:flipH=true"}},
	{"rotate the photo 90", "document.rotate", []string{"document.rotate:angle=90"}},
	{"rotate 90", "document.rotate", nil},
}

func TestPhotoApps14LayerTurns(t *testing.T) {
	runPhotoTable(t, fourteenthLayerTurnCases)
	plan := BasicPhoto(context.Background(), "flip the layer", stateOf(t, layeredPhoto(t)))
	if !strings.Contains(plan.Reply, `"logo"`) || !strings.Contains(plan.Reply, "flip the photo") {
		t.Errorf("flip the layer: %q, want the layers named and the whole photo offered", plan.Reply)
	}
}

// fourteenthLevelCases, a second batch of app wording: the saturation
// slider set to a percent is that level (80% was 1.8); a look that has no
// opposite said "down" is refused (the vignette was added); a look that is
// a lowering keeps its way with "down"; darker or brighter "but not" the
// colour it goes to is a gentle one (the black parts were left out).
var fourteenthLevelCases = []p9case{
	{ppcase{"saturacion al 80%", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.8"}}, "", [2]float64{0.6, 0.95}, 0},
	{ppcase{"saturation to 50%", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.5"}}, "", [2]float64{0.3, 0.7}, 0},
	{ppcase{"vignette down", "", nil}, "", [2]float64{}, 0},
	{ppcase{"darker but not black", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>-20", "adjustments.applyMasked:brightness<0"}}, "", [2]float64{}, 0},
	{ppcase{"brighter but not white", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<20", "adjustments.applyMasked:brightness>0"}}, "", [2]float64{}, 0},
	// guards: a level over 100; a strength of a look said by its name;
	// a verb says the way; "dim down" is dimmer
	{ppcase{"saturacion al 150%", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=1.5"}}, "", [2]float64{}, 0},
	{ppcase{"vivid al 50%", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=1.5"}}, "", [2]float64{}, 0},
	{ppcase{"bajale la saturacion al 50%", "adjustments.desaturate", []string{"adjustments.desaturate:amount=50"}}, "", [2]float64{}, 0},
	{ppcase{"dim down", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}}, "", [2]float64{}, 0},
}

func TestPhotoApps14Levels(t *testing.T) {
	runNinthTable(t, fourteenthLevelCases)
}

// TestPhotoApps14HideOnlyLayer: hiding the photo when it is the only
// layer is refused ("cover photo" hid it: a blank canvas); with layers
// over it, the photo hides as before.
func TestPhotoApps14HideOnlyLayer(t *testing.T) {
	for _, prompt := range []string{"cover photo", "hide the image"} {
		plan := BasicPhoto(context.Background(), prompt, stateOf(t, coffeePhoto(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "only layer") {
			t.Errorf("%q: %s %s, want a refusal saying the photo is the only layer", prompt, opNames(plan.Steps), plan.Reply)
		}
	}
	runPhotoTable(t, []ppcase{{"hide the logo", "layers.select layers.setVisible", []string{"layers.setVisible:visible=false"}}})
}

// fourteenthLayerExceptCases run on the layered photo: a layer said as the
// one left out is not the one changed (the logo alone went grey); the
// selection is not turned as the whole photo (it was).
var fourteenthLayerExceptCases = []ppcase{
	{"black and white except the logo", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}},
	{"sepia menos el logo", "looks.apply", []string{"looks.apply:name=sepia"}},
	{"make everything except the logo warmer", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},
	{"flip the selection", "", nil},
	{"rotate the selection 90", "", nil},
	{"voltea la seleccion", "", nil},
	// guards: the logo said as the one changed; a part excepted
	{"make the logo black and white", "layers.select adjustments.applyMasked", []string{"layers.select:id=layer-2"}},
	{"black and white except the red", "selection.colorRange selection.invert adjustments.applyMasked", nil},
	// guards: the photo said with a part left out is that part; a layer
	// said with a colour left out is that layer's
	{"make the image layer warmer except the face", "selection.face selection.invert adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},
	{"make the logo black and white except the red", "layers.select selection.colorRange selection.invert adjustments.applyMasked", []string{"layers.select:id=layer-2"}},
}

// TestPhotoApps14LayerExcept: the look lands on the photo, and the logo
// layer is left as it was.
func TestPhotoApps14LayerExcept(t *testing.T) {
	runPhotoTable(t, fourteenthLayerExceptCases)
	for _, prompt := range []string{"black and white except the logo", "sepia menos el logo"} {
		plan := BasicPhoto(context.Background(), prompt, stateOf(t, layeredPhoto(t)))
		if !strings.Contains(plan.Reply, `layer "Image"`) {
			t.Errorf("%q: %q, want the look on the photo layer", prompt, plan.Reply)
		}
	}
}

// TestPhotoApps14SelectedArea: "the selected area" is the selection (the
// selection was dropped and the whole photo darkened); with none, it is
// refused as "the selection" is.
func TestPhotoApps14SelectedArea(t *testing.T) {
	for _, prompt := range []string{"darken the selected area", "aclara la parte seleccionada", "oscurece lo seleccionado"} {
		ed := layeredPhoto(t)
		if _, err := photoRegistry.Call(context.Background(), ed, "selection.rectangle", json.RawMessage(`{"x":10,"y":10,"w":50,"h":40}`)); err != nil {
			t.Fatal(err)
		}
		plan := BasicPhoto(context.Background(), prompt, stateOf(t, ed))
		if got := opNames(plan.Steps); got != "adjustments.applyMasked" || !strings.Contains(plan.Reply, "the selection") {
			t.Errorf("%q: %s %q, want the look on the selection alone", prompt, got, plan.Reply)
		}
		plan = BasicPhoto(context.Background(), prompt, stateOf(t, coffeePhoto(t)))
		if plan.OK() || !strings.Contains(plan.Reply, "no selection") {
			t.Errorf("%q with no selection: %s %q, want a refusal saying there is none", prompt, opNames(plan.Steps), plan.Reply)
		}
	}
}
