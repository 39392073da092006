package planner

import (
	"slices"
	"strings"
)

// trimToMoment reads a trim with no amount, then after a comma where the
// thing should now start or end, as one edit:
//   - "recortá el cierre, que termine en 68", "cortá el riego, que
//     arranque en el 24": "recortá el cierre para que termine en 68";
//   - "recorta el final de las plantas, desde el 44 ya no pasa nada",
//     "trim the warm up, nothing happens before 3": where nothing happens
//     any more is where it ends (after) or starts (before).
//
// It was asked how much to trim, or the start said after it was read as
// an amount ("que arranque en el 24" took 24 s off the clip). An edge said
// with the trim must be the one the moment gives ("recortá el final del
// emplatado, que termine a los 56"); "el final de X, que empiece en 5"
// stays as it was. The trim takes the verb "trim" ("cortá" is also a
// split at a time).
func trimToMoment(prev, next []token, names func(token) bool) ([]token, bool) {
	v := slices.IndexFunc(prev, func(t token) bool { return t.kind == tWord && t.has(cVerb, "trim", "cut", "shorten") })
	if v < 0 || slices.ContainsFunc(prev, token.timeLike) || slices.ContainsFunc(prev, func(t token) bool { return t.kind == tQuote }) {
		return nil, false
	}
	edge, at, ok := momentOfEdge(next, names)
	if !ok {
		return nil, false
	}
	head := slices.Clone(prev[:v+1])
	head[v].lex = []lexeme{{cat: cVerb, val: "trim"}}
	rest := prev[v+1:]
	if e := skipDets(rest, 0); e < len(rest) && rest[e].has(cSpan) {
		// "el final de las plantas": the edge, said again by the moment
		l, _ := rest[e].get(cSpan)
		if l.val != edge || e+2 >= len(rest) {
			return nil, false
		}
		switch {
		case rest[e+1].word("de", "of"):
			rest = rest[e+2:]
		case rest[e+1].word("del"):
			// "el final del emplatado": "el emplatado"
			the := lex("el", nil)[0]
			the.pos, the.end = rest[e+1].pos, rest[e+1].end
			rest = append([]token{the}, rest[e+2:]...)
		default:
			return nil, false
		}
	}
	if !slices.ContainsFunc(rest, func(t token) bool {
		return t.kind == tWord && (t.has(cKind) || names != nil && names(t) || t.has(cPron))
	}) {
		return nil, false // no thing to trim: "recortá el final, desde el 44 no pasa nada" is the video's
	}
	verb := "termine"
	if edge == "start" {
		verb = "empiece"
	}
	tail := lex("para que "+verb+" en el", nil)
	for i := range tail {
		tail[i].pos, tail[i].end = next[at].pos, next[at].pos
	}
	out := slices.Concat(head, rest, tail, []token{next[at]})
	return out, true
}

// momentOfEdge reads a fragment that only says where a thing now starts or
// ends: "que termine en 68", "que arranque en el segundo 24" (the verb's
// edge), "desde el 44 ya no pasa nada", "nothing happens after 47" (the
// end), "hasta el 3 no pasa nada", "nothing happens before 3" (the start).
// at is the time's index in toks.
func momentOfEdge(toks []token, names func(token) bool) (edge string, at int, ok bool) {
	if edge, at, ok := talkMoment(toks, names); ok {
		return edge, at, true // "she stops talking at 8" (momenttalk.go)
	}
	// "no" is also a sticker's name (the cross): the words saying that
	// nothing happens name no thing
	said := slices.DeleteFunc(slices.Clone(toks), func(t token) bool {
		return t.word("no", "pasa", "nada", "nothing", "happens", "happening", "is", "goes", "going", "on")
	})
	if thingSaid(said, names) {
		return "", 0, false
	}
	at = oneTimeAt(toks)
	if at == -2 {
		return "", 0, false // two times: a range, not a moment
	}
	if at < 0 {
		return "", 0, false
	}
	c := contentTokens(toks)
	if len(c) >= 2 && toks[0].word("que", "q") && c[0].kind == tWord && (c[0].has(cVerb, "start") || c[0].has(cVerb, "end")) {
		for _, t := range c[1:] {
			if !(t.timeLike() || t.has(cPrep) || t.has(cDet) || t.has(cUnit) || t.word("en", "a", "al", "los", "el", "segundo", "second", "ya", "justo", "exactly")) {
				return "", 0, false
			}
		}
		if c[0].has(cVerb, "start") {
			return "start", at, true
		}
		return "end", at, true
	}
	if !nothingHappens(toks) || at == 0 {
		return "", 0, false
	}
	var before []string
	for _, t := range toks[:at] {
		before = append(before, strings.Fields(t.text)...)
	}
	for len(before) > 0 && slices.Contains([]string{"el", "the", "los", "second", "segundo", "ya"}, before[len(before)-1]) {
		before = before[:len(before)-1]
	}
	if len(before) == 0 {
		return "", 0, false
	}
	last, two := before[len(before)-1], ""
	if len(before) > 1 {
		two = before[len(before)-2] + " " + last
	}
	switch {
	case slices.Contains([]string{"desde", "after", "from", "past", "pasado"}, last) || two == "despues de" || two == "despues del":
		return "end", at, true
	case slices.Contains([]string{"hasta", "until", "till", "before"}, last) || two == "antes de" || two == "antes del":
		return "start", at, true
	}
	return "", 0, false
}

