package planner

// lookSimileAfter: "black and white on the first shot, like an old
// movie", "sepia en la intro, tipo película vieja": after a clause that
// names a look, "like" and an old film or photo only says what that look
// is for, never a second look (the old movie was read as vintage, and
// sepia went on over the black and white). Said alone ("make it look like
// an old movie") it is still the vintage look.
func lookSimileAfter(prev, c []token) bool {
	look := false
	for _, t := range prev {
		look = look || t.kind == tWord && t.has(cEffect)
	}
	if !look {
		return false
	}
	var w []token
	for _, t := range c {
		if t.kind == tPunct || t.word("please", "pls", "porfa", "por favor", "plis") {
			continue
		}
		w = append(w, t)
	}
	if len(w) < 2 || !w[0].word("like", "como", "tipo", "as in", "estilo") {
		return false
	}
	k := 1
	for k < len(w) && w[k].has(cDet) {
		k++
	}
	if k == len(w) {
		return false
	}
	for _, t := range w[k:] {
		if t.kind != tWord || !t.has(cEffect, "vintage") {
			return false
		}
	}
	return true
}
