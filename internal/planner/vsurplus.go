package planner

import (
	"slices"
	"strings"
)

// surplusCut reads seconds said to be too many ("le sobran 2 segundos al
// principio", "los últimos 3 segundos sobran") as seconds to cut:
//   - with no verb of its own, "sobra(n)"/"extra" next to a length becomes
//     the verb "cut" ("al timelapse le sobran 2 segundos al principio" is
//     "al timelapse cortale 2 segundos al principio"); a command after it
//     that only says to remove them ("…, quitáselos", "…, get rid of
//     them") says the same and is dropped;
//   - after a cut of an edge with no amount ("recortá el principio de la
//     cocina, le sobran dos segundos", "cortá el final del grind, los
//     últimos 3 segundos sobran"), the amount said after the comma is
//     that edge's: "cortá los últimos 3 segundos del grind".
//
// Both were refused ("would leave out sobran", "say how much to trim").
// "sobra" with no length keeps its meaning (needlessWords: "el whoosh
// sobra, silencialo").
func surplusCut(toks []token) []token {
	s := slices.IndexFunc(toks, func(t token) bool { return t.kind == tWord && t.word(surplusWords...) })
	if s < 0 {
		return toks
	}
	// the sentence the word is in: from the last stop before it
	from := 0
	for i := s - 1; i >= 0; i-- {
		if toks[i].kind == tPunct && toks[i].text != "," {
			from = i + 1
			break
		}
	}
	to := len(toks)
	for i := s + 1; i < len(toks); i++ {
		if toks[i].kind == tPunct && toks[i].text != "," {
			to = i
			break
		}
	}
	// the length said next to the word, in its part of the sentence
	lo, hi := s, s
	for lo > from && !(toks[lo-1].kind == tPunct) {
		lo--
	}
	for hi+1 < to && !(toks[hi+1].kind == tPunct) {
		hi++
	}
	at := -1
	for i := lo; i <= hi; i++ {
		if toks[i].kind == tTime || toks[i].kind == tNumber && i < hi && toks[i+1].word("segundo", "second", "seg", "sec") {
			at = i
			break
		}
	}
	if at < 0 {
		return toks
	}
	if out, ok := surplusOfEdge(toks, from, lo, s, at, hi); ok {
		return out
	}
	if slices.ContainsFunc(toks[from:hi+1], func(t token) bool { return t.kind == tWord && t.has(cVerb) && !t.word(surplusWords...) }) {
		return toks // a verb of its own says what to do
	}
	if slices.ContainsFunc(toks[from:at], func(t token) bool { return t.has(cSpan) }) {
		// "al final sobran 2 segundos": an edge said before the length
		// and no thing, left as it was (read as a cut, it became "remove
		// 0-92": the whole video)
		return toks
	}
	out := slices.Clone(toks)
	cut := token{kind: tWord, text: out[s].text, pos: out[s].pos, end: out[s].end, lex: []lexeme{{cat: cVerb, val: "cut"}}}
	out[s] = cut
	drop := map[int]bool{}
	if s > 0 && out[s-1].word("le", "les") {
		drop[s-1] = true // "le sobran": the dative of the thing cut
	}
	if hi+2 < to && toks[hi+1].text == "," && onlyRemoval(toks[hi+2:to]) {
		for i := hi + 1; i < to; i++ {
			drop[i] = true // "…, quitáselos": the same removal said again
		}
	}
	var kept []token
	for i, t := range out {
		if !drop[i] {
			kept = append(kept, t)
		}
	}
	return kept
}

// surplusWords say that something is more than is wanted.
var surplusWords = []string{"sobra", "sobran", "sobrando"}

