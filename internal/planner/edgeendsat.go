package planner

// edgeEndsAt reads a moment said beside an edge as where what is left
// ends (or starts), not as a length off that edge: "cut the end of the
// video so it ends at 60", "cortá el final del video en el 60", "recortá
// el principio para que empiece en el 5". The stretch between the moment
// and the edge goes. Before, the 60 was read as 60 seconds off the end,
// and a 92 s video lost 32–92 s (a wrong edit reported as done).
//
// Only one moment in seconds, said with "at"/"en"/"a los" or after a verb
// of ending or starting ("so it ends at", "para que termine en"), and
// strictly inside the edge's thing (a to b). A length ("2 seconds off the
// end") is no moment and is read as before.
func edgeEndsAt(f *frame, edge string, a, b float64) (rng, bool) {
	var at *timeExpr
	for i, te := range f.times {
		switch {
		case te.kind == "span" && (te.a.span == "start" || te.a.span == "end"):
		case te.kind == "point" && te.a.set && te.a.anchor == nil && te.a.span == "" && at == nil:
			at = &f.times[i]
		default:
			return rng{}, false
		}
	}
	if at == nil || at.bare && at.prep != "at" || at.prep != "at" && !f.endSaidBefore(at.first) && !f.startSaidBefore(at.first) {
		return rng{}, false
	}
	if edge == "end" && f.startSaidBefore(at.first) || edge == "start" && f.endSaidBefore(at.first) {
		return rng{}, false // "recortá el final, que empiece en 75": the edge and the verb disagree (asked)
	}
	t := at.a.sec
	if t <= a+1e-9 || t >= b-1e-9 {
		return rng{}, false
	}
	if edge == "end" {
		return rng{t, b}, true
	}
	return rng{a, t}, true
}

// startSaidBefore: a verb of starting comes within three words before the
// time at i, after a purpose ("so it starts at", "para que empiece en"),
// as endSaidBefore does for ending.
func (f *frame) startSaidBefore(i int) bool {
	toks := f.c.toks
	purpose := false
	for k := max(0, i-5); k < i && k < len(toks); k++ {
		if toks[k].word("so", "para", "asi", "que") {
			purpose = true
		}
		if purpose && k >= i-3 && toks[k].word("starts", "start", "begins", "begin", "empiece", "empieza", "arranque", "arranca", "comience", "comienza", "inicie", "inicia") {
			return true
		}
	}
	return false
}

// edgeMomentPiece: after a clause that cuts an edge and says no time
// ("recortá el final del video", "cut the end of the video"), a piece that
// only says where what is left should end or start ("que termine en el
// 60", "so it ends at 60", "para que empiece en el 5") belongs to it: the
// moment edgeEndsAt reads. On its own the piece was a clause with no thing,
// and the cut was refused ("say the range to remove").
func edgeMomentPiece(prev, toks []token) bool {
	verb, edge := false, ""
	for _, t := range prev {
		switch {
		case t.timeLike():
			return false
		case t.kind == tWord && t.has(cVerb, "cut", "delete", "trim", "shorten"):
			verb = true
		case t.kind == tWord && t.has(cSpan, "end"):
			edge = "end"
		case t.kind == tWord && t.has(cSpan, "start"):
			edge = "start"
		}
	}
	if !verb || edge == "" {
		return false
	}
	moment := startMomentVerbs // the verb must say the edge cut ("recortá el final, que empiece en 75" is asked)
	if edge == "end" {
		moment = endMomentVerbs
	}
	c := contentTokens(toks)
	j := 0
	for j < len(c) && c[j].kind == tWord && c[j].word("que", "so", "so that", "para", "para que", "it", "lo", "la", "el video", "the video") {
		j++
	}
	if j+2 >= len(c) || !c[j].word(moment...) || !c[j+1].word("at", "en", "a", "al", "a los") {
		return false
	}
	k := j + 2
	for k < len(c)-1 && c[k].has(cDet) {
		k++ // "en el 60", "a los 60"
	}
	return k == len(c)-1 && (c[k].kind == tTime || c[k].kind == tNumber)
}

// endMomentVerbs and startMomentVerbs: verbs of ending or starting, as a
// piece says them.
var (
	endMomentVerbs   = []string{"ends", "end", "finishes", "termine", "termina", "acabe", "acaba", "finalice"}
	startMomentVerbs = []string{"starts", "begins", "empiece", "empieza", "arranque", "arranca", "comience", "comienza"}
)
