package planner

import "slices"

// effectMeant is the effect a strength said with no look means
// ("subile la intensidad", "el filtro azul está muy fuerte, bajale la
// intensidad"): the one effect the clause before acted on, else the one
// effect on the timeline. With several and none said before, which one
// is not guessed.
func effectMeant(f *frame, r *resolver) (np, bool) {
	effects := filter(all(r.p), func(t target) bool { return t.el.Effect != nil })
	if r.ctx != nil && len(r.ctx.last) == 1 {
		at := slices.IndexFunc(effects, func(t target) bool { return t.id == r.ctx.last[0] })
		if at >= 0 {
			return oneEffectOfLook(f, r, effects[at].el.Effect.Type)
		}
	}
	if len(effects) != 1 {
		return np{}, false
	}
	return oneEffectOfLook(f, r, effects[0].el.Effect.Type)
}
