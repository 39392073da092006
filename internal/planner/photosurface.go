package planner

import (
	"slices"
	"strings"
)

// surfaceWords name what a thing stands on or before: a table, a desk,
// the wood of it, a wall.
var surfaceWords = []string{"table", "tables", "desk", "counter", "tabletop", "wood", "wooden", "wall", "walls",
	"mesa", "mesas", "madera", "escritorio", "mostrador", "pared", "paredes"}

// backdropKept reads a surface edited while the thing on it stays as it
// is ("darken the table but leave the cup alone", "oscurecé la madera de
// la mesa sin tocar la taza", "la mesa más oscura, la taza no") as the
// background around that thing: the thing kept is the main subject, and
// what is edited is everything around it. keptAsIs has put "except"
// before the thing kept. A surface said with no thing kept ("darken the
// table") stays refused: it may be one thing among others.
func backdropKept(toks []token) []token {
	for i := 0; i < len(toks); i++ {
		if !toks[i].word(partDeterminers...) && !toks[i].has(cDet) {
			continue
		}
		end := surfaceRun(toks, i)
		if end == i {
			continue
		}
		if !keptSubjectAfter(toks, end) && !subjectStandsOutAfter(toks, end) && !subjectBehind(toks, end) { // "…, que la taza resalte" (photoofwhat.go)
			continue
		}
		var words []string
		for _, t := range toks[i:end] {
			words = append(words, t.text)
		}
		bg := token{kind: tWord, text: strings.Join(words, " "), pos: toks[i].pos, end: toks[end-1].end,
			lex: []lexeme{{cat: cRegion, val: "background"}}}
		return slices.Replace(slices.Clone(toks), i, end, bg)
	}
	return toks
}

// surfaceRun is the end of a surface said from the article at i ("the
// wooden table", "la madera de la mesa", "la mesa de madera"); i when
// the words there are not one.
func surfaceRun(toks []token, i int) int {
	end, k := i, i+1
	for k < len(toks) {
		switch {
		case toks[k].word(surfaceWords...):
			k++
			end = k
		case toks[k].word("de", "del", "of", "la", "el", "the") && end > i:
			k++
		default:
			return end
		}
	}
	return end
}

// keptSubjectAfter: the words after end, in the same sentence, keep the
// photo's subject (a thing or a person) as it is: "except" (keptAsIs)
// with the subject right after it.
func keptSubjectAfter(toks []token, end int) bool {
	for k := end; k < len(toks); k++ {
		t := toks[k]
		if t.kind == tPunct && t.text != "," {
			return false
		}
		if t.has(cRegion) && !t.has(cRegion, "subject") {
			return false // another part edited or kept: read as before
		}
		if !t.word("except", "but not") {
			continue // "but not the cup" is read as an exception too
		}
		m := k + 1
		for m < len(toks) && (toks[m].has(cDet) || toks[m].word("his", "her", "their", "su", "sus")) && !toks[m].has(cRegion) {
			m++
		}
		return m < len(toks) && toks[m].has(cRegion, "subject")
	}
	return false
}

// subjectBehind: the surface is said behind the thing right after it
// ("blur the table behind the cup", "desenfocá la mesa detrás de la
// taza"): what is behind the subject is the background around it (it was
// refused: "the table" is no part).
func subjectBehind(toks []token, end int) bool {
	if end >= len(toks) || !toks[end].word("behind", "detras", "detras de", "atras de", "tras", "tras de") {
		return false
	}
	m := end + 1
	for m < len(toks) && (toks[m].has(cDet) || toks[m].word("de", "del", "his", "her", "their", "su", "sus")) && !toks[m].has(cRegion) {
		m++
	}
	return m < len(toks) && toks[m].has(cRegion, "subject")
}
