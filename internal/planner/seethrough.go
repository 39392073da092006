package planner

// shownSeeThrough: "show the sponsor at 70% opacity", "que el logo se vea
// medio transparente, tipo 50%": "show"/"se vea" with how see-through
// and one level is the thing's opacity, not a thing to unhide (it was
// read as "show" and the level left out: "would leave out 70%"). A time
// ("show it at 50% from 10 to 20") or "no" keeps the reading it had.
func shownSeeThrough(f *frame, r *resolver) bool {
	if f.verb != "show" || f.neg || len(f.times) > 0 || len(f.amounts) != 1 || f.amounts[0].kind != "percent" {
		return false
	}
	return f.hasProp("opacity", "transparent") && !f.hasProp("volume") && len(f.targets) > 0 && existing(f, r)
}
