package planner

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// changeWordsOfThing name a change made to a thing ("the title change",
// "the two title changes", "el cambio del título").
var changeWordsOfThing = []string{"change", "changes", "edit", "edits", "move", "moves", "cambio", "cambios", "edicion", "ediciones"}

// thingChangeSaid: an undo names a thing and the change made to it ("undo
// the title change", "deshacé el cambio de la música"): the thing, without
// the change words (they were read as the title's text, or dropped, and
// the music deleted).
func thingChangeSaid(f *frame, n np) (np, bool) {
	if n.kind == "" && n.sticker == "" && n.effect == "" && len(n.names) == 0 {
		return n, false
	}
	if !slices.ContainsFunc(f.c.toks, func(t token) bool { return t.kind == tWord && t.word(changeWordsOfThing...) }) {
		return n, false
	}
	n.count, n.plural = 0, false // "the two title changes": two changes of one title
	n.names = slices.DeleteFunc(slices.Clone(n.names), func(w string) bool { return slices.Contains(changeWordsOfThing, w) })
	if n.trail != "" && !slices.ContainsFunc(strings.Fields(fold(n.trail)), func(w string) bool { return !slices.Contains(changeWordsOfThing, w) }) {
		n.trail = ""
	}
	return n, true
}

// planUndoChangesOf takes back the latest changes when each of them was
// made to the thing said ("undo the title change", "undo the two title
// changes, keep the music how it is now"): it was refused ("there is no
// text 'change'"). When a change among them was to something else it is
// asked, never the thing removed nor another change undone. Only changes
// made before this request are read.
func planUndoChangesOf(s *sim, f *frame, r *resolver, n np) (string, error) {
	h := s.ed.History.Undo
	if len(s.done) > 0 || len(h) == 0 {
		return "", unreadf("say how many changes to undo, e.g. \"undo the last change\"")
	}
	count, err := historyCount(f, len(h))
	if err != nil {
		return "", err
	}
	count = max(count, n.count)
	if count > len(h) {
		return "", unreadf("there are only %d changes to undo", len(h))
	}
	ts, err := r.elements(n)
	if err != nil {
		var nf *notFound
		if !errors.As(err, &nf) {
			return "", err
		}
		// "undo the title change" after the title was deleted: the thing
		// as it was before the latest change
		was, werr := newResolver(h[len(h)-1].State, r.ctx).elements(n)
		if werr != nil || len(was) == 0 {
			return "", err
		}
		ts = was
	}
	after := s.ed.Project
	for k := 1; k <= count; k++ {
		before := h[len(h)-k].State
		if !changedBetween(before, after, ts) {
			which := "The last change was"
			if k > 1 {
				which = fmt.Sprintf("Change %d from the last was", k)
			}
			return "", &question{fmt.Sprintf("%s not to %s: take back the latest changes anyway (say \"undo\"), or change %s yourself?", which, describe(ts), describe(ts))}
		}
		after = before
	}
	return planHistory(s, f, "undo")
}

// changedBetween: one of ts differs between the two projects, or is in
// only one of them.
func changedBetween(a, b *timeline.Project, ts []target) bool {
	in := func(p *timeline.Project) map[string]*timeline.Element {
		m := map[string]*timeline.Element{}
		for _, t := range all(p) {
			m[t.id] = t.el
		}
		return m
	}
	ma, mb := in(a), in(b)
	for _, t := range ts {
		x, okA := ma[t.id]
		y, okB := mb[t.id]
		if okA != okB || okA && !reflect.DeepEqual(*x, *y) {
			return true
		}
	}
	return false
}

// keepRestOfUndo: beside an undo, the words that keep what the undo does
// not name ("keep everything else", "dejá todo lo demás como está"): an
// undo takes back only the changes it says, so they ask nothing ("keep
// the rest" was read as keeping only a thing, "but keep…" as an
// exception). No number, time, quote, look or
// place.
func keepRestOfUndo(toks []token) bool {
	c := contentTokens(toks)
	if len(c) < 2 || !c[0].word("keep", "leave", "deja", "dejame", "mantene", "manten", "conserva") {
		return false
	}
	return restKept(toks)
}

// restKept: the words after "keep" say the rest ("everything else", "todo
// lo demás como está"). A thing kept as it is with no rest said ("undo the
// last 2 changes, keep the heart how it is") is a condition the undo may
// break: it undid the heart the user kept (silent), so it stays refused.
func restKept(toks []token) bool {
	c := contentTokens(toks)
	if slices.ContainsFunc(c, func(t token) bool {
		return t.kind != tWord || t.has(cEffect) || t.has(cPos) || t.has(cColor) || sizeWord(t) || t.has(cVerb) && !t.has(cVerb, "keep")
	}) {
		return false
	}
	s := " " + joinedText(toks) + " "
	return slices.ContainsFunc([]string{" everything else ", " all else ", " the rest ", " todo lo demas ", " lo demas ", " el resto ", " todo lo otro "},
		func(w string) bool { return strings.Contains(s, w) })
}

// undoKeepTail cuts "but keep everything else", ", keep the music how it
// is" off an undo's clause (keepRestOfUndo).
func undoKeepTail(c clause, prompt string) (clause, string, bool) {
	if !slices.ContainsFunc(c.toks, func(t token) bool { return t.kind == tWord && t.has(cVerb, "undo") }) {
		return c, "", false
	}
	for i := 1; i+1 < len(c.toks); i++ {
		// "but keep" was read as one word, "except" (butKeep)
		said := fold(prompt[c.toks[i].pos:c.toks[i].end])
		butKeepSaid := c.toks[i].word("except") && (strings.HasPrefix(said, "but") || strings.HasPrefix(said, "pero"))
		if !(butKeepSaid && restKept(c.toks[i+1:])) && !((isComma(c.toks[i]) || c.toks[i].word("but", "pero", "and", "y")) && keepRestOfUndo(c.toks[i+1:])) {
			continue
		}
		tail := rawOf(prompt, c.toks[i+1:])
		c.toks = c.toks[:i:i]
		c.raw = rawOf(prompt, c.toks)
		return c, tail, true
	}
	return c, "", false
}
