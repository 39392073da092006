package planner

import (
	"slices"
	"strings"
)

// Self-corrections: people who dictate or type fast take a value back in the
// same breath ("move the logo to 10 no wait 12", "mové el logo al 20 digo al
// 25", "make the heart bigger sorry I mean smaller"). The value said last is
// the one meant; without this the first one was planned ("al 20 digo al 25"
// moved the logo to 20 s) or both were read as two places.

// correctionMarks are the words that take back what was just said, longest
// first so that "no wait" is read before "no".
var correctionMarks = [][]string{
	{"sorry", "i", "mean"}, {"wait", "no"}, {"no", "wait"}, {"i", "mean"}, {"or", "rather"}, {"no", "sorry"}, {"no", "digo"},
	{"mejor", "dicho"}, {"no", "mejor"}, {"no", "perdon"}, {"perdon", "digo"}, {"o", "sea"},
	{"en", "realidad"}, {"en realidad"},
	{"wait"}, {"sorry"}, {"rather"}, {"actually"}, {"digo"}, {"perdon"}, {"mejor"}, {"no"},
}

// valueClass is what kind of value a token is, for matching the value taken
// back with the one that replaces it; "" is no value.
func valueClass(t token) string {
	switch {
	case t.is(tNumber, tTime, tPercent, tDegrees, tFactor, tPixels):
		return "number"
	case t.kind != tWord:
		return ""
	case t.has(cPos):
		return "place"
	case t.has(cMod, "bigger", "smaller"):
		return "size"
	case t.has(cMod, "more", "less"):
		return "degree" // "stronger -- no wait, weaker"
	case t.has(cColor):
		return "colour"
	}
	return ""
}

// selfCorrected drops a value that the request takes back: "X <mark> Y"
// with X and Y values of one class keeps Y in X's place (a bare number
// keeps X's unit: "al segundo 20 digo al 25" is second 25).
func selfCorrected(toks []token) []token {
	for i := 1; i < len(toks); i++ {
		n := markChainAt(toks, i) // "actually no, bigger", "sorry, I mean 20%"
		if n == 0 {
			continue
		}
		xEnd := i // the value taken back ends before the mark, or before a comma or a laugh there
		for xEnd > 1 && (toks[xEnd-1].kind == tPunct || laughWord(toks[xEnd-1])) {
			xEnd--
		}
		var prop []token
		if xEnd > 2 && toks[xEnd-1].kind == tWord && toks[xEnd-1].has(cProp) && valueClass(toks[xEnd-2]) == "number" {
			// "at 50% opacity, actually 30": the level before the word of
			// what it is, which stays after the new level
			prop = []token{toks[xEnd-1]}
			xEnd--
		}
		class := valueClass(toks[xEnd-1])
		if class == "" {
			continue
		}
		xStart := xEnd - 1
		for xStart > 0 && valueClass(toks[xStart-1]) == class {
			xStart--
		}
		yStart := i + n
		for skipped := 0; yStart < len(toks) && skipped < 4 && valueClass(toks[yStart]) == "" && (linkWord(toks[yStart]) || restateWord(toks[yStart])); skipped++ {
			yStart++
		}
		if yStart >= len(toks) || valueClass(toks[yStart]) != class {
			continue
		}
		yEnd := yStart + 1
		for yEnd < len(toks) && valueClass(toks[yEnd]) == class {
			yEnd++
		}
		if class == "place" && yEnd-yStart < xEnd-xStart {
			xStart = xEnd - (yEnd - yStart) // "arriba a la izquierda, perdón, a la derecha": only the side is taken back
		}
		if class == "number" && yEnd+1 < len(toks) && isToWord(toks[yEnd]) && valueClass(toks[yEnd+1]) == class &&
			xStart >= 2 && isToWord(toks[xStart-1]) && valueClass(toks[xStart-2]) == class {
			// "from 45 to 49, wait no, 46 to 50": the whole span is taken back
			xStart -= 2
			yEnd += 2
		}
		y := append([]token(nil), toks[yStart:yEnd]...)
		if x := toks[xStart]; class == "number" && len(y) == 1 && y[0].kind == tNumber && x.kind != tNumber && xEnd-xStart == 1 {
			x.num, x.pos, x.end = y[0].num, y[0].pos, y[0].end
			y[0] = x
		}
		toks = append(append(append(toks[:xStart:xStart], y...), prop...), toks[yEnd:]...)
		i = xStart
	}
	return toks
}

