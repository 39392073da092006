package planner

import (
	"fmt"
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A thing is often named twice: by its place and then by what it shows,
// after a bare comma ("sacá el tercer clip entero, el del balde", "delete
// the third clip, the bucket one", "mute the last clip, the ride"). The
// second naming has no verb of its own, so it took the verb of the clause
// before and did it again: the clip was gone by then, and the request was
// refused ("there is no balde on the timeline"). When the second naming
// is, on the project as it was before the clause before, exactly what that
// clause named, it says which thing that was, and nothing more is done. A
// second naming of another thing ("borrá el tercer clip, el del parche")
// is still a second edit.

// elidedHeadWords are said before a thing named without its noun: "el
// del balde", "la de la cocina", "the one with the bucket".
var elidedHeadWords = []string{"el", "la", "los", "las", "lo", "de", "del", "the", "one", "ones", "of", "with", "con"}

// restatedThing: the clause f, after a bare comma and with no verb, says
// nothing but one thing, and that thing, on p0 (the project before the
// clause before), is the thing the clause before named, and no clause
// comes after it (then it is an item of a list). When it is
// another thing, said without its noun ("el del parche") after one said
// by its place ("el tercer clip"), the two namings disagree: which is
// asked (it did the edit to both).
func restatedThing(prompt string, prev, f *frame, p0 *timeline.Project, lastClause bool) (bool, error) {
	if !lastClause {
		return false, nil // "sacá el tercer clip, el del parche y el del balde": a list
	}
	same, other, before, said := restated(prompt, prev, f, p0)
	if same || !other {
		return same, nil
	}
	return false, &question{fmt.Sprintf("Which one do you mean: %s (%q) or %s (%q)? Say one of them.", describeGroup(before), prev.targets[0].said, describeGroup(said), f.c.raw)}
}

// restated reads restatedThing: same when f names what prev did; other
// when f, said with an elided noun, names one other thing than prev's one
// thing said by its place; the two things.
func restated(prompt string, prev, f *frame, p0 *timeline.Project) (same, other bool, before, said []target) {
	if prev == nil || p0 == nil || f.verbAt >= 0 || len(f.targets) != 1 || len(prev.targets) != 1 || !commaJoined(prompt, prev, f) {
		return false, false, nil, nil
	}
	n, was := f.targets[0], prev.targets[0]
	if n.pron || was.pron || n.det == "a" || n.end < len(f.c.toks) || len(f.times) > 0 || len(f.quotes) > 0 || f.text != "" {
		return false, false, nil, nil
	}
	for _, t := range f.c.toks[:min(n.first, len(f.c.toks))] {
		if !t.word(elidedHeadWords...) {
			return false, false, nil, nil // more is said than the thing
		}
	}
	r := newResolver(p0, &refContext{})
	r.toks = f.c.toks
	said, err := r.elements(n)
	if err != nil || len(said) == 0 {
		return false, false, nil, nil
	}
	r.toks = prev.c.toks
	before, err = r.elements(was)
	if err != nil || len(before) == 0 {
		return false, false, nil, nil
	}
	for _, t := range said {
		if !slices.ContainsFunc(before, func(b target) bool { return b.id == t.id }) {
			elided := n.first > 0 && n.kind == ""
			return false, elided && was.ord != 0 && len(before) == 1 && len(said) == 1, before, said
		}
	}
	return len(before) == len(said), false, before, said
}
