package planner

import (
	"slices"
	"unicode"
)

// "cambiá el precio a $17.500 que el dueño lo bajó", "change the price to
// $820,000 because the owner dropped it": a new text said without quotes
// is often followed by why. The reason is not part of the text (it was
// pasted into the price: a silent wrong edit). A cause word always starts
// the reason; "que" and "since" do only after a typed value (a figure),
// where they cannot continue it ("Hasta que el cuerpo aguante" is a text).

// causeWords start a reason wherever they come.
var causeWords = []string{"porque", "because", "cuz", "coz", "cause", "pq", "xq"}

// reasonAt: the index in toks (from the text's first word, from) where a
// reason starts, or -1. At least one word must follow the cause word.
// Without afterFigure only the cause words count (what precedes is not
// yet known to be the value).
func reasonAt(toks []token, from int, afterFigure bool) int {
	for j := from + 1; j < len(toks)-1; j++ {
		t := toks[j]
		if t.kind != tWord {
			continue
		}
		switch {
		case t.word(causeWords...):
			return j
		case t.word("ya") && toks[j+1].word("que"):
			return j
		case afterFigure && t.word("que", "since") && j+2 < len(toks) && figureIn(toks[from:j]):
			return j
		}
	}
	return -1
}

// figureIn: the words hold a figure (a price, a date, a count).
func figureIn(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool {
		return t.is(tNumber, tTime) || slices.ContainsFunc([]rune(t.text), unicode.IsDigit)
	})
}

// "cambiá el precio por 799.000", "change the date to 14.03": a figure
// alone, said as the new value of a text that holds figures (a price, a
// date, a phone, a count), is its new text as typed. It was read as a
// length ("made the price last 799s": a silent wrong edit) or a time.

// figureOnly: the words are a figure and nothing else (signs and
// currency words may go with it).
func figureOnly(toks []token) bool {
	n := 0
	for _, t := range toks {
		switch {
		case t.is(tNumber):
			n++
		case t.kind == tPunct, t.kind == tWord && t.word("usd", "dollars", "dolares", "pesos", "euros", "eur", "ars", "k", "mil"):
		default:
			return false
		}
	}
	return n > 0
}

// figureText: the clause's target is a text named by a class of figures.
func (f *frame) figureText() bool {
	for _, n := range f.targets {
		switch textClassOf[fold(n.noun)] {
		case "price", "date", "phone", "count":
			return true
		}
	}
	return false
}
