package planner

import "slices"

// comparedLevelPicked: "voiceover needs to be louder than the ambience:
// ambience down to 20 percent", "la voz de Inés más fuerte que la guitarra:
// guitarra al 25%": one sound said against another, then a level said of
// one of the two by name again. The level is that sound's alone (it was
// asked which of the two should take it, though the request said).
//
// Guards: the third sound must be the very elements of one of the two
// compared; the level must agree with the comparison (the one wished
// quieter goes below the other's level, the one wished louder above it);
// a level that contradicts it, or a third sound of its own, is still
// asked by comparedWithALevel.
func (f *frame) comparedLevelPicked(r *resolver) {
	if len(f.targets) != 3 || len(f.amounts) != 1 || f.targets[2].pron {
		return
	}
	toks := f.c.toks
	a, b, c := f.targets[0], f.targets[1], f.targets[2]
	if a.end < 0 || b.first < 0 || b.first > len(toks) || a.end > b.first {
		return
	}
	than := thanBetween(toks, a, b)
	if than < 0 {
		return
	}
	louder := slices.ContainsFunc(toks[a.first:than], func(t token) bool { return t.has(cMod, "louder") })
	quieter := slices.ContainsFunc(toks[a.first:than], func(t token) bool { return t.has(cMod, "quieter") })
	if louder == quieter {
		return
	}
	ta, errA := r.elements(a)
	tb, errB := r.elements(b)
	tc, errC := r.elements(c)
	if errA != nil || errB != nil || errC != nil || len(ta) == 0 || len(tb) == 0 || len(tc) == 0 {
		return
	}
	level, ok := comparedLevelValue(f.amounts[0])
	if !ok {
		return
	}
	var other []target
	wantBelow := false
	switch {
	case sameTargetSet(tc, tb) && !sameTargetSet(tc, ta):
		other, wantBelow = ta, louder // a louder than b: b goes below a
	case sameTargetSet(tc, ta) && !sameTargetSet(tc, tb):
		other, wantBelow = tb, quieter // a quieter than b: a goes below b
	default:
		return
	}
	ref := heardLevelOf(other)
	if ref < 0 || wantBelow && level >= ref || !wantBelow && level <= ref {
		return
	}
	f.targets = []np{c}
	f.used[than] = true
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return w == toks[than].text })
	if f.has("louder") && f.has("quieter") {
		// "louder than the ambience: ambience down to 20": the comparison's
		// word is spent; the level part's "down" stays
		said := map[bool]string{true: "louder", false: "quieter"}[louder]
		f.mods = slices.DeleteFunc(slices.Clone(f.mods), func(m string) bool { return m == said })
	}
}

// comparedLevelValue is a level said as a fraction of full volume.
func comparedLevelValue(am amount) (float64, bool) {
	switch {
	case am.kind == "percent":
		return am.v / 100, am.v >= 0 && am.v <= 100
	case am.kind == "number" && am.v > 1 && am.v <= 100:
		return am.v / 100, true
	case am.kind == "number" && am.v >= 0 && am.v <= 1:
		return am.v, true
	}
	return 0, false
}

// sameTargetSet: both lists hold the same elements.
func sameTargetSet(x, y []target) bool {
	if len(x) != len(y) {
		return false
	}
	for _, t := range x {
		if !slices.ContainsFunc(y, func(u target) bool { return u.el.ID == t.el.ID }) {
			return false
		}
	}
	return true
}

// heardLevelOf is the loudest level among the elements, -1 when none has
// sound.
func heardLevelOf(ts []target) float64 {
	best := -1.0
	for _, t := range ts {
		if t.el.Audio != nil && t.el.Audio.Volume > best {
			best = t.el.Audio.Volume
		}
	}
	return best
}

// thanBetween is the last "than"/"que" between two things compared ("the
// music quieter than the interview"), or -1.
func thanBetween(toks []token, a, b np) int {
	than := -1
	for k := a.end; k < b.first; k++ {
		if toks[k].word("than", "que") {
			than = k
		}
	}
	return than
}
