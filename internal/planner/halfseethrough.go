package planner

// shownHalfSeeThrough: "que el corazón se vea medio transparente", "que el
// sol quede semi transparente": see-through by half with no level said is
// half its opacity, as "tipo 50%" says it (it was read as "show" the
// heart: "already shown", nothing changed).
func shownHalfSeeThrough(f *frame, r *resolver) bool {
	if f.verb != "show" || f.neg || len(f.times) > 0 || len(f.amounts) != 0 || !f.hasProp("opacity", "transparent") ||
		!hasWord(f, "medio", "media", "semi", "half", "semitransparente", "semi-transparente") {
		return false
	}
	f.amounts = []amount{{"percent", 50, "to"}}
	if shownSeeThrough(f, r) {
		return true
	}
	f.amounts = nil
	return false
}
