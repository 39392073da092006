package planner

import (
	"slices"
	"strings"
)

// greyFaults say the picture's colour is gone: a fault with a degree
// ("looks kinda grey") or beside another ("so dull and grey", "apagada y
// gris"). Alone after a copula ("make it look grey") it may be the look
// wanted, which the lexicon reads as black and white.
var greyFaults = []string{"grey", "gray", "greyish", "grayish", "gris", "grisaceo", "grisacea", "grises", "grisaceos", "grisaceas"}

// appositeFault is the fault said at i after another fault: a defect, or
// a grey that joins it ("the intro feels so dull and grey": the grey was
// read as a black and white to lay over the dull intro).
func appositeFault(toks []token, i int) (string, int) {
	if remedy, n := faultAt(toks, i, false, false); n > 0 {
		return remedy, n
	}
	if i < len(toks) && toks[i].kind == tWord && slices.Contains(greyFaults, toks[i].text) {
		return "saturate", 1
	}
	return "", 0
}

// comparedTails open the thing a fault is said against: "the intro
// feels so dull and grey compared to the rest", "se ve oscura comparada
// con el resto". What it is compared with is not edited: the words up to
// the clause's end are dropped, where a copula of a look says the fault
// before them ("compared" was left out: refused; "the rest" could be read
// as the span).
var comparedTails = []string{"compared", "comparado", "comparada", "comparados", "comparadas", "comparing", "vs", "versus",
	"en comparacion", "in comparison"}

// lookComparedDropped drops such tails, and "nada de" in "sin nada de
// color" ("la parte del gato se ve re apagada, sin nada de color":
// refused, "would leave out nada"), which is "sin color" said harder.
func lookComparedDropped(toks []token) []token {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].word("sin", "without") && toks[i+1].word("nada", "nada de", "any") && (toks[i+2].word("de") || toks[i+1].word("nada de")) {
			n := 2
			if toks[i+1].word("nada de") {
				n = 1
			}
			toks = slices.Delete(slices.Clone(toks), i+1, i+1+n)
		}
	}
	for i := 1; i < len(toks); i++ {
		if toks[i].kind != tWord || !toks[i].word(comparedTails...) || !lookCopulaBefore(toks, i) && !loudStateBefore(toks, i) {
			continue
		}
		end := i + 1
		for end < len(toks) && toks[end].kind != tPunct && !toks[end].has(cConn) {
			end++
		}
		toks = slices.Delete(slices.Clone(toks), i, end)
	}
	return toks
}

// lookCopulaBefore: a copula of a look ("looks", "se ve", "feels") before
// i in the same sentence part ("so dull and grey compared to…": the
// "and" joins the faults).
func lookCopulaBefore(toks []token, i int) bool {
	for k := i - 1; k >= 0; k-- {
		if toks[k].word(complaintLooks...) {
			return true
		}
		if toks[k].kind == tPunct || toks[k].has(cVerb) {
			return false
		}
	}
	return false
}

// sameFaultBefore: the fault token right before from (the first fault of
// the clause, joined) asks the same remedy.
func sameFaultBefore(toks []token, from int, remedy string) bool {
	return from > 0 && from <= len(toks) && toks[from-1].has(cEffect, remedy)
}

// loudStateBefore: a state of loudness said right before i ("the last
// clip is too loud compared to the rest", "el audio está muy fuerte
// comparado con el resto", "…is too loud vs the song"): what it is
// compared with is why, not a second thing to change (it was refused,
// "would leave out compared", "vs"). Only a state said with its copula
// ("is too loud", "está muy fuerte"), never a change asked ("más baja").
func loudStateBefore(toks []token, i int) bool {
	t := toks[i-1]
	if t.kind != tWord || !t.has(cMod, "quieter", "louder") {
		return false
	}
	f := strings.Fields(t.text)
	return len(f) > 1 && contains([]string{"is", "its", "es", "esta", "sounds", "suena", "are", "son", "estan", "was"}, f[0])
}
