package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13jsb: silent wrongs of the development sets 10–12, as rules on the
// planner's own fixtures (workshop: kitchen clip 82–92 with sound, city
// clip 70–82, logo at 0.25, five texts; dinner: "€19.99 a plate").
var i13jsbCases = map[string][]vcase{
	// see-through said of a clip that has sound is its opacity (it was its volume)
	"see-through clip": {
		{"make the kitchen clip a bit see-through, 60%", both(opacityIs("broll-kitchen.mp4", 0.6), volumeIs("broll-kitchen.mp4", 1))},
		{"poné el clip de la cocina un poquito transparente, al 80", both(opacityIs("broll-kitchen.mp4", 0.8), volumeIs("broll-kitchen.mp4", 1))},
		{"dejá el b-roll de la ciudad un poco transparente, 40%", opacityIs("broll-city.mp4", 0.6)},
		{"make the city clip see-through, like 35% opacity", opacityIs("broll-city.mp4", 0.35)},
		// guards: a number alone on a clip is its volume; "30% transparent" is 70% opacity
		{"set the kitchen clip to 60%", volumeIs("broll-kitchen.mp4", 0.6)},
		{"bajá el clip de la cocina al 40%", volumeIs("broll-kitchen.mp4", 0.4)},
		{"make the logo 30% transparent", opacityIs("logo.png", 0.7)},
	},
	// a scale said after the way is the scale it goes to (it grew by "a bit")
	"scale said": {
		{"make the logo a bit bigger, maybe 0.4", scaleIs("logo.png", 0.4)},
		{"make the logo smaller, like 0.1", scaleIs("logo.png", 0.1)},
		{"agrandá un poco el logo, tipo 0.4", scaleIs("logo.png", 0.4)},
		// guard: a number the way contradicts is not taken
		{"make the logo bigger, maybe 0.1", scaleIs("logo.png", 0.375)},
	},
	// "the logo's tiny" is "the logo is tiny": a complaint, not "smaller"
	"contracted is": {
		{"logo's tiny, make it like twice as big", scaleIs("logo.png", 0.5)},
		{"the logo's tiny", scaleIs("logo.png", 0.375)},
		{"the logo's way too big, make it half as big", scaleIs("logo.png", 0.125)},
		{"make the logo's opacity 50%", opacityIs("logo.png", 0.5)},
	},
	// unquoted text stops before its place when a time of a thing follows
	"text before place and time": {
		{"add a caption that says City life at the bottom when the city clip comes up", textIs("City life", 70, 82, "bottom", "subtitle")}, // a new thing added when X appears lasts while X shows (the lead's policy, 2026-12-04)
		{"add a text that says Kitchen time at the top when the kitchen comes up", textIs("Kitchen time", 82, 92, "top", "")},              // a new thing added when X appears lasts while X shows (the lead's policy, 2026-12-04)
		{"agregá un texto que diga La cocina abajo cuando aparece la cocina", textIs("La cocina", 82, 92, "bottom", "")},                   // a new thing added when X appears lasts while X shows (the lead's policy, 2026-12-04)
		{"add a caption that says Smile when you see the kitchen", i13jsbTextSays("Smile when you see the kitchen")},
	},
	// the marks of the text are its own: "Pop quiz!", "¡Hola!"
	"text marks": {
		{"make the welcome text say Pop quiz!", i13jsbTextSays("Pop quiz!")},
		{"add a text that says Good job! at 5", textIs("Good job!", 5, 10, "", "")},
		{"que el texto de bienvenida diga ¡Hola a todos!", i13jsbTextSays("¡Hola a todos!")},
		{"que el texto de bienvenida diga ¿Listos?", i13jsbTextSays("¿Listos?")},
		// guards: the request's own marks
		{"can you make the welcome text say Hello?", i13jsbTextSays("Hello")},
		{"make the welcome text say Hello.", i13jsbTextSays("Hello")},
	},
	// "should say A not B": B becomes A, the rest of the text stays
	"correction of a part": {
		{"the label should say Head Chef not Head Baker", i13jsbTextSays("Ana Pérez · Head Chef")},
		{"que el cartel de Ana diga Head Chef y no Head Baker", i13jsbTextSays("Ana Pérez · Head Chef")},
		{"the label should say Head Chef instead of Head Baker", i13jsbTextSays("Ana Pérez · Head Chef")},
		{"the starter subtitle should say first, the flour not first, the starter", i13jsbTextSays("first, the flour")},
		// guard: "not" inside new words the text does not hold
		{"make the welcome text say Do not disturb", i13jsbTextSays("Do not disturb")},
	},
	// a look named with its article before "it" is the look there is
	"named look, then it": {
		{"el viñeteado del b-roll de la ciudad, sacalo", countIs(timeline.ElementEffect, 0)},
		{"la viñeta del clip de la ciudad, borrala", countIs(timeline.ElementEffect, 0)},
		{"the vignetting on the city clip, delete it", countIs(timeline.ElementEffect, 0)},
	},
}

var i13jsbDinnerCases = map[string][]vcase{
	"correction of a part": {
		{"the price text should say €21.50 not €19.99", i13jsbTextSays("€21.50 a plate")},
		{"que el precio diga €21.50 en vez de €19.99", i13jsbTextSays("€21.50 a plate")},
	},
}

func TestI13jsbSilentRules(t *testing.T) {
	runFixtureTable(t, "i13jsb workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13jsbCases)
	runFixtureTable(t, "i13jsb dinner", dinnerFixture, i13jsbDinnerCases)
}

// i13jsbTextSays: one text says exactly content.
func i13jsbTextSays(content string) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		})
		if len(es) != 1 {
			var have []string
			for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Text != nil }) {
				have = append(have, e.Text.Content)
			}
			return fmt.Sprintf("%d texts %q, want 1 (texts: %q)", len(es), content, have)
		}
		return ""
	}
}
