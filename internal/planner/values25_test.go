package planner

import (
	"fmt"
	"math"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Right tool, wrong value (i13w): requests whose words were all read and
// whose tool was right, but whose amount, way or colour was not the one
// said. Found by a fresh list of 174 requests written before the fixes.

// logoStaysAt checks the logo's opacity and that it stayed where it was (the
// workshop's logo is top-right at 0.25: x 785, y -365).
func logoStaysAt(opacity float64) check {
	return visualOf("logo.png", func(e *timeline.Element) string {
		v := e.Visual
		if !near(v.Opacity, opacity) || math.Abs(v.X-785) > 0.5 || math.Abs(v.Y+365) > 0.5 || !near(v.Scale, 0.25) {
			return fmt.Sprintf("opacity %v at (%v,%v) scale %v, want opacity %v in place", v.Opacity, v.X, v.Y, v.Scale, opacity)
		}
		return ""
	})
}

func textScaleIs(content string, scale float64, style string) check {
	return visualOf(content, func(e *timeline.Element) string {
		if !near(e.Visual.Scale, scale) || e.Text.Style != style {
			return fmt.Sprintf("scale %v style %s, want scale %v style %s", e.Visual.Scale, e.Text.Style, scale, style)
		}
		return ""
	})
}

var values25WorkshopCases = map[string][]vcase{
	// "down"/"up" after a level with no verb is the level's way: the
	// opacity went to the percent said as a change and the logo moved to
	// the bottom (or 40 px up)
	"up or down said of a level is its way, not a place": {
		{"logo opacity down by 20%", logoStaysAt(0.8)},
		{"opacity of the logo down 20%", logoStaysAt(0.8)},
		{"logo opacity down to 40%", logoStaysAt(0.4)},
		{"el logo con la opacidad para abajo un 30%", logoStaysAt(0.7)},
		// guards: a move said with a verb or alone; a level with a verb
		{"move the logo down", placedIs("logo.png", 0.25, 785, 351)},
		{"logo down a bit", placedIs("logo.png", 0.25, 785, -257)},
		{"lower the logo opacity by 20%", logoStaysAt(0.8)},
		{"music volume down by 20%", volumeIs("music.mp3", 0.6)},
	},
	// "twice as big" of a text is twice the size, not the "big" style (it
	// was restyled as a hook: 1.4 times; "el doble de grande" was both: 2.8)
	"a comparison makes big a size, not a text style": {
		{"make the welcome text twice as big", textScaleIs("Welcome to the Workshop", 2, "plain")},
		{"hacé el texto de bienvenida el doble de grande", textScaleIs("Welcome to the Workshop", 2, "plain")},
		// guards: "big" alone is the style; a size way alone; a picture
		{"make the welcome text big", textScaleIs("Welcome to the Workshop", 1, "hook")},
		{"make the welcome text a bit bigger", textScaleIs("Welcome to the Workshop", 1.2, "plain")},
		{"make the logo twice as big", placedIs("logo.png", 0.5, 690, -270)},
	},
	// a colour's shade is part of the colour (refused as "would leave out
	// oscuro", or read as an effect over the picture)
	"a colour said with its shade": {
		{"poné el último texto en rojo oscuro", textColorIs("Thanks for watching!", "#8c0000")},
		{"make the last text light blue", textColorIs("Thanks for watching!", "#80a8ff")},
		{"make the last text dark blue", textColorIs("Thanks for watching!", "#002c8c")},
		{"poné el último texto celeste", textColorIs("Thanks for watching!", "#80a8ff")},
		// guard: the colour alone
		{"poné el último texto en rojo", textColorIs("Thanks for watching!", "#ff0000")},
	},
	// a colour or size said in a new title's own words is its colour or
	// size (the noun phrase kept it only to say which text, and the title
	// was drawn plain, in the default colour)
	"a new title's own colour and size": {
		{"add a red title 'Coffee'", textColorIs("Coffee", "#ff0000")},
		{"add a dark red title 'Coffee'", textColorIs("Coffee", "#8c0000")},
		{"add a big title 'Coffee'", textIs("Coffee", 0, 5, "top", "hook")},
		{"add a big red title 'Coffee'", both(textIs("Coffee", 0, 5, "top", "hook"), textColorIs("Coffee", "#ff0000"))},
		// guards: the colour said after it; Spanish after the noun; a subtitle
		{"add a title 'Coffee' in red", textColorIs("Coffee", "#ff0000")},
		{"agregá un título rojo 'Café'", textColorIs("Café", "#ff0000")},
		{"add a subtitle 'hi'", textIs("hi", 0, 5, "bottom", "subtitle")},
	},
}

func TestValues25Workshop(t *testing.T) {
	runFixtureTable(t, "values-25 workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, values25WorkshopCases)
}

// values25TextCases run on the layered photo: its title "Hello" is drawn
// at 48 px. A title's new size follows the degree and amount said, as a
// layer's does (every one was 1.5 or 0.6 times); a colour's shade is kept.
var values25TextCases = []ppcase{
	{"make the text a bit bigger", "text.update", []string{"text.update:size=58"}},
	{"make the text a little smaller", "text.update", []string{"text.update:size=38"}},
	{"make the text a lot smaller", "text.update", []string{"text.update:size=14"}},
	{"make the text way smaller", "text.update", []string{"text.update:size=14"}},
	{"make the text 2x bigger", "text.update", []string{"text.update:size=96"}},
	{"make the text 20% smaller", "text.update", []string{"text.update:size=38"}},
	{"make the text dark red", "text.update", []string{"text.update:color=#8c0000"}},
	{"poné el texto en rojo oscuro", "text.update", []string{"text.update:color=#8c0000"}},
	{"poné el texto azul claro", "text.update", []string{"text.update:color=#80a8ff"}},
	{"make the text light blue", "text.update", []string{"text.update:color=#80a8ff"}},
	{"poné el texto en celeste", "text.update", []string{"text.update:color=#80a8ff"}},
	// a diminutive shade, typed right after the text noun: the colour, not new words
	{"poné el texto verde clarito", "text.update", []string{"text.update:color=#80e080"}},
	{"poné el texto azul oscurito", "text.update", []string{"text.update:color=#002c8c"}},
	// guards: the plain ways and colours; a shade word said of a look
	{"make the text bigger", "text.update", []string{"text.update:size=72"}},
	{"make the text smaller", "text.update", []string{"text.update:size=29"}},
	{"hacé el texto el doble de grande", "text.update", []string{"text.update:size=96"}},
	{"make the text half the size", "text.update", []string{"text.update:size=24"}},
	{"make the text red", "text.update", []string{"text.update:color=#ff0000"}},
	{"light black and white", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.5"}},
}

func TestValues25PhotoText(t *testing.T) {
	runPhotoTableOn(t, layeredPhoto, values25TextCases)
	runPhotoTableOn(t, twoTextPhoto, []ppcase{
		{"make the first text 2x bigger", "text.update", []string{"text.update:id=layer-3", "text.update:size=96"}},
	})
	runPhotoTableOn(t, coffeePhoto, []ppcase{
		{"add the text 'Sale' in dark green", "text.add", []string{"text.add:color=#006a00"}},
		// a new title's own words: its size and colour (14 px, the default colour)
		{"add a big title 'Coffee'", "text.add", []string{"text.add:size=21"}},
		{"agregá un título grande 'Café'", "text.add", []string{"text.add:size=21"}},
		{"add a small title 'Coffee'", "text.add", []string{"text.add:size=8"}},
		{"add a red title 'Coffee'", "text.add", []string{"text.add:color=#ff0000", "text.add:size=14"}},
		{"add a big red title 'Coffee'", "text.add", []string{"text.add:color=#ff0000", "text.add:size=21"}},
		// guards
		{"add the title 'Coffee'", "text.add", []string{"text.add:size=14"}},
		{"add a title 'Coffee' in blue", "text.add", []string{"text.add:color=#0050ff"}},
		{"add a title 'Coffee', big", "text.add", []string{"text.add:size=21"}},
	})
}
