package planner

import "strings"

// trailNamesThere: a clause with no verb of adding, whose only "new words"
// are the unquoted words after a text's noun, and that text is one there
// ("el cartel de Rosa head baker que dure 2 segundos más", "the Day 2
// title flashes by"): the words name that text or say how it lasts, and
// nothing is added (a text "head baker" or "flashes" was added, and the
// timing went to it: a silent wrong edit). The words must be the text's
// own, or the clause must say how long or when it shows.
func trailNamesThere(f *frame, r *resolver) bool {
	if f.verb != "" || len(f.quotes) > 0 || f.text != "" || indefinite(f) {
		return false
	}
	for _, n := range f.targets {
		if n.kind != "text" || n.trail == "" {
			continue
		}
		ts, err := r.elements(n)
		if err != nil || len(ts) != 1 || ts[0].el.Text == nil {
			return false
		}
		own := true
		for _, w := range strings.Fields(fold(n.trail)) {
			own = own && strings.Contains(fold(ts[0].el.Text.Content), w)
		}
		timed := lengthState(f.c.toks) != "" || tooSoon(f.c.toks) >= 0 || contains(f.verbs, "last") || contains(f.verbs, "start") || contains(f.verbs, "end")
		return own || timed
	}
	return false
}
