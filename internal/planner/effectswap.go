package planner

// lookSwapped: "replace the blue tint on the cooldown with sepia", "swap
// the warm filter on the wash for black and white": an effect on the
// timeline traded for a look said, a clip with it saying which effect.
// It was read as a media swap (the look left out) or as a reorder ("only
// clips of the main track change order").
func lookSwapped(f *frame, r *resolver) bool {
	if len(f.effects) != 1 || len(f.targets) == 0 || f.neg {
		return false
	}
	if !replacing(f) && f.verb != "swap" {
		return false
	}
	if len(f.targets) == 1 {
		return effectsNamed(f, r)
	}
	return effectOnItsClips(f, r)
}
