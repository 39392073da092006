package planner

import (
	"slices"
	"strings"
)

// Take-backs said in one breath, beyond a value (vcorrect.go): the thing
// named is taken back ("mute the sizzle — no wait, the music", "the
// anthem—sorry, I mean the crowd—should be at half volume", "a heart
// sticker … no wait, make it a thumbs up"), or a clause of the sentence
// ("centrá el logo y hacelo grande... bueno no, solo centralo"). The
// words after the take-back replace what they take back, and only that:
// the first reading is never planned too. A take-back whose scope is not
// clear stays as it was said, to be asked.

// moreMarks take back what was just said, beside correctionMarks: the
// Spanish "quise decir", "quiero decir", "esperá", and "bueno no".
var moreMarks = [][]string{
	{"quise", "decir"}, {"quiero", "decir"}, {"i", "meant"}, {"sorry", "i", "meant"}, {"no", "espera"}, {"espera"},
	{"bueno", "no"}, {"perdon", "quise", "decir"}, {"perdon", "quiero", "decir"},
}

// markWordsAt is how many tokens at i one mark of correctionMarks or
// moreMarks takes, or 0.
func markWordsAt(toks []token, i int) int {
	n := markAt(toks, i)
	for _, m := range moreMarks {
		if len(m) > n && wordsAt(toks, i, m) {
			n = len(m)
		}
	}
	return n
}

// wordsAt: the words m are said at i, one token each.
func wordsAt(toks []token, i int, m []string) bool {
	if i+len(m) > len(toks) {
		return false
	}
	for k, w := range m {
		if toks[i+k].kind != tWord || toks[i+k].text != w && toks[i+k].fixed != w {
			return false
		}
	}
	return true
}

// dashWord: a "-" of "--" typed between words, which the lexer keeps as
// a word ("stronger -- no wait, weaker").
func dashWord(t token) bool { return t.kind == tWord && (t.text == "-" || t.text == "--") }

// markChainAt is how many tokens a chain of take-back marks at i takes,
// with the commas and dashes between and after them ("no wait,", "no,
// perdón,", "sorry, I mean", "bueno no,", "-- no wait,"), or 0.
func markChainAt(toks []token, i int) int {
	n := markWordsAt(toks, i)
	if n == 0 {
		return 0
	}
	end := i + n
	for {
		j := end
		for j < len(toks) && (toks[j].kind == tPunct || dashWord(toks[j])) {
			j++
		}
		if m := markWordsAt(toks, j); m > 0 && j < len(toks) {
			end = j + m
			continue
		}
		return j - i
	}
}

// dashesAtMarks turns a "-" typed beside a take-back into the comma it
// stands for, so that the value before it ends there.
func dashesAtMarks(toks []token) []token {
	out := slices.Clone(toks)
	for i, t := range out {
		if !dashWord(t) {
			continue
		}
		k := i
		for k < len(out) && dashWord(out[k]) {
			k++
		}
		if k < len(out) && markWordsAt(out, k) > 0 {
			out[i] = token{kind: tPunct, text: ",", pos: t.pos, end: t.end}
		}
	}
	return out
}

// nounWord: a word a noun phrase of a thing may hold: a thing's word
// (thingWord, clauses.go), an article, "de", or a word basic mode does not
// know ("el chisporroteo", "the rooftop shot"), which the resolver may.
func nounWord(t token, names func(token) bool) bool {
	if t.kind != tWord || t.has(cNeg) || t.word("no") || dashWord(t) {
		return false
	}
	return thingWord(t, names) || t.has(cDet) || t.word("de", "del", "of") || len(t.lex) == 0
}

// headWord: a word that may be the head of a thing's noun phrase.
func headWord(t token, names func(token) bool) bool {
	return nounWord(t, names) && !t.has(cDet) && !t.word("de", "del", "of")
}

// takenBackPhrase reads a thing's noun phrase from k ("the music", "en la
// foto de las medallas", "al festejo"): where it ends, and whether it
// opens with a preposition. It must open with an article or a
// preposition, hold a head word and end the clause.
func takenBackPhrase(toks []token, k int, names func(token) bool) (int, bool, bool) {
	prep := k < len(toks) && toks[k].has(cPrep) && !toks[k].has(cDet)
	from := k
	if prep {
		from++
	}
	if from >= len(toks) || !toks[from].has(cDet) && !(prep && headWord(toks[from], names)) && !thingWord(toks[from], names) {
		return 0, false, false
	}
	end := from
	for end < len(toks) && end-from < 6 && nounWord(toks[end], names) {
		end++
	}
	if !slices.ContainsFunc(toks[from:end], func(t token) bool { return headWord(t, names) }) {
		return 0, false, false
	}
	if end < len(toks) && toks[end].kind != tPunct && !dashWord(toks[end]) && !toks[end].has(cConn) {
		return 0, false, false // "…, no, the music too": more than a thing
	}
	return end, prep, true
}

