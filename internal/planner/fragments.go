package planner

import "slices"

// A person often says the slots of one edit in pieces after commas: "add
// 'last song' at the top when the encore starts, for like 4 seconds",
// "split the music at 44, right where the pool starts", "put the drone
// clip at the end, after the party", "meté el ensayo en chiquito abajo
// durante el soundcheck, como picture in picture". Each piece has no verb
// of its own, so on its own it was refused ("say what to add", "say what
// to do at that time") and sank the whole request. attachFragment gives
// such a piece to the clause it belongs to, and only where nothing else
// could take it: a piece between two edits stays a clause of its own (and
// is asked about), and a moment said twice is checked against the project
// (restated.go): one that agrees is the same moment, one that does not is
// asked.

// fragmentAttach is what attachFragment decided: the clause before with
// the piece in it, and whether the piece says its moment again.
type fragmentAttach struct {
	toks     []token
	restated bool
	endCut   bool // the piece said to cut the end (lengthendcut.go)
	// withVideo: the piece was "along with the video" after a start
	// (restated.go): the thing comes in with the video
	withVideo bool
}

// attachFragment reads the piece toks (opened by conn) as one more slot of
// the clause prev. next is the piece after it, if any: a piece that an
// edit after it could take just as well is not attached.
func attachFragment(prev clause, conn, toks []token, next []token, names func(token) bool) (fragmentAttach, bool) {
	if m, ok := withVideoStart(prev.toks, conn, toks); ok {
		// "que arranque desde el segundo 0, junto con el video": the
		// start said again (restated.go); "along with" may open the
		// piece as its connective
		return fragmentAttach{toks: append(append(slices.Clone(prev.toks), asCommas(conn)...), m...), restated: true, withVideo: true}, true
	}
	if m, ok := withVideoThenMoment(prev.toks, conn, toks); ok {
		// "que arranque junto con el video, desde el 0": the same start,
		// said with the video first (restated.go)
		return fragmentAttach{toks: m, restated: true, withVideo: true}, true
	}
	if !commaOnly(conn) && !(andOnly(conn) && rippleRemark(toks)) {
		return fragmentAttach{}, false
	}
	join := func(rest []token) []token {
		return append(append(slices.Clone(prev.toks), conn...), rest...)
	}
	verb := verbOf(prev)
	adds := verb == "add" || verb == "put" || verb == "duplicate"
	between := len(next) > 0 && hasVerb(next)
	switch {
	case leadingAnchor(prev.toks) && hasVerb(toks) && !saysPoint(toks):
		// "right after the title ends, show 'Only 1 owner' for 3 seconds":
		// the moment said first is the edit's (it was refused, "say what
		// to do at that time"; "ends" read as the clause's verb)
		return fragmentAttach{toks: join(toks)}, true
	case between:
		// "mute the intro, for 5 seconds, add a heart": whose five
		// seconds? A clause of its own, asked
		return fragmentAttach{}, false
	case (verb == "add" || verb == "put") && roughLengthOnly(toks) && !lengthSaidIn(prev.toks):
		// "… when the encore starts, for like 4 seconds": how long the
		// new thing stays (refused: "say what to add")
		at := timeTokenOf(toks)
		return fragmentAttach{toks: append(slices.Clone(prev.toks), token{kind: tWord, text: "for", pos: at.pos, end: at.pos,
			lex: []lexeme{{cat: cPrep, val: "for"}}}, at)}, true
	case adds && pipRemark(toks) && hasVerb(prev.toks):
		// "… abajo a la izquierda durante el saque, como picture in
		// picture": the role of the thing put, a small window over the
		// video (refused: "say what to add")
		return fragmentAttach{toks: join(asRole(toks))}, true
	case adds && rippleRemark(toks) && hasVerb(prev.toks) && !slices.ContainsFunc(prev.toks, func(t token) bool { return t.has(cPos) }) && !offsetSeam(prev.toks):
		// "add the floorplan … right after the living room, push the rest
		// back", "…, y corré lo demás": an insert on the main track moves
		// what follows already; the remark says so (refused: "say what
		// to move")
		return fragmentAttach{toks: slices.Clone(prev.toks)}, true
	}
	if !hasVerb(prev.toks) {
		return fragmentAttach{}, false
	}
	if endCutPiece(prev.toks, toks) {
		// "dejá el video en 15 segundos, cortá el final" (lengthendcut.go)
		return fragmentAttach{toks: slices.Clone(prev.toks), endCut: true}, true
	}
	if edgeMomentPiece(prev.toks, toks) {
		// "recortá el final del video, que termine en el 60" (edgeendsat.go)
		return fragmentAttach{toks: join(toks)}, true
	}
	if personEventPiece(prev.toks, toks, names) {
		// "partí la música en el 50, justo cuando él se levanta" (eventpoint.go)
		return fragmentAttach{toks: join(toks)}, true
	}
	if m, ok := restatedMoment(toks); ok && momentSaidIn(prev.toks) && !(slices.ContainsFunc(m, token.timeLike) && !eventSaidIn(prev.toks)) {
		// (a number restates only an event: two numbers, "add 'SOLD' at
		// 10, at 20", are two moments, asked by the reader of moments as
		// before, and "copiá el logo al final, en el 80" is where near the
		// end the copy goes)
		// "split the music at 44, right where the pool starts", "poné
		// 'Cosecha' cuando arranca la cosecha, en el 50", "put the drone
		// clip at the end, after the party": the moment said twice, once
		// by number or edge and once by the project (refused: "say what to
		// do at that time", or read as its end)
		return fragmentAttach{toks: join(m), restated: true}, true
	}
	return fragmentAttach{}, false
}

