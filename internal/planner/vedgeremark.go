package planner

import "slices"

// edgeRemark: a clause with no command that says how a thing is at its
// start or end ("el principio está movido", "the crowd shot has a boring
// bit at the start", "el video del gato arranca con la cámara temblando",
// "the timelapse starts with a blurry bit", "the replay drags at the
// end"): beside a cut of a time or an edge, why it is cut, never an edit
// of its own (it was refused for its words, or planned as a move: "has a
// boring bit at the start" moved the clip to 0).
func edgeRemark(toks []token, names func(token) bool) bool {
	silence := false
	for i := 1; i < len(toks); i++ {
		silence = silence || silenceHad(toks, i) // "tiene un silencio al principio": how it is
	}
	toks = bitsOff(toks)
	if slices.ContainsFunc(toks, func(t token) bool { return t.kind == tWord && t.word("video", "videos", "vid", "peli") }) && !clipSaidAsVideoOf(toks, names) {
		// "el video del gato arranca con…": the cat's clip or the whole
		// video, which the command after it would take (it cut the video's
		// first second: silent)
		return false
	}
	if len(toks) == 0 || commandLed(toks) || hasQuote(toks) || thingsNamed(toks, names) > 1 {
		return false
	}
	edge, state, how := false, false, false
	for i, t := range toks {
		if t.kind == tWord && !t.has(cDet) && !t.has(cPrep) && !t.has(cPron) && !t.has(cSpan) && !t.has(cKind) && !names(t) &&
			!t.word(stateWords...) && !t.word("has", "have", "tiene", "tienen") && !t.has(cVerb, "start") {
			how = true // "boring", "temblando", "drags": how it is ("the logo is at the start" says only where)
		}
		switch {
		case t.kind == tPunct:
		case t.kind != tWord:
			return false // a time, a level, a quote: a value for an edit
		case t.has(cPos) || t.has(cTextIntro) || t.has(cSticker) && i > 0 && toks[i-1].has(cDet, "a"):
			return false
		case t.has(cSpan, "start", "end"):
			edge = true
		case t.has(cVerb, "start") && i+1 < len(toks) && toks[i+1].word("with", "con"):
			edge, state = true, true // "starts with", "arranca con"
		case startsHow(toks, i) || t.has(cVerb, "end") && i+1 < len(toks) && toks[i+1].word("with", "con"):
			edge, state = true, true // "arranca lentísimo", "termina con un silencio" (edgehow.go)
		case t.word(stateWords...) || t.word("has", "have", "tiene", "tienen", "drags", "drag"):
			state = true
		}
	}
	return edge && state && (how || silence)
}

// bitsOff drops "a bit", "una parte" said of the thing ("a boring bit
// at the start"): a part of it, not a second thing.
func bitsOff(toks []token) []token {
	toks = slices.Clone(toks)
	for i := len(toks) - 1; i > 0; i-- {
		if silenceHad(toks, i) {
			toks = slices.Delete(toks, i-1, i+1) // "tiene un silencio al principio" (edgehow.go)
			i--
		}
	}
	return slices.DeleteFunc(toks, func(t token) bool { return t.kind == tWord && t.has(cKind, "part") })
}

// edgeCut: the clause cuts a time or an edge ("lose the first 4 sec",
// "recortale el primer segundo", "take out everything between 30 and
// 34", "end it at 58", "trim it so it ends at 47").
func edgeCut(toks []token) bool {
	if !startsWithVerb(toks) || !slices.ContainsFunc(toks, func(t token) bool { return t.kind == tWord && t.has(cVerb, "delete", "cut", "trim", "shorten", "end") }) {
		return false
	}
	if barePointOnly(toks) {
		// "trim it at 72", "cut it to 72": one moment with no edge nor
		// length said; beside "the city clip starts with a blurry bit" it
		// was planned as an end at 72 (the opposite edge) or a split
		return false
	}
	// "el primer segundo": an edge said with its unit alone
	return slices.ContainsFunc(toks, func(t token) bool { return t.timeLike() || t.has(cSpan, "start", "end") || t.has(cUnit) })
}

// barePointOnly: the clause says one moment after "at"/"to"/"en"/"a" and
// no edge, start or end ("trim it at 72"; not "end it at 58", "lose the
// first 4 sec", "cut 30 to 34").
func barePointOnly(toks []token) bool {
	times := 0
	at := -1
	for i, t := range toks {
		if t.timeLike() {
			times++
			at = i
		}
		if t.kind == tWord && (t.has(cSpan, "start", "end") || t.has(cVerb, "start", "end") || t.has(cOrd) ||
			t.word("first", "last", "primer", "primeros", "primeros", "ultimo", "ultimos", "between", "entre", "from", "de", "desde")) {
			return false
		}
	}
	return times == 1 && at > 0 && toks[at-1].word("at", "to", "en", "a", "al", "till", "until", "hasta")
}

// remarkThing: the command after an edge remark, with the thing the
// remark named said in it: in the pronoun's place ("cut the first second
// of it", "end it at 58"), after an edge it ends in ("lose the first 4
// sec" of it), or first ("recortale 3 segs del comienzo").
func remarkThing(ctx, next clause, prompt string, names func(token) bool) clause {
	ctx.toks = bitsOff(ctx.toks)
	thing := oneThingOf(ctx, names)
	if thing == nil {
		return next
	}
	if i := slices.IndexFunc(next.toks, func(t token) bool { return t.kind == tWord && t.word("it", "them") }); i > 0 {
		if !thing[0].has(cDet) {
			// a thing said with no article is said with one in the
			// pronoun's place: "end rosa waving at 58" read "end" as the
			// video's end and "rosa" as a colour (it set a volume of 58%)
			the := token{kind: tWord, text: "the", lex: []lexeme{{cat: cDet, val: "the"}}}
			thing = slices.Concat([]token{the}, thing)
		}
		said := make([]token, len(thing))
		for k, t := range thing {
			t.pos, t.end = next.toks[i].pos, next.toks[i].end
			said[k] = t
		}
		next.toks = slices.Concat(next.toks[:i], said, next.toks[i+1:])
		return next
	}
	if endsInAnEdge(next.toks) && !hasPronoun(next.toks) {
		return edgeOfThing(ctx, next, names)
	}
	return thingFirst(ctx, next, prompt, names)
}

// remarkOnCutThing: an edge remark after a cut names no thing, or a thing
// the cut names ("cut the first 2 seconds, the city clip has a shaky bit
// at the end" is about another edge of another thing: it was set aside
// and the cut done on the video).
func remarkOnCutThing(remark, cut []token, names func(token) bool) bool {
	remark = bitsOff(remark)
	inCut := map[string]bool{}
	for k := range cut {
		if thingWordAt(cut, k, names) {
			inCut[fold(cut[k].text)] = true
		}
	}
	named := false
	for k := range remark {
		if thingWordAt(remark, k, names) {
			named = true
			if inCut[fold(remark[k].text)] {
				return true
			}
		}
	}
	return !named
}
