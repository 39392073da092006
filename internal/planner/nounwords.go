package planner

import (
	"slices"
	"strings"
)

// Nouns that say the edit or its amount, read before the frame is built.

// lightVerbNoun reads "make a cut at 30", "add a split at 30", "do a
// cut at 30", "dale un giro de 90 grados al logo" as the verb the noun
// names: a cut or a split said as a thing
// to make is the edit itself ("make a cut at 30" set a volume of 30%;
// "add a split" asked what to add). Only with "a": "make the cut shorter"
// speaks of a clip.
func lightVerbNoun(toks []token) []token {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].kind != tWord || !(toks[i].has(cVerb, "make", "add", "put", "apply") || toks[i].word("do", "haz", "hace", "hacer", "hagas")) || !toks[i+1].has(cDet, "a") ||
			toks[i+2].kind != tWord || !toks[i+2].has(cVerb, "split", "cut", "rotate") {
			continue
		}
		toks = slices.Clone(toks)
		toks[i].lex = []lexeme{{cat: cFiller}}
		toks[i+1].lex = []lexeme{{cat: cFiller}}
		l, _ := toks[i+2].get(cVerb)
		toks[i+2].lex = []lexeme{l} // the verb alone: "cut" is not a clip here
	}
	return toks
}

// effectNounBoost reads "boost" right after a look said with "the" as a
// noun ("the brightness boost on the hello part: crank it to 40", "the
// colour boost"): the effect there, named, not a verb to raise it again
// (a second brightness effect was applied, then the new one set).
func effectNounBoost(toks []token) []token {
	for i := 1; i < len(toks); i++ {
		if !toks[i].word("boost", "bump", "lift") || !toks[i].has(cVerb) || !toks[i-1].has(cEffect) || i < 2 || !toks[i-2].has(cDet, "the") {
			continue
		}
		toks = slices.Clone(toks)
		toks[i].lex = []lexeme{{cat: cFiller}}
	}
	return toks
}

// halfBeforeProperty reads "media", "medio" before a property ("a media
// opacidad", "a medio volumen") as half of it: "media" is also a noun
// (the project's media), and "poné el logo a media opacidad" added a
// second logo.
func halfBeforeProperty(toks []token) []token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].kind == tWord && toks[i].word("media", "medio") && toks[i].has(cMod, "half") && toks[i+1].has(cProp) {
			toks = slices.Clone(toks)
			toks[i].lex = []lexeme{{cat: cMod, val: "half"}}
		}
	}
	return toks
}

// changeUndone reads "cancel the last change", "reverse the last edit"
// (or "the last 2 edits"),
// "cancelá el último cambio", "anulá lo último" as an undo: a verb of
// taking back said of the last change (they were a cancel of nothing, or
// a clip played backwards).
func changeUndone(toks []token) []token {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].kind != tWord || !(toks[i].has(cVerb, "cancel") || toks[i].word("reverse")) {
			continue
		}
		k := i + 1
		if toks[k].has(cDet) {
			k++
		}
		n := k + 1
		if n+1 < len(toks) && toks[n].kind == tNumber {
			n++ // "reverse the last 2 edits", "cancelá los últimos 2 cambios"
		}
		if n < len(toks) && toks[k].has(cOrd) && toks[k].word("last", "ultimo", "ultima", "ultimos", "ultimas", "previous", "anterior") &&
			(toks[n].word(changeNouns...) || changeWords[toks[n].text]) || k < len(toks) && toks[k].word("that", "it", "eso", "lo ultimo") && k+1 == len(toks) {
			toks = slices.Clone(toks)
			toks[i].lex = []lexeme{{cat: cVerb, val: "undo"}}
		}
	}
	return toks
}

// changeNouns name an edit made.
var changeNouns = []string{"change", "edit", "step", "action", "cambio", "paso", "accion", "edicion"}

// placeBeforeTime splits "arriba de", "abajo de" before a time: "arriba
// de 20 a 25" is at the top, from 20 to 25 ("arriba de" was read as "over
// something", and the place was dropped: the text went to the bottom).
// Above a number is no thing.
func placeBeforeTime(toks []token) []token {
	for i := 0; i+1 < len(toks); i++ {
		place, found := strings.CutSuffix(toks[i].text, " de")
		if toks[i].kind != tWord || !found || !contains([]string{"arriba", "abajo"}, place) || !toks[i+1].timeLike() {
			continue
		}
		t, de := toks[i], toks[i]
		t.text, t.lex = place, lookup(place)
		de.text, de.lex = "de", lookup("de")
		toks = slices.Insert(slices.Clone(toks), i+1, de)
		toks[i] = t
	}
	return toks
}

// hasToGo reads "the logo has to go", "everything from 10 to 12 needs
// to go" — "go" that ends the clause after "has to", "must" — as a
// removal ("no verb or edit I know"); "has to go to the top" is where it
// goes, and stays a move.
func hasToGo(toks []token) []token {
	for i := 1; i < len(toks); i++ {
		if toks[i].kind != tWord || toks[i].text != "go" || i+1 < len(toks) && toks[i+1].kind != tPunct && !toks[i+1].has(cConn) {
			continue
		}
		k := i - 1
		if toks[k].text == "to" && k > 0 {
			k--
		}
		if !toks[k].word("has", "have", "needs", "need", "must", "gotta", "got") || toks[k].text != "must" && toks[k].text != "gotta" && k == i-1 {
			continue
		}
		toks = slices.Clone(toks)
		for j := k; j < i; j++ {
			toks[j].lex = []lexeme{{cat: cFiller}}
		}
		toks[i].lex = []lexeme{{cat: cVerb, val: "delete"}}
	}
	return toks
}