// surplusOfEdge: "recortá el principio de la cocina, le sobran dos
// segundos": a removal verb, an edge with no amount and "of" a thing,
// then after the comma the surplus length (at) in lo..hi. The edge's
// amount is that length: "recortá los primeros 2 segundos de la cocina".
func surplusOfEdge(toks []token, from, lo, s, at, hi int) ([]token, bool) {
	if lo < from+4 || toks[lo-1].text != "," {
		return nil, false
	}
	head := toks[from : lo-1]
	v := slices.IndexFunc(head, func(t token) bool { return t.kind == tWord && t.has(cVerb, removalVerbs...) })
	if v < 0 {
		return nil, false
	}
	e := skipDets(head, v+1)
	if e >= len(head) || !head[e].has(cSpan, "start", "end") || e+2 >= len(head) || !head[e+1].word("de", "del", "of") {
		return nil, false
	}
	if slices.ContainsFunc(head, func(t token) bool { return t.timeLike() }) {
		return nil, false // an amount of its own
	}
	l, _ := head[e].get(cSpan)
	num := 1.0
	if l.val == "end" {
		num = -1
	}
	// an ordinal said with the length must agree with the edge
	if o := slices.IndexFunc(toks[lo:hi+1], func(t token) bool { return t.kind == tOrdinal || t.has(cOrd) }); o >= 0 {
		ot := toks[lo+o]
		n := ot.num
		if ot.kind != tOrdinal {
			ol, _ := ot.get(cOrd)
			n = ol.num
		}
		if n != num {
			return nil, false
		}
	}
	// nothing but the length, its hedge and the surplus word after the comma
	for i := lo; i <= hi; i++ {
		t := toks[i]
		if i == at || i == at+1 && toks[at].kind == tNumber || i == s || t.has(cDet) || t.kind == tOrdinal || t.has(cOrd) || t.word("le", "les", "como", "unos", "unas", "casi", "about", "like", "are", "is", "son") {
			continue
		}
		return nil, false
	}
	ord := token{kind: tOrdinal, text: head[e].text, num: num, pos: head[e].pos, end: head[e].end}
	out := slices.Clone(toks[:from])
	out = append(out, head[:e]...)
	out = append(out, ord, toks[at])
	if toks[at].kind == tNumber {
		out = append(out, toks[at+1]) // "un segundo"
	}
	out = append(out, head[e+1:]...)
	return append(out, toks[hi+1:]...), true
}

// onlyRemoval: a command that only says to remove what was said ("get rid
// of them", "quitáselos", "volalos").
func onlyRemoval(toks []token) bool {
	c := contentTokens(toks)
	if len(c) == 0 || len(c) > 2 || !c[0].has(cVerb, "delete", "cut", "trim", "kill", "drop") && !removalSe(c[0]) {
		return false
	}
	return len(c) == 1 || c[1].has(cPron)
}

// removalSe: a removal verb with "se" and the object glued on
// ("quitáselos", "sacáselos", "borráselas"), which the verb lexicon does
// not read.
func removalSe(t token) bool {
	for _, c := range []string{"selos", "selas", "selo", "sela"} {
		if stem, ok := strings.CutSuffix(t.text, c); ok && t.kind == tWord && len(stem) > 2 {
			for _, l := range lookup(stem + c[2:]) {
				if l.cat == cVerb && contains([]string{"delete", "cut", "trim", "kill", "drop"}, l.val) {
					return true
				}
			}
		}
	}
	return false
}

// skipEdge reads "skip the first 2 seconds (of the interview)", "saltea los
// primeros 3 segundos" as cutting them (refused: "I do not know the word
// skip"). Only before the first or last seconds: "skip the title" and
// "skip the music" stay refused (they may mean "do not add it").
func skipEdge(toks []token) []token {
	for i, t := range toks {
		if t.kind != tWord || !t.word("skip", "saltea", "salteate", "saltate", "salta") {
			continue
		}
		j := skipDets(toks, i+1)
		if j+1 >= len(toks) || !edgeOrdinal(toks[j]) || !toks[j+1].timeLike() {
			continue
		}
		out := slices.Clone(toks)
		out[i] = token{kind: tWord, text: t.text, pos: t.pos, end: t.end, lex: []lexeme{{cat: cVerb, val: "cut"}}}
		return out
	}
	return toks
}

// edgeOrdinal: "first" or "last" (primeros, últimos).
func edgeOrdinal(t token) bool {
	n := t.num
	if t.kind != tOrdinal {
		l, ok := t.get(cOrd)
		if !ok {
			return false
		}
		n = l.num
	}
	return n == 1 || n == -1
}
