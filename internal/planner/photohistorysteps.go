package planner

// How people count undos in steps: "volvé dos pasos atrás", "deshacé los
// últimos 2 pasos", "go back 3 steps". "Paso" is also a stop of exposure
// ("subí la exposición un paso"), and the stop reader took these for
// exposure: "volvé dos pasos atrás" brightened the photo by two stops
// (silent). Steps said with a way back, or with a verb of undoing, and no
// word of light, are changes of the history.

// historyStepWords count changes of the history as steps.
var historyStepWords = []string{"paso", "pasos", "step", "steps"}

// stepLightWords say the steps are of exposure after all ("bajá la
// exposición dos pasos", "one stop brighter").
var stepLightWords = []string{"exposure", "exposicion", "ev", "brillo", "brightness", "luz", "light", "brighter", "darker",
	"mas claro", "mas clara", "mas oscuro", "mas oscura"}

// historyStepsRead makes a clause that counts steps back an undo (and
// steps forward a redo); its count stays for historyCount.
func historyStepsRead(f *frame) {
	if !hasWord(f, historyStepWords...) || hasWord(f, stepLightWords...) {
		return
	}
	switch {
	case f.verb == "undo" || f.verb == "redo":
	case hasWord(f, "atras", "back", "backward", "backwards"):
		f.verb = "undo"
	case hasWord(f, "adelante", "forward", "forwards"):
		f.verb = "redo"
	default:
		return
	}
	f.effects = nil
}

// historyStepsSaid: the clause is an undo or redo counted in steps, which
// exposureStops must leave alone.
func historyStepsSaid(f *frame) bool {
	return (f.verb == "undo" || f.verb == "redo") && hasWord(f, historyStepWords...)
}