// leadingAnchor: the clause is only a moment led by "after"/"before"/
// "when" and a thing's start or end ("right after the title ends",
// "justo antes de que termine la cocina"): the moment of the clause after
// it. leadingTime takes the rest of such a moment; it was left out here
// because "ends" reads as a verb.
func leadingAnchor(toks []token) bool {
	c := contentTokens(toks)
	if len(c) < 3 || !leadingTime(toks) || !eventVerbsOnly(toks) || !c[0].has(cPrep, "after", "before") {
		return false
	}
	return slices.ContainsFunc(c[1:], func(t token) bool { return t.kind == tWord && t.has(cVerb, "start", "end") })
}

// saysPoint: toks say a moment by number, not a length ("at 10", "en el
// 20"; "for 3 seconds" is no moment).
func saysPoint(toks []token) bool {
	for i, t := range toks {
		if !t.timeLike() {
			continue
		}
		if i == 0 || !toks[i-1].has(cPrep, "for") {
			return true
		}
	}
	return false
}

// roughLengthOnly: toks are only a length, maybe hedged and led by "for"
// ("for like 4 seconds", "por unos 5 segundos", "like 3 secs"); a length
// with no lead or hedge is lengthAfterComma's.
func roughLengthOnly(toks []token) bool {
	c := contentTokens(toks)
	j := 0
	if j < len(c) && c[j].has(cPrep, "for") {
		j++
	}
	led := j
	if led == 0 && (len(c) == 0 || !c[0].word("like", "tipo", "unos", "unas", "como", "onda", "something like", "algo asi como")) {
		// "around 58 s", "cerca de 20": a moment as much as a length
		return false
	}
	j = skipRough(c, j)
	if j == 0 || j != len(c)-1 {
		return false
	}
	t := c[j]
	return t.kind == tTime && !t.clock && t.unit <= 1
}

// timeTokenOf is the time of a length fragment.
func timeTokenOf(toks []token) token {
	c := contentTokens(toks)
	return c[len(c)-1]
}

// lengthSaidIn: the clause says already how long, by a length or a span
// ("for 3 seconds", "from 10 to 20", "the last 4 seconds").
func lengthSaidIn(toks []token) bool {
	for i, t := range toks {
		if t.kind == tTime && !t.clock && i > 0 && (toks[i-1].has(cPrep, "for") || toks[i-1].has(cOrd)) {
			return true
		}
	}
	return hasRange(toks)
}

// pipRemark: toks only say the role "picture in picture" ("como picture
// in picture", "like pip", "en pip", "as a small window").
func pipRemark(toks []token) bool {
	c := contentTokens(toks)
	role := false
	for _, t := range c {
		switch {
		case t.word("picture in picture", "pip", "pantalla en pantalla", "picture-in-picture", "pic in pic"):
			role = true
		case t.has(cKind, "overlay"):
			role = true
		case t.word("como", "like", "as", "tipo", "en", "in", "a", "an", "un", "una", "modo", "mode", "style", "estilo", "onda"):
		default:
			return false
		}
	}
	return role
}

// asRole: "like pip" reads as "as pip", the role frame.go knows.
func asRole(toks []token) []token {
	out := slices.Clone(toks)
	for i, t := range out {
		if t.word("like", "como", "tipo", "onda", "en", "in") {
			out[i].text = "as"
			out[i].lex = []lexeme{{cat: cPrep, val: "as"}}
		}
	}
	return out
}

// rippleRemark: toks only say that what follows moves to make room ("push
// the rest back", "corré lo demás", "move everything else later").
func rippleRemark(toks []token) bool {
	c := contentTokens(toks)
	moved, rest := false, false
	for _, t := range c {
		switch {
		case t.has(cVerb, "move") || t.word("push", "shift", "bump", "corre", "corré", "correr", "empuja", "empujá", "mové", "move"):
			moved = true
		case t.has(cSpan, "rest") || t.word("rest", "resto", "demas", "else", "everything", "everything else", "lo demas", "todo lo demas", "todo"):
			rest = true
		case t.word("back", "later", "down", "along", "over", "atras", "para atras", "adelante", "the", "el", "lo", "los", "all", "todo", "a"):
		default:
			return false
		}
	}
	return moved && rest
}

// offsetSeam: a length said right before "after"/"before" ("3 segundos
// después del calentamiento") may be how long the thing stays or how far
// after the seam it goes (an overlay 3 s later): a remark that the rest
// moves does not settle which, so it is not attached.
func offsetSeam(toks []token) bool {
	for i := 1; i < len(toks); i++ {
		if toks[i].has(cPrep, "after", "before") && toks[i-1].kind == tTime && !toks[i].word("right after", "just after", "right before", "just before") {
			return true
		}
	}
	return false
}

// eventSaidIn: the clause says its moment by an event ("when the encore
// starts", "cuando arranca la cosecha").
func eventSaidIn(toks []token) bool {
	for j := range toks {
		if eventOpener(toks, j) {
			return true
		}
	}
	return false
}
