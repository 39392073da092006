package planner

import "fmt"

// restRange is the stretch "the rest" says after a cut at a.
//
// "Cut the video at 47 and delete what's left of the replay (after
// that)", "borrá lo que queda del clip de los corredores": the rest of
// that thing, from the cut to its end (the rest of the video was
// removed, 47–70: silent). "Dividí el horno en el 24 y borrá lo que
// sigue", after a cut of one clip that others follow: the rest of the
// clip or of the video? Both are read; basic mode asks (everything after
// 24 was removed: silent). Otherwise it is the rest of the video, as
// before ("split at 80 and delete the rest").
func (r *resolver) restRange(te timeExpr, a, lo, hi, total float64) (rng, error) {
	if te.a.anchor != nil {
		if a < lo-1e-6 || a >= hi-1e-6 {
			return rng{}, &question{fmt.Sprintf("The rest of %s after what? It plays %s–%s; say the time, e.g. \"from %s to its end\".",
				te.a.anchor.said, secs(lo), secs(hi), secs(lo))}
		}
		return rng{a, hi}, nil
	}
	if r.ctx != nil && r.ctx.cutClip && len(r.ctx.cuts) >= 2 {
		end := r.ctx.cuts[len(r.ctx.cuts)-1]
		if a > r.ctx.cuts[0]+1e-6 && a < end-1e-6 && end < total-1e-6 {
			return rng{}, &question{fmt.Sprintf("Delete the rest of the clip you split (%s–%s), or everything after %s (to %s)? Say \"the part after\" or \"everything after %s\".",
				secs(a), secs(end), secs(a), secs(total), secs(a))}
		}
	}
	return rng{a, total}, nil
}

// afterThatSaid is how many tokens from i say "after that" of a rest
// just anchored to a thing ("lo que queda del clip de los corredores
// después de eso"): the cut the clause before made, which the rest
// already starts from ("after that" was read as after the clip itself:
// "the range 70s–70s is outside the timeline").
func afterThatSaid(toks []token, i int) int {
	if i+1 >= len(toks) || !toks[i].has(cPrep, "after") {
		return 0
	}
	if n := toks[i+1]; n.kind == tWord && n.word("that", "this", "it", "eso", "esto", "ese", "ahi", "there", "the cut", "el corte") {
		return 2
	}
	return 0
}