// phraseBefore reads the noun phrase of a thing that ends at end (with
// the preposition before it when withPrep): where it starts, or -1.
func phraseBefore(toks []token, end int, withPrep bool, names func(token) bool) int {
	from := end
	for from > 0 && end-from < 6 && nounWord(toks[from-1], names) {
		from--
	}
	for from < end && !toks[from].has(cDet) && !thingWord(toks[from], names) {
		from++ // the phrase opens with its article or its thing
	}
	if from == end || !slices.ContainsFunc(toks[from:end], func(t token) bool { return headWord(t, names) }) {
		return -1
	}
	if withPrep {
		if from == 0 || !toks[from-1].has(cPrep) {
			return -1
		}
		from--
	}
	return from
}

// thingTakenBack reads "X, <take-back> Y" where X and Y name things: Y
// in X's place. X must end right before the take-back ("mute the sizzle
// — no wait, the music"), and Y must end the clause. A sticker may also be
// said again as a command ("… a heart sticker … — no wait, make it a
// thumbs up", "que sea una estrella"): the last sticker of the clause is
// the one taken back. A bare "no" takes back only with a comma after it:
// "sacá el sol, no el signo" is a thing negated, not a correction.
func thingTakenBack(toks []token, names func(token) bool) []token {
	for i := 1; i < len(toks); i++ {
		n, paused := takeBackAt(toks, i)
		if n == 0 {
			continue
		}
		if !paused {
			i += n - 1
			continue
		}
		k := i + n
		restated := false
		for {
			if k < len(toks) && restateWord(toks[k]) && !toks[k].has(cDet) {
				k++
			} else if k+1 < len(toks) && toks[k].word("que") && toks[k+1].word("sea", "sean") {
				k += 2 // "no perdón, que sea una estrella"
			} else {
				break
			}
			restated = true
		}
		yEnd, prep, ok := takenBackPhrase(toks, k, names)
		if !ok {
			i += n - 1
			continue
		}
		if out, ok := stickerTakenBack(toks, i, k, yEnd); ok {
			return thingTakenBack(out, names)
		}
		xEnd := i
		for xEnd > 0 && (toks[xEnd-1].kind == tPunct || dashWord(toks[xEnd-1])) {
			xEnd--
		}
		xFrom := phraseBefore(toks, xEnd, prep, names)
		if restated || xFrom < 0 {
			i += n - 1
			continue
		}
		rest := toks[yEnd:]
		if xFrom == 0 && len(rest) > 0 {
			// "the anthem—sorry, I mean the crowd—should be at half
			// volume": the subject taken back, the sentence going on, was
			// planned as half of the crowd's level (v8-047 wants 50%):
			// left refused until "half volume" is read
			i += n - 1
			continue
		}
		out := slices.Concat(toks[:xFrom], toks[k:yEnd], rest)
		return thingTakenBack(out, names)
	}
	return toks
}

// stickerTakenBack: Y (toks[yFrom:yEnd]) names a sticker, and the clause
// before the take-back at i names one too: Y's sticker in its place.
func stickerTakenBack(toks []token, i, yFrom, yEnd int) ([]token, bool) {
	y := slices.IndexFunc(toks[yFrom:yEnd], func(t token) bool { return t.has(cSticker) })
	if y < 0 {
		return nil, false
	}
	x := -1
	for k := i - 1; k >= 0 && !toks[k].has(cConn); k-- {
		if toks[k].has(cSticker) {
			x = k
			break
		}
	}
	if x < 0 {
		return nil, false
	}
	out := slices.Clone(toks[:i])
	out[x] = toks[yFrom+y]
	for len(out) > 0 && (out[len(out)-1].kind == tPunct || dashWord(out[len(out)-1])) {
		out = out[:len(out)-1]
	}
	return append(out, toks[yEnd:]...), true
}

