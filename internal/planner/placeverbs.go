package planner

import "slices"

// placeStayVerbs say where a thing ends up, not how long it lasts:
// "que 'Link in bio' quede abajo", "make 'Casa Azul' sit in the center".
// The lexicon reads "quede" as "last" (it is, in "que quede 5 segundos"),
// so a place after it was left out ("would leave out bottom"), and "sit"
// was an unknown word.
var placeStayVerbs = []string{"quede", "queden", "quedar", "sit", "sits"}

// placeVerbs reads a place-stay verb as a move when a place follows it
// ("quede en el centro", "sit at the bottom", "quede arriba a la
// derecha"); elsewhere it keeps its reading ("que quede 5 segundos", "que
// quede oscuro"). After "no" the place is the one not wanted ("que no
// quede abajo"): that is a negation, not a place to move to.
func placeVerbs(toks []token) []token {
	for i := 0; i+1 < len(toks); i++ {
		if !toks[i].word(placeStayVerbs...) || i > 0 && toks[i-1].word("no", "not", "never", "nunca") || !placeAfter(toks, i+1) || soItBefore(toks, i) {
			continue
		}
		toks = slices.Clone(toks)
		toks[i].lex = lookup("move")
	}
	return toks
}

// placedSameSubject: "que el título dure 6 segundos y quede arriba", "make
// the logo last 5 seconds and sit in the corner": a place-stay verb with a
// place and nothing named, after a clause that timed or placed a thing, is
// about that thing ("quede arriba": "say what to place").
func placedSameSubject(f *frame, prevIntent string, rc *refContext) {
	if len(f.targets) > 0 || len(rc.last) == 0 || f.verbAt < 0 || !contains([]string{"timing", "move", "place", "update text", "look"}, prevIntent) {
		return
	}
	placed := len(f.pos) > 0 && len(f.times) == 0 && f.c.toks[f.verbAt].word(placeStayVerbs...)
	// "el logo al 50% de opacidad y que dure todo el video": how long the
	// thing whose look or place was set lasts (andLastsToo)
	lasts := f.verb == "last" && len(f.times) > 0 && len(f.pos) == 0 && f.c.toks[f.verbAt].word(lastsWishWords...) && prevIntent != "timing"
	if !placed && !lasts {
		return
	}
	f.targets = []np{{said: "it (" + f.verbSaid + ")", pron: true, first: -1, end: -1}}
}

// lastsWishWords say how long a thing should last, as a wish.
var lastsWishWords = []string{"que dure", "que duren"}

// andLastsToo reads "y que dure" as a clause of its own, how long the
// thing before lasts, when a time follows it: "el logo al 50% de opacidad
// y que dure todo el video" (it was one clause, read as a look, and "que
// dure todo el video" left out). Alone ("el logo que dure 5 segundos"), or
// with a number ("el titulo abajo y que dure 3 segundos", which the clause
// reads as "for 3 seconds"), it keeps its reading, the time of the edit.
// "Hasta" said after it is when the thing ends: "cambiá 47 por 52 en el
// texto de las bolsas y que dure hasta el 52" (one clause, "que dure hasta
// el 52" was read with "47 por 52" as the swap's time and the end left
// out).
func andLastsToo(toks []token) []token {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].word(lastsWishWords...) && toks[i-1].has(cConn, "and") && (toks[i+1].has(cSpan, "whole") || toks[i+1].word("hasta")) {
			toks = slices.Clone(toks)
			toks[i].lex = []lexeme{{cat: cVerb, val: "last"}}
		}
	}
	return toks
}

// soItBefore: "move the logo so it sits at the top left": the place
// is what an edit is for, said after it (the purpose reader's to ask).
func soItBefore(toks []token, i int) bool {
	for k := max(0, i-2); k < i; k++ {
		if toks[k].word("so", "so that", "para que", "asi", "asi que") {
			return true
		}
	}
	return false
}
