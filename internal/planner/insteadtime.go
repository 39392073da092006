package planner

import (
	"math"
	"slices"
)

// insteadOfItsTime: "make 'Link in bio' show up at 44 instead", "put the
// Step 2 text at 30 instead": with nothing moved before it in the
// request, "instead" is instead of the thing's own time, which the new
// time replaces. It was asked "What does "instead" refer to?" though the
// clause said both the thing and the time. Only for one thing there
// (found, and one), one moment in seconds and no new thing added; a
// clause that adds, or says no time, or a thing not found, still asks.
//
// After a clause that changed the thing some other way ("lower the bell to
// 40% and have it ring at 62 instead"), "it" is that thing and "instead"
// is still instead of its time (spanBefore): it was left out, and the
// request refused.
func insteadOfItsTime(f *frame, r *resolver, spanBefore bool) bool {
	if fold(itsPlaceSaid(f)) != "instead" || f.verb == "add" || len(f.sticker) > 0 || len(f.effects) > 0 {
		return false
	}
	if len(f.times) != 1 || f.times[0].kind != "point" || !f.times[0].a.set || f.times[0].a.anchor != nil {
		return false
	}
	if len(f.targets) != 1 || f.targets[0].pron && !spanBefore || f.targets[0].det == "a" {
		return false
	}
	ts, err := r.elements(f.targets[0])
	if err != nil || len(ts) != 1 {
		return false
	}
	if math.Abs(ts[0].el.Start.Seconds()-f.times[0].a.sec) < 1e-6 {
		return false
	}
	// the word is read here, not left out
	f.unknown = slices.DeleteFunc(slices.Clone(f.unknown), func(w string) bool { return w == "instead" })
	return true
}