// markAt is how many tokens a correction mark at i takes, or 0.
func markAt(toks []token, i int) int {
	for _, m := range correctionMarks {
		if i+len(m) > len(toks) {
			continue
		}
		ok := true
		for k, w := range m {
			if toks[i+k].kind != tWord || toks[i+k].text != w && toks[i+k].fixed != w {
				ok = false
				break
			}
		}
		if ok {
			return len(m)
		}
	}
	return 0
}

// linkWord is a word or mark between a correction and its value ("no wait,
// to 12", "digo al 25", "no, the top right").
func linkWord(t token) bool {
	return t.kind == tPunct || t.has(cPrep) || t.has(cDet) || t.has(cFiller)
}

// restateWords stand between a correction and the value that replaces it
// when the value is said again as a command or as a second thought ("no
// wait, make it 45", "no, mejor al 45%", "no, mentira, 90", "sorry, set it
// to 12"): they add nothing to the value (the 45 was asked "of what?", the
// clause refused for "mejor" or "mentira").
var restateWords = []string{"make", "set", "put", "change", "do", "hacelo", "hacela", "ponelo", "ponela", "pone", "dejalo", "dejala",
	"deja", "mejor", "mentira", "actually", "better", "en realidad", "it", "that", "lo", "la"}

func restateWord(t token) bool {
	return t.kind == tWord && t.word(restateWords...)
}

// valueRestated: the words before a take-back end in a value and the
// command after it only says a value of the same kind again ("…to 50%…
// no, make it 45", "…al 50… no, ponela al 40"): a new value for the same
// edit, with nothing else asked.
func valueRestated(before, after []token) bool {
	x := len(before) - 1
	for x >= 0 && (before[x].kind == tPunct || laughWord(before[x])) {
		x--
	}
	if x < 0 || valueClass(before[x]) == "" {
		return false
	}
	y := 0
	for y < len(after) && y < 4 && valueClass(after[y]) == "" && (linkWord(after[y]) || restateWord(after[y])) {
		y++
	}
	if y == len(after) || valueClass(after[y]) != valueClass(before[x]) {
		return false
	}
	for _, t := range after[y+1:] {
		if t.kind != tPunct && valueClass(t) == "" {
			return false // "…no, make it 45 and the logo bigger": more than the value
		}
	}
	return true
}

// thanksWords close a request politely; they are not the "Thanks for
// watching!" text.
var thanksWords = []string{"thanks", "thank you", "thank u", "thx", "thnx", "tnx", "ty", "gracias", "muchas gracias", "grax", "thanks a lot"}

// politeEnd drops a closing "thanks" said after "please" or a comma ("the
// heart right top please thanks", "move the logo up, gracias"): the
// "Thanks for watching!" text was moved with the heart.
func politeEnd(toks []token) []token {
	n := len(toks)
	for n > 0 && toks[n-1].kind == tPunct {
		n--
	}
	if n < 2 || toks[n-1].kind != tWord || !toks[n-1].word(thanksWords...) {
		return toks
	}
	if before := toks[n-2]; before.kind == tPunct || before.kind == tWord && isFiller(before) {
		return toks[:n-1]
	}
	return toks
}

// softerOfEffect reads "softer" said of an effect on the timeline ("el
// viñeteado más suavecito", "make the vignette softer", "la viñeta más
// suave") as weaker: the soft look is a blur, so "más suave" beside
// another effect's name raised it (intensity 75) or added a second
// vignette. Said with no effect named, "softer" stays the look.
func softerOfEffect(toks []token) []token {
	for i := 0; i < len(toks); i++ {
		soft, n := softerAt(toks, i)
		if !soft || !effectNamedNear(toks, i) {
			continue
		}
		toks[i].text, toks[i].kind, toks[i].lex, toks[i].fixed = "weaker", tWord, lookup("weaker"), ""
		toks[i].end = toks[i+n-1].end
		toks = slices.Delete(toks, i+1, i+n)
	}
	return toks
}

// softerAt: a comparative of soft starts at token i, n tokens long
// ("softer"; "más suave", "más suavecito").
func softerAt(toks []token, i int) (bool, int) {
	switch {
	case toks[i].word("softer", "gentler", "subtler", "more subtle", "mas suave", "mas sutil", "mas suavecito", "mas suavecita"):
		return true, 1
	case toks[i].word("mas", "more", "way more", "much more", "a lot more", "mucho mas", "bastante mas") && i+1 < len(toks) &&
		toks[i+1].word("suave", "suavecito", "suavecita", "sutil", "subtle", "gentle"):
		return true, 2
	}
	return false, 0
}

