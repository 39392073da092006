package planner

import (
	"fmt"
	"slices"
)

// dropToLevel: "drop it to 50%", "the sit clip's own audio, drop it to
// 50%": a level to reach is never a removal. Said of a sound ("the
// audio", "the music", a thing's sound said before) it is its volume; said
// of a thing with a picture, whether the volume or the opacity is meant
// is asked (the sit clip was deleted, its sound at 100%: silent). ok is
// false when no level is said; a sound only heard stays read as before.
func dropToLevel(f *frame, r *resolver) (string, bool, error) {
	if !percentTo(f) || len(f.targets) == 0 || everyTarget(f, r, heardOnly) {
		return "", false, nil
	}
	if slices.ContainsFunc(f.targets, soundNamed) {
		return "volume", true, nil
	}
	what := f.targets[0].said
	return "", true, &question{fmt.Sprintf("Lower %s's sound or make it see-through? Say e.g. \"set the volume of %s to 50%%\" or \"%s at 50%% opacity\".", what, what, what)}
}