// nothingHappens: the fragment says that nothing happens ("ya no pasa
// nada", "no pasa nada", "nothing happens", "nothing going on").
func nothingHappens(toks []token) bool {
	var said []string
	for _, t := range toks {
		if t.kind == tWord {
			said = append(said, t.text)
		}
	}
	all := " " + strings.Join(said, " ") + " "
	for _, p := range []string{" no pasa nada ", " nothing happens ", " nothing is happening ", " nothing happening ", " nothing goes on ", " nothing going on ", " nothing is going on ", " nothings going on ", " nothing s going on ",
		// what is not needed any more: "desde el 18 en adelante no
		// sirve", "from 18 on it's useless", "after 47 we don't need it"
		" no sirve ", " no sirve mas ", " ya no sirve ", " no hace falta ", " sobra ", " is useless ", " its useless ", " it s useless ",
		" not needed ", " isnt needed ", " is not needed ", " we dont need ", " we don t need ", " no lo necesitamos "} {
		if strings.Contains(all, p) {
			return true
		}
	}
	return false
}

// headTrimTo: a trim said with where the thing should now start, inside
// it ("recortá el riego para que empiece en el 24" of a clip at 22–32):
// its beginning is cut up to then. A start outside it keeps the reading
// of a move.
func headTrimTo(f *frame, t target, at float64) bool {
	if f.verb != "trim" && f.verb != "shorten" && f.verb != "cut" || !contains(f.verbs, "start") || contains(f.verbs, "end") {
		return false
	}
	return at > t.el.Start.Seconds()+1e-6 && at < t.el.End().Seconds()-1e-6
}

// lengthToSaid: a trim's one time is a length after "to" or the Spanish
// "a", said with its unit and no article or ordinal before the number:
// "trim the logo to 4 seconds", "cut it down to 4 secs", "recortalo a
// cuatro segundos". It is how long the thing is left, wherever it starts
// (a number inside the thing ended it there: the logo at 2–10 s "trimmed
// to 4 seconds" ran 2–4). "Hasta el segundo 4", "a los 4 segundos", "to
// second 4" and "to 0:04" stay moments.
func lengthToSaid(f *frame) bool {
	if lengthToA(f) {
		return true
	}
	if len(f.times) != 1 || f.times[0].kind != "point" || f.times[0].bare || !secondsSaid(f) || f.times[0].prep != "to" && f.times[0].prep != "at" {
		return false
	}
	w := strings.Fields(fold(f.times[0].said))
	if len(w) < 2 || !(w[0] == "to" || w[0] == "a" && f.times[0].prep == "at") {
		return false
	}
	return !slices.Contains([]string{"the", "el", "la", "los", "second", "segundo", "sec", "seg", "minute", "minuto", "min"}, w[1])
}

// oneTimeAt is the index of the one time the words say: -1 for none, -2
// for two or more (a range, not a moment).
func oneTimeAt(toks []token) int {
	at := -1
	for i, t := range toks {
		if t.timeLike() {
			if at >= 0 {
				return -2
			}
			at = i
		}
	}
	return at
}
