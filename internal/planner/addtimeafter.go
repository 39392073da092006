package planner

import (
	"slices"
	"unicode"
)

// When a new text or sticker shows is often said after a comma, in a piece
// with no verb of its own that the joins of clauses.go did not take:
//   - a moment said by what happens: "meté un texto que diga 'Nivel:
//     principiante' abajo, mientras se ve el mapa", "add 'Hi' at the top,
//     while the intro plays";
//   - a stretch of that moment: "throw a crown sticker … while the player
//     is interviewed, first 4 seconds of it";
//   - either, after a new text typed in capitals without quotes: "poné
//     VENDIDA grande en el centro, los últimos tres segundos" (quoted, it
//     was joined already).
// Each piece was a clause of its own, refused ("say what to add"). It is
// the new thing's time only where the add before it says no time of its
// own and, for a moment, nothing after it could take it: "add 'Hi' at the
// top, when the music starts, lower it" keeps "when the music starts" for
// the clause after it.

// addTimeAfterJoins joins the piece toks (after conn) to the add prev,
// given the piece after it, next.
func addTimeAfterJoins(prev *clause, conn, toks, next []token, prompt string, names func(token) bool) bool {
	if !commaOnly(conn) || !(addsNewThing(*prev) || addsCapsText(*prev, prompt)) {
		return false
	}
	switch {
	case (whenLed(toks) || duringLed(toks)) && eventOnly(toks, names) && !eventSaidIn(prev.toks) && len(next) == 0:
		prev.toks = append(append(prev.toks, conn...), toks...)
		return true
	case ofItTail(toks) > 0 && edgeSpanOnly(toks[:ofItTail(toks)]):
		prev.toks = append(append(prev.toks, conn...), ordinalNotVerb(toks[:ofItTail(toks)])...)
		return true
	case addsCapsText(*prev, prompt) && !addsNewThing(*prev) && (edgeSpanOnly(toks) || rangeOnly(unhedged(toks))):
		prev.toks = append(append(prev.toks, conn...), ordinalNotVerb(unhedged(toks))...)
		return true
	}
	return false
}

// ofItTail: the piece ends in "of it" ("first 4 seconds of it", "los
// primeros 4 segundos de eso"): where that tail starts, 0 if not.
func ofItTail(toks []token) int {
	n := len(toks)
	for n > 0 && toks[n-1].kind == tPunct {
		n--
	}
	if n < 3 || !toks[n-1].word("it", "that", "this", "eso", "esto", "ahi") || !toks[n-2].word("of", "de") {
		return 0
	}
	return n - 2
}

// addsCapsText: the clause adds or puts, says no time, and right after
// its verb come words in capitals, in a request not typed all in capitals
// ("poné VENDIDA grande en el centro", "add SOLD OUT at the top"): the
// new text writtenUnquoted reads.
func addsCapsText(c clause, prompt string) bool {
	if !addsWithoutTime(c) {
		return false
	}
	v := slices.IndexFunc(c.toks, func(t token) bool { return t.kind == tWord && t.has(cVerb) })
	if v < 0 || v+1 >= len(c.toks) || !slices.ContainsFunc([]rune(prompt), unicode.IsLower) {
		return false
	}
	t := c.toks[v+1]
	return t.kind == tWord && t.end <= len(prompt) && allCaps(prompt[t.pos:t.end]) && !t.has(cKind) && !t.has(cEffect) && !strongSticker(t)
}

// eventOnly: the piece says only a moment by what happens, with one verb
// at most, the event's ("mientras se ve el mapa", "while the intro
// plays"): no quote, place or look, and no sticker but a name of the
// project ("cuando arranca la música bajala" holds an edit of its own).
func eventOnly(toks []token, names func(token) bool) bool {
	verbs := 0
	for i, t := range toks {
		if isVerbAt(toks, i) {
			verbs++
		}
		if t.kind == tQuote || t.kind == tWord && (t.has(cEffect) || t.has(cPos) || t.has(cSticker) && !t.has(cKind) && !names(t)) {
			return false
		}
	}
	return verbs <= 1
}

// duringLed: the piece opens with "during" ("during the interview",
// "mientras se ve", which the lexicon reads as one word of "during").
func duringLed(toks []token) bool {
	c := contentTokens(toks)
	return len(c) > 0 && c[0].has(cPrep, "during")
}
