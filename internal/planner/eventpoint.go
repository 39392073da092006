package planner

import (
	"slices"
	"strings"
)

// eventBesidePoint (eventpoint.go): a cut or split at one moment said in numbers, with
// what happens then said beside it in words about someone
// ("make a cut in the kickflip right when he lands, around 22s", "split
// the intro where she stops talking at 7", "cortá la entrevista justo
// cuando ella se ríe, en el 40"). The number is the moment; the event's
// words only describe it (the project has no record of what a person
// does on screen, so they cannot be checked, and they were left out and
// the request refused: "basic mode would leave out he, lands").
//
// It is read only where the number is clear and the event names nothing
// the project has (no clip, text or kind of thing: "split the music at
// 30, right where the game starts" is checked against the project by
// restatedMoment, and asked when they disagree), for verbs that cut time,
// and with one time in the clause. Ranges said after an event are
// eventRestated's.
func (f *frame) eventBesidePoint(names nameIndex) {
	if f.eventDesc != "" {
		return
	}
	toks := f.c.toks
	if !besideCutVerb(toks) {
		return
	}
	at := -1
	for k, t := range toks {
		if t.timeLike() {
			if at >= 0 {
				return // two times: a range, or two moments
			}
			at = k
		}
	}
	if at < 0 {
		return
	}
	for j := range toks {
		if f.used[j] || !besideOpener(toks, j) {
			continue
		}
		from, end := j+1, -1
		switch {
		case j < at:
			// "right when he lands, around 22s": the words up to the comma
			// or the moment's own preposition ("where she stops talking at 7")
			for k := from; k < at; k++ {
				if toks[k].kind == tPunct && toks[k].text == "," || momentPrepAt(toks, k, at) {
					end = k
					break
				}
			}
		default:
			// "split the music at 22, where he lands": after the number and
			// a comma, up to the clause's end (an event that names a thing
			// is restatedMoment's, restated.go)
			for k := at + 1; k < j; k++ {
				if !(toks[k].kind == tPunct && toks[k].text == "," || toks[k].has(cUnit) || toks[k].has(cMod, "right")) {
					return
				}
			}
			end = len(toks)
			for end > from && toks[end-1].kind == tPunct {
				end--
			}
		}
		if end <= from || !personEvent(toks[from:end], names.has) {
			return
		}
		if end <= at && !pointFrom(toks, end, at) {
			return
		}
		if j > 0 && toks[j-1].kind == tWord && toks[j-1].has(cMod, "right") {
			j-- // "justo cuando"
		}
		for k := j; k < end; k++ {
			f.used[k] = true
		}
		f.eventDesc = strings.TrimSpace(f.prompt[toks[j].pos:toks[end-1].end])
		return
	}
}

// besideCutVerb: the clause cuts or splits time ("split", "cortá",
// "make a cut", "hacé un corte").
func besideCutVerb(toks []token) bool {
	for _, t := range toks {
		if t.kind == tWord && (t.has(cVerb, "split", "cut", "trim", "delete") || t.word("cut", "corte", "split")) {
			return true
		}
	}
	return false
}

// besideOpener: a word that opens what happens at a moment ("when",
// "right when", "cuando", "as soon as", "where", "donde"); not "while",
// a stretch.
func besideOpener(toks []token, j int) bool {
	t := toks[j]
	if t.kind != tWord || j+1 >= len(toks) || toks[j+1].kind != tWord {
		return false
	}
	if ok, point := eventWord(t); ok {
		return point
	}
	return t.word("where", "donde", "right where", "just where", "exactly where", "en donde")
}

// momentPrepAt: the token at k leads the moment at `at` ("at 7", "en el
// 7", "around 22s", "a los 7"), with nothing but an article between.
func momentPrepAt(toks []token, k, at int) bool {
	if toks[k].kind != tWord || !toks[k].word("at", "around", "about", "en", "a", "al") {
		return false
	}
	for m := k + 1; m < at; m++ {
		if !toks[m].word("el", "los", "the", "second", "segundo") {
			return false
		}
	}
	return true
}

// pointFrom: the tokens from k up to the time at `at` only lead it: a
// comma, a hedge, a preposition of a moment, an article ("…, around
// 22s", "…, en el 40", "…, tipo 0:22").
func pointFrom(toks []token, k, at int) bool {
	for m := k; m < at; m++ {
		t := toks[m]
		switch {
		case t.kind == tPunct && t.text == ",":
		case t.kind == tWord && (t.word(restatedHedge...) || t.word("at", "around", "about", "en", "a", "al", "el", "los", "the", "second", "segundo")):
		default:
			return false
		}
	}
	return at+1 == len(toks) || toks[at+1].kind == tPunct || at+2 == len(toks) && toks[at+1].has(cUnit)
}

// personEvent: the words of an event say what someone does, and name no
// thing of the project ("he lands", "she stops talking", "ella se ríe",
// "nico se tira"): a pronoun or a word no element has, and a verb.
func personEvent(toks []token, names func(token) bool) bool {
	if len(toks) == 0 || len(toks) > 6 {
		return false
	}
	for _, t := range toks {
		if t.kind == tWord && t.has(cKind, "voice") && talkVerb(t) {
			continue // "she stops talking", "termina de hablar": what she does, not the voice track
		}
		if t.kind != tWord || t.has(cPos) || t.has(cKind) || t.has(cSticker) || t.has(cEffect) || t.has(cTextIntro) || names != nil && names(t) {
			return false
		}
	}
	return true
}

// talkVerb: a verb of talking ("talking", "speaks", "habla", "hablar"),
// not the noun of a voice track ("voice", "voz", "voiceover").
func talkVerb(t token) bool {
	w := fold(t.text)
	return strings.HasPrefix(w, "talk") || strings.HasPrefix(w, "speak") || strings.HasPrefix(w, "habl")
}

// personEventPiece: a piece after a comma that is only what someone does
// at a moment ("…, justo cuando él se levanta", "…, right when he lands"),
// after a clause that cuts or splits at one number: it joins that clause,
// whose number it describes (eventBesidePoint). It was a clause of its
// own, asked ("When is …?").
func personEventPiece(prev, toks []token, names func(token) bool) bool {
	c := contentTokens(toks)
	for len(c) > 0 && c[0].kind == tWord && c[0].has(cMod, "right") && !c[0].has(cPos) {
		c = c[1:]
	}
	if len(c) < 2 || !besideOpener(c, 0) || !personEvent(c[1:], names) || !besideCutVerb(prev) {
		return false
	}
	return len(slices.DeleteFunc(slices.Clone(prev), func(t token) bool { return !t.timeLike() })) == 1
}
