package planner

import (
	"slices"
	"strings"
)

// One thing named and said to be as it was ("volvé el logo como estaba
// antes", "dejá el texto del whatsapp como estaba", "put the logo back
// how it was") is that thing's last change taken back: it was refused
// ("say what to change"). Said with "it" alone ("volvelo como estaba") it
// is a plain undo (words_verbs.go). The change taken back must be the
// latest one and made to that thing; when the latest change was to
// something else it is asked (planUndoChangesOf), never the thing removed
// (as "undo the logo" removes a logo the last change did not touch).

// asItWasAt: where "como estaba", "como era", "como antes", "how it was",
// "the way it was", "as it was", "like before" begins and where it ends
// (an "antes"/"before" after it included); -1, -1 when it is not said.
func asItWasAt(toks []token) (int, int) {
	at := func(k int, ws ...string) bool { return k < len(toks) && toks[k].kind == tWord && toks[k].word(ws...) }
	for i := range toks {
		j := -1
		switch {
		case at(i, "como") && at(i+1, "estaba", "estaban", "era", "eran", "antes"):
			j = i + 2
		case at(i, "how", "as", "like") && at(i+1, "it", "they") && at(i+2, "was", "were"):
			j = i + 3
		case at(i, "the") && at(i+1, "way") && at(i+2, "it", "they") && at(i+3, "was", "were"):
			j = i + 4
		case at(i, "as", "like") && at(i+1, "before"):
			j = i + 2
		}
		if j < 0 {
			continue
		}
		if at(j, "antes", "before") {
			j++
		}
		return i, j
	}
	return -1, -1
}

// asItWasSaid: "as it was" is said in toks, in words of their own
// (asItWasAt) or inside an undo the lexicon reads whole ("volvé a como
// estaba", "go back to how it was", "make it like it was" are one token:
// words_verbs.go).
func asItWasSaid(toks []token) bool {
	if from, _ := asItWasAt(toks); from >= 0 {
		return true
	}
	return slices.ContainsFunc(toks, func(t token) bool {
		if !t.has(cVerb, "undo") {
			return false
		}
		var words []token
		for _, w := range strings.Fields(t.text) {
			words = append(words, token{kind: tWord, text: w, pos: t.pos, end: t.end})
		}
		from, _ := asItWasAt(words)
		return from >= 0
	})
}

// thingAsItWas: the frame names one thing, by name, and says it is to be
// as it was, with nothing else to set (no time, place, level, look,
// colour or text). It marks the words that say it as read.
func thingAsItWas(f *frame) bool {
	from, to := asItWasAt(f.c.toks)
	if from < 0 || to < len(f.c.toks) && slices.ContainsFunc(f.c.toks[to:], func(t token) bool { return t.kind == tWord }) {
		return false // said last: "dejá el logo como estaba y subí la música" is two orders
	}
	// "how it was": its "it" is no second thing
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return n.pron && n.first >= from })
	if len(f.targets) != 1 || f.targets[0].pron || f.neg || len(f.times) > 0 || len(f.pos) > 0 || len(f.amounts) > 0 ||
		len(f.effects) > 0 || len(f.colors) > 0 || len(f.quotes) > 0 || f.text != "" || len(f.props) > 0 {
		return false
	}
	back := slices.ContainsFunc(f.c.toks[:from], func(t token) bool { return t.word("back", "de vuelta") })
	if !contains([]string{"", "make", "put", "leave", "keep", "set", "return", "undo"}, f.verb) && !(back && f.verb == "move") {
		return false // "put the logo back how it was" was read as a move
	}
	if n := f.targets[0]; n.first < f.verbAt || n.end > from {
		return false // the thing is said after the verb and before "como estaba"
	}
	said := map[string]bool{}
	for k := from; k < to; k++ {
		f.used[k] = true
		said[f.c.toks[k].text] = true
	}
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return said[w] }) // "how", "before"
	for k, t := range f.c.toks {
		if t.word("back", "de vuelta") && k < from {
			f.used[k] = true // "put the logo back how it was"
		}
	}
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "earlier" }) // "antes": when it was so, not a move
	f.reread(f.verb, "undo")
	f.asItWas = true
	return true
}
