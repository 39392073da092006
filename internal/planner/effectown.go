package planner

import "github.com/neuralcut/neuralcut/internal/timeline"

// lookChangedWhereItIs: "el brillo de la fachada bajalo un poco", "lower
// the brightness on the storefront a bit", "subile el brillo al amasado"
// where that clip already has an effect of that look: the effect there is
// made weaker or stronger (a second effect was laid over it, the opposite
// way, and the two cancelled out while the reply said one was applied).
// Only a look said the same way as the effect there (brighter of a
// brightened clip) with one clip, no number and no time is this; the
// effect must lie within the clip, so a look over the whole video is not
// changed for one clip of it.
func lookChangedWhereItIs(f *frame, r *resolver) bool {
	if len(f.targets) != 1 || len(f.times) > 0 {
		return false
	}
	n, e, ok := theEffectToChange(f, r)
	if !ok {
		return false
	}
	clips, err := r.elements(f.targets[0])
	if err != nil || len(clips) != 1 || clips[0].el.Effect != nil {
		return false
	}
	if c := clips[0].el; e.Start < c.Start || e.End() > c.End() {
		return false
	}
	f.targets = []np{n}
	f.effects = nil
	return true
}

// theEffectToChange is the one effect on the timeline of the look a
// "lower" or "raise" clause says, with no number, said the same way as it
// is (sharper of a sharpened part), and the phrase that names it; false
// when there is none, more than one, or it goes the other way. Where the
// clause says it is read by lookChangedWhereItIs (a clip) and
// lookLoweredWhereItIs (a time).
func theEffectToChange(f *frame, r *resolver) (np, *timeline.Element, bool) {
	if len(f.effects) != 1 || len(f.amounts) > 0 || f.neg || f.verb != "lower" && f.verb != "raise" {
		return np{}, nil, false
	}
	look, ok := videoEffects[f.effects[0]]
	if !ok {
		return np{}, nil, false
	}
	n, ok := oneEffectOfLook(f, r, f.effects[0])
	if !ok {
		return np{}, nil, false
	}
	effects, err := r.elements(n)
	if err != nil || len(effects) != 1 {
		return np{}, nil, false
	}
	e := effects[0].el
	for k, v := range look.params {
		want, ok1 := v.(float64)
		have, ok2 := e.Effect.Params[k].(float64)
		if ok1 && ok2 && want*have > 0 {
			return n, e, true
		}
	}
	return np{}, nil, false
}
