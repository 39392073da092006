package planner

import "strings"

// A clause of when something happens, followed after a comma by the times
// it is at ("when they say the vows, like 22 to 26", "cuando habla de la
// tormenta, del 20 al 23"): the times said are the event's, restated in
// numbers, and the event's words only describe them. They were left out
// (the verb the project cannot answer sank the request), or asked about.

// restatedHedge: words that may lead the numbers of a restated event.
var restatedHedge = []string{"like", "tipo", "about", "around", "roughly", "approx", "aprox", "aproximadamente", "approximately",
	"more or less", "mas o menos", "o sea", "digamos", "say", "so", "es decir", "i think", "creo", "basically", "osea"}

// eventRestated marks the words of an event as read when the numbers after
// them say its time; the numbers are read as the clause's time.
func (f *frame) eventRestated() {
	toks := f.c.toks
	for j := range toks {
		if f.used[j] || !eventOpener(toks, j) {
			continue
		}
		comma := -1
		for k := j + 1; k < len(toks); k++ {
			t := toks[k]
			if t.kind == tPunct && t.text == "," {
				comma = k
				break
			}
			if t.kind != tWord || f.used[k] || t.has(cPos) || t.has(cSpan) && !t.has(cVerb) {
				return // a time, place or quote inside the event: it says more than a description
			}
		}
		if comma < 0 || comma == j+1 || !rangeAfter(toks, comma+1) {
			return
		}
		for k := j; k <= comma; k++ {
			f.used[k] = true
		}
		f.eventDesc = strings.TrimSpace(f.prompt[toks[j].pos:toks[comma-1].end])
		return
	}
}

// rangeAfter: from k there is a stretch said in numbers, maybe after a
// hedge ("like 22 to 26", "del 25 al 30", "between 20 and 25", "tipo
// 0:20 a 0:25").
func rangeAfter(toks []token, k int) bool {
	for k < len(toks) && toks[k].kind == tWord && toks[k].word(restatedHedge...) {
		k++
	}
	led := k < len(toks) && toks[k].kind == tWord && toks[k].word("from", "de", "del", "desde", "entre", "between")
	if led {
		k++
	}
	if k < len(toks) && toks[k].kind == tWord && toks[k].word("el", "the", "second", "segundo") {
		k++
	}
	if k >= len(toks) || !(toks[k].kind == tNumber || toks[k].kind == tTime) {
		return false
	}
	k++
	if k >= len(toks) || !(toks[k].kind == tWord && toks[k].word("to", "a", "al", "hasta", "until", "till", "y", "and") || toks[k].kind == tPunct && toks[k].text == "-") {
		return false
	}
	k++
	if k < len(toks) && toks[k].kind == tWord && toks[k].word("el", "the", "second", "segundo") {
		k++
	}
	if k >= len(toks) || !(toks[k].kind == tNumber || toks[k].kind == tTime) {
		return false
	}
	// "when the intro ends, 3 to 5 seconds": how long, maybe, not when
	// (only "from 3 to 5 seconds", "del 3 al 5" or clock forms say when)
	unit := toks[k].kind == tTime && !toks[k].clock || k+1 < len(toks) && toks[k+1].kind == tWord && toks[k+1].has(cUnit)
	return led || !unit
}

// unhedged drops the hedge that leads a time said roughly ("like 12 to
// 16", "tipo del 20 al 25"); only where a new thing with no time of its
// own takes it ("copy the title to the end, like from 58 to 62" has a time
// already: it was put at 60 s).
func unhedged(toks []token) []token {
	k := 0
	for k < len(toks) && (toks[k].kind == tPunct || toks[k].kind == tWord && toks[k].word(restatedHedge...)) {
		k++
	}
	return toks[k:]
}
