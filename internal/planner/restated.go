package planner

import (
	"fmt"
	"math"
	"slices"
)

// A moment said twice in one request, once by number or edge and once by
// what happens then ("split the music at 44, right where the pool
// starts", "poné 'Cosecha' cuando arranca la cosecha, en el 55", "put the
// drone clip at the end, after the party"): the second is a check on the
// first. Where the project agrees, both are one moment; where it does not,
// the person is asked which one they meant (the second was refused on its
// own, or read as the end: "en el 55" made the text 50–55).

// restatedMoment: toks are only a moment said again, returned as the
// clause after it will read them: an event of the project ("right where
// the pool starts", "justo donde arranca el atardecer", "when the solo
// starts"), the seam beside a thing ("after the party", "antes de la
// cocina") or a number ("at 50", "en el 55").
func restatedMoment(toks []token) ([]token, bool) {
	c := contentTokens(toks)
	for len(c) > 0 && c[0].has(cMod, "right") && !c[0].has(cPos) {
		c = c[1:] // "justo", "exactly": how sharp, no slot
	}
	if len(c) == 0 {
		return nil, false
	}
	switch {
	case len(c) >= 3 && (c[0].word(eventPointWords...) || c[0].word("where", "donde", "en donde", "right where", "just where", "exactly where")):
		verbs := 0
		for k, t := range c[1:] {
			if t.kind != tWord || t.has(cPos) || t.has(cSticker) && !t.has(cKind) || t.has(cEffect) && !c[k].has(cDet) {
				// (a look after an article is a noun, a thing's name:
				// "justo donde arranca el atardecer"; the moment is checked
				// against the project after)
				return nil, false
			}
			if isVerbAt(c, k+1) {
				if !t.has(cVerb, "start", "end") {
					return nil, false
				}
				verbs++
			}
		}
		if verbs != 1 {
			return nil, false
		}
		out := slices.Clone(c)
		out[0].text, out[0].lex = "when", lookup("when")
		return out, true
	case len(c) >= 2 && c[0].has(cPrep, "after", "before") && !c[0].has(cPrep, "during"):
		for _, t := range c[1:] {
			if t.kind != tWord || t.has(cPos) || t.has(cSticker) && !t.has(cKind) || t.has(cEffect) || t.has(cVerb) && !t.has(cVerb, "start", "end") {
				return nil, false
			}
		}
		return c, true
	}
	j := 0
	if c[j].has(cPrep, "at", "in") {
		j++
	}
	if j < len(c) && c[j].word("the", "el", "second", "segundo", "los", "minuto", "minute") {
		j++
	}
	if j == len(c)-1 && c[j].timeLike() && j > 0 {
		return c, true
	}
	return nil, false
}

// momentSaidIn: the clause says when already, by number, by an edge or
// seam ("at the end", "after the garden") or by an event ("when the encore
// starts").
func momentSaidIn(toks []token) bool {
	for j, t := range toks {
		if t.timeLike() || t.has(cSpan, "start", "end") || t.has(cPrep, "after", "before") || eventOpener(toks, j) {
			return true
		}
	}
	return false
}

// restatedQuestion checks a moment said twice (clause.restatedAt)
// against the project: the times said before the piece and those in it
// are read apart; where both are one moment, the piece is dropped (it
// only confirmed it); where they differ, or one cannot be read as a
// moment, the person is asked, never guessed.
func restatedQuestion(f *frame, r *resolver) *question {
	at := f.c.restatedAt
	if at == 0 {
		return nil
	}
	var said, again []timeExpr
	for _, te := range f.times {
		if te.first >= at {
			again = append(again, te)
		} else {
			said = append(said, te)
		}
	}
	if len(said) == 0 && len(again) == 1 && again[0].kind == "point" && f.eventDesc != "" {
		// "right when he lands, around 22s": the event before was only
		// the moment's description (eventpoint.go); the number is it
		return nil
	}
	if len(said) == 0 || len(again) == 0 {
		// one of the two was not read as a time ("when the match starts"
		// with "match" read as a verb): the other alone is a guess
		return &question{fmt.Sprintf("At which moment? The request says it twice (%q) and basic mode read only one; say it once, e.g. \"at 0:12\".", f.c.raw)}
	}
	a, aok := momentOf(f, r, said)
	b, bok := momentOf(f, r, again)
	if aok && bok && math.Abs(a-b) < 0.5 {
		f.times = said
		return nil
	}
	if !aok || !bok {
		return &question{fmt.Sprintf("At which moment? The request says it twice (%q); say it once, e.g. \"at 0:12\".", f.c.raw)}
	}
	return &question{fmt.Sprintf("At which moment: %s or %s? The request says both; say one, e.g. \"at %s\".", secs(a), secs(b), secs(a))}
}

// momentOf reads times as one moment: a point, or the seam a stretch
// after or before a thing opens at ("after the party" from its end,
// "before the hall" up to its start).
func momentOf(f *frame, r *resolver, times []timeExpr) (float64, bool) {
	g := *f
	g.times = times
	sp, err := r.times(&g)
	if err != nil {
		return 0, false
	}
	switch {
	case len(sp.points) == 1 && len(sp.ranges) == 0:
		return sp.points[0], true
	case len(sp.ranges) == 1 && len(sp.points) == 0:
		if times[len(times)-1].prep == "before" {
			return sp.ranges[0].b, true
		}
		return sp.ranges[0].a, true
	}
	return 0, false
}