// effectNamedNear: an effect other than a blur is named among the six
// words before token i ("el viñeteado más suave", "the sepia effect
// softer", "the blue tint on the cooldown way more subtle": where it is
// and how much may stand between; with four the tint was not found and
// the request refused).
func effectNamedNear(toks []token, i int) bool {
	for j := i - 1; j >= 0 && j >= i-6; j-- {
		t := toks[j]
		if t.kind != tWord {
			return false
		}
		if t.word("effect", "efecto", "filter", "filtro") {
			return true
		}
		if l, ok := t.get(cEffect); ok && l.val != "soft" && l.val != "blur" {
			return true
		}
	}
	return false
}

// brokenOff drops a clause the user broke off and took back before giving
// the edit meant instead: "kill the heart and fade... no wait, just set the
// music to 50%", "make the music fade... actually no, just turn it down",
// "poné un efecto… no, mejor bajá la música". An ellipsis, then words that
// take back (no, wait, sorry, mejor), then a command: the clause between
// the connective before and the ellipsis is not asked for (it was planned,
// or refused for its words). A connective before it stays, so the clauses
// around it still join. Without an ellipsis nothing is dropped: "move the
// logo to 10 no wait 12" is a value taken back (selfCorrected).
func brokenOff(prompt string, toks []token) []token {
	for e := 1; e < len(toks); e++ {
		dots, ok := ellipsisAt(prompt, toks, e)
		if !ok {
			continue
		}
		after := e + dots
		k := after
		for k < len(toks) && (toks[k].word(takeBackWords...) || isFiller(toks[k]) && !toks[k].has(cVerb) || toks[k].kind == tPunct && toks[k].text == ",") {
			k++ // "no wait,", "actually no,", "no, mejor"
		}
		if !slices.ContainsFunc(toks[after:k], func(t token) bool { return t.word(takeBackWords...) }) {
			continue
		}
		if !startsWithVerb(toks[k:]) || valueRestated(toks[:e], toks[k:]) {
			continue // "set the music to 50%... no wait, make it 45": the value is taken back, not the clause (selfCorrected)
		}
		start := e
		for start > 0 && !toks[start-1].has(cConn) && !(toks[start-1].kind == tPunct && toks[start-1].text != "'") {
			start--
		}
		// "poné el logo en el centro y grande al principio, tipo
		// presentacion... no, mejor dejalo donde esta pero mas grande": a
		// piece with no verb of its own belongs to the command before it,
		// taken back whole (only "tipo presentacion" was dropped, and the
		// logo was centred, moved to 0 s and enlarged twice)
		for start > 0 && !startsWithVerb(toks[start:e]) {
			k := start - 1
			for k > 0 && !toks[k-1].has(cConn) && !(toks[k-1].kind == tPunct && toks[k-1].text != "'") {
				k--
			}
			start = k
		}
		return brokenOff(prompt, slices.Concat(toks[:start], pronounsThing(toks[start:e], toks[k:]), thereSpan(toks[start:e], toks[k:])))
	}
	return toks
}

// ellipsisAt: toks at i open an ellipsis: "..." (its tokens: how many),
// or "…" typed before the token (the scanner keeps no token of it).
func ellipsisAt(prompt string, toks []token, i int) (int, bool) {
	if p := toks[i-1].end; p >= 0 && p <= toks[i].pos && toks[i].pos <= len(prompt) && strings.Contains(prompt[p:toks[i].pos], "…") {
		return 0, true
	}
	n := 0
	for i+n < len(toks) && toks[i+n].kind == tPunct && toks[i+n].text == "." {
		n++
	}
	return n, n >= 3
}

// pronounsThing: the thing a broken-off clause named, with a comma, when
// the command that replaces it refers to it by a pronoun only ("poné el
// logo en el centro... no, mejor dejalo donde esta pero mas grande": "el
// logo, dejalo ..."; the "lo" had nothing to refer to once the clause was
// dropped). Nothing when the command names its own thing.
func pronounsThing(dropped, kept []token) []token {
	pron := slices.ContainsFunc(kept, func(t token) bool {
		if t.kind != tWord {
			return false
		}
		if t.word("it", "them", "lo", "la", "los", "las") {
			return true
		}
		return t.has(cVerb) && (strings.HasSuffix(t.text, "lo") || strings.HasSuffix(t.text, "la") || strings.HasSuffix(t.text, "los") || strings.HasSuffix(t.text, "las"))
	})
	if !pron {
		return nil
	}
	for j := 0; j+1 < len(dropped); j++ {
		if dropped[j].kind == tWord && dropped[j].has(cDet) && dropped[j+1].kind == tWord && dropped[j+1].has(cKind) {
			comma := token{kind: tPunct, text: ",", pos: dropped[j+1].end, end: dropped[j+1].end}
			return []token{dropped[j], dropped[j+1], comma}
		}
	}
	return nil
}
