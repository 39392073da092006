package planner

import "slices"

// A fault of the picture said of one thing, then its remedy said with no
// thing of its own: "the sit clip looks kinda flat, make the colors pop
// more", "la toma del almuerzo está apagada, subile la saturación", "the
// lunch clip looks dull, more contrast". The remedy is for the thing the
// fault named, where it shows; it went over the whole video (silent: the
// other clips were saturated too). A remedy that names its own thing or
// time, a look that is a style rather than a mend ("…, add a vignette"),
// or a fault said of no one thing keep their reading.

// mendLooks are the looks that mend a fault of the picture.
var mendLooks = []string{"warm", "cool", "sharpen", "saturate", "desaturate", "darker", "brighter", "contrast", "vibrance", "soft"}

// lookSpanAfterFault gives f the span of the thing the clause before
// complained of.
func lookSpanAfterFault(f, prev *frame, rc *refContext) {
	if prev == nil || !rc.hasSpan || len(f.times) > 0 || len(f.targets) > 0 || len(f.effects) == 0 || len(f.sticker) > 0 {
		return
	}
	if !slices.ContainsFunc(f.effects, func(e string) bool { return contains(mendLooks, e) }) ||
		slices.ContainsFunc(f.effects, func(e string) bool { return !contains(mendLooks, e) }) {
		return
	}
	if len(prev.targets) != 1 || prev.targets[0].pron || len(prev.times) > 0 || prev.verb != "" ||
		!slices.ContainsFunc(prev.effects, func(e string) bool { return contains(mendLooks, e) }) {
		return // the fault said as a state of one thing, with no verb
	}
	f.times = []timeExpr{spanSaidBack(rc.lastSpan, prev.targets[0].said, 0)}
}
