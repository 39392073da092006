package planner

import "slices"

// levelWithOnly: "la música un toque más baja solo en la parte de las
// manos", "the music a bit quieter only during the lunch clip": "only"
// with a span and a level said (louder, quieter, a percent, the volume)
// says where the level changes, not that the sound is cut down to that
// span. With no verb the clause was read as keep-only: the music was
// trimmed to 9–25 s and left at its level (silent). "la música solo en la
// parte de las manos", with no level, still keeps only that part.
func levelWithOnly(f *frame) bool {
	if f.has("louder", "quieter") || f.hasProp("volume") {
		return true
	}
	return slices.ContainsFunc(f.amounts, func(a amount) bool { return a.kind == "percent" }) && f.nounIs("music", "audio", "voice")
}
