package planner

import (
	"slices"
	"strings"
)

// backdropWords are things that stand behind a subject as a whole: said
// "behind" someone, they are the background ("aclarale la pared de
// atrás", "blur the wall behind them", "desenfocá el fondo detrás de
// ella": the background said where it is). A thing that stands among others
// (a tree, a car) is not: see thingBehind.
var backdropWords = []string{"wall", "walls", "scenery", "pared", "paredes", "muro", "muros",
	"telon", "paisaje", "fondo", "background", "backdrop",
	"everything", // "blur everything behind the subject" (the subject was blurred: silent)
	"todo"}       // "desenfocá todo lo que está detrás de ella" (it was refused)

// relativeBehind is how many tokens at k say "that is" between a backdrop
// and "behind" ("todo lo que está detrás de ella", "everything that's
// behind her"); 0 if none.
func relativeBehind(toks []token, k int) int {
	at := func(i int, ws ...string) bool { return i < len(toks) && toks[i].word(ws...) }
	switch {
	case at(k, "lo") && at(k+1, "que") && at(k+2, "esta", "estan", "hay", "queda", "se ve"):
		return 3
	case at(k, "que") && at(k+1, "esta", "estan", "hay"):
		return 2
	case at(k, "that", "which") && at(k+1, "is", "s", "are"):
		return 2
	case at(k, "thats"):
		return 1
	}
	return 0
}

// wallBehind reads a backdrop said behind someone as the background, in a
// photo request: "the wall behind (her)", "la pared de atrás", "la pared
// del fondo", "the wall in the back(ground)". The words become one
// background region (the wall was a word left out; "atrás" a verb). A
// backdrop with nothing saying it is behind stays unread: "brighten the
// wall" may be a wall in front.
func wallBehind(toks []token) []token {
	for k := 0; k+2 < len(toks); k++ {
		// "todo lo que está detrás de ella": the lexicon's "lo que está
		// detrás" is the background; the person it is behind, and "todo"
		// before it, go with it ("ella" was left out: refused)
		if !toks[k].has(cRegion, "background") || !toks[k+1].word("de", "del") || !toks[k+2].word("ella", "el", "ellos", "ellas") ||
			!slices.ContainsFunc(strings.Fields(toks[k].text), func(w string) bool { return contains(behindWords, w) || w == "atras" }) {
			continue
		}
		from := k
		if k > 0 && toks[k-1].word("todo", "everything") {
			from = k - 1
		}
		var words []string
		for _, t := range toks[from : k+3] {
			words = append(words, t.text)
		}
		toks = slices.Replace(slices.Clone(toks), from, k+3, token{kind: tWord, text: strings.Join(words, " "),
			pos: toks[from].pos, end: toks[k+2].end, lex: []lexeme{{cat: cRegion, val: "background"}}})
	}
	for k := 0; k < len(toks); k++ {
		if !toks[k].word(backdropWords...) {
			continue
		}
		r := relativeBehind(toks, k+1)
		n := behindMarkAt(toks, k+1+r)
		if n == 0 {
			continue
		}
		end := k + 1 + r + n
		if end < len(toks) && toks[end].has(cPron) && !toks[end].has(cDet) {
			end++ // "behind her", "behind them"
		}
		var words []string
		for _, t := range toks[k:end] {
			words = append(words, t.text)
		}
		wall := token{kind: tWord, text: strings.Join(words, " "), pos: toks[k].pos, end: toks[end-1].end,
			lex: []lexeme{{cat: cRegion, val: "background"}}}
		toks = slices.Replace(toks, k, end, wall)
	}
	return toks
}

// behindMarkAt is how many tokens at k say "behind" after a backdrop:
// "behind", "detrás (de)", "de atrás", "de detrás", "del fondo", "al
// fondo", "de fondo", "in the back", "at the back", "in the background";
// 0 if none.
func behindMarkAt(toks []token, k int) int {
	at := func(i int, ws ...string) bool { return i < len(toks) && toks[i].word(ws...) }
	switch {
	case at(k, "behind", "detras", "atras"):
		if at(k+1, "de", "del") && k+2 < len(toks) && toks[k+2].word("el", "ella", "ellos", "ellas") {
			return 3 // "detrás de ella"
		}
		return 1
	case at(k, "de", "del", "al") && at(k+1, "atras", "detras", "fondo"):
		return 2
	case at(k, "in", "at") && at(k+1, "the") && at(k+2, "back", "background"):
		return 3
	case at(k, "in") && at(k+1, "back"):
		return 2
	}
	return 0
}

// thingBehind: "blur the car behind him", "darken the tree behind her": a
// thing said where it stands, behind someone, is one thing among the
// background's, which basic mode cannot select by name (the car was taken
// for the subject and everything around it blurred, him included).
// Refused, naming it whole; "the background behind the cup" and a
// backdrop (wallBehind) are the background.
func thingBehind(f *frame) error {
	if len(f.effects) == 0 {
		return nil
	}
	for _, n := range f.regions {
		if n.region != "background" {
			continue
		}
		ws := strings.Fields(fold(n.said))
		i := slices.IndexFunc(ws, func(w string) bool { return contains(behindWords, w) })
		if i < 1 {
			continue
		}
		before := ws[i-1]
		if _, ok := subjectLabels[before]; !ok {
			if _, ok = photoObjects[before]; !ok {
				continue
			}
		}
		return unreadf("basic mode cannot select %q by name: it selects the background as a whole (say e.g. \"the background\")", thingBehindSaid(f, n))
	}
	return nil
}

// thingBehindSaid is the words of "the car behind him" as typed: the
// region phrase and the person after it.
func thingBehindSaid(f *frame, n np) string {
	toks := f.c.toks
	end := n.end
	for end < len(toks) && toks[end].kind == tWord && (toks[end].has(cPron) || toks[end].word("de", "del") || toks[end].has(cDet) ||
		toks[end].has(cRegion, "subject")) {
		end++
	}
	if n.first >= len(toks) || end <= n.first {
		return n.said
	}
	return strings.TrimSpace(f.prompt[toks[n.first].pos:toks[end-1].end])
}
