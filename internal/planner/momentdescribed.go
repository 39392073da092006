package planner

import "slices"

// A moment described by what happens then, and said again as a time after
// a comma: "sacá la parte donde el sillón se traba, del 30 al 34", "que el
// video termine cuando brindan, tipo en el 1:00", "el corazón que aparezca
// cuando ella sonríe, tipo en el 55". The time in numbers is the moment;
// the words of the event only describe it (the project has no record of
// what happens on screen), so they are set aside and named in the reply.
// They were left out and the request refused ("basic mode would leave out
// traba", "brindan").
//
// eventRestated (eventrestated.go) reads a range after "when"; eventBesidePoint
// (eventpoint.go) a moment after a cut; timeBesideEvent (eventbeside.go) an
// event the time reader placed. This reads the rest of the family, before the
// frame: any edit, a moment or a range, "when", "while" or "where". It is
// read only where the event says nothing an edit could use (no place, look,
// kind of thing, sticker, text, quote or number, and no verb of an edit),
// where nothing but the time follows the comma, and where no other time is
// said before the event.

// describedWhereWords open an event said by where it happens ("the part
// where", "la parte donde", "en la que").
var describedWhereWords = []string{"where", "donde", "en donde", "en que", "en la que", "en el que", "right where", "just where", "exactly where"}

// whereStateWords after "where" say where a thing is or was, a place.
var whereStateWords = []string{"was", "were", "is", "are", "sits", "sat", "used to be", "estaba", "estaban", "esta", "estan", "iba", "iban",
	"va", "van", "quedaba", "queda", "stood", "goes", "went"}

// describedLeads may stand right before the opener and belong to the event
// ("recién cuando", "justo donde", "only when").
var describedLeads = []string{"recien", "justo", "right", "just", "only", "solo", "exactly", "ya"}

// momentDescribedTail cuts the event out of the clause and returns it.
func momentDescribedTail(c clause, prompt string, names func(token) bool) (clause, string, bool) {
	toks := c.toks
	for j := 1; j+1 < len(toks); j++ {
		if !eventOpener(toks, j) && !(toks[j].word(describedWhereWords...) && toks[j+1].kind == tWord) {
			continue
		}
		if slices.ContainsFunc(toks[:j], func(t token) bool { return t.timeLike() || t.kind == tQuote }) ||
			!slices.ContainsFunc(toks[:j], func(t token) bool { return t.kind == tWord && !t.word(describedLeads...) }) {
			return c, "", false
		}
		end, next := describedEnd(toks, j)
		if end < j+2 {
			return c, "", false
		}
		stretch := rangeAfter(toks, next) || next+1 < len(toks) && rangeAfter(toks, next+1)
		if _, point := eventWord(toks[j]); eventOpener(toks, j) && !point && !stretch {
			// "split the interview while she laughs, at 40": a moment
			// inside a stretch said by what goes on; which one is not sure
			return c, "", false
		}
		named := names
		if stretch {
			// a stretch said in numbers: the event may name what it
			// happens in, as eventRestated reads it ("donde el sillón se
			// traba, del 30 al 34"); a moment is checked against what it
			// names by the readers that can (eventBesidePoint)
			named = func(token) bool { return false }
		}
		if !describedEventWords(toks[j+1:end], named) {
			return c, "", false
		}
		if !eventOpener(toks, j) && slices.ContainsFunc(toks[j+1:end], func(t token) bool { return t.word(whereStateWords...) }) {
			return c, "", false // "poné el logo donde estaba, en el 30": where it was is a place
		}
		from := j
		if from > 1 && toks[from-1].word(describedLeads...) {
			from--
		}
		tail := rawOf(prompt, toks[from:end])
		rest := append(slices.Clone(toks[:from]), toks[next:]...)
		c.toks = rest
		c.raw = rawOf(prompt, rest)
		c.restatedAt = 0 // the moment said twice was the event, now set aside (restated.go)
		return c, tail, true
	}
	return c, "", false
}

// describedEnd: where the event opened at j ends, and where the time after
// it starts: at a comma ("…cuando brindan, tipo en el 1:00"), or where the
// words left are only the time ("…cuando ella sonríe tipo en el 55": the
// comma may be gone by here). -1 when no time follows.
func describedEnd(toks []token, j int) (int, int) {
	for k := j + 1; k < len(toks); k++ {
		if isComma(toks[k]) {
			if onlyTimeAfter(toks, k+1) {
				return k, k + 1
			}
			return -1, -1
		}
		if onlyTimeAfter(toks, k) {
			return k, k
		}
	}
	return -1, -1
}

// describedEventWords: what happens, and nothing an edit could use. A thing
// of the project named in it beside a moment ("where the drone starts,
// around 51") is left to the readers that check the moment against it
// (restatedMoment, timeBesideEvent).
func describedEventWords(w []token, names func(token) bool) bool {
	for _, t := range w {
		switch {
		case t.kind != tWord || names(t):
			return false // a number, a time, a quote, a thing of the project
		case t.has(cPos) || t.has(cKind) || t.has(cSticker) || t.has(cEffect) || t.has(cTextIntro) || t.has(cProp) || t.has(cColor) || sizeWord(t):
			return false
		case t.has(cSpan) && !t.has(cVerb), t.has(cConn, "then"):
			return false
		case t.has(cVerb) && !t.has(cVerb, "start", "end"):
			return false // "cuando sacás el logo": maybe an edit of its own
		}
	}
	return true
}

// onlyTimeAfter: from k to the clause's end there is only a time in
// numbers, a moment or a range, maybe after a hedge ("tipo en el 55",
// "around 51", "del 30 al 34").
func onlyTimeAfter(toks []token, k int) bool {
	end := len(toks)
	for end > k && toks[end-1].kind == tPunct {
		end--
	}
	if rangeAfter(toks[:end], k) {
		n := 0
		for _, t := range toks[k:end] {
			if t.timeLike() {
				n++
			}
			if t.kind != tWord && !t.timeLike() && !(t.kind == tPunct && t.text == "-") || t.kind == tWord && (t.has(cPos) || t.has(cVerb)) {
				return false
			}
		}
		return n == 2
	}
	at := -1
	for m := k; m < end; m++ {
		if toks[m].timeLike() {
			if at >= 0 {
				return false
			}
			at = m
		}
	}
	if at < 0 || !pointFrom(toks[:end], k, at) {
		return false
	}
	// "…when he shows up, 3 seconds": a number with nothing to lead it
	// may be how long, not when; a moment is led ("at 3", "tipo en el
	// 55", "around 51") or said on a clock ("1:00")
	return toks[at].clock || slices.ContainsFunc(toks[k:at], func(t token) bool {
		return t.kind == tWord && (t.word(restatedHedge...) || t.word("at", "around", "about", "en", "a", "al", "a los"))
	})
}
