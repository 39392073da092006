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

// sizeSaidAsTime: "subí el logo a 0.25 de tamaño", "el logo al 40 de
// tamaño": a size said the way a time is ("a 0.25" was read as the moment
// 0.25 s and left out). A number up to 1 is the scale itself, one from 10
// a percent; one between (a 2 "de tamaño") could be either and keeps the
// reading it had.
func sizeSaidAsTime(f *frame, r *resolver) bool {
	if !f.hasProp("size") || f.hasProp("volume") || len(f.amounts) > 0 || !levelSaidAsTime(f) || !existing(f, r) {
		return false
	}
	v := f.times[0].a.sec
	switch {
	case v <= 1:
		v *= 100
	case v < 10:
		return false
	}
	f.amounts, f.times = append(f.amounts, amount{"percent", v, "to"}), nil
	return true
}
