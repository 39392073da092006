package planner

import "slices"

// A stretch of the video said with its two times in a sentence that only
// says what is there, then a removal of "it": "theres a bit from 0:20 to
// 0:23 where the dog walks out of frame, cut it out", "en la entrevista
// hay una tos entre el 14 y el 16, cortá ese pedazo", "hay un silencio
// del 5 al 8, sacalo". The times say what to remove; the words around
// them only describe it (session 49: an explicit time beside an event
// wins). Both were refused: the first sentence was planned as an edit of
// its own ("would leave out walks", "there is no una tos").
//
// The evidence is demanded: the sentence says "there is" / "hay", holds
// exactly one stretch with both ends said as numbers and no other time,
// no quote and no verb of an edit; the command after it is a removal
// whose only object is "it", "that", "eso" or "ese pedazo", with no time,
// thing or value of its own.

// stretchThereWords say that something is in the video.
var stretchThereWords = []string{"there", "there is", "there are", "there was", "there were", "hay", "habia", "había", "tiene", "has"}

// stretchObjectWords may stand in a removal that points back to the
// stretch ("cut that part out", "cortá ese pedazo", "sacá esa parte").
var stretchObjectWords = []string{"out", "off", "away", "part", "bit", "piece", "segment", "section", "parte", "pedazo", "pedacito", "cachito", "tramo", "please", "pls", "porfa", "por favor", "too", "tambien"}

// saidStretch: where the one stretch "from A to B" / "entre A y B" / "del
// A al B" of toks begins and ends (end exclusive); ok false when there is
// none, more than one, or another time beside it.
func saidStretch(toks []token) (int, int, bool) {
	num := func(k int) int { // the index after "[the] N" at k, or -1
		if k < len(toks) && toks[k].kind == tWord && toks[k].has(cDet, "the") {
			k++
		}
		if k < len(toks) && toks[k].is(tNumber, tTime) {
			return k + 1
		}
		return -1
	}
	from, to := -1, -1
	for i, t := range toks {
		if t.kind != tWord || !t.has(cPrep, "from", "between", "of") || !t.word("from", "between", "entre", "del", "desde", "de") {
			continue
		}
		a := num(i + 1)
		if a < 0 || a >= len(toks) || !toks[a].word("to", "and", "y", "al", "a", "hasta", "until", "till", "-") {
			continue
		}
		b := num(a + 1)
		if b < 0 || from >= 0 {
			return 0, 0, false // a second stretch
		}
		from, to = i, b
	}
	if from < 0 {
		return 0, 0, false
	}
	for k, t := range toks {
		if (k < from || k >= to) && t.timeLike() {
			return 0, 0, false // another time beside the stretch
		}
	}
	return from, to, true
}

// stretchThere: c only says that a stretch with both its times is there
// ("there's a bit from 0:20 to 0:23 where …", "hay una tos entre el 14 y
// el 16").
//
// A thing named before the stretch is where it is ("en la entrevista
// hay …", "in the interview there's …"); any other, or a sound ("the
// music has a pop from 10 to 12": of the music alone?), leaves the
// sentence as it was read.
func stretchThere(c clause, names func(token) bool) bool {
	from, _, ok := saidStretch(c.toks)
	if !ok || hasQuote(c.toks) || commandLed(c.toks) {
		return false
	}
	if !slices.ContainsFunc(c.toks[:from], func(t token) bool { return t.word(stretchThereWords...) }) {
		return false
	}
	for k := range from {
		if !thingWordAt(c.toks, k, names) || c.toks[k].has(cKind, "part", "silence") {
			continue
		}
		j := k - 1
		for j >= 0 && c.toks[j].has(cDet) {
			j--
		}
		if j < 0 || !c.toks[j].word("en", "in") {
			return false
		}
	}
	if slices.ContainsFunc(c.toks, func(t token) bool { return t.has(cKind, "music", "audio", "sound", "voice", "song", "voiceover") }) {
		return false
	}
	return !slices.ContainsFunc(c.toks, func(t token) bool {
		return t.has(cVerb) && !t.word(stretchThereWords...) || t.has(cEffect) || t.kind == tPercent || t.has(cNeg)
	})
}

// removesItOnly: cmd is a removal whose only object points back ("cut it
// out", "take that out", "cortá ese pedazo", "sacalo"), with no time,
// thing, value or place of its own.
func removesItOnly(cmd clause) bool {
	c := contentTokens(cmd.toks)
	if len(c) == 0 || c[0].kind != tWord {
		return false
	}
	verb := c[0].has(cVerb, removalVerbs...) || c[0].word("take", "get", "lose") && slices.ContainsFunc(c[1:], func(t token) bool { return t.word("out", "rid", "rid of") })
	if !verb {
		return false
	}
	back := c[0].has(cPron)
	for _, t := range c[1:] {
		switch {
		case t.kind != tWord:
			return false
		case t.has(cPron) || t.word("that", "this", "eso", "esto", "ese", "esa", "este", "esta", "it"):
			back = true
		case t.word(stretchObjectWords...) || t.word("rid", "rid of", "of", "the", "el", "la") || isFiller(t):
		default:
			return false
		}
	}
	return back
}

// stretchThenRemoved: the stretch said, then its removal.
func stretchThenRemoved(c, cmd clause, names func(token) bool) bool {
	return stretchThere(c, names) && removesItOnly(cmd)
}

// stretchRemoval: the removal with the stretch as its object: "cut from
// 0:20 to 0:23". The verb is said again, with no width, where the stretch
// begins, so the clause's words stay in the prompt's order; it keeps only
// its meaning of removal ("cut" is no clip here, "sacalo" has no "lo" of
// its own, "take that out" takes out).
func stretchRemoval(c, cmd clause, prompt string) clause {
	from, to, _ := saidStretch(c.toks)
	verb := contentTokens(cmd.toks)[0]
	said := verb.text
	class := "delete"
	if l, ok := verb.get(cVerb); ok && contains(removalVerbs, l.val) {
		class = l.val
	}
	verb.lex = []lexeme{{cat: cVerb, val: class}}
	span := c.toks[from:to]
	verb.pos, verb.end = span[0].pos, span[0].pos
	cmd.toks = slices.Concat([]token{verb}, span)
	cmd.raw = said + " " + rawOf(prompt, span)
	return cmd
}

// splitStretchRemoval: a clause that says the stretch and its removal
// after a comma, not split in two ("hay una tos entre el 14 y el 16,
// cortá ese pedazo"), is split there.
func splitStretchRemoval(clauses []clause, prompt string, names func(token) bool) []clause {
	var out []clause
	for _, c := range clauses {
		split := false
		for i, t := range c.toks {
			if t.kind != tPunct || t.text != "," || i == 0 || i+1 >= len(c.toks) {
				continue
			}
			a, b := c, c
			a.toks, b.toks = c.toks[:i], c.toks[i+1:]
			if stretchThenRemoved(a, b, names) {
				a.raw, b.raw = rawOf(prompt, a.toks), rawOf(prompt, b.toks)
				out = append(out, a, b)
				split = true
				break
			}
		}
		if !split {
			out = append(out, c)
		}
	}
	return out
}
