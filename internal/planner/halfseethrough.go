package planner

// shownHalfSeeThrough: "que el corazón se vea medio transparente", "que el
// sol quede semi transparente": see-through by half with no level said is
// half its opacity, as "tipo 50%" says it (it was read as "show" the
// heart: "already shown", nothing changed). A time, "no", or a thing not
// on the timeline keep the reading it had.
func shownHalfSeeThrough(f *frame, r *resolver) bool {
	if f.verb != "show" && !(f.verb == "" && f.hasProp("visible")) || f.neg || len(f.times) > 0 || len(f.amounts) != 0 ||
		!f.hasProp("transparent") || f.hasProp("volume") || len(f.targets) == 0 ||
		!hasWord(f, "medio", "media", "semi", "half", "semitransparente", "semi-transparente") || !existing(f, r) {
		return false
	}
	f.amounts = []amount{{"percent", 50, "to"}}
	return true
}
