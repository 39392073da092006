package planner

import "slices"

// alreadyShownIn reads a clause after a removal that says the thing is
// shown somewhere else already ("hide the logo during the end, it's
// already in the text", "sacá el logo del final, ya está en el texto"):
// why it goes, not a second edit. The thing after "in" was read as a
// second thing to hide, taken over with the clause before's time (and
// basic mode crashed on it: textshownduring.go). The clause is a state
// ("it's", "is", "está", "appears", "aparece") with "already"/"ya", then
// "in"/"on"/"en" and the thing: no number, time, place, look or size
// that a second edit could use.
func alreadyShownIn(toks, edit []token, names func(token) bool) bool {
	if !slices.ContainsFunc(edit, func(t token) bool { return t.has(cVerb, "delete", "hide", "mute", "cut") }) {
		return false
	}
	w := slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.kind == tPunct })
	for len(w) > 0 && w[0].word(remarkOpeners...) && !w[0].word("ya") {
		w = w[1:]
	}
	i := 0
	if i < len(w) && w[i].word("it", "this", "that", "eso", "esto", "lo") {
		i++
	}
	already, state := false, false
	for ; i < len(w); i++ {
		switch {
		case w[i].word("already", "ya"):
			already = true
			continue
		case w[i].word(stateWords...) || w[i].word("appears", "shows", "aparece", "sale", "figura"):
			state = true
			continue
		}
		break
	}
	if !already || !state || i >= len(w) || !w[i].word("in", "on", "en") || i+1 >= len(w) {
		return false
	}
	thing := false
	for _, t := range w[i+1:] {
		switch {
		case t.kind != tWord || t.has(cPos) || t.has(cEffect) || t.has(cColor) || t.has(cSpan) || t.has(cVerb) || sizeWord(t) || stickerNamed(t):
			return false
		case names(t) || t.has(cKind):
			thing = true
		}
	}
	return thing
}
