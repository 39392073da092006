package planner

import (
	"slices"
	"strings"
)

// placeComplaint reads an edge said with a degree of a picture that stays
// where it is ("el título está muy abajo", "the caption sits too far
// down", "the label is way too high up") as a complaint of where it sits:
// the way the other way, as heightComplaint reads "too low" ("muy abajo"
// put the title at the bottom, where it was said to be too much). Only a
// clause with no edit of its own, or a state verb, and only pictures.
func placeComplaint(f *frame, r *resolver) {
	if f.verb != "" && !f.complained && !(f.verbAt >= 0 && f.c.toks[f.verbAt].word(placeStateWords...)) {
		return
	}
	toks := f.c.toks
	if placeAskedOrDenied(f) {
		// "is the title too far down?", "el título ya no está muy abajo": no
		// complaint, and no place to go either: the edge is left out, so
		// the clause is refused
		for i := 1; i < len(toks); i++ {
			if _, ok := edgeWordSaid(toks[i]); ok && degreeBefore(toks, i) {
				f.unknown = append(slices.Clone(f.unknown), toks[i].text)
				return
			}
		}
		return
	}
	for i := 1; i < len(toks); i++ {
		low, ok := edgeWordSaid(toks[i])
		if !ok || !degreeBefore(toks, i) {
			continue
		}
		if f.verb == "" && !slices.ContainsFunc(toks[:i], func(t token) bool { return t.word(placeStateWords...) }) {
			return // "el título muy abajo, por favor": where it goes
		}
		if !everyTarget(f, r, silentPicture) {
			return
		}
		// the edge said is where it is, not where it goes
		if l, ok := toks[i].get(cPos); ok {
			if k := slices.Index(f.pos, l.val); k >= 0 {
				f.pos = slices.Delete(slices.Clone(f.pos), k, k+1)
			}
		}
		if l, ok := toks[i].get(cMod); ok {
			f.mods = slices.DeleteFunc(slices.Clone(f.mods), func(m string) bool { return m == l.val })
		}
		f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "louder" || m == "quieter" })
		f.unknown = slices.DeleteFunc(slices.Clone(f.unknown), func(w string) bool { return contains(placeStateWords, w) || contains(placeDegreeWords, w) })
		f.verb, f.complained = map[bool]string{true: "raise", false: "lower"}[low], true
		return
	}
}

// edgeWordSaid: the token says the top or the bottom edge, or the way there
// ("arriba", "abajo", "up", "down"); low when it is the bottom.
func edgeWordSaid(t token) (low, ok bool) {
	if l, ok := t.get(cPos); ok && (l.val == "top" || l.val == "bottom") {
		return l.val == "bottom", true
	}
	if l, ok := t.get(cMod); ok && (l.val == "up" || l.val == "down") {
		return l.val == "down", true
	}
	return false, false
}

// placeStateWords say where a thing is, not where it goes: "queda muy
// abajo", "sits too low".
var placeStateWords = []string{"is", "are", "sits", "sit", "esta", "estan", "queda", "quedan", "quedo", "quedaron", "aparece", "aparecen", "appears", "shows"}

// placeDegreeWords stand between a degree and an edge: "too far down",
// "too high up", "muy lejos arriba".
var placeDegreeWords = []string{"far", "lejos", "high", "low"}

// degreeBefore: a degree word ("muy", "too", "way too far") right before
// token i.
func degreeBefore(toks []token, i int) bool {
	j := i - 1
	if j > 0 && toks[j].word(placeDegreeWords...) {
		j--
	}
	// "too high" is one word of the lexicon (a loudness)
	return toks[j].word(complaintDegrees...) || slices.ContainsFunc(complaintDegrees, func(d string) bool { return strings.HasPrefix(toks[j].text, d+" ") })
}

// placeAskedOrDenied: the clause asks ("is the title too far down?") or
// says the place is not so ("the title is not too low", "ya no está muy
// abajo"): no complaint to act on.
func placeAskedOrDenied(f *frame) bool {
	if clauseAsked(f.c, f.prompt) {
		return true
	}
	raw := " " + strings.Join(strings.Fields(strings.NewReplacer("'", " ", "’", " ").Replace(fold(f.c.raw))), " ") + " "
	for _, w := range []string{" no ", " not ", "n t ", " nt ", " ya no ", " no longer ", " nunca ", " never "} {
		if strings.Contains(raw, w) {
			return true
		}
	}
	return false
}
