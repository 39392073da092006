package planner

import "slices"

// "move the logo to 4, not the heart", "the vignette should start with
// the slam, not the replay", "que el logo arranque en el 4, no el
// corazón": a last "not <thing>" beside a clause that names one thing of
// its own says which thing is meant, as opposed to another. It was read
// as a second thing of the same edit (the heart was moved too: silent) or
// planned as an edit of its own. The tail is dropped only when it is
// "not" (Spanish "no") and an article and words of one thing, no "of"
// (no comma after the "not": "no, el corazón" corrects; English "no the
// star" is the same correction), that thing is not named before, and the
// clause before names one thing and no group ("mute all the clips, not
// the intro" leaves one out, and stays refused).

// thingTailDropped drops a trailing "(,|and|y|but) not <thing>".
func thingTailDropped(toks []token, names func(token) bool) []token {
	end := len(toks)
	for end > 0 && toks[end-1].kind == tPunct && toks[end-1].text != "," {
		end--
	}
	n := -1
	for k := end - 1; k >= 0; k-- {
		if toks[k].has(cNeg) {
			n = k
			break
		}
	}
	if n < 2 || n+2 >= end || !(toks[n].word("not") || toks[n].word("no") && toks[n+1].word("el", "la", "los", "las", "lo")) {
		return toks // English "no the star" corrects ("no, the star")
	}
	if p := toks[n-1]; !(p.kind == tPunct && (p.text == "," || p.text == ";") || p.word("but", "pero")) {
		return toks
	}
	if !toks[n+1].has(cDet) || toks[n+1].has(cDet, "all", "every", "another") {
		return toks
	}
	thing := func(t token) bool {
		return t.kind == tWord && (names(t) || t.has(cSticker) || t.has(cKind) || t.has(cEffect))
	}
	tail := toks[n+2 : end]
	for _, t := range tail {
		if !thing(t) && !t.has(cDet, "the") {
			return toks // "not the sound of the dryer": another thing's part, asked
		}
		if t.kind == tWord && slices.ContainsFunc(t.lex, func(l lexeme) bool { return l.plural }) {
			return toks
		}
	}
	if !slices.ContainsFunc(tail, thing) {
		return toks
	}
	before := toks[:n-1]
	things := 0
	for _, t := range before {
		switch {
		case t.has(cDet, "all", "every") || t.word("everything", "todo", "todos", "todas", "cada", "both", "ambos", "ambas"):
			return toks // a group: "not" leaves one out
		case t.kind == tWord && slices.ContainsFunc(t.lex, func(l lexeme) bool { return l.plural && (l.cat == cKind || l.cat == cSticker) }):
			return toks // "the clips, not the intro"
		case thing(t):
			if !t.has(cKind) && slices.ContainsFunc(tail, func(u token) bool { return thing(u) && fold(u.text) == fold(t.text) }) {
				return toks // the same thing named twice
			}
			things++
		}
	}
	if things == 0 {
		return toks
	}
	return slices.Clone(toks[:tailCut(toks, n)])
}