// onlyKept reads "A y B... bueno no, solo A-lo": the take-back keeps
// the one clause of the sentence whose verb it says again and drops the
// others ("centrá el logo y hacelo grande... bueno no, solo centralo":
// centred, its size kept). When no clause, or more than one, has that
// verb, nothing is dropped and the request is asked as said.
func onlyKept(toks []token) []token {
	for i := 1; i < len(toks); i++ {
		n := markChainAt(toks, i)
		if n == 0 || toks[i-1].kind != tPunct {
			continue
		}
		k := i + n
		if k+1 >= len(toks) || !toks[k].word("solo", "just", "only", "nomas", "solamente") {
			continue
		}
		verb, ok := toks[k+1].get(cVerb)
		if !ok {
			continue
		}
		end := k + 2
		for end < len(toks) && (toks[end].has(cPron) || toks[end].kind == tPunct && toks[end].text != "." || isFiller(toks[end])) {
			end++
		}
		if end < len(toks) && !(toks[end].kind == tPunct) {
			continue // "…, just center it at 5": more than the verb said again
		}
		from := i - 1
		for from >= 0 && toks[from].kind == tPunct {
			from--
		}
		start := from
		for start > 0 && !(toks[start-1].kind == tPunct && toks[start-1].text != ",") {
			start--
		}
		var kept []token
		found := 0
		for _, c := range splitAtJoins(toks[start : from+1]) {
			if slices.ContainsFunc(c, func(t token) bool { return t.has(cVerb, verb.val) }) {
				kept = c
				found++
			}
		}
		if found != 1 {
			continue
		}
		return slices.Concat(toks[:start], kept, toks[end:])
	}
	return toks
}

// splitAtJoins cuts a sentence at its connectives and commas.
func splitAtJoins(toks []token) [][]token {
	var out [][]token
	from := 0
	for k, t := range toks {
		if t.has(cConn) || t.kind == tPunct && t.text == "," {
			if k > from {
				out = append(out, toks[from:k])
			}
			from = k + 1
		}
	}
	if from < len(toks) {
		out = append(out, toks[from:])
	}
	return out
}

// verbTakenBack reads "<clause of a thing>, <take-back> <new command of
// it>": the new command in place of the first, on the same thing ("quita
// el sticker de pregunta, no espera, mejor hacelo más chico": made
// smaller, not deleted; "que el texto aparezca antes... perdón, quiero
// decir que dure más, desde el 66": its length changed, not moved). The
// new command must name no thing of its own (only "it"), and the clause
// taken back must name one thing and have one verb; what it said beyond
// the thing goes with it.
func verbTakenBack(toks []token, names func(token) bool) []token {
	for i := 1; i < len(toks); i++ {
		n, paused := takeBackAt(toks, i)
		if n == 0 {
			continue
		}
		if !paused {
			i += n - 1
			continue
		}
		k := i + n
		for k < len(toks) && toks[k].word("mejor", "better", "just", "solo", "que", "rather", "instead") {
			k++
		}
		if k >= len(toks) || !toks[k].has(cVerb) && !strings.HasPrefix(toks[k].text, "que ") || slices.ContainsFunc(toks[k:], func(t token) bool { return thingWord(t, names) }) {
			i += n - 1
			continue
		}
		from := i - 1
		for from >= 0 && (toks[from].kind == tPunct || dashWord(toks[from])) {
			from--
		}
		start := from
		for start > 0 && !(toks[start-1].kind == tPunct || toks[start-1].has(cConn)) {
			start--
		}
		thing, ok := thingOfClause(toks[start:from+1], names)
		if !ok {
			i += n - 1
			continue
		}
		return slices.Concat(toks[:start], thing, toks[k:])
	}
	return toks
}

// thingOfClause: the noun phrase of the one thing a clause with one verb
// names ("quita el sticker de pregunta": "el sticker de pregunta"; "que
// el texto de suscribirse aparezca antes": "el texto de suscribirse").
func thingOfClause(c []token, names func(token) bool) ([]token, bool) {
	verbs := 0
	for _, t := range c {
		if t.has(cVerb) {
			verbs++
		}
	}
	if verbs > 1 {
		return nil, false
	}
	var phrase []token
	for k := 0; k < len(c); k++ {
		if !c[k].has(cDet) && !thingWord(c[k], names) || c[k].has(cVerb) {
			continue
		}
		end := k
		for end < len(c) && nounWord(c[end], names) && !c[end].has(cVerb) {
			end++
		}
		if !slices.ContainsFunc(c[k:end], func(t token) bool { return thingWord(t, names) }) {
			k = end
			continue
		}
		if phrase != nil {
			return nil, false // two things: which one the new command is of is not known
		}
		phrase = c[k:end]
		k = end
	}
	return phrase, phrase != nil
}

// takeBackAt: the words of a take-back mark at i (0 for none), and whether
// it follows a pause (a comma or a dash) as a take-back does; a bare "no"
// takes back only with a comma after it ("sacá el sol, no el signo").
func takeBackAt(toks []token, i int) (int, bool) {
	n := markChainAt(toks, i)
	if n == 0 {
		return 0, false
	}
	bareNo := toks[i].word("no") && markWordsAt(toks, i) == 1 && (i+1 >= len(toks) || toks[i+1].kind != tPunct)
	return n, (toks[i-1].kind == tPunct || dashWord(toks[i-1])) && !bareNo
}
