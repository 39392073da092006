package planner

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
	if len(f.effects) != 1 || len(f.targets) != 1 || len(f.times) > 0 || len(f.amounts) > 0 || f.neg {
		return false
	}
	if f.verb != "lower" && f.verb != "raise" {
		return false
	}
	look, ok := videoEffects[f.effects[0]]
	if !ok {
		return false
	}
	n, ok := oneEffectOfLook(f, r, f.effects[0])
	if !ok {
		return false
	}
	effects, err := r.elements(n)
	if err != nil || len(effects) != 1 {
		return false
	}
	clips, err := r.elements(f.targets[0])
	if err != nil || len(clips) != 1 || clips[0].el.Effect != nil {
		return false
	}
	e, c := effects[0].el, clips[0].el
	if e.Start < c.Start || e.End() > c.End() {
		return false
	}
	same := false
	for k, v := range look.params {
		want, ok1 := v.(float64)
		have, ok2 := e.Effect.Params[k].(float64)
		if ok1 && ok2 && want*have > 0 {
			same = true
		}
	}
	if !same {
		return false
	}
	f.targets = []np{n}
	f.effects = nil
	return true
}
